import { describe, expect, it } from 'vitest'
import {
	collateralValueText,
	dailyRateText,
	dayInterest,
	interestFor,
	liquidation,
	loanToValue,
	ltvText,
	maxBorrow,
	priceAtLevel,
	reached,
	splitRepayment,
	zoneOf,
} from './arithmetic.ts'

/** The BTC line of the default card: 1.25 % a month; levels 50 / 65 / 80 %. */
const RATE = '1.25'
const LEVELS = { warning: '65', liquidation: '80' }

describe('interest', () => {
	it('is a day of the monthly rate × 12 ÷ 365 on the principal, truncated to the cent', () => {
		// 10,000 × 1.25 % × 12 ÷ 365 = 4.10958…: 4.10, never 4.11.
		expect(dayInterest('10000.00', RATE)).toBe('4.10')
		expect(dayInterest('100.00', RATE)).toBe('0.04')
		expect(dayInterest('50.00', RATE)).toBe('0.02')
		// Under a cent a day: no interest at all, however many days.
		expect(dayInterest('24.00', RATE)).toBe('0.00')
		expect(dayInterest('250000.00', '1.5')).toBe('123.28')
		expect(dailyRateText(RATE)).toBe('0.04109589')
		expect(dailyRateText('1.5')).toBe('0.04931506')
	})

	it('over N days is N times one day’s truncated interest, not the truncation of N days at once', () => {
		// 30 × 4.10 = 123.00, where 30 days at the exact rate would be 123.28.
		expect(interestFor('10000.00', RATE, 30)).toBe('123.00')
		expect(interestFor('10000.00', RATE, 0)).toBe('0.00')
		expect(interestFor('24.00', RATE, 365)).toBe('0.00')
		expect(() => interestFor('1.00', RATE, 1.5)).toThrow()
		expect(() => interestFor('1.00', RATE, -1)).toThrow()
	})
})

describe('loan-to-value', () => {
	it('is what is owed over the exact collateral value, shown truncated to two decimals', () => {
		// 0.5 BTC at $65,000 is $32,500: $10,000 is 30.7692…%.
		expect(ltvText(loanToValue('10000.00', '0.50000000', '65000.00')!)).toBe('30.76')
		expect(collateralValueText('0.12345678', '65000.00')).toBe('8024.69')
		expect(loanToValue('1.00', '0.00000000', '65000.00')).toBeNull()
	})

	it('reaches a level at or above it, never before, and the figure shown never reads past an unreached level', () => {
		const atWarning = loanToValue('21125.00', '0.5', '65000')!
		expect(ltvText(atWarning)).toBe('65.00')
		expect(reached(atWarning, '65')).toBe(true)
		expect(zoneOf(atWarning, LEVELS)).toBe('WARNING')
		const justUnder = loanToValue('21124.99', '0.5', '65000')!
		expect(ltvText(justUnder)).toBe('64.99')
		expect(zoneOf(justUnder, LEVELS)).toBe('HEALTHY')
		expect(zoneOf(loanToValue('26000.00', '0.5', '65000'), LEVELS)).toBe('LIQUIDATION')
		expect(zoneOf(loanToValue('25999.99', '0.5', '65000'), LEVELS)).toBe('WARNING')
		expect(zoneOf(null, LEVELS)).toBe('LIQUIDATION')
	})

	it('caps a loan at the maximum at request, truncated to the cent', () => {
		expect(maxBorrow('0.5', '65000.00', '50')).toBe('16250.00')
		// 0.12345678 BTC is $8,024.6907; half is 4,012.34535.
		expect(maxBorrow('0.12345678', '65000.00', '50')).toBe('4012.34')
		expect(ltvText(loanToValue(maxBorrow('0.12345678', '65000.00', '50'), '0.12345678', '65000.00')!)).toBe('49.99')
	})

	it('names the price at or below which a level is reached, truncated to the cent', () => {
		expect(priceAtLevel('10000.00', '0.5', '80')).toBe('25000.00')
		// 10,000 ÷ (0.3 × 65 %) = 51,282.0512…: reached at 51,282.05, not yet at 51,282.06.
		expect(priceAtLevel('10000.00', '0.3', '65')).toBe('51282.05')
		expect(reached(loanToValue('10000.00', '0.3', '51282.05')!, '65')).toBe(true)
		expect(reached(loanToValue('10000.00', '0.3', '51282.06')!, '65')).toBe(false)
		expect(priceAtLevel('0.00', '0.3', '65')).toBeNull()
		expect(priceAtLevel('10.00', '0', '65')).toBeNull()
	})
})

describe('liquidation', () => {
	it('sells the least collateral that covers the debt (rounded up to a satoshi) and returns the rest', () => {
		// 20,000 ÷ 45,000 = 0.4444…: 0.44444445 BTC, worth 20,000.00025, covers it.
		expect(liquidation('20000.00', '0.50000000', 'BTC', '45000.00')).toEqual({
			sold: '0.44444445',
			proceeds: '20000.00',
			repaid: '20000.00',
			shortfall: '0.00',
			returned: '0.05555555',
		})
		// A USDT collateral has 6 decimals.
		expect(liquidation('100.00', '150.000000', 'USDT', '0.70')).toMatchObject({
			sold: '142.857143',
			returned: '7.142857',
			repaid: '100.00',
		})
	})

	it('sells everything when the collateral no longer covers the debt: the shortfall is what is left', () => {
		expect(liquidation('20000.00', '0.50000000', 'BTC', '39000.00')).toEqual({
			sold: '0.50000000',
			proceeds: '19500.00',
			repaid: '19500.00',
			shortfall: '500.00',
			returned: '0.00000000',
		})
	})
})

describe('repayments', () => {
	it('pay the unpaid interest first, then the principal', () => {
		expect(splitRepayment('100.00', '30.00', '1000.00')).toEqual({ interest: '30.00', principal: '70.00' })
		expect(splitRepayment('20.00', '30.00', '1000.00')).toEqual({ interest: '20.00', principal: '0.00' })
		expect(splitRepayment('1030.00', '30.00', '1000.00')).toEqual({ interest: '30.00', principal: '1000.00' })
		expect(() => splitRepayment('1030.01', '30.00', '1000.00')).toThrow()
	})
})
