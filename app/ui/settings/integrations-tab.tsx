import { Form, Link } from '@remix-run/react'
import { AUTHENTICATOR_PROMPT } from '#app/lib/auth-prompts.ts'
import { formErrorOf, resultFor, type FormReply } from '#app/lib/reply.ts'
import { rotateSecretConstraint, webhookConstraint } from '#app/lib/settings/form-constraints.ts'
import type { IntegrationsTabData } from '#app/lib/settings/integrations-schemas.ts'
import { integrationsIntent, type IntegrationsIntent } from '#app/lib/settings/intents.ts'
import { securityUrl } from '#app/lib/settings/security-sections.ts'
import { prefixWhileTyping } from '#app/lib/settings/webhook-url.ts'
import { buttonClass, SubmitButton } from '../kit/button.tsx'
import { cardClass } from '../kit/card.tsx'
import { ConfirmAction, ConfirmActionLink } from '../kit/confirm-action.tsx'
import { CopyButton } from '../kit/copy-button.tsx'
import { ErrorList, TextField } from '../kit/field.tsx'
import { getFormProps, getInputProps, useForm } from '../kit/form.ts'
import { PinField } from '../kit/number-field.tsx'
import { OtpField } from '../kit/otp-field.tsx'
import { SummaryList } from '../kit/summary-list.tsx'
import { DeliveryLogSection } from './delivery-log.tsx'

/** The action's answer: a form's result, and the signing secret when one was shown or made. */
export type IntegrationsReply = FormReply<IntegrationsIntent> & { secret?: string; rotated?: boolean }

const sectionClass = cardClass('flex flex-col gap-5 p-5')

/** The question before a rotation (`?confirm=rotate-secret`): the old secret stops at once (record 122). */
const ROTATE = 'rotate-secret'

/**
 * The Integrations tab: the webhook (Business ID, URL, 'Update Webhook
 * URL'), its signing secret (shown and rotated by posts), 'Send test event'
 * and the delivery log. With 2FA on, the forms that need it carry the
 * authenticator code (the extra OTP step), with or without JavaScript.
 */
export function IntegrationsTab(props: IntegrationsTabData & { reply: IntegrationsReply | undefined }) {
	const { reply } = props
	return (
		<div className="flex max-w-4xl flex-col gap-6">
			{reply && reply.intent === null ? <ErrorList errors={[formErrorOf(reply) ?? 'Choose what to change.']} /> : null}
			<WebhookSection {...props} />
			<SigningSecretSection {...props} />
			<DeliveryLogSection log={props.log} hasWebhook={!!props.webhookUrl} reply={reply} />
		</div>
	)
}

function WebhookSection({
	businessId,
	webhookUrl,
	twoFAEnabled,
	webhookRefusal,
	reply,
}: IntegrationsTabData & { reply: IntegrationsReply | undefined }) {
	const schema = {
		load: () => import('#app/lib/settings/integrations-schemas.ts'),
		build: (m: typeof import('#app/lib/settings/integrations-schemas.ts')) => m.webhookFormSchema(twoFAEnabled),
	}
	const [form, fields] = useForm({
		id: 'webhook',
		lastResult: resultFor(reply, 'update-webhook'),
		schema,
		constraint: webhookConstraint(twoFAEnabled),
		shouldValidate: 'onSubmit',
		shouldRevalidate: 'onInput',
	})
	return (
		<section aria-labelledby="webhooks-title" className={sectionClass}>
			<h2 id="webhooks-title" className="text-lg font-semibold">
				Webhooks
			</h2>
			<SummaryList
				items={[
					{
						label: 'Business ID',
						testId: 'business-id',
						value: (
							<span className="flex flex-wrap items-center gap-2 font-mono text-xs">
								{businessId}
								<CopyButton value={businessId} thing="Business ID" />
							</span>
						),
					},
					{
						label: 'Webhook URL',
						testId: 'current-webhook',
						value: webhookUrl ? (
							<span className="flex flex-wrap items-center gap-2 break-all">
								<a href={webhookUrl} target="_blank" rel="noreferrer" className="font-medium text-brand-700 underline">
									{webhookUrl}
								</a>
								<CopyButton value={webhookUrl} thing="Webhook URL" />
							</span>
						) : (
							'N/A'
						),
					},
				]}
			/>
			{webhookRefusal ? (
				<p className="text-sm text-gray-600" data-testid="webhook-refusal">
					{webhookRefusal}
				</p>
			) : (
				<Form method="POST" className="flex flex-col gap-2" {...getFormProps(form)}>
					<h3 className="font-semibold">Update Webhook URL</h3>
					<TextField
						label="Webhook URL"
						placeholder="https://"
						autoComplete="url"
						{...getInputProps(fields.webhook, { type: 'url' })}
						onInput={(event) => {
							// Text that cannot become 'http://' or 'https://' gets an https:// prefix: webhooks must be https.
							const input = event.currentTarget
							const next = prefixWhileTyping(input.value)
							if (next !== input.value) input.value = next
						}}
						errors={fields.webhook.errors}
					/>
					{twoFAEnabled ? (
						<OtpField label={AUTHENTICATOR_PROMPT} {...getInputProps(fields.token, { type: 'text' })} errors={fields.token.errors} />
					) : null}
					<ErrorList id={form.errorId} errors={form.errors} />
					<div>
						<SubmitButton name="intent" value={integrationsIntent['update-webhook']} pendingLabel="Saving...">
							Save Changes
						</SubmitButton>
					</div>
				</Form>
			)}
		</section>
	)
}

