import type { FiatCurrency } from '../money/currency-list.ts'

/**
 * The kinds of beneficiary, the payout methods per currency, the mobile money
 * operators and the name check's words: what the views name and offer, apart
 * from the schemas of beneficiaries.ts so that a page naming a method does not
 * load zod (docs/decisions/120-light-forms.md).
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

/** Beneficiary ids look like 'fbn_' and 20 hex digits. */
export const BENEFICIARY_ID = /^fbn_[0-9a-f]{20}$/
