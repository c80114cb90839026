import { describe, expect, it } from 'vitest'
import { averageOf, averageRiskScore } from './risk-average.ts'
import { riskLevelOf } from './risk.ts'

describe('the average risk score (docs/product/compliance.md#risk-scores: -1 left out)', () => {
	it('leaves -1 out, rounds to one decimal half up, and is null when nothing was scored', () => {
		expect(averageRiskScore([80, -1, 40])).toBe('60.0')
		expect(averageRiskScore([10, 11])).toBe('10.5')
		expect(averageRiskScore([1, 1, 2])).toBe('1.3')
		expect(averageRiskScore([1, 2, 2])).toBe('1.7')
		// 42.25 → 42.3 (half up), 42.24… → 42.2.
		expect(averageOf(169, 4)).toBe('42.3')
		expect(averageOf(4224, 100)).toBe('42.2')
		expect(averageRiskScore([0, -1])).toBe('0.0')
		expect(averageRiskScore([-1, -1])).toBeNull()
		expect(averageRiskScore([])).toBeNull()
		expect(averageOf(0, 0)).toBeNull()
	})

	it('names the level from the score: LOW under 40, MEDIUM to 69, HIGH from 70, none for -1', () => {
		expect([0, 39, 40, 69, 70, 100, -1].map(riskLevelOf)).toEqual(['LOW', 'LOW', 'MEDIUM', 'MEDIUM', 'HIGH', 'HIGH', null])
	})
})
