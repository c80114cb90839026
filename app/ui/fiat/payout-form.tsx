import { Form, Link } from '@remix-run/react'
import type { FiatWallet } from '#contract/fiat/api.ts'
import type { Beneficiary } from '#contract/fiat/beneficiaries.ts'
import { feeRuleText } from '#contract/fiat/fee-rule.ts'
import { type FiatFee } from '#contract/fiat/fees.ts'
import { CURRENCY_DECIMALS, type FiatCurrency } from '#contract/money/currency-list.ts'
import { beneficiaryFormPath, FIAT_INTENTS, fiatWalletPath, payoutPath } from '#app/lib/fiat/labels.ts'
import type { PayoutFormFields } from '#app/lib/fiat/payout.ts'
import { buttonClass, SubmitButton } from '../kit/button.tsx'
import { cardClass } from '../kit/card.tsx'
import { ErrorList, SelectField, TextField } from '../kit/field.tsx'
import { getFormProps, useForm, type SubmissionResult } from '../kit/form.ts'
import { Money } from '../kit/money.tsx'
import { PageHeader } from '../kit/page-header.tsx'
import { SummaryList, type SummaryItem } from '../kit/summary-list.tsx'
import { NumberField } from '../money/amount-input.tsx'
import { NoPinNotice } from '../money/pin-fields.tsx'
import { NoFiatWallet } from './no-wallet.tsx'

/**
 * The rate card's limits the provider enforces on this payout
 * (docs/product/fiat.md, record 107): each payout's bounds when the card
 * sets them, and what is left of today's limit (the UTC day).
 */
function payoutLimits({ limits, currency }: { limits: FiatFee['limits']; currency: FiatCurrency }): SummaryItem[] {
	const money = (value: string) => <Money value={value} currency={currency} />
	const { minAmount, maxAmount, dailyLimit, leftToday } = limits
	return [
		...(minAmount || maxAmount
			? [
					{
						label: 'Each payout',
						testId: 'payout-bounds',
						value:
							minAmount && maxAmount ? (
								<>
									From {money(minAmount)} to {money(maxAmount)}
								</>
							) : minAmount ? (
								<>At least {money(minAmount)}</>
							) : (
								<>At most {money(maxAmount!)}</>
							),
					},
				]
			: []),
		...(dailyLimit && leftToday
			? [
					{
						label: 'Left today',
						testId: 'payout-left-today',
						value: (
							<>
								{money(leftToday)} of the daily limit of {money(dailyLimit)} (the day ends at 00:00 UTC)
							</>
						),
					},
				]
			: []),
	]
}

export type PayoutFormProps =
	| { currency: FiatCurrency; wallet: null; refusal: string | null }
	| {
			currency: FiatCurrency
			wallet: FiatWallet
			beneficiaries: Beneficiary[]
			fee: FiatFee
			/** Without a PIN the form says so first: the quote could not be confirmed. */
			pinExists: boolean
			/** Why the signed-in role may not move money (docs/product/team.md): said instead of the form; null when it may. */
			moneyRefusal: string | null
			fields: PayoutFormFields
			lastResult: SubmissionResult<string[]> | null
	  }

/**
 * /product/fiat-wallet-service/payout?currency=: to a saved beneficiary (or
 * a new one, saved first and brought back here), how much, and a narration.
 * The fee's rule is said here (GET /integrator/v1/fiat/fee); 'Get quote'
 * posts here and the provider's quote opens with the fee, the total and the
 * balance after, before anything moves.
 */
export function PayoutForm(props: PayoutFormProps) {
	if (!props.wallet) return <NoFiatWallet currency={props.currency} refusal={props.refusal} />
	return <PayoutFormFor {...props} />
}

