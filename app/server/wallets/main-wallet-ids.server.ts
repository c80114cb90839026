import type { CryptoAsset } from '#contract/money/currencies.ts'
import type { Wallet } from '#contract/wallets/api.ts'
import type { User } from '../user.server.ts'

/**
 * The id of each integrator's main wallet per asset, as this process last saw
 * it. A wallet's page is addressed by its asset (`/product/wallet-service/USDT`)
 * but the provider lists a wallet's transactions by the wallet's id: knowing
 * the id, the page asks for the wallet and its transactions at once, beside the
 * guard (one provider round trip instead of two). A main wallet keeps its id
 * for good (one per asset, never replaced), so an entry is only a hint: the
 * provider still answers only the integrator's own wallet (another's id is its
 * 404), and a hint it refuses is dropped and the wallet looked up again. Ids
 * are not secrets, and nothing but ids is kept. Bounded: the oldest entries go
 * first.
 */
const MAX_ENTRIES = 10_000
const ids = new Map<string, string>()

const key = (user: User, asset: CryptoAsset) => `${user.session.integratorPk}|${asset}`

export function knownMainWalletId(user: User, asset: CryptoAsset) {
	return ids.get(key(user, asset)) ?? null
}

export function rememberMainWallets(user: User, wallets: Pick<Wallet, 'id' | 'asset' | 'kind'>[]) {
	for (const wallet of wallets) {
		if (wallet.kind !== 'MAIN') continue
		const entry = key(user, wallet.asset)
		ids.delete(entry)
		ids.set(entry, wallet.id)
		if (ids.size > MAX_ENTRIES) ids.delete(ids.keys().next().value!)
	}
}

export function forgetMainWallet(user: User, asset: CryptoAsset) {
	ids.delete(key(user, asset))
}
