import { Form, useSubmit } from '@remix-run/react'
import { useHydrated } from 'remix-utils/use-hydrated'
import { CURRENCY_DECIMALS, CURRENCY_NAMES, type FiatCurrency } from '#contract/money/currency-list.ts'
import { ACCOUNT_NUMBER_LENGTH, NARRATION_MAX_LENGTH } from '#contract/money/transfer-limits.ts'
import type { BankRule, TransferFields } from '#app/lib/money/transfer-fields.ts'
import { Button } from '../kit/button.tsx'
import { cardClass } from '../kit/card.tsx'
import { ErrorList, SelectField, TextField } from '../kit/field.tsx'
import { getFormProps, useForm, type SubmissionResult } from '../kit/form.ts'
import { Money } from '../kit/money.tsx'
import { PageHeader } from '../kit/page-header.tsx'
import { NumberField } from './amount-input.tsx'
import { NoPinNotice } from './pin-fields.tsx'

type Props = {
	fields: TransferFields
	currencies: readonly FiatCurrency[]
	banks: readonly BankRule[]
	balance: string | null
	pinExists: boolean
	/** Why the signed-in role may not move money (docs/product/team.md): said instead of the form. */
	moneyRefusal: string | null
	/** Why the server refused the fields (conform's answer, shown with or without JavaScript). */
	lastResult: SubmissionResult<string[]> | null
}

/**
 * /local-transfer: currency, bank, account number, amount and narration.
 * 'Get quote' posts to /local-transfer/quote, which makes the quote at the
 * provider (so never on a GET) and opens its page; 'Edit' comes back here
 * filled in from the URL. The banks depend on the currency: changing it
 * reloads the form, a GET (on change with JavaScript, with 'Show banks' without).
 */
export function LocalTransferForm({ fields, currencies, banks, balance, pinExists, moneyRefusal, lastResult }: Props) {
	const hydrated = useHydrated()
	const submit = useSubmit()
	const schema = {
		load: () => import('#app/lib/money/local-transfer.ts'),
		build: (m: typeof import('#app/lib/money/local-transfer.ts')) => m.transferFormSchema(banks),
	}
	const [form, f] = useForm({
		id: `local-transfer-${fields.currency}`,
		lastResult: lastResult ?? undefined,
		schema,
		shouldValidate: 'onSubmit',
		shouldRevalidate: 'onInput',
	})
	const wholeUnits = CURRENCY_DECIMALS[fields.currency as FiatCurrency] === 0
	return (
		<div className="mx-auto flex max-w-xl flex-col gap-4">
			<PageHeader title="Local transfer" back={{ to: '/local-transfers', label: 'Your local transfers' }} />
			<p className="text-sm text-gray-600">
				Send money from your funding balance to a bank account in the same currency. You will see the fee and the account holder&apos;s name
				before anything is sent.
			</p>
			{pinExists || moneyRefusal ? null : <NoPinNotice what="Transfers are confirmed" />}
			{moneyRefusal ? (
				<p className={cardClass('p-6 text-sm text-gray-700')} data-testid="role-refusal">
					{moneyRefusal}
				</p>
			) : (
				<Form
					key={fields.currency}
					method="POST"
					action="/local-transfer/quote"
					className={cardClass('flex flex-col gap-1 p-6')}
					{...getFormProps(form)}
				>
					<div className="flex items-end gap-2">
						<SelectField
							label="Currency"
							name="currency"
							id="transfer-currency"
							className="grow"
							defaultValue={fields.currency}
							errors={f.currency.errors}
							onChange={(event) => submit(event.currentTarget.form, { action: '/local-transfer', method: 'GET', replace: true })}
						>
							{currencies.map((code) => (
								<option key={code} value={code}>
									{code} · {CURRENCY_NAMES[code]}
								</option>
							))}
						</SelectField>
						{hydrated ? null : (
							<Button type="submit" variant="secondary" formAction="/local-transfer" formMethod="get" formNoValidate className="mb-6">
								Show banks
							</Button>
						)}
					</div>
					{balance !== null ? (
						<p className="-mt-3 mb-2 text-sm text-gray-600" data-testid="transfer-balance">
							Funding balance:{' '}
							<strong>
								<Money value={balance} currency={fields.currency} />
							</strong>
						</p>
					) : null}
					<SelectField label="Bank" name="bankCode" id="transfer-bank" defaultValue={fields.bankCode} errors={f.bankCode.errors}>
						<option value="">Choose a bank</option>
						{banks.map((bank) => (
							<option key={bank.code} value={bank.code}>
								{bank.name}
							</option>
						))}
					</SelectField>
					<NumberField
						label="Account number"
						name="accountNumber"
						id="transfer-account-number"
						integersOnly
						defaultValue={fields.accountNumber}
						hint={`${ACCOUNT_NUMBER_LENGTH} digits`}
						errors={f.accountNumber.errors}
					/>
					<NumberField
						label={`Amount (${fields.currency})`}
						name="amount"
						id="transfer-amount"
						integersOnly={wholeUnits}
						defaultValue={fields.amount}
						hint={wholeUnits ? `${fields.currency} amounts are whole numbers.` : 'Digits and one dot, like 1500.25.'}
						errors={f.amount.errors}
					/>
					<TextField
						label="Narration (optional)"
						name="narration"
						id="transfer-narration"
						maxLength={NARRATION_MAX_LENGTH}
						defaultValue={fields.narration}
						errors={f.narration.errors}
					/>
					<ErrorList id={form.errorId} errors={form.errors} />
					<div>
						<Button type="submit">Get quote</Button>
					</div>
				</Form>
			)}
		</div>
	)
}
