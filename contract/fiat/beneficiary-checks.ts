import { z } from 'zod'
import {
	accountNumberIssue,
	bicIssue,
	checkMobileNumber,
	ibanIssue,
	ibanParts,
	normalBic,
	normalIban,
	nubanIssue,
	routingNumberIssue,
	usAccountNumberIssue,
	type IbanCurrency,
} from './account-checks.ts'
import {
	BENEFICIARY_MESSAGES,
	beneficiaryFields,
	findMobileCountry,
	findOperator,
	isMethodOf,
	MOBILE_MONEY,
	type BeneficiaryDetails,
	type BeneficiaryFieldValues,
} from './beneficiaries.ts'

/**
 * The checks of a beneficiary's details (contract/fiat/beneficiaries.ts),
 * apart from its shapes: they carry the IBAN rules and the numbering plans
 * of the mobile money countries (contract/fiat/account-checks.ts), which
 * only the beneficiary forms and the provider need, so the other fiat pages
 * do not load them.
 */

type Fields = BeneficiaryFieldValues

/** Spaces and dashes a statement or a message puts in a number ('0123-456 789'). */
const digitsOf = (value: string | undefined) => (value ?? '').replace(/[\s-]+/g, '')

/**
 * Every rule of a beneficiary's details, for the form's schema and the
 * provider's alike: names for the kind, the method of the currency and the
 * details it needs, each checked (checksums, the number's country). Adds one
 * issue per wrong field; answers the details in their normal form when all pass.
 */
export function checkBeneficiary(value: Fields, ctx: z.RefinementCtx): BeneficiaryDetails | null {
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
		const iban = normalIban(required('iban', value.iban, BENEFICIARY_MESSAGES.iban))
		const bic = normalBic(required('bic', value.bic, BENEFICIARY_MESSAGES.bic))
		const ibanProblem = value.iban ? ibanIssue(iban, currency as IbanCurrency) : null
		if (ibanProblem) fail('iban', ibanProblem)
		const bicProblem = bic ? bicIssue(bic, ibanProblem || !value.iban ? undefined : ibanParts(iban).country) : null
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
		if (typed && country) {
			const checked = checkMobileNumber(typed, country.code, country.name)
			if (checked.ok) mobileNumber = checked.number
			else fail('mobileNumber', checked.message)
		}
		Object.assign(details, { mobileOperator: operator?.code ?? null, mobileNumber, country: country?.code ?? null })
	}
	return failed ? null : details
}

/** The API's request: the fields, isContractSigned a boolean (SPEC §3's withdrawal address fields), every rule checked. */
export const beneficiaryRequestSchema = z
	.object({
		...beneficiaryFields,
		isContractSigned: z.boolean({
			required_error: 'isContractSigned is required',
			invalid_type_error: 'isContractSigned must be true or false',
		}),
		/** Save it although the bank names another holder (confirmation of payee, record 109). */
		confirmNameMismatch: z.boolean({ invalid_type_error: 'confirmNameMismatch must be true or false' }).optional(),
	})
	.transform((value, ctx) => {
		const details = checkBeneficiary(value, ctx)
		return details
			? { ...details, isContractSigned: value.isContractSigned, confirmNameMismatch: value.confirmNameMismatch === true }
			: z.NEVER
	})
export type BeneficiaryRequest = z.input<typeof beneficiaryRequestSchema>
export type CheckedBeneficiary = z.output<typeof beneficiaryRequestSchema>
