import { z } from 'zod'
import { envelope } from '../envelope.ts'
import { textSchema } from '../fields.ts'
import { FIAT_CURRENCIES, fiatCurrencySchema, type FiatCurrency } from '../money/currencies.ts'
import { PAYMENT_BENEFICIARY_TYPES } from '../settings/products.ts'
import { BENEFICIARY_KINDS, NAME_MATCHES, PAYOUT_METHODS, type BeneficiaryKind, type PayoutMethod } from './beneficiary-labels.ts'

/**
 * Fiat beneficiaries: the people and businesses an integrator pays out to,
 * saved once per integrator and used by every service that pays out (the
 * Fiat wallet's payouts, the Payment service's), each with the details its
 * currency needs (record 084):
 *
 * - NGN: a bank and its 10-digit NUBAN (check digit against the bank);
 * - USD: an ABA routing number (check digit) and an account number;
 * - EUR, GBP: an IBAN (check digits; a SEPA country's for EUR, a UK one for
 *   GBP) and its bank's BIC (same country);
 * - GHS, KES, UGX, ZAR, XOF, XAF: a bank and an account number;
 * - GHS, KES, UGX, XOF, XAF also mobile money: an operator and a mobile
 *   number of the beneficiary's country (XOF and XAF: one of the countries
 *   that use the currency).
 *
 * Paths (bearer token; no service guard: beneficiaries are the integrator's
 * own, like its withdrawal addresses):
 * - POST   /integrator/v1/fiat/beneficiaries/resolve (a BeneficiaryRequest) → the account's holder as the bank names it
 *   (AccountName); 422 ACCOUNT_NOT_FOUND (field `accountNumber`, `iban` or `mobileNumber`), 400 UNKNOWN_BANK
 * - POST   /integrator/v1/fiat/beneficiaries → 201 Beneficiary (the name resolved again and kept, with how
 *   it compares with the name typed: `nameMatch`); 409 NAME_MISMATCH (field `confirmNameMismatch`) when the
 *   bank names another holder and `confirmNameMismatch` is not true; 409 DUPLICATE_BENEFICIARY when the
 *   account (currency, method, bank, number) is already saved
 * - GET    /integrator/v1/fiat/beneficiaries?currency= → Beneficiary[] newest first
 * - GET    /integrator/v1/fiat/beneficiaries/{id} → Beneficiary (anyone else's: 404)
 * - DELETE /integrator/v1/fiat/beneficiaries/{id} → { id } (anyone else's: 404)
 *
 * In the sandbox a bank's name enquiry answers from the account's number
 * (docs/product/fiat.md): a number (NUBAN, account number, IBAN or mobile
 * number) ending in 0000 has no account; any other resolves to the same
 * name every time, a person's for an individual and a company's for a business.
 */

export const BENEFICIARY_MESSAGES = {
	method: (currency: string) => `Choose how to pay in ${currency}`,
	firstName: 'First name is required',
	lastName: 'Last name is required',
	businessName: 'Business name is required',
	email: 'Enter a valid e-mail address, or leave it empty',
	bank: 'Choose a bank',
	accountNumber: 'Account number is required',
	routingNumber: 'Routing number is required',
	iban: 'IBAN is required',
	bic: 'BIC is required',
	operator: 'Choose the mobile money operator',
	country: 'Choose the country of the mobile number',
	mobileNumber: 'Mobile number is required',
	owner: 'Say whose account it is',
	notFound: 'No beneficiary with this id',
	otherCurrency: (currency: string) => `This beneficiary is not paid in ${currency}`,
	created: 'Beneficiary saved',
	deleted: 'Beneficiary deleted',
	duplicate: (name: string) => `This account is already saved as a beneficiary: ${name}`,
	resolved: 'Account found',
	accountNotFound: 'The bank has no account with these details: check them',
	unknownBank: 'Choose a bank from the list',
	unknownBic: 'The sandbox knows no bank with this BIC: use one of the documented test banks',
	unknownSortCode: "The sandbox knows no bank with this IBAN's sort code: use one of the documented test banks",
} as const

export const BENEFICIARY_ERROR_CODES = {
	accountNotFound: 'ACCOUNT_NOT_FOUND',
	unknownBank: 'UNKNOWN_BANK',
	otherCurrency: 'OTHER_CURRENCY',
	duplicate: 'DUPLICATE_BENEFICIARY',
	nameMismatch: 'NAME_MISMATCH',
} as const

