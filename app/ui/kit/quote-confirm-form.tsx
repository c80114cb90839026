import { Form, useRouteLoaderData } from '@remix-run/react'
import type { ReactNode } from 'react'
import type { Capability } from '#contract/team/roles.ts'
import { NoPinNotice, PinFields } from '../money/pin-fields.tsx'
import { SubmitButton } from './button.tsx'
import { cardClass } from './card.tsx'
import { ErrorList, type ListOfErrors } from './field.tsx'
import { getFormProps, useForm, type LazySchema, type SubmissionResult } from './form.ts'

// The confirm form of `QuoteConfirm` (quote-confirm.tsx, record 122), a module of its own so that a
// quote confirmed without a PIN (a screening's fee) does not load the form library.

type ConfirmFormProps = {
	/** The quote's (or batch's) id: the form's id is `confirm-<id>`, so a new quote starts a new form. */
	quoteId: string
	/** Another form id where the page named it otherwise ('accept-…'). */
	formId?: string
	/**
	 * The confirm post's fields, checked in the browser as on the server (loaded on the form's first use,
	 * record 120): the PIN and the code with 2FA by default.
	 */
	// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each page's schema module is its own type
	schema?: LazySchema<Record<string, unknown>, any>
	lastResult: SubmissionResult<string[]> | undefined
	twoFAEnabled: boolean
	/** Prefixes the PIN inputs' ids (`${pinId}-pin`): 'confirm' by default. */
	pinId?: string
	submitLabel: string
	pendingLabel?: string
	/** The button's intent, when the page's action has several. */
	intent?: { name: string; value: string }
	/** Where the post goes (the quote's page when left out). */
	action?: string
	/** Hidden fields the post carries besides the PIN (the key, the figures). */
	hidden?: Record<string, string>
	/** What the confirmation answers before the PIN (a name mismatch), with the form's field errors. */
	before?: (errorsOf: (name: string) => string[] | undefined) => ReactNode
	/** The other ways: 'Cancel', 'Top up'. */
	links?: ReactNode
	/** Shown first: what the post will do. */
	summary?: ReactNode
	/** The form's heading, when it has one ('Request it'). */
	heading?: ReactNode
	/** Refusals of the post not tied to a field (a key refused) beside the form's own. */
	errors?: ListOfErrors
	/** Pending only when this post is the one sent (forms that share a page). */
	pendingWhen?: (formData: FormData) => boolean
}

type RefusalsData = { user: { refusals: Partial<Record<Capability, string>> } }

/**
 * The confirm form of a quote: the transaction PIN and, with 2FA on, the
 * authenticator code, checked with the same schema as the server's, then
 * the confirm button and the other ways out. With no PIN set, the way to
 * create one instead (`things`: 'Payouts are confirmed').
 */
export function QuoteConfirmForm({
	pinExists,
	things,
	capability,
	...props
}: ConfirmFormProps & {
	pinExists: boolean
	things: string
	/** What confirming takes: a role that may not sees why instead of the form (a quote another member made, opened by its URL). */
	capability?: Capability
}) {
	// The layout's reasons read here, not through role-refusal.tsx: that module is a chunk of its own, and
	// every quote page would load it (docs/decisions/121-a-lighter-frame.md, "Grouped chunks").
	const refusal = useRouteLoaderData<RefusalsData>('routes/shell/layout')?.user.refusals[capability ?? 'money.move']
	if (capability && refusal)
		return (
			<p className={cardClass('p-6 text-sm text-gray-700')} data-testid="role-refusal">
				{refusal}
			</p>
		)
	if (!pinExists) return <NoPinNotice what={things} />
	return <PinConfirmForm {...props} />
}

function PinConfirmForm({ quoteId, formId, schema: given, lastResult, ...props }: ConfirmFormProps) {
	// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each page's schema module is its own type
	const schema: LazySchema<Record<string, unknown>, any> = given ?? {
		load: () => import('#app/lib/money/local-transfer.ts'),
		build: (m: typeof import('#app/lib/money/local-transfer.ts')) => m.confirmQuoteSchema(props.twoFAEnabled),
	}
	// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each page's schema module is its own type
	const [form, f] = useForm<Record<string, unknown>, any>({
		id: formId ?? `confirm-${quoteId}`,
		lastResult,
		schema,
		shouldValidate: 'onSubmit',
		shouldRevalidate: 'onInput',
	})
	return (
		<QuoteConfirmFormView
			{...props}
			formProps={getFormProps(form)}
			formErrorId={form.errorId}
			formErrors={form.errors}
			errorsOf={(name) => f[name]?.errors}
		/>
	)
}

/**
 * The confirm form's markup, for a page whose form hook reads more than the
 * PIN (a loan request's own fields): the caller's `useForm` gives the props.
 */
export function QuoteConfirmFormView({
	formProps,
	formErrorId,
	formErrors,
	errorsOf,
	twoFAEnabled,
	pinId = 'confirm',
	submitLabel,
	pendingLabel = 'Sending...',
	intent,
	action,
	hidden = {},
	before,
	links,
	summary,
	heading,
	errors,
	pendingWhen,
}: Omit<ConfirmFormProps, 'quoteId' | 'formId' | 'schema' | 'lastResult'> & {
	formProps: ReturnType<typeof getFormProps>
	formErrorId: string
	formErrors: ListOfErrors
	errorsOf: (name: string) => string[] | undefined
}) {
	return (
		<Form method="POST" action={action} className={cardClass('flex flex-col gap-1 p-6')} {...formProps}>
			{heading ? <h2 className="mb-2 text-lg font-semibold">{heading}</h2> : null}
			{summary}
			{Object.entries(hidden).map(([name, value]) => (
				<input key={name} type="hidden" name={name} value={value} />
			))}
			{errors?.length ? <ErrorList errors={errors} /> : null}
			{before?.(errorsOf)}
			<PinFields id={pinId} twoFAEnabled={twoFAEnabled} pinErrors={errorsOf('pin')} tokenErrors={errorsOf('token')} />
			<ErrorList id={formErrorId} errors={formErrors} />
			<div className="flex flex-wrap items-center gap-3">
				<SubmitButton name={intent?.name} value={intent?.value} pendingWhen={pendingWhen} pendingLabel={pendingLabel}>
					{submitLabel}
				</SubmitButton>
				{links}
			</div>
		</Form>
	)
}
