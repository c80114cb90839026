import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod'
import { Form, Link } from '@remix-run/react'
import type { Charge } from '#contract/money/transfers.ts'
import { confirmTransferSchema, TRANSFER_FIELDS, transferSearch, type TransferFields } from '#app/lib/money/local-transfer.ts'
import { formatMoney } from '#app/lib/money/format.ts'
import { securityUrl } from '#app/lib/settings/security-sections.ts'
import { AUTHENTICATOR_PROMPT } from '#app/lib/settings/integrations-schemas.ts'
import { buttonClass, SubmitButton } from '../kit/button.tsx'
import { ErrorList, TextField } from '../kit/field.tsx'
import { OtpField } from '../kit/otp-field.tsx'

type Props = {
	fields: TransferFields
	quote: Charge
	balance: string | null
	idempotencyKey: string
	pinExists: boolean
	twoFAEnabled: boolean
	/** The confirm post's answer when it was refused. */
	lastResult: SubmissionResult<string[]> | undefined
}

/**
 * /local-transfer/quote?…: what will happen (the account holder's name as
 * the bank knows it, the fee, the total taken from the balance), 'Edit'
 * back to the form, and the confirm form with the PIN (and the
 * authenticator code when 2FA is on).
 */
export function TransferQuote({ fields, quote, balance, idempotencyKey, pinExists, twoFAEnabled, lastResult }: Props) {
	const schema = confirmTransferSchema(null, twoFAEnabled)
	const [form, f] = useForm({
		id: `confirm-${idempotencyKey}`,
		lastResult,
		constraint: getZodConstraint(schema),
		onValidate: ({ formData }) => parseWithZod(formData, { schema }),
		shouldValidate: 'onSubmit',
		shouldRevalidate: 'onInput',
	})
	const money = (amount: string) => formatMoney(amount, quote.currency)
	const search = transferSearch(fields)
	const fieldErrors = TRANSFER_FIELDS.flatMap((name) => f[name].errors ?? [])
	return (
		<div className="mx-auto flex max-w-xl flex-col gap-4">
			<h1 className="text-2xl font-bold">Confirm the transfer</h1>
			<section aria-labelledby="quote-title" className="rounded-2xl border border-gray-200 bg-white p-6">
				<h2 id="quote-title" className="text-sm font-semibold text-gray-500 uppercase">
					Quote
				</h2>
				<dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm" data-testid="transfer-quote">
					<dt className="text-gray-500">To</dt>
					<dd className="font-semibold" data-testid="quote-account-name">
						{quote.accountName}
					</dd>
					<dt className="text-gray-500">Bank</dt>
					<dd>{quote.bankName}</dd>
					<dt className="text-gray-500">Account number</dt>
					<dd className="font-mono">{quote.accountNumber}</dd>
					<dt className="text-gray-500">Amount</dt>
					<dd data-testid="quote-amount">{money(quote.amount)}</dd>
					<dt className="text-gray-500">Fee</dt>
					<dd data-testid="quote-fee">{money(quote.fee)}</dd>
					<dt className="text-gray-500">Total</dt>
					<dd className="font-semibold" data-testid="quote-total">
						{money(quote.total)}
					</dd>
					{fields.narration ? (
						<>
							<dt className="text-gray-500">Narration</dt>
							<dd className="break-words">{fields.narration}</dd>
						</>
					) : null}
					{balance !== null ? (
						<>
							<dt className="text-gray-500">Funding balance</dt>
							<dd>{money(balance)}</dd>
						</>
					) : null}
				</dl>
				<p className="mt-4 text-xs text-gray-500">The total (amount and fee) is taken from your {quote.currency} funding balance.</p>
				<Link to={`/local-transfer?${search}`} className={buttonClass('secondary', 'mt-4')}>
					Edit
				</Link>
			</section>
			{pinExists ? (
				<Form method="POST" action={`/local-transfer/quote?${search}`} className="flex flex-col gap-1 rounded-2xl border border-gray-200 bg-white p-6" {...getFormProps(form)}>
					{TRANSFER_FIELDS.map((name) => (
						<input key={name} type="hidden" name={name} value={fields[name]} />
					))}
					<input type="hidden" name="idempotencyKey" value={idempotencyKey} />
					<TextField
						label="Transaction PIN"
						name="pin"
						id="transfer-pin"
						type="password"
						inputMode="numeric"
						autoComplete="off"
						maxLength={6}
						pattern="\d{6}"
						errors={f.pin.errors}
					/>
					{twoFAEnabled ? <OtpField label={AUTHENTICATOR_PROMPT} name="token" id="transfer-token" errors={f.token?.errors} /> : null}
					<ErrorList id={form.errorId} errors={[...(form.errors ?? []), ...fieldErrors, ...(f.idempotencyKey.errors ?? [])]} />
					<div>
						<SubmitButton pendingLabel="Sending...">Confirm transfer</SubmitButton>
					</div>
				</Form>
			) : (
				<section role="alert" className="rounded-2xl border border-amber-300 bg-amber-50 p-6 text-sm">
					<h2 className="font-semibold">Set a transaction PIN first</h2>
					<p className="mt-1">Transfers are confirmed with your 6-digit transaction PIN, and you have not set one yet.</p>
					<Link to={securityUrl('pin', { edit: '1' })} className={buttonClass('primary', 'mt-3')}>
						Create a PIN in Settings
					</Link>
				</section>
			)}
		</div>
	)
}
