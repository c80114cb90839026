import { Form, Link } from '@remix-run/react'
import { useState, type FocusEvent } from 'react'
import type { AccountName } from '#contract/fiat/beneficiaries.ts'
import {
	isMethodOf,
	methodsOf,
	MOBILE_MONEY,
	PAYOUT_METHOD_LABELS,
	type BeneficiaryKind,
	type PayoutMethod,
} from '#contract/fiat/beneficiary-labels.ts'
import type { FiatCurrency } from '#contract/money/currency-list.ts'
import type { BeneficiaryFormFields, BeneficiaryPlace } from '#app/lib/fiat/beneficiary-form.ts'
import { FIAT_INTENTS, payoutPath } from '#app/lib/fiat/labels.ts'
import { loadedTableChecks, loadTableChecks, TABLE_CHECK_FIELDS } from '#app/lib/fiat/table-checks.ts'
import { OWNER_OPTIONS } from '#app/lib/wallets/withdraw-fields.ts'
import { buttonClass, SubmitButton } from '../kit/button.tsx'
import { cardClass } from '../kit/card.tsx'
import { cn } from '../kit/cn.ts'
import { ErrorList, SelectField, TextField } from '../kit/field.tsx'
import { getFormProps, useForm, type SubmissionResult } from '../kit/form.ts'
import { PageHeader } from '../kit/page-header.tsx'
import { RoleRefusal, useRoleRefusal } from '../kit/role-refusal.tsx'
import { Tabs } from '../kit/tabs.tsx'
import { NameMatchAnswer } from './name-match.tsx'

export type BeneficiaryFormProps = {
	place: BeneficiaryPlace
	kind: BeneficiaryKind
	currency: FiatCurrency
	next: 'payout' | null
	banks: { code: string; name: string }[]
	fields: BeneficiaryFormFields
	/** The bank's answer to 'Check account': the holder's name, shown before saving. */
	resolved: AccountName | null
	lastResult: SubmissionResult<string[]> | null
}

const KIND_WORDS: Record<BeneficiaryKind, string> = { INDIVIDUAL: 'individual', BUSINESS: 'business' }

/**
 * /fiat/create-individual-beneficiary and /fiat/create-business-beneficiary
 * (`?currency=`, `&method=` where the currency is paid more than one way):
 * the details the currency's method needs, each checked as typed
 * (checksums, the mobile number's country), then 'Check account': the bank
 * names the account's holder, and only then 'Save'. Everything is a form
 * post and a URL: it works without JavaScript.
 */
