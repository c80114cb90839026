import { describe, expect, it } from 'vitest'
import { computeTrade, pairPrice, pairPriceInStablecoin, tradeLegs, type TradeInput } from './arithmetic.ts'

/** BTC-USD at 65,000 with the rate card's 0.1 % unless told. */
const trade = (input: Partial<TradeInput>) =>
	computeTrade({
		side: 'BUY',
		base: 'BTC',
		quote: 'USD',
		price: '65000.00000000',
		feePercent: '0.1',
		amount: '0.01',
		amountCurrency: 'BTC',
		...input,
	})

describe('the price', () => {
	it('is the USD price times the units per USD, rounded half up to 8 decimals', () => {
		expect(pairPrice('65000.00', '1550.00')).toBe('100750000.00000000')
		expect(pairPrice('3200.00', '0.92')).toBe('2944.00000000')
		// 0.123456785 × 1 → the ninth decimal is a 5: half up.
		expect(pairPrice('0.123456785', '1')).toBe('0.12345679')
		expect(pairPrice('0.123456784', '1')).toBe('0.12345678')
	})

	it('in a stablecoin divides by its USD price, rounded once at 8 decimals', () => {
		// 65000 / 0.9997 = 65019.505851755526…
		expect(pairPriceInStablecoin('65000.00', '0.9997')).toBe('65019.50585176')
		expect(pairPriceInStablecoin('65000.00', '1.00')).toBe('65000.00000000')
		// 1 / 3 = 0.333333333…: truncated to 40 decimals first, still rounds as the exact value does.
		expect(pairPriceInStablecoin('1', '3')).toBe('0.33333333')
		expect(pairPriceInStablecoin('2', '3')).toBe('0.66666667')
	})
})

describe('an amount in the crypto asset', () => {
	it('BUY: the value rounded up to the cent, the fee rounded up, paid on top', () => {
		expect(trade({ amount: '0.01' })).toEqual({
			ok: true,
			figures: { price: '65000.00000000', baseAmount: '0.01000000', value: '650.00', fee: '0.65', quoteAmount: '650.65' },
		})
		// 0.00012345 × 65000 = 8.02425 → 8.03; 0.1 % of it is 0.00803 → 0.01.
		expect(trade({ amount: '0.00012345' })).toMatchObject({ figures: { value: '8.03', fee: '0.01', quoteAmount: '8.04' } })
	})

	it('SELL: the value truncated, the fee rounded up, taken from what is received', () => {
		expect(trade({ side: 'SELL', amount: '0.5' })).toMatchObject({
			figures: { baseAmount: '0.50000000', value: '32500.00', fee: '32.50', quoteAmount: '32467.50' },
		})
		expect(trade({ side: 'SELL', amount: '0.00012345' })).toMatchObject({ figures: { value: '8.02', fee: '0.01', quoteAmount: '8.01' } })
	})

	it('is exact where a float is not: 0.1 × 0.2 is 0.02, not 0.020000000000000004 rounded up to 0.03', () => {
		expect(0.1 * 0.2).not.toBe(0.02)
		expect(trade({ amount: '0.1', price: '0.20000000' })).toMatchObject({ figures: { value: '0.02', fee: '0.01', quoteAmount: '0.03' } })
	})

	it('keeps a stablecoin’s 6 decimals and NGN’s 2', () => {
		expect(trade({ quote: 'USDT', amount: '0.01' })).toMatchObject({
			figures: { value: '650.000000', fee: '0.650000', quoteAmount: '650.650000' },
		})
		expect(trade({ quote: 'NGN', price: '100750000.00000000', amount: '0.00333333' })).toMatchObject({
			// 0.00333333 × 100750000 = 335832.9975 → 335833.00; 0.1 % = 335.833 → 335.84.
			figures: { value: '335833.00', fee: '335.84', quoteAmount: '336168.84' },
		})
	})
})

describe('an amount in the quote currency', () => {
	it('BUY: the amount is what is paid, the fee inside it rounded up, the crypto truncated to 8 decimals', () => {
		// fee = 1000 × 0.001 / 1.001 = 0.999000999… → 1.00; 999 / 65000 = 0.0153692307… → 0.01536923.
		expect(trade({ amount: '1000', amountCurrency: 'USD' })).toMatchObject({
			figures: { quoteAmount: '1000.00', fee: '1.00', value: '999.00', baseAmount: '0.01536923' },
		})
		// An exact division is not rounded up: 1002.50 × 0.0025 / 1.0025 = 2.5.
		expect(trade({ amount: '1002.50', amountCurrency: 'USD', feePercent: '0.25' })).toMatchObject({
			figures: { fee: '2.50', value: '1000.00', baseAmount: '0.01538461' },
		})
	})

	it('SELL: the amount is what is received, the value grossed up and rounded up, the crypto given rounded up', () => {
		// 1000 / 0.999 = 1001.001001… → 1001.01; fee 1.01; 1001.01 / 65000 = 0.01540015384… → 0.01540016.
		expect(trade({ side: 'SELL', amount: '1000', amountCurrency: 'USD' })).toMatchObject({
			figures: { quoteAmount: '1000.00', value: '1001.01', fee: '1.01', baseAmount: '0.01540016' },
		})
		// An exact quotient is not rounded up: 649.35 / 0.999 = 650 and 650 / 65000 = 0.01.
		expect(trade({ side: 'SELL', amount: '649.35', amountCurrency: 'USD' })).toMatchObject({
			figures: { value: '650.00', fee: '0.65', baseAmount: '0.01000000' },
		})
	})

	it('refuses what rounds to nothing @bad-input', () => {
		expect(trade({ side: 'SELL', amount: '0.00000001', price: '0.50000000' })).toEqual({ ok: false, reason: 'too-small' })
		expect(trade({ amount: '0.01', amountCurrency: 'USD', price: '65000.00000000' })).toEqual({ ok: false, reason: 'too-small' })
	})
})

it('names what is paid and what is received', () => {
	expect(tradeLegs('BUY', 'BTC', 'USD', { baseAmount: '0.01000000', quoteAmount: '650.65' })).toEqual({
		pay: { currency: 'USD', amount: '650.65' },
		receive: { currency: 'BTC', amount: '0.01000000' },
	})
	expect(tradeLegs('SELL', 'BTC', 'USD', { baseAmount: '0.01000000', quoteAmount: '649.35' })).toEqual({
		pay: { currency: 'BTC', amount: '0.01000000' },
		receive: { currency: 'USD', amount: '649.35' },
	})
})
