import { z } from 'zod'
import type { IbanCurrency } from './account-checks.ts'
import { accountNumberIssue, normalBic, nubanIssue, routingNumberIssue, usAccountNumberIssue } from './bank-numbers.ts'
import { BENEFICIARY_MESSAGES, type BeneficiaryDetails, type BeneficiaryFieldValues } from './beneficiaries.ts'
import { findMobileCountry, findOperator, isMethodOf, MOBILE_MONEY } from './beneficiary-labels.ts'

/**
 * The rules of a beneficiary's details (contract/fiat/beneficiaries.ts), with
 * the checks that need numbering plans and IBAN formats passed in
 * (`TableChecks`), so the forms' schema runs in the browser without them
 * until a field asks for them (record 113). The provider's schema is
 * contract/fiat/beneficiary-checks.ts, which passes them always.
 */

/** The checks of contract/fiat/account-checks.ts that carry data tables (ibantools, libphonenumber-js). */
export type TableChecks = Pick<
	typeof import('./account-checks.ts'),
	'normalIban' | 'ibanIssue' | 'ibanParts' | 'bicIssue' | 'checkMobileNumber'
>

type Fields = BeneficiaryFieldValues

/** Spaces and dashes a statement or a message puts in a number ('0123-456 789'). */
const digitsOf = (value: string | undefined) => (value ?? '').replace(/[\s-]+/g, '')

/**
 * Every rule of a beneficiary's details, for the form's schema and the
 * provider's alike: names for the kind, the method of the currency and the
 * details it needs, each checked (checksums, the number's country). Adds one
 * issue per wrong field; answers the details in their normal form when all pass.
 *
 * `checks` are the IBAN, BIC and mobile number checks
 * (contract/fiat/account-checks.ts): the provider and the dashboard's
 * server always pass them; a form in the browser passes them once its
 * IBAN or mobile number field has loaded them, and null until then, when
 * those three fields are checked for presence only (the server checks
 * them whole after the post: record 113).
 */
export function checkBeneficiaryWith(checks: TableChecks | null, value: Fields, ctx: z.RefinementCtx): BeneficiaryDetails | null {
	let failed = false
	const fail = (path: keyof Fields, message: string) => {
		failed = true
		ctx.addIssue({ code: 'custom', path: [path], message })
	}
	if (value.kind === 'INDIVIDUAL') {
		if (!value.firstName) fail('firstName', BENEFICIARY_MESSAGES.firstName)
		if (!value.lastName) fail('lastName', BENEFICIARY_MESSAGES.lastName)
	} else if (!value.businessName) fail('businessName', BENEFICIARY_MESSAGES.businessName)
	if (value.email && !z.string().email().safeParse(value.email).success) fail('email', BENEFICIARY_MESSAGES.email)
	const currency = value.currency
	if (!isMethodOf(currency, value.method)) {
		fail('method', BENEFICIARY_MESSAGES.method(currency))
		return null
	}
	const method = value.method
	const details: BeneficiaryDetails = {
		kind: value.kind,
		currency,
		method,
		firstName: value.kind === 'INDIVIDUAL' ? (value.firstName ?? null) : null,
		lastName: value.kind === 'INDIVIDUAL' ? (value.lastName ?? null) : null,
		businessName: value.kind === 'BUSINESS' ? (value.businessName ?? null) : null,
		email: value.email ?? null,
		description: value.description ?? null,
		paymentBeneficiaryType: value.paymentBeneficiaryType,
		bankCode: null,
		accountNumber: null,
		routingNumber: null,
		iban: null,
		bic: null,
		mobileOperator: null,
		mobileNumber: null,
		country: null,
	}
	const required = (path: keyof Fields, text: string | undefined, message: string) => {
		if (!text) fail(path, message)
		return text ?? ''
	}
	if (method === 'NUBAN' || method === 'BANK_ACCOUNT') {
		const bankCode = required('bankCode', value.bankCode, BENEFICIARY_MESSAGES.bank)
		const accountNumber = digitsOf(required('accountNumber', value.accountNumber, BENEFICIARY_MESSAGES.accountNumber))
		if (accountNumber) {
			const problem = method === 'NUBAN' ? (bankCode ? nubanIssue(bankCode, accountNumber) : null) : accountNumberIssue(accountNumber)
			if (problem) fail('accountNumber', problem)
		}
		Object.assign(details, { bankCode, accountNumber })
	} else if (method === 'US_ACCOUNT') {
		const routingNumber = digitsOf(required('routingNumber', value.routingNumber, BENEFICIARY_MESSAGES.routingNumber))
		const accountNumber = digitsOf(required('accountNumber', value.accountNumber, BENEFICIARY_MESSAGES.accountNumber))
		const routingProblem = routingNumber ? routingNumberIssue(routingNumber) : null
		if (routingProblem) fail('routingNumber', routingProblem)
		const accountProblem = accountNumber ? usAccountNumberIssue(accountNumber) : null
		if (accountProblem) fail('accountNumber', accountProblem)
		// The routing number names the bank (the sandbox's bank list keys US banks by it).
		Object.assign(details, { routingNumber, accountNumber, bankCode: routingNumber })
	} else if (method === 'IBAN') {
		const iban = (checks?.normalIban ?? ((text: string) => text.replace(/\s+/g, '').toUpperCase()))(
			required('iban', value.iban, BENEFICIARY_MESSAGES.iban),
		)
		const bic = normalBic(required('bic', value.bic, BENEFICIARY_MESSAGES.bic))
		const ibanProblem = value.iban && checks ? checks.ibanIssue(iban, currency as IbanCurrency) : null
		if (ibanProblem) fail('iban', ibanProblem)
		const bicProblem = bic && checks ? checks.bicIssue(bic, ibanProblem || !value.iban ? undefined : checks.ibanParts(iban).country) : null
		if (bicProblem) fail('bic', bicProblem)
		Object.assign(details, { iban, bic })
	} else {
		const mobile = MOBILE_MONEY[currency]!
		const countryCode = mobile.countries.length === 1 ? mobile.countries[0]!.code : (value.country ?? '').toUpperCase()
		const country = findMobileCountry(currency, countryCode)
		if (!country) fail('country', BENEFICIARY_MESSAGES.country)
		const operator = findOperator(currency, (value.mobileOperator ?? '').toUpperCase())
		if (!operator) fail('mobileOperator', BENEFICIARY_MESSAGES.operator)
		const typed = required('mobileNumber', value.mobileNumber, BENEFICIARY_MESSAGES.mobileNumber)
		let mobileNumber = typed
		if (typed && country && checks) {
			const checked = checks.checkMobileNumber(typed, country.code, country.name)
			if (checked.ok) mobileNumber = checked.number
			else fail('mobileNumber', checked.message)
		}
		Object.assign(details, { mobileOperator: operator?.code ?? null, mobileNumber, country: country?.code ?? null })
	}
	return failed ? null : details
}
