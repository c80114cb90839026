import { sha256 } from '@noble/hashes/sha2.js'
import type { Exposure, RiskScoreSection } from '#contract/compliance/risk-schemas.ts'
import {
	EXPOSURE_CATEGORIES,
	EXPOSURE_LABELS,
	NO_SCORE,
	riskLevelOf,
	SCREENING_TEST_SUFFIXES,
	type ExposureCategory,
} from '#contract/compliance/risk.ts'
import type { WalletNetwork } from '#contract/wallets/networks.ts'
import { BLACKLISTED_ADDRESS_SUFFIX } from '#contract/wallets/withdrawals.ts'

/**
 * The sandbox's screening: no chain is traced, the answer is a pure
 * function of the network and the subject (a transaction hash or an
 * address), so tests and demos reach every outcome
 * (docs/product/compliance.md, "Test values"). The one scoring function of
 * the transaction analysis (the Wallet service's free report and the
 * compliance service's paid one) and the wallet analysis. By the subject's
 * last four characters, any case (SCREENING_TEST_SUFFIXES):
 *   - `dead` scores HIGH (70 to 100),
 *   - `cafe` scores MEDIUM (40 to 69),
 *   - `face` scores LOW (0 to 39),
 *   - `fade` has no score (-1), no exposure,
 *   - anything else scores 0 to 69 (LOW under 40, MEDIUM from 40).
 * The exact score is read from the SHA-256 of `network:subject` (lower
 * case), so it is stable. Exposure shares are whole basis points, so they
 * sum to exactly 100.00 %.
 */

const CLEAN: readonly ExposureCategory[] = ['exchange', 'merchant']
const RISKY: readonly ExposureCategory[] = ['gambling', 'mixer', 'darknet', 'sanctioned']

/** `total` split by `weights`, each floored, the remainder to the first: exact, no float crosses the answer. */
function split(total: number, weights: readonly number[]) {
	const sum = weights.reduce((a, b) => a + b, 0)
	const parts = weights.map((w) => Math.floor((total * w) / sum))
	parts[0]! += total - parts.reduce((a, b) => a + b, 0)
	return parts
}

const percent = (basisPoints: number) => `${Math.floor(basisPoints / 100)}.${String(basisPoints % 100).padStart(2, '0')}`

function scoreOf(subject: string, bytes: Uint8Array) {
	const { high, medium, low, noScore } = SCREENING_TEST_SUFFIXES
	if (subject.endsWith(noScore)) return NO_SCORE
	if (subject.endsWith(high)) return 70 + (bytes[0]! % 31)
	if (subject.endsWith(medium)) return 40 + (bytes[0]! % 30)
	if (subject.endsWith(low)) return bytes[0]! % 40
	return bytes[0]! % 70
}

/** What is screened, in the reasons' words. */
export type SubjectKind = 'transaction' | 'address'

export function screenSubject(network: WalletNetwork, subject: string, kind: SubjectKind): RiskScoreSection {
	const text = subject.trim().toLowerCase()
	// The subject's own digest, not its characters: the test values are mostly zeros.
	const bytes = sha256(new TextEncoder().encode(`${network}:${text}`))
	const riskScore = scoreOf(text, bytes)
	const riskLevel = riskLevelOf(riskScore)
	if (riskScore === NO_SCORE) return { riskScore, riskLevel, reasons: [`The ${kind} could not be traced to known entities`], exposure: [] }

	// The risky share follows the score (a score of 85 → 85 % of the funds traced to risky entities), at least 1 %.
	const risky = Math.max(100, riskScore * 100)
	const shares = [
		...split(
			10_000 - risky,
			CLEAN.map((_, i) => 1 + bytes[1 + i]!),
		),
		...split(
			risky,
			RISKY.map((_, i) => 1 + bytes[3 + i]!),
		),
	]
	const byCategory = new Map([...CLEAN, ...RISKY].map((category, i) => [category, shares[i]!]))
	const exposure: Exposure[] = EXPOSURE_CATEGORIES.map((category) => ({ category, share: percent(byCategory.get(category)!) })).filter(
		(item) => item.share !== '0.00',
	)

	const reasons: string[] = []
	const largestRisky = [...RISKY].sort((a, b) => byCategory.get(b)! - byCategory.get(a)!)[0]!
	if (riskLevel === 'HIGH' || riskLevel === 'MEDIUM') {
		reasons.push(`${percent(risky)} % of the funds traced to high-risk entities`)
		reasons.push(`Largest risky source: ${EXPOSURE_LABELS[largestRisky]} (${percent(byCategory.get(largestRisky)!)} %)`)
		if (riskLevel === 'HIGH' && byCategory.get('sanctioned')! > 0) reasons.push('Exposure to a sanctioned entity')
	} else {
		reasons.push('Funds come mainly from exchanges and merchant services')
	}
	return { riskScore, riskLevel, reasons, exposure }
}

/**
 * The sandbox's blacklist (docs/product/compliance.md): an address ending in
 * BLACKLISTED_ADDRESS_SUFFIX, any case. The one rule of the compliance
 * service's blacklist check and the Wallet service's check on withdrawal.
 */
export const isBlacklisted = (address: string) => address.trim().toLowerCase().endsWith(BLACKLISTED_ADDRESS_SUFFIX)