const optionalText = (field: string, max: number) =>
	z.preprocess(
		(value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
		textSchema(field).max(max, `Keep ${field} under ${max} characters`).optional(),
	)

/**
 * The details as typed, field by field (the browser's form and the API use
 * the same names). Which of them a beneficiary needs depends on its kind,
 * currency and method: checkBeneficiary says.
 */
export const beneficiaryFields = {
	kind: z.enum(BENEFICIARY_KINDS, { errorMap: () => ({ message: `kind must be one of ${BENEFICIARY_KINDS.join(', ')}` }) }),
	currency: fiatCurrencySchema,
	method: z.string({ required_error: 'Choose how to pay', invalid_type_error: 'Choose how to pay' }).trim().toUpperCase(),
	firstName: optionalText('the first name', 50),
	lastName: optionalText('the last name', 50),
	businessName: optionalText('the business name', 100),
	email: optionalText('the e-mail address', 254),
	description: optionalText('the description', 100),
	paymentBeneficiaryType: z.enum(PAYMENT_BENEFICIARY_TYPES, { errorMap: () => ({ message: BENEFICIARY_MESSAGES.owner }) }),
	bankCode: optionalText('the bank', 20),
	accountNumber: optionalText('the account number', 40),
	routingNumber: optionalText('the routing number', 20),
	iban: optionalText('the IBAN', 50),
	bic: optionalText('the BIC', 20),
	mobileOperator: optionalText('the operator', 20),
	mobileNumber: optionalText('the mobile number', 30),
	country: optionalText('the country', 2),
}

export type BeneficiaryFieldValues = z.output<z.ZodObject<typeof beneficiaryFields>>

/** The beneficiary's details in their one written form: what is saved, compared and sent to the bank. */
export type BeneficiaryDetails = {
	kind: BeneficiaryKind
	currency: FiatCurrency
	method: PayoutMethod
	firstName: string | null
	lastName: string | null
	businessName: string | null
	email: string | null
	description: string | null
	paymentBeneficiaryType: (typeof PAYMENT_BENEFICIARY_TYPES)[number]
	bankCode: string | null
	accountNumber: string | null
	routingNumber: string | null
	iban: string | null
	bic: string | null
	mobileOperator: string | null
	mobileNumber: string | null
	country: string | null
}

/** Where the money goes, in a line: 'Guaranty Trust Bank · 0123456785', 'M-Pesa (Safaricom) · +254712345678'. */
export const destinationOf = (beneficiary: {
	bankName: string
	accountNumber: string | null
	iban: string | null
	mobileNumber: string | null
}) => `${beneficiary.bankName} · ${beneficiary.iban ?? beneficiary.mobileNumber ?? beneficiary.accountNumber ?? ''}`

export const beneficiarySchema = z.object({
	id: z.string(),
	kind: z.enum(BENEFICIARY_KINDS),
	currency: z.enum(FIAT_CURRENCIES),
	method: z.enum(PAYOUT_METHODS),
	/** 'Ada Okafor', 'Okafor Foods Ltd': the name as typed. */
	name: z.string(),
	firstName: z.string().nullable(),
	lastName: z.string().nullable(),
	businessName: z.string().nullable(),
	email: z.string().nullable(),
	description: z.string().nullable(),
	paymentBeneficiaryType: z.enum(PAYMENT_BENEFICIARY_TYPES),
	isContractSigned: z.boolean(),
	/** The bank's (or the mobile money operator's) code and name. */
	bankCode: z.string(),
	bankName: z.string(),
	accountNumber: z.string().nullable(),
	routingNumber: z.string().nullable(),
	iban: z.string().nullable(),
	bic: z.string().nullable(),
	mobileNumber: z.string().nullable(),
	country: z.string().nullable(),
	/** The account's holder as the bank named it when the beneficiary was saved. */
	accountName: z.string(),
	/** How `name` compared with `accountName` when saved (confirmation of payee, record 109). */
	nameMatch: z.enum(NAME_MATCHES),
	/** A NO_MATCH the user confirmed: when, and by whom (their e-mail); null while unconfirmed (or not needed). */
	nameMismatchConfirmedAt: z.string().nullable(),
	nameMismatchConfirmedBy: z.string().nullable(),
	/** Bank and number in one line (destinationOf). */
	destination: z.string(),
	createdAt: z.string(),
})
export type Beneficiary = z.infer<typeof beneficiarySchema>

export const accountNameSchema = z.object({
	accountName: z.string(),
	bankCode: z.string(),
	bankName: z.string(),
	destination: z.string(),
	/** The name asked about against the holder's (record 109). */
	nameMatch: z.enum(NAME_MATCHES),
})
export type AccountName = z.infer<typeof accountNameSchema>

export const beneficiaryResponseSchema = envelope(beneficiarySchema)
export const beneficiaryListResponseSchema = envelope(z.array(beneficiarySchema))
export const accountNameResponseSchema = envelope(accountNameSchema)
export const deleteBeneficiaryResponseSchema = envelope(z.object({ id: z.string() }))
export const beneficiariesQuerySchema = z.object({
	currency: z.preprocess((value) => (value === '' ? undefined : value), fiatCurrencySchema.optional()),
})

/** A saved beneficiary the bank names otherwise and nobody has confirmed yet: paying it asks first. */
export const nameNeedsConfirmation = (beneficiary: Pick<Beneficiary, 'nameMatch' | 'nameMismatchConfirmedAt'>) =>
	beneficiary.nameMatch === 'NO_MATCH' && beneficiary.nameMismatchConfirmedAt === null
