import { describe, expect, test } from 'vitest'
import { limitMoney, LIMIT_MESSAGES } from '../card-limits.ts'
import { KYC_FLOW_MESSAGES } from '../compliance/kyc-flow-labels.ts'
import { SCREENING_MESSAGES } from '../compliance/screening.ts'
import { feeRuleText } from '../fiat/fee-rule.ts'
import { PAYOUT_MESSAGES } from '../fiat/payouts.ts'
import { LENDING_MESSAGES } from '../lending/api.ts'
import { TRADING_MESSAGES } from '../trading/api.ts'
import { WITHDRAWAL_API_MESSAGES } from '../wallets/withdrawal-messages.ts'

/**
 * The provider's messages write amounts as the pages do, by the one formatter
 * (docs/decisions/111-one-money-format.md): separators, the currency's
 * decimals, the symbol or code.
 */
describe('amounts in the provider messages', () => {
	test('refusals', () => {
		expect(PAYOUT_MESSAGES.insufficientBalance('13000.00', 'USD')).toBe(
			"Amount and fee are more than your USD wallet's balance: $13,000.00",
		)
		expect(PAYOUT_MESSAGES.insufficientBalance('1000.50', 'NGN')).toBe("Amount and fee are more than your NGN wallet's balance: ₦1,000.50")
		expect(TRADING_MESSAGES.insufficientBalance('EUR', '25000.00')).toBe(
			'More than your EUR trading wallet holds: €25,000.00. Transfer EUR in first.',
		)
		expect(SCREENING_MESSAGES.feeUnpaid('5.00', '1234.5')).toBe(
			'The $5.00 fee cannot be paid from your USD funding balance ($1,234.50): top it up and confirm again. Nothing was charged.',
		)
		expect(LENDING_MESSAGES.fundingBalance('13000.00')).toBe('The repayment is more than your USD funding balance: $13,000.00')
		expect(WITHDRAWAL_API_MESSAGES.insufficientBalance('1000.00000000', 'BTC', 'Bitcoin')).toBe(
			"Amount and fees are more than this wallet's balance on Bitcoin: 1,000.00 BTC",
		)
	})

	test('limits', () => {
		expect(LIMIT_MESSAGES.dailyLimit('payout', limitMoney(100000000000n, 'BTC'), limitMoney(150000n, 'NGN'))).toBe(
			'This payout would pass your daily limit of 1,000.00 BTC: ₦1,500.00 left today (UTC)',
		)
		expect(TRADING_MESSAGES.dailyLimit('1000.00000000', '250.5', 'BTC')).toBe(
			'This trade would pass your daily limit of 1,000.00 BTC: 250.50 BTC left today (UTC)',
		)
		expect(KYC_FLOW_MESSAGES.dailyCapRange).toBe('The daily cap is from $1.00 to $1,000,000.00')
	})

	test('fee rules', () => {
		expect(feeRuleText({ feePercent: '0.5', feeFixed: '2.00' }, 'EUR')).toBe('0.5% + €2.00')
		expect(feeRuleText({ feePercent: '0', feeFixed: '1000' }, 'KES')).toBe('KES 1,000.00')
	})
})
