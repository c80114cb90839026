import type { Beneficiary } from '#contract/fiat/beneficiaries.ts'
import { BENEFICIARY_ID, BENEFICIARY_KINDS, type BeneficiaryKind } from '#contract/fiat/beneficiary-labels.ts'
import type { Payout } from '#contract/fiat/payouts.ts'
import type { FiatCurrency } from '#contract/money/currency-list.ts'
import type { BatchDetailField, BatchRowStatus } from '#contract/payments/api.ts'
import { BATCH_MAX_ROWS, BATCH_MAX_SIZE_TEXT } from '#contract/payments/limits.ts'
import type { ServiceName } from '#contract/products.ts'
import type { WithdrawalAddress } from '#contract/settings/products.ts'
import type { WalletTransaction } from '#contract/wallets/api.ts'
import { isWalletNetwork, networkLabel } from '#contract/wallets/networks.ts'
import { activatePath, SERVICES, type ServiceState } from '../products/services.ts'

/**
 * The Payment service's pages (docs/product/payments.md#screens):
 * its overview and all its wallets, the beneficiaries (crypto ones are saved
 * withdrawal addresses, fiat ones the Fiat wallet's beneficiaries) with the
 * payments made to each, and bulk payouts by CSV.
 */

export const PAYMENT_PATH = '/product/payment-service'
export const ALL_WALLETS_PATH = `${PAYMENT_PATH}/all-wallets`
export const ADD_CRYPTO_PATH = `${PAYMENT_PATH}/add-crypto-beneficiary`
export const ADD_FIAT_PATH = `${PAYMENT_PATH}/add-fiat-beneficiary`
export const BULK_PATH = `${PAYMENT_PATH}/bulk-payout`
export const BULK_TEMPLATE_PATH = `${BULK_PATH}/template.csv`

const query = (params: Record<string, string | undefined>) =>
	new URLSearchParams(Object.entries(params).filter((entry): entry is [string, string] => Boolean(entry[1]))).toString()

export const beneficiaryPath = (id: string, params: { confirm?: 'delete' } = {}) => {
	const search = query(params)
	return `${PAYMENT_PATH}/beneficiary/${encodeURIComponent(id)}${search ? `?${search}` : ''}`
}
export const addFiatPath = (kind: BeneficiaryKind, currency: FiatCurrency) => `${ADD_FIAT_PATH}?${query({ kind, currency })}`
export const batchPath = (id: string) => `${BULK_PATH}/${encodeURIComponent(id)}`
export const batchCsvPath = (id: string) => `${batchPath(id)}/results.csv`

/** A beneficiary id says its kind: a fiat beneficiary's 'fbn_…', a saved address's anything else. */
export const isFiatBeneficiaryId = (id: string) => BENEFICIARY_ID.test(id)

/** The kind of fiat beneficiary a URL names (`?kind=`; individual by default). */
export function readBeneficiaryKind(url: URL): BeneficiaryKind | null {
	const value = (url.searchParams.get('kind') ?? 'INDIVIDUAL').toUpperCase()
	return (BENEFICIARY_KINDS as readonly string[]).includes(value) ? (value as BeneficiaryKind) : null
}

/** Everyone the integrator pays: fiat beneficiaries and saved crypto addresses, newest first. */
export type BeneficiaryItem =
	| {
			kind: 'fiat'
			id: string
			name: string
			detail: string
			currency: string
			createdAt: string
			/** Confirmation of payee (record 109): its flag beside the name. */
			check: Pick<Beneficiary, 'nameMatch' | 'accountName' | 'nameMismatchConfirmedAt'>
	  }
	| { kind: 'crypto'; id: string; name: string; detail: string; currency: string; createdAt: string }

export function beneficiaryItems(fiat: Beneficiary[], crypto: WithdrawalAddress[]): BeneficiaryItem[] {
	const items: BeneficiaryItem[] = [
		...fiat.map((item) => ({
			kind: 'fiat' as const,
			id: item.id,
			name: item.name,
			detail: item.destination,
			currency: item.currency,
			createdAt: item.createdAt,
			check: { nameMatch: item.nameMatch, accountName: item.accountName, nameMismatchConfirmedAt: item.nameMismatchConfirmedAt },
		})),
		...crypto.map((item) => ({
			kind: 'crypto' as const,
			id: item.addressId,
			name: item.description || item.uid,
			detail: `${item.network} · ${item.address}`,
			currency: item.asset,
			createdAt: item.createdAt,
		})),
	]
	return items.sort((a, b) => b.createdAt.localeCompare(a.createdAt) || a.id.localeCompare(b.id))
}

