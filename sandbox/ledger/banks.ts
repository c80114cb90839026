import { createHash } from 'node:crypto'
import type { FundingAccount } from '#contract/money/accounts.ts'
import type { FiatCurrency } from '#contract/money/currencies.ts'
import type { Bank } from '#contract/money/transfers.ts'

/**
 * The banking world the sandbox pretends to live in: the banks a local
 * transfer can go to, the names their accounts resolve to, the fees, and the
 * virtual accounts that fund each currency. All deterministic, so a test or
 * a demo sees the same name for the same number every time.
 */

const BANKS: Record<FiatCurrency, [code: string, name: string][]> = {
	NGN: [
		['044', 'Access Bank'],
		['058', 'Guaranty Trust Bank'],
		['011', 'First Bank of Nigeria'],
		['033', 'United Bank for Africa'],
		['057', 'Zenith Bank'],
		['035', 'Wema Bank'],
	],
	USD: [
		['021000021', 'JPMorgan Chase Bank'],
		['026009593', 'Bank of America'],
		['121000248', 'Wells Fargo Bank'],
	],
	EUR: [
		['DEUTDEFF', 'Deutsche Bank'],
		['BNPAFRPP', 'BNP Paribas'],
		['INGBNL2A', 'ING Bank'],
	],
	GBP: [
		['040004', 'Monzo Bank'],
		['200000', 'Barclays Bank'],
		['400000', 'HSBC UK'],
	],
	KES: [
		['68', 'Equity Bank Kenya'],
		['01', 'KCB Bank Kenya'],
		['11', 'Co-operative Bank of Kenya'],
	],
	UGX: [
		['STANUGKA', 'Stanbic Bank Uganda'],
		['CERBUGKA', 'Centenary Bank'],
		['DFCUUGKA', 'dfcu Bank'],
	],
	XOF: [
		['SN010', 'Ecobank Sénégal'],
		['CI008', 'Société Générale Côte d’Ivoire'],
		['BJ061', 'Bank of Africa Bénin'],
	],
	XAF: [
		['CM021', 'Afriland First Bank'],
		['CM010', 'Société Générale Cameroun'],
		['GA040', 'BGFIBank Gabon'],
	],
	ZAR: [
		['051001', 'Standard Bank'],
		['250655', 'First National Bank'],
		['632005', 'Absa Bank'],
	],
	GHS: [
		['040100', 'GCB Bank'],
		['130100', 'Ecobank Ghana'],
		['300300', 'Stanbic Bank Ghana'],
	],
}

export function listBanks(currency: FiatCurrency): Bank[] {
	return BANKS[currency].map(([code, name]) => ({ code, name, currency })).sort((a, b) => a.name.localeCompare(b.name))
}

export function findBank(currency: FiatCurrency, code: string): Bank | null {
	const found = BANKS[currency].find(([bankCode]) => bankCode === code)
	return found ? { code: found[0], name: found[1], currency } : null
}

const FIRST_NAMES = [
	'Adaeze',
	'Kwame',
	'Amina',
	'Tunde',
	'Wanjiru',
	'Chidi',
	'Fatou',
	'Thabo',
	'Nkechi',
	'Kofi',
	'Zainab',
	'Emeka',
	'Aisha',
	'Sipho',
	'Folake',
	'Musa',
]
const LAST_NAMES = [
	'Okafor',
	'Mensah',
	'Diallo',
	'Bello',
	'Kamau',
	'Nwosu',
	'Ndiaye',
	'Dlamini',
	'Eze',
	'Owusu',
	'Abubakar',
	'Adeyemi',
	'Otieno',
	'Mokoena',
	'Balogun',
	'Traoré',
]

const digest = (text: string) => createHash('sha256').update(text).digest()

/** The holder's name as the bank resolves it; null when the number has no account (it ends in 0000). */
export function resolveAccountName(bank: Bank, accountNumber: string): string | null {
	if (accountNumber.endsWith('0000')) return null
	const hash = digest(`${bank.currency}|${bank.code}|${accountNumber}`)
	return `${FIRST_NAMES[hash[0]! % FIRST_NAMES.length]} ${LAST_NAMES[hash[1]! % LAST_NAMES.length]}`
}

/** The flat fee of a local transfer, in minor units of its currency. */
const FEES: Record<FiatCurrency, bigint> = {
	NGN: 5000n, // 50.00
	USD: 100n, // 1.00
	EUR: 100n,
	GBP: 100n,
	KES: 3000n, // 30.00
	UGX: 1000n, // 1000 (no decimals)
	XOF: 300n,
	XAF: 300n,
	ZAR: 500n, // 5.00
	GHS: 200n, // 2.00
}
export const localTransferFee = (currency: FiatCurrency) => FEES[currency]

const FUNDING_BANKS: Record<FiatCurrency, string> = {
	NGN: 'Wema Bank',
	USD: 'Evolve Bank & Trust',
	EUR: 'Banking Circle',
	GBP: 'ClearBank',
	KES: 'Equity Bank Kenya',
	UGX: 'Stanbic Bank Uganda',
	XOF: 'Ecobank Sénégal',
	XAF: 'Afriland First Bank',
	ZAR: 'Standard Bank',
	GHS: 'GCB Bank',
}

/** The virtual account that funds `currency` for this integrator: the same every time it is asked. */
export function fundingAccountDetails(integrator: { pk: string; name: string }, currency: FiatCurrency): Omit<FundingAccount, 'balance'> {
	const hash = digest(`funding|${integrator.pk}|${currency}`)
	const accountNumber = (hash.readBigUInt64BE(0) % 10_000_000_000n).toString().padStart(10, '0').replace(/0000$/, '0001')
	return { currency, bankName: FUNDING_BANKS[currency], accountNumber, accountName: `${integrator.name} (sandbox)` }
}
