import type { AppLoadContext } from '@remix-run/node'
import { isCryptoAsset, type CryptoAsset } from '#contract/money/currencies.ts'
import { PAGE_SIZE, type Page } from '#contract/money/paging.ts'
import { INVALID_CURSOR_MESSAGE, lekSchema } from '#contract/money/paging.ts'
import type { Wallet, WalletTransaction } from '#contract/wallets/api.ts'
import { WALLET_TRANSACTION_STATUSES, type WalletTransactionStatus } from '#contract/wallets/kinds.ts'
import { depositWarning, isAssetOnNetwork, isWalletNetwork, NETWORKS } from '#contract/wallets/networks.ts'
import { paymentUri } from '#contract/wallets/payment-uri.ts'
import type { CsvColumn } from '#app/lib/money/csv.ts'
import { WALLET_STATUS_LABELS, walletPath, walletStatusLabel, type WalletFilters, type WalletListState } from '#app/lib/wallets/labels.ts'
import { csvResponse } from '../http/csv-response.server.ts'
import { EMPTY_PAGE, fetchListPage } from '../http/list-page.server.ts'
import { notFound } from '../http/not-found.server.ts'
import { ProviderError } from '../provider/client.server.ts'
import { qrCodeDataUrl } from '../qr-code.server.ts'
import { requireServiceWith } from '../service-guard.server.ts'
import type { User } from '../user.server.ts'

/** The asset of the page's URL, exactly as the overview links it ('USDT'); anything else is the 404 page. */
export function requireWalletAsset(param: string | undefined): CryptoAsset {
	return param && isCryptoAsset(param) ? param : notFound()
}

/**
 * Reads the filters and the cursor from the URL, each on its own: a bad
 * field is reported in the form's words and left out, the rest apply.
 */
export function readWalletQuery(params: URLSearchParams, asset: CryptoAsset) {
	const filters: WalletFilters = {}
	const errors: string[] = []
	const status = params.get('status')?.trim().toUpperCase()
	if (status) {
		if ((WALLET_TRANSACTION_STATUSES as readonly string[]).includes(status)) filters.status = status as WalletTransactionStatus
		else errors.push(`Status must be one of ${Object.values(WALLET_STATUS_LABELS).join(', ')}`)
	}
	const network = params.get('network')?.trim().toUpperCase()
	if (network) {
		if (isWalletNetwork(network) && isAssetOnNetwork(asset, network)) filters.network = network
		else errors.push(`Network must be one where ${asset} is held`)
	}
	const lek = lekSchema.safeParse(params.get('lek') ?? undefined)
	if (!lek.success) errors.push(INVALID_CURSOR_MESSAGE)
	return { filters, errors, lek: lek.success ? lek.data : undefined }
}

export function walletListHref(path: string, filters: WalletFilters, lek?: string | null) {
	const params = new URLSearchParams()
	if (filters.status) params.set('status', filters.status)
	if (filters.network) params.set('network', filters.network)
	if (lek) params.set('lek', lek)
	const search = params.toString()
	return search ? `${path}?${search}` : path
}

/** The deposit QR code of one address (its payment URI). */
export const depositQrCode = qrCodeDataUrl

/** Per network: the address, what the QR code holds, the code itself and the warning under it. */
export async function depositAddresses(wallet: Wallet) {
	return Promise.all(
		wallet.networks.map(async (network) => {
			const uri = paymentUri({ asset: wallet.asset, network: network.network, address: network.address })
			return {
				...network,
				label: NETWORKS[network.network].label,
				uri,
				qrCode: await depositQrCode(uri),
				warning: depositWarning(wallet.asset, network.network),
			}
		}),
	)
}

/** The main wallet of an asset, or null while none is held (the provider's 404). */
const orNullWhenMissing = <T>(error: unknown): T | null => {
	if (error instanceof ProviderError && error.status === 404 && !error.isAuthFailure) return null
	throw error
}

async function findMainWallet(user: User, asset: CryptoAsset) {
	return user.api.wallets.getMainWallet(asset).catch(orNullWhenMissing<Wallet>)
}

/** The provider's reason for refusing a list's filters; anything but a refusal is rethrown. */
function filterRefusal(error: unknown) {
	if (error instanceof ProviderError && error.status === 400 && !error.isAuthFailure) return error.body.message
	throw error
}

type Listed = { page: Page<WalletTransaction>; notice: string | null }

