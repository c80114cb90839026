import { Form, Link, useLocation } from '@remix-run/react'
import { useState, type ReactNode } from 'react'
import type { CollateralWallet } from '#contract/lending/api.ts'
import { dailyRateText } from '#contract/lending/arithmetic.ts'
import { LOAN_CURRENCIES, type LendingTerms } from '#contract/lending/vocabulary.ts'
import { CURRENCY_NAMES, type CryptoAsset } from '#contract/money/currency-list.ts'
import { ALL_WALLETS_PATH, LENDING_PATH, NEW_LOAN_PATH, REQUEST_LOAN_INTENT } from '#app/lib/lending/labels.ts'
import { LOAN_FIELDS, previewLoan, type LoanFields, type LoanPreview } from '#app/lib/lending/loan-preview.ts'
import { formatExactMoney } from '#app/lib/money/format.ts'
import type { FormReply } from '#app/lib/reply.ts'
import { buttonClass } from '../kit/button.tsx'
import { cardClass } from '../kit/card.tsx'
import { SelectField } from '../kit/field.tsx'
import { getFormProps, useForm } from '../kit/form.ts'
import { Money } from '../kit/money.tsx'
import { PageHeader } from '../kit/page-header.tsx'
import { QuoteConfirmFormView } from '../kit/quote-confirm-form.tsx'
import { QuoteConfirm } from '../kit/quote-confirm.tsx'
import { NumberField } from '../money/amount-input.tsx'
import { NoPinNotice } from '../money/pin-fields.tsx'
import { LtvGauge } from './ltv-gauge.tsx'

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
		load: () => import('#app/lib/lending/forms.ts'),
		build: (m: typeof import('#app/lib/lending/forms.ts')) => m.loanRequestSchema(twoFAEnabled, { terms, wallets }),
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
		<div className="mx-auto flex max-w-6xl flex-col gap-6">
			<PageHeader title="Request a loan" back={{ to: LENDING_PATH, label: 'Back to Lending' }} />
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

			<Figures preview={preview}>
				{pinExists ? (
					<QuoteConfirmFormView
						formProps={getFormProps(form)}
						formErrorId={form.errorId}
						formErrors={form.errors}
						errorsOf={(name) => (name === 'pin' ? f.pin.errors : name === 'token' ? f.token?.errors : undefined)}
						action={`${NEW_LOAN_PATH}${search}`}
						heading="Request it"
						summary={
							<p className="mb-3 text-sm" data-testid="loan-summary">
								{preview.amount && preview.collateralAmount ? (
									<>
										You are asking for <Money value={preview.amount} currency="USD" /> against{' '}
										<Money value={preview.collateralAmount} currency={preview.asset} />.
									</>
								) : (
									'Enter the collateral and the amount above first.'
								)}
							</p>
						}
						hidden={{
							intent: REQUEST_LOAN_INTENT,
							...Object.fromEntries(LOAN_FIELDS.map((name) => [name, fields[name]])),
							idempotencyKey,
						}}
						errors={f.idempotencyKey.errors}
						twoFAEnabled={twoFAEnabled}
						pinId="loan"
						submitLabel="Request loan"
						pendingLabel="Requesting..."
						pendingWhen={(data) => data.get('intent') === REQUEST_LOAN_INTENT}
					/>
				) : null}
			</Figures>
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

/**
 * The preview's figures and the gauge, the terms they follow, beside the
 * request form (`children`): the loan's quote (record 122).
 */
function Figures({ preview, children }: { preview: LoanPreview; children: ReactNode }) {
	const line = preview.terms
	if (!line) return <>{children}</>
	return (
		<QuoteConfirm
			heading="Loan-to-value and interest"
			testId="loan-figures"
			live
			figures={[
				{ label: `${preview.asset} price`, value: usdOrDash(preview.wallet?.price) },
				{ label: 'Collateral value', value: usdOrDash(preview.collateralValue), testId: 'figure-collateral-value' },
				{
					label: `The most you can borrow against it (${line.ltv.max}%)`,
					value: usdOrDash(preview.maxBorrow),
					testId: 'figure-max-borrow',
				},
				{ label: 'Loan-to-value', value: preview.ltv ? `${preview.ltv}%` : '—', testId: 'figure-ltv', strong: true },
				{
					label: 'Interest',
					value: `${line.monthlyRatePercent}% a month, accrued daily (${dailyRateText(line.monthlyRatePercent)}% a day)`,
				},
				{
					label: 'Interest a day, and over 30 days',
					testId: 'figure-interest',
					value:
						preview.dayInterest && preview.monthInterest ? (
							<>
								<Money value={preview.dayInterest} currency="USD" /> · <Money value={preview.monthInterest} currency="USD" />
							</>
						) : (
							'—'
						),
				},
				{ label: 'Warning at a price of', value: orBelow(preview.warningPrice), testId: 'figure-warning-price' },
				{ label: 'Liquidation at a price of', value: orBelow(preview.liquidationPrice), testId: 'figure-liquidation-price' },
			]}
			details={
				<div className="mt-4 flex flex-col gap-4">
					<LtvGauge id="new-loan-ltv" ltv={preview.ltv} zone={preview.zone} levels={line.ltv} caption="This loan" />
					<p className="text-xs text-gray-500">
						Loan-to-value is what you owe (the loan and its unpaid interest) as a share of the collateral&apos;s value at the current price,
						shown to two decimals, cut, never rounded up. Past {line.ltv.warning}% you are reminded by e-mail; at {line.ltv.liquidation}%
						the collateral is sold to repay the loan and the rest comes back to your collateral wallet.
					</p>
				</div>
			}
		>
			{children}
		</QuoteConfirm>
	)
}

const usdOrDash = (amount: string | null | undefined) => (amount ? <Money value={amount} currency="USD" /> : '—')
const orBelow = (amount: string | null | undefined) =>
	amount ? (
		<>
			<Money value={amount} currency="USD" /> or below
		</>
	) : (
		'—'
	)
