import { getFormProps, useForm } from '../kit/form.ts'
import { Form, Link, useLocation } from '@remix-run/react'
import { useState } from 'react'
import { LOAN_CURRENCIES, type CollateralWallet, type LendingTerms } from '#contract/lending/api.ts'
import { dailyRateText } from '#contract/lending/arithmetic.ts'
import { CURRENCY_NAMES, type CryptoAsset } from '#contract/money/currency-list.ts'
import { LOAN_FIELDS, previewLoan, type LoanFields, type LoanPreview, loanRequestSchema } from '#app/lib/lending/forms.ts'
import { ALL_WALLETS_PATH, LENDING_PATH, NEW_LOAN_PATH, REQUEST_LOAN_INTENT } from '#app/lib/lending/labels.ts'
import { formatExactMoney } from '#app/lib/money/format.ts'
import type { FormReply } from '#app/lib/reply.ts'
import { buttonClass, SubmitButton } from '../kit/button.tsx'
import { ErrorList, SelectField } from '../kit/field.tsx'
import { NumberField } from '../money/amount-input.tsx'
import { LtvGauge } from './ltv-gauge.tsx'
import { NoPinNotice } from '../money/pin-fields.tsx'
import { SecretFields } from './parts.tsx'
import { cardClass } from '../kit/card.tsx'
import { Money } from '../kit/money.tsx'

type Props = {
	terms: LendingTerms[]
	wallets: CollateralWallet[]
	fields: LoanFields
	pinExists: boolean
	twoFAEnabled: boolean
	idempotencyKey: string
	reply?: FormReply<string>
}

const usd = (amount: string) => formatExactMoney(amount, 'USD')

/**
 * /product/lending-service/loans/new: what to borrow and against what. The
 * figures (collateral value, the most one may borrow, the loan-to-value on
 * the gauge with the card's three levels, the interest) follow the typing
 * with JavaScript; without it, 'Update' (a GET: every preview is a URL)
 * shows them. The request form below posts what the preview shows, with
 * the PIN (and the code with 2FA on) and the key the page was rendered with.
 */
export function NewLoanPage(props: Props) {
	// A new URL (the 'Update' form) starts the figures afresh from it.
	return <NewLoanForm key={LOAN_FIELDS.map((name) => props.fields[name]).join('|')} {...props} />
}

