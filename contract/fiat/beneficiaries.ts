import { z } from 'zod'
import { envelope } from '../envelope.ts'
import { textSchema } from '../fields.ts'
import { FIAT_CURRENCIES, fiatCurrencySchema, type FiatCurrency } from '../money/currencies.ts'
import { PAYMENT_BENEFICIARY_TYPES } from '../settings/products.ts'

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

export const BENEFICIARY_KINDS = ['INDIVIDUAL', 'BUSINESS'] as const
export type BeneficiaryKind = (typeof BENEFICIARY_KINDS)[number]

export const PAYOUT_METHODS = ['NUBAN', 'US_ACCOUNT', 'IBAN', 'BANK_ACCOUNT', 'MOBILE_MONEY'] as const
export type PayoutMethod = (typeof PAYOUT_METHODS)[number]

export const PAYOUT_METHOD_LABELS: Readonly<Record<PayoutMethod, string>> = {
	NUBAN: 'Bank account (NUBAN)',
	US_ACCOUNT: 'US bank account',
	IBAN: 'Bank account (IBAN)',
	BANK_ACCOUNT: 'Bank account',
	MOBILE_MONEY: 'Mobile money',
}

/** How each currency is paid out: the first is the form's default. */
export const CURRENCY_METHODS: Readonly<Record<FiatCurrency, readonly PayoutMethod[]>> = {
	USD: ['US_ACCOUNT'],
	NGN: ['NUBAN'],
	EUR: ['IBAN'],
	GBP: ['IBAN'],
	KES: ['MOBILE_MONEY', 'BANK_ACCOUNT'],
	UGX: ['MOBILE_MONEY', 'BANK_ACCOUNT'],
	GHS: ['BANK_ACCOUNT', 'MOBILE_MONEY'],
	ZAR: ['BANK_ACCOUNT'],
	XOF: ['MOBILE_MONEY', 'BANK_ACCOUNT'],
	XAF: ['MOBILE_MONEY', 'BANK_ACCOUNT'],
}
export const methodsOf = (currency: FiatCurrency) => CURRENCY_METHODS[currency]
export const isMethodOf = (currency: FiatCurrency, method: string): method is PayoutMethod =>
	(CURRENCY_METHODS[currency] as readonly string[]).includes(method)

type Named = { code: string; name: string }

/** Where mobile money is paid, per currency: the countries whose numbers it takes, and the operators. */
export const MOBILE_MONEY: Readonly<Partial<Record<FiatCurrency, { countries: readonly Named[]; operators: readonly Named[] }>>> = {
	KES: {
		countries: [{ code: 'KE', name: 'Kenya' }],
		operators: [
			{ code: 'MPESA', name: 'M-Pesa (Safaricom)' },
			{ code: 'AIRTEL_KE', name: 'Airtel Money' },
		],
	},
	UGX: {
		countries: [{ code: 'UG', name: 'Uganda' }],
		operators: [
			{ code: 'MTN_UG', name: 'MTN Mobile Money' },
			{ code: 'AIRTEL_UG', name: 'Airtel Money' },
		],
	},
	GHS: {
		countries: [{ code: 'GH', name: 'Ghana' }],
		operators: [
			{ code: 'MTN_GH', name: 'MTN MoMo' },
			{ code: 'TELECEL_GH', name: 'Telecel Cash' },
			{ code: 'AT_GH', name: 'AT Money' },
		],
	},
	XOF: {
		countries: [
			{ code: 'SN', name: 'Senegal' },
			{ code: 'CI', name: "Côte d'Ivoire" },
			{ code: 'BJ', name: 'Benin' },
			{ code: 'BF', name: 'Burkina Faso' },
			{ code: 'ML', name: 'Mali' },
			{ code: 'NE', name: 'Niger' },
			{ code: 'TG', name: 'Togo' },
			{ code: 'GW', name: 'Guinea-Bissau' },
		],
		operators: [
			{ code: 'ORANGE_XOF', name: 'Orange Money' },
			{ code: 'WAVE_XOF', name: 'Wave' },
			{ code: 'MTN_XOF', name: 'MTN MoMo' },
		],
	},
	XAF: {
		countries: [
			{ code: 'CM', name: 'Cameroon' },
			{ code: 'GA', name: 'Gabon' },
			{ code: 'CG', name: 'Congo' },
			{ code: 'TD', name: 'Chad' },
			{ code: 'CF', name: 'Central African Republic' },
			{ code: 'GQ', name: 'Equatorial Guinea' },
		],
		operators: [
			{ code: 'MTN_XAF', name: 'MTN MoMo' },
			{ code: 'ORANGE_XAF', name: 'Orange Money' },
			{ code: 'AIRTEL_XAF', name: 'Airtel Money' },
		],
	},
}

export const findOperator = (currency: FiatCurrency, code: string) =>
	MOBILE_MONEY[currency]?.operators.find((item) => item.code === code) ?? null
export const findMobileCountry = (currency: FiatCurrency, code: string) =>
	MOBILE_MONEY[currency]?.countries.find((item) => item.code === code) ?? null

/**
 * Confirmation of payee (record 109): how the name typed compares with the
 * holder the bank's name enquiry answers. MATCH: the same name once case,
 * punctuation, legal forms and word order are set aside; CLOSE_MATCH: a typo
 * or a middle name apart (the bank's name is said); NO_MATCH: another name
 * (saved, or paid, only once the user confirms it, and that is kept).
 */
export const NAME_MATCHES = ['MATCH', 'CLOSE_MATCH', 'NO_MATCH'] as const
export type NameMatch = (typeof NAME_MATCHES)[number]

/** What a user reads of a name check, beside the bank's name. */
export const NAME_MATCH_MESSAGES = {
	match: (holder: string) => `The name matches the account holder: ${holder}`,
	close: (holder: string) => `The name is close to the account holder's: the bank says ${holder}`,
	noMatch: (holder: string) =>
		`The name does not match the account holder: the bank says ${holder}. Money sent to the wrong account may not come back`,
	confirmLabel: (holder: string) => `I have checked: the account is held by ${holder}, and I want to use it`,
	confirmBatchLabel: 'I have checked these rows, and I want to pay them anyway',
	confirmSave: (holder: string) =>
		`The bank says this account is held by ${holder}: check the details, or confirm that you want to save it anyway`,
	confirmPay: (holder: string) =>
		`The bank says this account is held by ${holder}, not the name saved: confirm that you want to pay it anyway`,
	confirmBatch: (rows: number) =>
		`${rows} row${rows === 1 ? '' : 's'} name${rows === 1 ? 's' : ''} someone other than the account holder: confirm that you want to pay ${rows === 1 ? 'it' : 'them'} anyway`,
	flag: 'Name does not match',
	closeFlag: 'Name close to the holder’s',
	confirmedFlag: (at: string) => `Name mismatch confirmed ${at}`,
} as const

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
/** Beneficiary ids look like 'fbn_' and 20 hex digits. */
export const BENEFICIARY_ID = /^fbn_[0-9a-f]{20}$/

/** A saved beneficiary the bank names otherwise and nobody has confirmed yet: paying it asks first. */
export const nameNeedsConfirmation = (beneficiary: Pick<Beneficiary, 'nameMatch' | 'nameMismatchConfirmedAt'>) =>
	beneficiary.nameMatch === 'NO_MATCH' && beneficiary.nameMismatchConfirmedAt === null
