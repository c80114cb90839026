import { describe, expect, it } from 'vitest'
import { amountDecimalsIssue, amountSchema } from '../money/amounts.ts'
import { CRYPTO_ASSETS, CURRENCY_DECIMALS } from '../money/currencies.ts'
import { WITHDRAWAL_NETWORK_NAMES } from '../settings/products.ts'
import { checkAddress } from './addresses.ts'
import { assetOnNetworkSchema, walletAssetSchema, walletNetworkSchema } from './network-schemas.ts'
import {
	MINIMUM_WITHDRAWAL,
	NETWORK_FEE,
	TOKEN_CONTRACTS,
	WALLET_NETWORKS,
	depositWarning,
	minimumWithdrawal,
	networkFee,
	networksOf,
} from './networks.ts'

describe('wallet networks', () => {
	it('name networks as the saved withdrawal addresses do', () => {
		for (const network of WALLET_NETWORKS) expect(WITHDRAWAL_NETWORK_NAMES).toContain(network)
	})

	it('hold BTC on Bitcoin, ETH and USDC on Ethereum, USDT on Ethereum and Tron', () => {
		expect(Object.fromEntries(CRYPTO_ASSETS.map((asset) => [asset, networksOf(asset)]))).toEqual({
			BTC: ['BTC'],
			ETH: ['ETH'],
			USDT: ['ETH', 'TRON'],
			USDC: ['ETH'],
		})
	})

	it('warn in one sentence which asset and network an address takes', () => {
		expect(depositWarning('USDT', 'TRON')).toBe('Send only USDT on Tron to this address')
		expect(depositWarning('BTC', 'BTC')).toBe('Send only BTC on Bitcoin to this address')
		expect(depositWarning('USDC', 'ETH')).toBe('Send only USDC on Ethereum to this address')
	})

	it('give a minimum and a fee for exactly the networks an asset lives on, written with the asset’s decimals', () => {
		for (const table of [MINIMUM_WITHDRAWAL, NETWORK_FEE])
			for (const asset of CRYPTO_ASSETS) {
				expect(Object.keys(table[asset])).toEqual(networksOf(asset))
				for (const value of Object.values(table[asset])) {
					expect(amountSchema.safeParse(value).success).toBe(true)
					expect(amountDecimalsIssue(value, asset)).toBeNull()
					expect(value.split('.')[1]).toHaveLength(CURRENCY_DECIMALS[asset])
				}
			}
		expect(minimumWithdrawal('USDT', 'TRON')).toBe('2.000000')
		expect(networkFee('BTC', 'BTC')).toBe('0.00002000')
		expect(() => networkFee('BTC', 'TRON')).toThrow('BTC is not held on Tron')
	})

	it('name the real token contracts, each a valid address of its network', () => {
		for (const [asset, contracts] of Object.entries(TOKEN_CONTRACTS))
			for (const [network, contract] of Object.entries(contracts)) {
				expect(networksOf(asset as 'USDT')).toContain(network)
				expect(checkAddress(network as 'ETH', contract)).toEqual({ ok: true, address: contract })
			}
	})

	it('parse an asset and a network it lives on, case-insensitively, with a message for each mistake', () => {
		expect(assetOnNetworkSchema.parse({ asset: ' usdt ', network: 'tron' })).toEqual({ asset: 'USDT', network: 'TRON' })
		const messages = (input: unknown) => {
			const result = assetOnNetworkSchema.safeParse(input)
			return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)
		}
		expect(messages({ asset: 'BTC', network: 'TRON' })).toEqual(['network: BTC is not available on Tron'])
		expect(messages({ asset: 'DOGE', network: 'SOL' })).toEqual([
			'asset: DOGE is not a supported crypto asset',
			'network: SOL is not a supported network',
		])
		expect(messages({ asset: '', network: '' })).toEqual(['asset: Asset is required', 'network: Network is required'])
		expect(walletAssetSchema.parse('eth')).toBe('ETH')
		expect(walletNetworkSchema.safeParse(undefined).error?.issues[0]?.message).toBe('Network is required')
	})
})
