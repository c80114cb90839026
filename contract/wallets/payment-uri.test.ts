import { describe, expect, it } from 'vitest'
import { paymentUri } from './payment-uri.ts'

const BITCOIN = 'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu'
const ETHEREUM = '0x9858EfFD232B4033E47d90003D41EC34EcaEda94'
const TRON = 'TUEZSdKsoDHQMeZwihtdoBiN46zxhGWYdH'

describe('payment URIs for the deposit QR code', () => {
	it('Bitcoin: BIP-21, the amount in BTC without padding', () => {
		expect(paymentUri({ asset: 'BTC', network: 'BTC', address: BITCOIN })).toBe(`bitcoin:${BITCOIN}`)
		expect(paymentUri({ asset: 'BTC', network: 'BTC', address: BITCOIN, amount: '0.00150000' })).toBe(`bitcoin:${BITCOIN}?amount=0.0015`)
		expect(paymentUri({ asset: 'BTC', network: 'BTC', address: BITCOIN.toUpperCase(), amount: '2' })).toBe(`bitcoin:${BITCOIN}?amount=2`)
	})

	it('Ether: EIP-681, the amount in wei', () => {
		expect(paymentUri({ asset: 'ETH', network: 'ETH', address: ETHEREUM })).toBe(`ethereum:${ETHEREUM}`)
		expect(paymentUri({ asset: 'ETH', network: 'ETH', address: ETHEREUM.toLowerCase(), amount: '1.5' })).toBe(
			`ethereum:${ETHEREUM}?value=1500000000000000000`,
		)
		expect(paymentUri({ asset: 'ETH', network: 'ETH', address: ETHEREUM, amount: '0.00000001' })).toBe(
			`ethereum:${ETHEREUM}?value=10000000000`,
		)
	})

	it('ERC-20 tokens: EIP-681 transfer on the token’s mainnet contract, the amount in token units', () => {
		expect(paymentUri({ asset: 'USDT', network: 'ETH', address: ETHEREUM })).toBe(
			`ethereum:0xdAC17F958D2ee523a2206206994597C13D831ec7/transfer?address=${ETHEREUM}`,
		)
		expect(paymentUri({ asset: 'USDC', network: 'ETH', address: ETHEREUM, amount: '25.5' })).toBe(
			`ethereum:0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48/transfer?address=${ETHEREUM}&uint256=25500000`,
		)
	})

	it('Tron: the bare address (no payment URI standard; Tron wallets read the address)', () => {
		expect(paymentUri({ asset: 'USDT', network: 'TRON', address: TRON, amount: '10' })).toBe(TRON)
	})

	it('refuses what no wallet should be asked to pay @bad-input', () => {
		expect(() => paymentUri({ asset: 'BTC', network: 'TRON', address: TRON })).toThrow('BTC is not held on Tron')
		expect(() => paymentUri({ asset: 'ETH', network: 'ETH', address: TRON })).toThrow('This is a Tron address, not an Ethereum address')
		expect(() => paymentUri({ asset: 'BTC', network: 'BTC', address: BITCOIN, amount: '0.000000001' })).toThrow('Too many decimals')
		expect(() => paymentUri({ asset: 'BTC', network: 'BTC', address: BITCOIN, amount: '0' })).toThrow('above zero')
	})
})