function PayoutFormFor({
	currency,
	wallet,
	beneficiaries,
	fee,
	pinExists,
	moneyRefusal,
	fields,
	lastResult,
}: Extract<PayoutFormProps, { wallet: FiatWallet }>) {
	const schema = {
		load: () => import('#app/lib/fiat/payout.ts'),
		build: (m: typeof import('#app/lib/fiat/payout.ts')) =>
			m.payoutFormSchema(
				currency,
				beneficiaries.map((beneficiary) => beneficiary.id),
			),
	}
	const [form, f] = useForm({
		id: `payout-${currency}`,
		lastResult: lastResult ?? undefined,
		schema,
		shouldValidate: 'onSubmit',
		shouldRevalidate: 'onInput',
	})
	const decimals = CURRENCY_DECIMALS[currency]
	return (
		<div className="mx-auto flex max-w-2xl flex-col gap-4">
			<PageHeader title={<>Payout in {currency}</>} back={{ to: fiatWalletPath(currency), label: `Back to the ${currency} wallet` }} />
			{pinExists || moneyRefusal ? null : <NoPinNotice what="Payouts are confirmed" />}
			<SummaryList
				className={cardClass('p-4')}
				items={[
					{ label: 'Balance', value: <Money value={wallet.balance} currency={currency} />, testId: 'payout-balance', strong: true },
					{ label: 'Fee', value: <>{feeRuleText(fee, currency)}, added to the amount</>, testId: 'payout-fee-rule' },
					...payoutLimits({ limits: fee.limits, currency }),
				]}
			/>
			{moneyRefusal ? (
				<p className={cardClass('p-6 text-sm text-gray-700')} data-testid="role-refusal">
					{moneyRefusal}
				</p>
			) : (
				<Form method="POST" action={payoutPath(currency)} className={cardClass('flex flex-col gap-1 p-6')} {...getFormProps(form)}>
					{beneficiaries.length ? (
						<SelectField
							label="Beneficiary"
							name="beneficiary"
							id="payout-beneficiary"
							defaultValue={fields.beneficiary}
							errors={f.beneficiary.errors}
						>
							<option value="">Choose a beneficiary</option>
							{beneficiaries.map((beneficiary) => (
								<option key={beneficiary.id} value={beneficiary.id}>
									{beneficiary.name} · {beneficiary.accountName} · {beneficiary.destination}
								</option>
							))}
						</SelectField>
					) : (
						<>
							<p className="text-sm text-gray-600">You have no {currency} beneficiaries yet: add one first.</p>
							<ErrorList errors={f.beneficiary.errors} />
						</>
					)}
					<p className="text-sm text-gray-600">
						Paying someone new?{' '}
						<Link to={beneficiaryFormPath('INDIVIDUAL', currency, 'payout')} className="font-semibold text-brand-700 underline">
							Add an individual
						</Link>{' '}
						or{' '}
						<Link to={beneficiaryFormPath('BUSINESS', currency, 'payout')} className="font-semibold text-brand-700 underline">
							a business
						</Link>
						: you come back here with it chosen.
					</p>
					<NumberField
						label={`Amount (${currency})`}
						name="amount"
						id="payout-amount"
						defaultValue={fields.amount}
						integersOnly={decimals === 0}
						hint={decimals === 0 ? `${currency} has no decimals: whole amounts only.` : `Up to ${decimals} decimals, like 1500.25.`}
						errors={f.amount.errors}
					/>
					<TextField
						label="Narration (optional)"
						name="narration"
						id="payout-narration"
						maxLength={100}
						defaultValue={fields.narration}
						errors={f.narration.errors}
					/>
					<ErrorList id={form.errorId} errors={form.errors} />
					<div className="flex flex-wrap gap-3">
						<SubmitButton name="intent" value={FIAT_INTENTS.quote} pendingLabel="Quoting...">
							Get quote
						</SubmitButton>
						<Link to={fiatWalletPath(currency)} className={buttonClass('ghost')}>
							Cancel
						</Link>
					</div>
				</Form>
			)}
		</div>
	)
}