function NewLoanForm({ terms, wallets, fields: initial, pinExists, twoFAEnabled, idempotencyKey, reply }: Props) {
	const [fields, setFields] = useState(initial)
	const preview = previewLoan(fields, terms, wallets)
	const set = (name: keyof LoanFields) => (event: { currentTarget: { value: string } }) => {
		// Read now: React clears the event's currentTarget once the handler returns, before the update runs.
		const value = event.currentTarget.value
		setFields((current) => ({ ...current, [name]: value }))
	}
	const lastResult = reply?.intent === REQUEST_LOAN_INTENT ? reply.result : undefined
	const schema = {
		load: async () => ({ loanRequestSchema }),
		build: (m: { loanRequestSchema: typeof loanRequestSchema }) => m.loanRequestSchema(twoFAEnabled, { terms, wallets }),
	}
	const [form, f] = useForm({
		id: 'request-loan',
		lastResult,
		schema,
		shouldValidate: 'onSubmit',
	})
	const posted = lastResult?.initialValue as Record<string, string> | undefined
	/** A refusal of the request shows beside its field while the field still holds what was posted; the preview's own check otherwise. */
	const errorOf = (name: keyof LoanFields) => {
		const refused = f[name].errors
		if (refused?.length && (!posted || posted[name] === fields[name])) return refused
		return preview.errors[name] ? [preview.errors[name]] : undefined
	}
	const line = preview.terms
	const search = useLocation().search
	return (
		<div className="mx-auto flex max-w-3xl flex-col gap-6">
			<div className="flex flex-wrap items-baseline justify-between gap-3">
				<h1 className="text-2xl font-bold">Request a loan</h1>
				<Link to={LENDING_PATH} className="text-sm font-semibold text-brand-700 underline">
					Back to Lending
				</Link>
			</div>
			<p className="text-sm text-gray-600">
				Borrow USD against crypto in your collateral wallets. The loan is paid into your USD funding balance once the provider approves it;
				until then its collateral is held.
			</p>
			{/* Said before the figures are filled in, not after: the request is made with the PIN. */}
			{pinExists ? null : <NoPinNotice what="A loan is requested" />}

			<Form method="GET" action={NEW_LOAN_PATH} className={cardClass('flex flex-col gap-1 p-6')}>
				<h2 className="mb-2 text-lg font-semibold">The loan</h2>
				<SelectField
					label="Collateral"
					name="collateralAsset"
					id="loan-asset"
					value={fields.collateralAsset}
					onChange={set('collateralAsset')}
					errors={errorOf('collateralAsset')}
				>
					{terms.map((line) => (
						<option key={line.asset} value={line.asset}>
							{line.asset} · {CURRENCY_NAMES[line.asset]}
						</option>
					))}
				</SelectField>
				<Available preview={preview} />
				<NumberField
					label={`Collateral to pledge (${preview.asset})`}
					name="collateralAmount"
					id="loan-collateral"
					value={fields.collateralAmount}
					onChange={set('collateralAmount')}
					errors={errorOf('collateralAmount')}
				/>
				<SelectField
					label="Currency"
					name="currency"
					id="loan-currency"
					value={fields.currency}
					onChange={set('currency')}
					errors={errorOf('currency')}
				>
					{LOAN_CURRENCIES.map((currency) => (
						<option key={currency} value={currency}>
							{currency} · {CURRENCY_NAMES[currency]}
						</option>
					))}
				</SelectField>
				<NumberField
					label="Amount to borrow (USD)"
					name="amount"
					id="loan-amount"
					value={fields.amount}
					onChange={set('amount')}
					hint={line ? limitsHint(line) : undefined}
					errors={errorOf('amount')}
				/>
				<div>
					<button type="submit" className={buttonClass('secondary')}>
						Update
					</button>
				</div>
			</Form>

			<Figures preview={preview} />

			{pinExists ? (
				<Form method="POST" action={`${NEW_LOAN_PATH}${search}`} className={cardClass('flex flex-col gap-1 p-6')} {...getFormProps(form)}>
					<h2 className="mb-2 text-lg font-semibold">Request it</h2>
					<p className="mb-3 text-sm" data-testid="loan-summary">
						{preview.amount && preview.collateralAmount
							? `You are asking for ${usd(preview.amount)} against ${formatExactMoney(preview.collateralAmount, preview.asset)}.`
							: 'Enter the collateral and the amount above first.'}
					</p>
					<input type="hidden" name="intent" value={REQUEST_LOAN_INTENT} />
					{LOAN_FIELDS.map((name) => (
						<input key={name} type="hidden" name={name} value={fields[name]} />
					))}
					<SecretFields
						id="loan"
						idempotencyKey={idempotencyKey}
						twoFAEnabled={twoFAEnabled}
						pinErrors={f.pin.errors}
						tokenErrors={f.token?.errors}
						keyErrors={f.idempotencyKey.errors}
					/>
					<ErrorList id={form.errorId} errors={form.errors} />
					<div>
						<SubmitButton pendingWhen={(data) => data.get('intent') === REQUEST_LOAN_INTENT} pendingLabel="Requesting...">
							Request loan
						</SubmitButton>
					</div>
				</Form>
			) : null}
		</div>
	)
}