/**
 * Where a beneficiary's 'Pay' leads: the paying service's form (record 101: a fiat beneficiary is paid by the Fiat
 * wallet's payout, a crypto one by the Wallet service's withdrawal), or, while that service is not active, why Pay
 * cannot be used yet and where to change that (docs/product/payments.md), instead of a link its guard would refuse.
 */
export type PayAction = { href: string } | { href: null; reason: string; fix: { label: string; to: string } }

/** The service that pays each kind of beneficiary (record 101). */
export const PAYING_SERVICE = { fiat: 'fcat', crypto: 'wallets' } as const satisfies Record<'fiat' | 'crypto', ServiceName>

/** 'Pay' for a beneficiary of `kind`, given where its paying service stands: the link, or why not yet and what to do. */
export function payAction(kind: 'fiat' | 'crypto', state: ServiceState, href: string): PayAction {
	if (state === 'active') return { href }
	const name = PAYING_SERVICE[kind]
	const label = SERVICES[name].label
	const what =
		kind === 'crypto'
			? `Paying a crypto beneficiary sends a withdrawal from your ${label} service`
			: `Paying a fiat beneficiary sends a payout from your ${label} service`
	const to = activatePath(name)
	switch (state) {
		case 'not-subscribed':
			return { href: null, reason: `${what}, and you have not subscribed to it yet.`, fix: { label: `Subscribe to ${label}`, to } }
		case 'pending-review':
			return {
				href: null,
				reason: `${what}, and your subscription to it is still in review.`,
				fix: { label: `See ${label} on My Products`, to },
			}
		case 'approved-inactive':
			return { href: null, reason: `${what}, which is approved but not active yet.`, fix: { label: `Activate ${label}`, to } }
	}
}

/** A beneficiary's page: the beneficiary, the payments made to it, what 'Pay' does, and whether Delete is being asked. */
export type BeneficiaryPage = (
	| { kind: 'fiat'; beneficiary: Beneficiary; payouts: Payout[]; withdrawals: null; pay: PayAction; confirmDelete: boolean }
	| {
			kind: 'crypto'
			beneficiary: WithdrawalAddress
			payouts: null
			withdrawals: WalletTransaction[]
			pay: PayAction
			confirmDelete: boolean
	  }
) & {
	/** Why this role may not pay, or delete the beneficiary (record 135); null when it may. */
	roleRefusals: { pay: string | null; manage: string | null }
}

export const PAYMENT_INTENTS = {
	saveCrypto: 'save-crypto',
	delete: 'delete',
	upload: 'upload',
	confirm: 'confirm',
} as const

export const PAYMENT_UI_MESSAGES = {
	cryptoSaved: 'Crypto beneficiary saved',
	deleted: 'Beneficiary deleted',
	confirmDelete: 'Confirm the deletion on the beneficiary’s page first.',
	batchSent: 'Bulk payout sent',
	contract: 'Confirm that a contract with this beneficiary is signed, or leave it unticked',
	asset: 'Choose an asset',
} as const

// ─── The crypto beneficiary form ───

export const CRYPTO_FIELDS = ['asset', 'network', 'address', 'label', 'owner', 'isContractSigned'] as const
export type CryptoFields = Record<(typeof CRYPTO_FIELDS)[number], string>

export function readCryptoFields(params: URLSearchParams | FormData): CryptoFields {
	const fields = {} as CryptoFields
	for (const name of CRYPTO_FIELDS) {
		const value = params.get(name)
		fields[name] = (typeof value === 'string' ? value : '').slice(0, 200)
	}
	return fields
}

export const networkName = (network: string) => (isWalletNetwork(network) ? networkLabel(network) : network)

// ─── Bulk payouts ───

