import type { CryptoAsset } from '../money/currency-list.ts'

/**
 * The networks the Wallet service works on and which asset lives on which. A
 * token on two networks (USDT on Ethereum and on Tron) is one asset with a
 * balance and a deposit address per network.
 *
 * The ids are the network strings the saved withdrawal addresses already use
 * (contract/settings/products.ts WITHDRAWAL_NETWORKS: 'BTC', 'ETH', 'TRON'), so
 * a saved address and a wallet name a network the same way.
 */
export const WALLET_NETWORKS = ['BTC', 'ETH', 'TRON'] as const
export type WalletNetwork = (typeof WALLET_NETWORKS)[number]

export type NetworkInfo = {
	id: WalletNetwork
	/** The name in sentences and pickers ('Send only USDT on Tron to this address'). */
	label: string
	/** The network's own coin, which pays its fees on chain. */
	nativeAsset: string
	/** Blocks on top of a deposit's before the sandbox credits it. */
	confirmations: number
}

/**
 * Confirmations are the usual exchange practice: 3 Bitcoin blocks (~30 min),
 * 12 Ethereum blocks (~2.5 min), 19 Tron blocks (Tron's "solidified" depth).
 */
export const NETWORKS: Readonly<Record<WalletNetwork, NetworkInfo>> = {
	BTC: { id: 'BTC', label: 'Bitcoin', nativeAsset: 'BTC', confirmations: 3 },
	ETH: { id: 'ETH', label: 'Ethereum', nativeAsset: 'ETH', confirmations: 12 },
	TRON: { id: 'TRON', label: 'Tron', nativeAsset: 'TRX', confirmations: 19 },
}

/**
 * A transaction hash's shape per network: a Bitcoin txid and a Tron
 * transaction id are 64 hex digits, an Ethereum hash is 0x + 64 hex digits.
 */
export const TRANSACTION_HASH_PATTERNS: Readonly<Record<WalletNetwork, RegExp>> = {
	BTC: /^[0-9a-f]{64}$/i,
	ETH: /^0x[0-9a-f]{64}$/i,
	TRON: /^[0-9a-f]{64}$/i,
}
export const isTransactionHash = (network: WalletNetwork, hash: string) => TRANSACTION_HASH_PATTERNS[network].test(hash.trim())

/** Which networks each asset is held on, the first being the one a picker offers first. */
export const ASSET_NETWORKS: Readonly<Record<CryptoAsset, readonly WalletNetwork[]>> = {
	BTC: ['BTC'],
	ETH: ['ETH'],
	USDT: ['ETH', 'TRON'],
	USDC: ['ETH'],
}

export const networksOf = (asset: CryptoAsset): readonly WalletNetwork[] => ASSET_NETWORKS[asset]
export const isWalletNetwork = (value: string): value is WalletNetwork => (WALLET_NETWORKS as readonly string[]).includes(value)
export const isAssetOnNetwork = (asset: CryptoAsset, network: WalletNetwork) => ASSET_NETWORKS[asset].includes(network)
export const networkLabel = (network: WalletNetwork) => NETWORKS[network].label

/** The sentence under every deposit address: 'Send only USDT on Tron to this address'. */
export const depositWarning = (asset: CryptoAsset, network: WalletNetwork) =>
	`Send only ${asset} on ${NETWORKS[network].label} to this address`

/**
 * The token contracts, by asset and network (the native coins have none). The
 * real mainnet contracts, as their issuers publish them: USDT on Ethereum and
 * Tron in Tether's "Supported protocols" list (tether.to/en/supported-protocols),
 * USDC on Ethereum in Circle's "USDC contract addresses"
 * (developers.circle.com/stablecoins/usdc-contract-addresses). The sandbox
 * moves no real token; these name them in payment URIs and reports.
 */
export const TOKEN_CONTRACTS: { readonly [A in CryptoAsset]?: Readonly<Partial<Record<WalletNetwork, string>>> } = {
	USDT: { ETH: '0xdAC17F958D2ee523a2206206994597C13D831ec7', TRON: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t' },
	USDC: { ETH: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48' },
}
/** The token contract of `asset` on `network`, or null for a network's own coin. */
export const tokenContract = (asset: CryptoAsset, network: WalletNetwork): string | null => TOKEN_CONTRACTS[asset]?.[network] ?? null

type PerAssetAndNetwork = { readonly [A in CryptoAsset]: Readonly<Partial<Record<WalletNetwork, string>>> }

/**
 * The smallest withdrawal, per asset and network, written with the asset's
 * decimals (contract/money/currencies.ts). Tokens on Tron need less than on
 * Ethereum because a transfer there costs less.
 */
export const MINIMUM_WITHDRAWAL: PerAssetAndNetwork = {
	BTC: { BTC: '0.00010000' },
	ETH: { ETH: '0.00500000' },
	USDT: { ETH: '10.000000', TRON: '2.000000' },
	USDC: { ETH: '10.000000' },
}

/**
 * The sandbox's network fee per withdrawal, in the asset withdrawn (a fixed
 * figure: the sandbox has no mempool or gas market), with the asset's decimals.
 */
export const NETWORK_FEE: PerAssetAndNetwork = {
	BTC: { BTC: '0.00002000' },
	ETH: { ETH: '0.00100000' },
	USDT: { ETH: '3.000000', TRON: '1.000000' },
	USDC: { ETH: '3.000000' },
}

function perNetwork(table: PerAssetAndNetwork, asset: CryptoAsset, network: WalletNetwork): string {
	const value = table[asset][network]
	if (value === undefined) throw new Error(`${asset} is not held on ${NETWORKS[network].label}`)
	return value
}

/** The minimum withdrawal of `asset` on `network`; throws when the asset does not live there (check isAssetOnNetwork first). */
export const minimumWithdrawal = (asset: CryptoAsset, network: WalletNetwork) => perNetwork(MINIMUM_WITHDRAWAL, asset, network)
/** The network fee of one withdrawal of `asset` on `network`; throws like minimumWithdrawal. */
export const networkFee = (asset: CryptoAsset, network: WalletNetwork) => perNetwork(NETWORK_FEE, asset, network)

export const WALLET_MESSAGES = {
	assetRequired: 'Asset is required',
	unknownAsset: (asset: string) => `${asset} is not a supported crypto asset`,
	networkRequired: 'Network is required',
	unknownNetwork: (network: string) => `${network} is not a supported network`,
	notOnNetwork: (asset: CryptoAsset, network: WalletNetwork) => `${asset} is not available on ${NETWORKS[network].label}`,
} as const