/** 'From $100.00 to $500,000.00, to the cent.' */
function limitsHint(line: LendingTerms) {
	const range =
		line.minAmount && line.maxAmount
			? `From ${usd(line.minAmount)} to ${usd(line.maxAmount)}`
			: line.minAmount
				? `At least ${usd(line.minAmount)}`
				: line.maxAmount
					? `At most ${usd(line.maxAmount)}`
					: 'Any amount'
	return `${range}, to the cent.`
}

/** What the chosen asset's collateral wallet holds free, or the way to open one. */
function Available({ preview }: { preview: LoanPreview }) {
	const wallet = preview.wallet
	if (!preview.terms) return null
	if (!wallet?.id)
		return (
			<p className="mb-2 text-sm text-gray-600">
				You have no {preview.asset} collateral wallet yet:{' '}
				<Link to={ALL_WALLETS_PATH} className="underline">
					open one and move {preview.asset} into it
				</Link>
				.
			</p>
		)
	return (
		<p className="mb-2 text-sm text-gray-600" data-testid="loan-available">
			Free in your {preview.asset} collateral wallet: <Money value={wallet.balance} currency={preview.asset as CryptoAsset} /> ·{' '}
			<Link to={`${ALL_WALLETS_PATH}?asset=${preview.asset}`} className="underline">
				add more
			</Link>
		</p>
	)
}

/** The preview's figures and the gauge; the terms they follow. */
function Figures({ preview }: { preview: LoanPreview }) {
	const line = preview.terms
	if (!line) return null
	return (
		<section aria-labelledby="figures-title" aria-live="polite" className={cardClass('flex flex-col gap-4 p-6')}>
			<h2 id="figures-title" className="text-lg font-semibold">
				Loan-to-value and interest
			</h2>
			<dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm" data-testid="loan-figures">
				<dt className="text-gray-500">{preview.asset} price</dt>
				<dd>{preview.wallet ? usd(preview.wallet.price) : '—'}</dd>
				<dt className="text-gray-500">Collateral value</dt>
				<dd data-testid="figure-collateral-value">{preview.collateralValue ? usd(preview.collateralValue) : '—'}</dd>
				<dt className="text-gray-500">The most you can borrow against it ({line.ltv.max}%)</dt>
				<dd data-testid="figure-max-borrow">{preview.maxBorrow ? usd(preview.maxBorrow) : '—'}</dd>
				<dt className="text-gray-500">Loan-to-value</dt>
				<dd className="font-semibold" data-testid="figure-ltv">
					{preview.ltv ? `${preview.ltv}%` : '—'}
				</dd>
				<dt className="text-gray-500">Interest</dt>
				<dd>
					{line.monthlyRatePercent}% a month, accrued daily ({dailyRateText(line.monthlyRatePercent)}% a day)
				</dd>
				<dt className="text-gray-500">Interest a day, and over 30 days</dt>
				<dd data-testid="figure-interest">
					{preview.dayInterest && preview.monthInterest ? `${usd(preview.dayInterest)} · ${usd(preview.monthInterest)}` : '—'}
				</dd>
				<dt className="text-gray-500">Warning at a price of</dt>
				<dd data-testid="figure-warning-price">{preview.warningPrice ? `${usd(preview.warningPrice)} or below` : '—'}</dd>
				<dt className="text-gray-500">Liquidation at a price of</dt>
				<dd data-testid="figure-liquidation-price">{preview.liquidationPrice ? `${usd(preview.liquidationPrice)} or below` : '—'}</dd>
			</dl>
			<LtvGauge id="new-loan-ltv" ltv={preview.ltv} zone={preview.zone} levels={line.ltv} caption="This loan" />
			<p className="text-xs text-gray-500">
				Loan-to-value is what you owe (the loan and its unpaid interest) as a share of the collateral&apos;s value at the current price,
				shown to two decimals, cut, never rounded up. Past {line.ltv.warning}% you are reminded by e-mail; at {line.ltv.liquidation}% the
				collateral is sold to repay the loan and the rest comes back to your collateral wallet.
			</p>
		</section>
	)
}
