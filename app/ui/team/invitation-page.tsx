import { Form, Link } from '@remix-run/react'
import { ROLE_LABELS } from '#contract/team/role-names.ts'
import { formatDateTime } from '#app/lib/format.ts'
import { formErrorOf, resultFor, type FormReply } from '#app/lib/reply.ts'
import type { InvitationPageData } from '#app/lib/team/team.ts'
import { SubmitButton } from '../kit/button.tsx'
import { Card } from '../kit/card.tsx'
import { ErrorList, TextField } from '../kit/field.tsx'
import { getFormProps, getInputProps, useForm } from '../kit/form.ts'
import { PageHeader } from '../kit/page-header.tsx'
import { PasswordField } from '../kit/password-input.tsx'
import { SummaryList } from '../kit/summary-list.tsx'

type Reply = FormReply<'accept' | 'join'>

/**
 * The invitation e-mail's page (docs/product/team.md#the-invitation): the
 * business, the e-mail and the role; accepting with a new login, or joining
 * signed in with the invited e-mail.
 */
export function InvitationPage(props: InvitationPageData & { reply?: Reply }) {
	return (
		<main className="mx-auto flex max-w-xl flex-col gap-5 p-6">
			<PageHeader title="Invitation" />
			{props.state === 'refused' ? (
				<Card tone="warning">
					<p role="alert" data-testid="invitation-refused">
						{props.message}
					</p>
				</Card>
			) : (
				<OpenInvitation {...props} />
			)}
		</main>
	)
}

function OpenInvitation({ invitation, signedInAs, loginHref, reply }: Extract<InvitationPageData, { state: 'open' }> & { reply?: Reply }) {
	const joinError = reply?.intent === 'join' ? formErrorOf(reply) : null
	return (
		<Card>
			<h2 className="text-lg font-semibold">Join {invitation.businessName}</h2>
			<SummaryList
				className="mt-3"
				items={[
					{ label: 'Business', value: invitation.businessName },
					{ label: 'E-mail', value: invitation.email },
					{ label: 'Role', value: ROLE_LABELS[invitation.role] },
					{ label: 'Valid until', value: formatDateTime(invitation.expiresAt) },
				]}
			/>
			{invitation.loginExists ? (
				signedInAs === invitation.email ? (
					<Form method="POST" className="mt-4">
						{joinError ? (
							<p role="alert" className="mb-2 text-sm text-red-700">
								{joinError}
							</p>
						) : null}
						<SubmitButton name="intent" value="join" pendingLabel="Joining...">
							Join {invitation.businessName}
						</SubmitButton>
					</Form>
				) : (
					<p className="mt-4 text-sm">
						{signedInAs ? `You are signed in as ${signedInAs}. ` : null}
						<Link to={loginHref} className="font-semibold text-brand-700 underline">
							Log in to accept
						</Link>{' '}
						with {invitation.email}, then open this link again.
					</p>
				)
			) : (
				<AcceptForm reply={reply} />
			)}
		</Card>
	)
}

function AcceptForm({ reply }: { reply?: Reply }) {
	const [form, fields] = useForm({
		id: 'accept',
		lastResult: resultFor(reply, 'accept'),
		schema: { load: () => import('#app/lib/team/schemas.ts'), build: (module) => module.acceptFormSchema },
		shouldValidate: 'onSubmit',
		shouldRevalidate: 'onInput',
	})
	return (
		<Form method="POST" className="mt-4 flex flex-col gap-2" {...getFormProps(form)}>
			<TextField
				label="First name"
				autoComplete="given-name"
				{...getInputProps(fields.firstName, { type: 'text' })}
				errors={fields.firstName.errors}
			/>
			<TextField
				label="Last name"
				autoComplete="family-name"
				{...getInputProps(fields.lastName, { type: 'text' })}
				errors={fields.lastName.errors}
			/>
			<PasswordField
				label="Password"
				autoComplete="new-password"
				{...getInputProps(fields.password, { type: 'password' })}
				errors={fields.password.errors}
			/>
			<ErrorList id={form.errorId} errors={form.errors} />
			<SubmitButton name="intent" value="accept" pendingLabel="Creating...">
				Accept and create login
			</SubmitButton>
		</Form>
	)
}