/**
 * The main wallet of `asset` and its page of transactions, both asked for at
 * once by the asset (one provider round trip beside the guard's); null while
 * the asset has no main wallet.
 */
async function mainWalletWithTransactions(user: User, asset: CryptoAsset, listPage: () => Promise<Listed>) {
	const [wallet, listed] = await Promise.allSettled([findMainWallet(user, asset), listPage()])
	if (wallet.status === 'rejected') throw wallet.reason
	if (!wallet.value) return null
	if (listed.status === 'rejected') throw listed.reason
	return { wallet: wallet.value, listed: listed.value }
}

/**
 * /product/wallet-service/:walletCurrency: the asset's main wallet, its
 * deposit address and QR code per network, and its transactions (20 a page,
 * newest first, filtered by the URL). An asset not held yet is offered for
 * creation. The wallet and its transactions are asked for by the asset,
 * beside the guard's subscriptions: one provider round trip.
 */
export async function loadWalletPage(request: Request, context: AppLoadContext, param: string | undefined) {
	const asset = requireWalletAsset(param)
	const path = walletPath(asset)
	const { filters, errors, lek } = readWalletQuery(new URL(request.url).searchParams, asset)
	const { loading } = await requireServiceWith(request, context, 'wallets', (user) => ({
		loading: mainWalletWithTransactions(user, asset, () =>
			fetchListPage(lek, (cursor?: string) =>
				user.api.wallets.listMainWalletTransactions(asset, { ...filters, lek: cursor, limit: PAGE_SIZE }),
			).catch((error: unknown): Listed => {
				// A filter the provider refuses: said above an empty list, never an error page.
				errors.push(filterRefusal(error))
				return { page: EMPTY_PAGE, notice: null }
			}),
		),
	}))
	const loaded = await loading
	if (!loaded) return { asset, wallet: null }
	const { wallet, listed } = loaded
	const list: WalletListState = {
		path,
		filters,
		errors,
		notice: listed.notice,
		nextHref: listed.page.lek ? walletListHref(path, filters, listed.page.lek) : null,
		previousHref: listed.page.prevLek ? walletListHref(path, filters, listed.page.prevLek) : null,
		exportHref: walletListHref(`${path}/export.csv`, filters),
	}
	return { asset, wallet, addresses: await depositAddresses(wallet), transactions: listed.page.items, list }
}

export const WALLET_TRANSACTION_COLUMNS: CsvColumn<WalletTransaction>[] = [
	{ header: 'Date', value: (t) => t.createdAt },
	{ header: 'Type', value: (t) => t.type },
	{ header: 'Status', value: (t) => walletStatusLabel(t.status) },
	{ header: 'Network', value: (t) => t.network },
	{ header: 'Asset', value: (t) => t.asset },
	{ header: 'Amount', value: (t) => t.amount },
	{ header: 'Fee', value: (t) => t.fee },
	{ header: 'Confirmations', value: (t) => String(t.confirmations) },
	{ header: 'Required confirmations', value: (t) => String(t.requiredConfirmations) },
	{ header: 'Transaction hash', value: (t) => t.txHash },
	{ header: 'Address', value: (t) => t.address },
	{ header: 'Completed', value: (t) => t.completedAt ?? '' },
]

/** Every transaction of the asset's main wallet the URL's filters select, as a streamed CSV; a bad filter is a 400 with the reason. */
export async function exportWalletCsv(request: Request, context: AppLoadContext, param: string | undefined) {
	const asset = requireWalletAsset(param)
	const { user, loading } = await requireServiceWith(request, context, 'wallets', (user) => ({ loading: findMainWallet(user, asset) }))
	const wallet = await loading
	if (!wallet) notFound()
	const { filters, errors } = readWalletQuery(new URL(request.url).searchParams, asset)
	const refuse = (message: string) => new Response(message, { status: 400, headers: { 'Content-Type': 'text/plain; charset=utf-8' } })
	if (errors.length) return refuse(errors.join('\n'))
	try {
		return await csvResponse({
			fileName: `${asset.toLowerCase()}-wallet-transactions.csv`,
			columns: WALLET_TRANSACTION_COLUMNS,
			fetchPage: (lek, limit) => user.api.wallets.listMainWalletTransactions(asset, { ...filters, lek, limit }),
		})
	} catch (error) {
		return refuse(filterRefusal(error))
	}
}
