import { describe, expect, it } from 'vitest'
import { riskLevelOf, SCREENING_TEST_SUFFIXES } from '#contract/compliance/risk.ts'
import { TEST_ADDRESSES } from '#contract/compliance/test-values.ts'
import { testTransactionHash } from '#contract/compliance/txn-analysis.ts'
import { checkAddress } from '#contract/wallets/addresses.ts'
import { WALLET_NETWORKS } from '#contract/wallets/networks.ts'
import { isBlacklisted, screenSubject } from './scoring.ts'

const basisPoints = (shares: string[]) => shares.reduce((total, share) => total + Number(share.replace('.', '')), 0)

describe('the sandbox scoring (one function for transactions and addresses)', () => {
	it('scores every documented test address as documented: valid for its network, its level, its exact score, blacklisted only when high', () => {
		for (const [level, byNetwork] of Object.entries(TEST_ADDRESSES)) {
			for (const network of WALLET_NETWORKS) {
				const { address, score } = byNetwork[network]
				expect(checkAddress(network, address), `${level} ${network}`).toEqual({ ok: true, address })
				const result = screenSubject(network, address, 'address')
				expect(result.riskScore, `${level} ${network}`).toBe(score)
				expect(result.riskLevel).toBe(level === 'noScore' ? null : level.toUpperCase())
				expect(isBlacklisted(address)).toBe(level === 'high')
			}
		}
	})

	it('reads the suffix in any case, on hashes as on addresses, and scores anything else 0 to 69 with shares summing to 100.00', () => {
		const { high, medium, low, noScore } = SCREENING_TEST_SUFFIXES
		for (const network of WALLET_NETWORKS) {
			expect(screenSubject(network, testTransactionHash(network, high).toUpperCase(), 'transaction').riskLevel).toBe('HIGH')
			expect(screenSubject(network, testTransactionHash(network, medium), 'transaction').riskLevel).toBe('MEDIUM')
			expect(screenSubject(network, testTransactionHash(network, low), 'transaction').riskLevel).toBe('LOW')
			const none = screenSubject(network, testTransactionHash(network, noScore), 'transaction')
			expect(none).toEqual({
				riskScore: -1,
				riskLevel: null,
				reasons: ['The transaction could not be traced to known entities'],
				exposure: [],
			})
		}
		for (let i = 0; i < 50; i++) {
			const result = screenSubject('ETH', `0x${i.toString(16).padStart(64, '7')}`, 'transaction')
			expect(result.riskScore).toBeGreaterThanOrEqual(0)
			expect(result.riskScore).toBeLessThan(70)
			expect(result.riskLevel).toBe(riskLevelOf(result.riskScore))
			expect(basisPoints(result.exposure.map((item) => item.share))).toBe(10_000)
			// Stable: the same subject, the same answer.
			expect(screenSubject('ETH', `0x${i.toString(16).padStart(64, '7')}`.toUpperCase(), 'transaction')).toEqual(result)
		}
	})
})