/**
 * The signing secret: hidden until 'Reveal' is posted, then in that answer
 * only (reload or leave and it is gone). 'Rotate secret' asks first
 * (`?confirm=rotate-secret`, record 122): the question holds the PIN (and
 * the code with 2FA on), and its post makes a new secret at once, shown the
 * same way; the question closes once it has.
 */
function SigningSecretSection({
	twoFAEnabled,
	pinExists,
	webhookRefusal,
	reply,
}: IntegrationsTabData & { reply: IntegrationsReply | undefined }) {
	const schema = {
		load: () => import('#app/lib/settings/integrations-schemas.ts'),
		build: (m: typeof import('#app/lib/settings/integrations-schemas.ts')) => m.rotateSecretFormSchema(twoFAEnabled),
	}
	const [form, fields] = useForm({
		id: 'rotate-secret',
		lastResult: resultFor(reply, 'rotate-secret'),
		schema,
		constraint: rotateSecretConstraint(twoFAEnabled),
		shouldValidate: 'onSubmit',
	})
	const secret = reply?.secret
	return (
		<section aria-labelledby="signing-secret-title" className={sectionClass}>
			<div>
				<h2 id="signing-secret-title" className="text-lg font-semibold">
					Signing secret
				</h2>
				<p className="mt-1 text-sm text-gray-600">
					Every webhook carries a <code className="font-mono text-xs">Webhook-Signature</code> header:{' '}
					<code className="font-mono text-xs">t=&lt;time&gt;,v1=&lt;HMAC-SHA256 of &quot;t.body&quot;&gt;</code>. Check it with this secret
					before you trust an event.
				</p>
			</div>
			{webhookRefusal ? null : secret ? (
				<div className="flex flex-col gap-2 rounded-xl border border-amber-300 bg-amber-50 p-4" role="status">
					<p className="text-sm font-medium">
						{reply?.rotated
							? 'Your signing secret has been rotated: webhooks are signed with this new secret from now on.'
							: 'Your signing secret. It is shown on this page only: reveal it again when you need it.'}
					</p>
					<div className="flex flex-wrap items-center gap-2">
						<code className="font-mono text-sm break-all" data-testid="signing-secret">
							{secret}
						</code>
						<CopyButton value={secret} thing="signing secret" />
					</div>
				</div>
			) : (
				<Form method="POST" className="flex flex-wrap items-center gap-3">
					<span className="font-mono text-sm text-gray-500" aria-label="Hidden signing secret">
						whsec_••••••••••••••••
					</span>
					<SubmitButton variant="secondary" name="intent" value={integrationsIntent['reveal-secret']} pendingLabel="Revealing...">
						Reveal
					</SubmitButton>
				</Form>
			)}
			{webhookRefusal ? null : pinExists ? (
				<div className="flex flex-col gap-1">
					<h3 className="font-semibold">Rotate secret</h3>
					<p className="text-sm text-gray-600">A new secret replaces this one at once: update your receiver with it.</p>
					<div className="mt-2">
						<ConfirmActionLink what={ROTATE} className={buttonClass('secondary')}>
							Rotate secret
						</ConfirmActionLink>
					</div>
					{reply?.rotated ? null : (
						<ConfirmAction
							what={ROTATE}
							title="Rotate the signing secret?"
							labelId="rotate-secret-title"
							intent={integrationsIntent['rotate-secret']}
							submitLabel="Rotate secret"
							pendingLabel="Rotating..."
							formProps={getFormProps(form)}
							inputs={
								<>
									<PinField label="Transaction PIN" {...getInputProps(fields.pin, { type: 'password' })} errors={fields.pin.errors} />
									{twoFAEnabled ? (
										<OtpField
											label={AUTHENTICATOR_PROMPT}
											{...getInputProps(fields.token, { type: 'text' })}
											errors={fields.token.errors}
										/>
									) : null}
									<ErrorList id={form.errorId} errors={form.errors} />
								</>
							}
						>
							<p className="text-sm text-gray-600">
								Webhooks are signed with a new secret from then on, and the old one stops at once: your receiver refuses them until it
								checks with the new one.
							</p>
						</ConfirmAction>
					)}
				</div>
			) : (
				<p className="text-sm text-gray-700">
					Rotating the secret needs your transaction PIN.{' '}
					<Link to={securityUrl('pin', { edit: '1' })} className={buttonClass('ghost', 'px-1 py-0 underline')}>
						Create a PIN in Settings
					</Link>
				</p>
			)}
		</section>
	)
}