export function BeneficiaryForm({ place, kind, currency, next, banks, fields, resolved, lastResult }: BeneficiaryFormProps) {
	const refusal = useRoleRefusal('beneficiaries.manage')
	const methods = methodsOf(currency)
	const method: PayoutMethod = isMethodOf(currency, fields.method.toUpperCase())
		? (fields.method.toUpperCase() as PayoutMethod)
		: methods[0]!
	// The IBAN, BIC and mobile number checks load when one of those fields is first focused (record 113).
	const [checks, setChecks] = useState(loadedTableChecks)
	const loadChecks = (event: FocusEvent<HTMLFormElement>) => {
		const name = (event.target as { name?: unknown }).name
		if (!checks && typeof name === 'string' && TABLE_CHECK_FIELDS.has(name)) void loadTableChecks().then(setChecks)
	}
	const schema = {
		load: () => import('#app/lib/fiat/beneficiary-form.ts'),
		build: (m: typeof import('#app/lib/fiat/beneficiary-form.ts')) => m.beneficiaryFormSchema(kind, currency, banks, checks),
	}
	const [form, f] = useForm({
		id: `beneficiary-${kind}-${currency}-${method}`,
		lastResult: lastResult ?? undefined,
		schema,
		shouldValidate: 'onSubmit',
		shouldRevalidate: 'onInput',
	})
	const here = (params: Record<string, string>) =>
		`${place.path}?${new URLSearchParams({ ...place.params, currency, ...(next ? { next } : {}), ...params })}`
	const mobile = MOBILE_MONEY[currency]
	const back = next === 'payout' ? payoutPath(currency) : place.back
	return (
		<div className="mx-auto flex max-w-2xl flex-col gap-4">
			<PageHeader
				title={
					<>
						New {KIND_WORDS[kind]} beneficiary in {currency}
					</>
				}
				back={{ to: back, label: 'Back' }}
			/>
			{methods.length > 1 ? (
				<Tabs
					label="How to pay"
					current={method}
					tabs={methods.map((option) => ({ id: option, label: PAYOUT_METHOD_LABELS[option], to: here({ method: option }) }))}
				/>
			) : null}
			<RoleRefusal refusal={refusal} className={cardClass('p-6 text-gray-700')}>
				<Form method="POST" action={here({})} className={cardClass('flex flex-col gap-1 p-6')} {...getFormProps(form)} onFocus={loadChecks}>
					<input type="hidden" name="method" value={method} />
					{next ? <input type="hidden" name="next" value={next} /> : null}
					{kind === 'INDIVIDUAL' ? (
						<div className="grid gap-x-4 sm:grid-cols-2">
							<TextField
								label="First name"
								name="firstName"
								id="beneficiary-first-name"
								maxLength={50}
								defaultValue={fields.firstName}
								errors={f.firstName.errors}
							/>
							<TextField
								label="Last name"
								name="lastName"
								id="beneficiary-last-name"
								maxLength={50}
								defaultValue={fields.lastName}
								errors={f.lastName.errors}
							/>
						</div>
					) : (
						<TextField
							label="Business name"
							name="businessName"
							id="beneficiary-business-name"
							maxLength={100}
							defaultValue={fields.businessName}
							errors={f.businessName.errors}
						/>
					)}
					<fieldset className="flex flex-col gap-1 rounded-xl border border-gray-200 p-4">
						<legend className="px-1 text-sm font-semibold text-gray-700">{PAYOUT_METHOD_LABELS[method]}</legend>
						{method === 'NUBAN' || method === 'BANK_ACCOUNT' ? (
							<>
								<SelectField label="Bank" name="bankCode" id="beneficiary-bank" defaultValue={fields.bankCode} errors={f.bankCode.errors}>
									<option value="">Choose a bank</option>
									{banks.map((bank) => (
										<option key={bank.code} value={bank.code}>
											{bank.name}
										</option>
									))}
								</SelectField>
								<TextField
									label="Account number"
									name="accountNumber"
									id="beneficiary-account-number"
									inputMode="numeric"
									autoComplete="off"
									maxLength={40}
									defaultValue={fields.accountNumber}
									hint={method === 'NUBAN' ? 'The 10-digit NUBAN: its last digit is checked against the bank.' : '6 to 20 digits.'}
									errors={f.accountNumber.errors}
								/>
							</>
						) : null}
						{method === 'US_ACCOUNT' ? (
							<>
								<TextField
									label="Routing number (ABA)"
									name="routingNumber"
									id="beneficiary-routing-number"
									inputMode="numeric"
									autoComplete="off"
									maxLength={20}
									defaultValue={fields.routingNumber}
									hint="9 digits; the last is a check digit, so a typo is caught."
									errors={f.routingNumber.errors}
								/>
								<TextField
									label="Account number"
									name="accountNumber"
									id="beneficiary-account-number"
									inputMode="numeric"
									autoComplete="off"
									maxLength={40}
									defaultValue={fields.accountNumber}
									errors={f.accountNumber.errors}
								/>
							</>
						) : null}
						{method === 'IBAN' ? (
							<>
								<TextField
									label="IBAN"
									name="iban"
									id="beneficiary-iban"
									autoComplete="off"
									spellCheck={false}
									maxLength={50}
									className="font-mono"
									defaultValue={fields.iban}
									hint={
										currency === 'GBP'
											? 'A UK IBAN, starting GB. Its check digits are checked.'
											: 'An IBAN of a SEPA country. Its check digits are checked.'
									}
									errors={f.iban.errors}
								/>
								<TextField
									label="BIC (SWIFT code)"
									name="bic"
									id="beneficiary-bic"
									autoComplete="off"
									spellCheck={false}
									maxLength={20}
									defaultValue={fields.bic}
									hint="8 or 11 letters and digits, of a bank in the IBAN's country."
									errors={f.bic.errors}
								/>
							</>
						) : null}
						{method === 'MOBILE_MONEY' && mobile ? (
							<>
								<SelectField
									label="Operator"
									name="mobileOperator"
									id="beneficiary-operator"
									defaultValue={fields.mobileOperator}
									errors={f.mobileOperator.errors}
								>
									<option value="">Choose the operator</option>
									{mobile.operators.map((operator) => (
										<option key={operator.code} value={operator.code}>
											{operator.name}
										</option>
									))}
								</SelectField>
								{mobile.countries.length > 1 ? (
									<SelectField
										label="Country"
										name="country"
										id="beneficiary-country"
										defaultValue={fields.country}
										errors={f.country.errors}
									>
										<option value="">Choose the country</option>
										{mobile.countries.map((country) => (
											<option key={country.code} value={country.code}>
												{country.name}
											</option>
										))}
									</SelectField>
								) : null}
								<TextField
									label="Mobile number"
									name="mobileNumber"
									id="beneficiary-mobile-number"
									type="tel"
									autoComplete="off"
									maxLength={30}
									defaultValue={fields.mobileNumber}
									hint={`A mobile number in ${mobile.countries.length > 1 ? 'the chosen country' : mobile.countries[0]!.name}, with or without its country code.`}
									errors={f.mobileNumber.errors}
								/>
							</>
						) : null}
					</fieldset>
					<div className="grid gap-x-4 sm:grid-cols-2">
						<TextField
							label="E-mail (optional)"
							name="email"
							id="beneficiary-email"
							type="email"
							maxLength={254}
							defaultValue={fields.email}
							errors={f.email.errors}
						/>
						<TextField
							label="Description (optional)"
							name="description"
							id="beneficiary-description"
							maxLength={100}
							defaultValue={fields.description}
							errors={f.description.errors}
						/>
					</div>
					<SelectField
						label="Whose account is it?"
						name="paymentBeneficiaryType"
						id="beneficiary-owner"
						defaultValue={fields.paymentBeneficiaryType}
						errors={f.paymentBeneficiaryType.errors}
					>
						<option value="">Choose</option>
						{OWNER_OPTIONS.map((option) => (
							<option key={option.value} value={option.value}>
								{option.label}
							</option>
						))}
					</SelectField>
					<label className="mt-2 flex items-center gap-2 text-sm text-gray-700">
						<input
							type="checkbox"
							name="isContractSigned"
							value="on"
							defaultChecked={fields.isContractSigned === 'on'}
							className="size-4"
						/>
						We have a signed contract with this beneficiary
					</label>
					{resolved ? (
						<div
							role="status"
							className={cn(
								'mt-3 rounded-lg p-3 text-sm',
								resolved.nameMatch === 'MATCH' ? 'bg-green-50 text-green-900' : 'bg-amber-50 text-amber-950',
							)}
							data-testid="resolved-account"
						>
							<p>
								The bank names this account&apos;s holder: <strong data-testid="resolved-name">{resolved.accountName}</strong>
							</p>
							<p className="text-xs">{resolved.destination}</p>
							<NameMatchAnswer
								nameMatch={resolved.nameMatch}
								accountName={resolved.accountName}
								confirmed={fields.confirmNameMismatch === 'on'}
								errors={f.confirmNameMismatch.errors}
							/>
						</div>
					) : null}
					<ErrorList id={form.errorId} errors={form.errors} />
					<div className="mt-2 flex flex-wrap gap-3">
						<SubmitButton
							name="intent"
							value={FIAT_INTENTS.checkAccount}
							variant={resolved ? 'secondary' : 'primary'}
							pendingLabel="Checking..."
						>
							Check account
						</SubmitButton>
						{resolved ? (
							<SubmitButton name="intent" value={FIAT_INTENTS.saveBeneficiary} pendingLabel="Saving...">
								Save beneficiary
							</SubmitButton>
						) : null}
						<Link to={back} className={buttonClass('ghost')}>
							Cancel
						</Link>
					</div>
				</Form>
			</RoleRefusal>
		</div>
	)
}