export const BULK_FILE_FIELD = 'file'
/**
 * The file's columns (any order): what to pay, then whom: a saved
 * beneficiary's id, or the account's details under the provider's names in
 * snake_case (contract/payments/api.ts), a new beneficiary's fields.
 */
export const BULK_PAYMENT_COLUMNS = ['beneficiary_id', 'amount', 'currency', 'reference'] as const
export const BULK_DETAIL_COLUMNS = {
	kind: 'kind',
	firstName: 'first_name',
	lastName: 'last_name',
	businessName: 'business_name',
	email: 'email',
	method: 'method',
	bankCode: 'bank_code',
	accountNumber: 'account_number',
	routingNumber: 'routing_number',
	iban: 'iban',
	bic: 'bic',
	mobileOperator: 'mobile_operator',
	mobileNumber: 'mobile_number',
	country: 'country',
	paymentBeneficiaryType: 'beneficiary_type',
} as const satisfies Record<BatchDetailField, string>
/** Every column, in the template's order. */
export const BULK_COLUMNS = [...BULK_PAYMENT_COLUMNS, ...Object.values(BULK_DETAIL_COLUMNS)]

export const BULK_MESSAGES = {
	fileRequired: 'Choose a CSV file of payouts',
	tooLarge: `The file is too large: a bulk payout file must be ${BATCH_MAX_SIZE_TEXT} or less`,
	notCsv: 'This is not a CSV file: save it as CSV (comma-separated values, UTF-8) and upload it again',
	unreadable: (reason: string) => `The file could not be read as CSV: ${reason}`,
	empty: 'The file has no payouts',
	tooManyRows: `A file can hold at most ${BATCH_MAX_ROWS} payouts: split it and upload each part`,
	header: `The first line must name the columns: amount, currency, and beneficiary_id or the bank details (${Object.values(BULK_DETAIL_COLUMNS).join(', ')})`,
	formula: (lines: number[]) =>
		`The file has cells starting with =, +, - or @ (line${lines.length > 1 ? 's' : ''} ${lines.join(', ')}), which a spreadsheet runs as formulas: remove them and upload it again`,
} as const

/**
 * The template offered for download: the header, a row paying a saved
 * beneficiary by its id (the seeded test beneficiary's; the user's own are
 * on their pages), then rows giving bank details instead: an NGN account, a
 * business's EUR IBAN, a KES mobile money number (the sandbox's documented
 * test accounts, docs/product/fiat.md).
 */
const TEMPLATE_ROWS: Partial<Record<(typeof BULK_COLUMNS)[number], string>>[] = [
	{ beneficiary_id: 'fbn_0123456789abcdef0123', amount: '1500.00', currency: 'NGN', reference: 'Invoice 1001' },
	{
		amount: '250.50',
		currency: 'NGN',
		reference: 'Invoice 1002',
		kind: 'INDIVIDUAL',
		first_name: 'Ada',
		last_name: 'Okafor',
		method: 'NUBAN',
		bank_code: '058',
		account_number: '0123456785',
	},
	{
		amount: '1200.00',
		currency: 'EUR',
		reference: 'Invoice 1003',
		kind: 'BUSINESS',
		business_name: 'Muller Logistics GmbH',
		method: 'IBAN',
		iban: 'DE89370400440532013000',
		bic: 'DEUTDEFF',
	},
	{
		amount: '3000.00',
		currency: 'KES',
		reference: 'Invoice 1004',
		kind: 'INDIVIDUAL',
		first_name: 'Wanjiru',
		last_name: 'Kamau',
		method: 'MOBILE_MONEY',
		mobile_operator: 'MPESA',
		mobile_number: '+254712345678',
		country: 'KE',
	},
]
export const BULK_TEMPLATE = [
	BULK_COLUMNS.join(','),
	...TEMPLATE_ROWS.map((row) => BULK_COLUMNS.map((column) => row[column] ?? '').join(',')),
]
	.join('\n')
	.concat('\n')

export const ROW_STATUS_LABELS: Readonly<Record<BatchRowStatus, string>> = {
	INVALID: 'Not sent',
	READY: 'Ready',
	SENT: 'Sent',
	FAILED: 'Failed',
}
