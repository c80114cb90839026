import { sha256 } from '@noble/hashes/sha2.js'
import {
	EXPOSURE_CATEGORIES,
	EXPOSURE_LABELS,
	NO_SCORE,
	riskLevelOf,
	TXN_TEST_SUFFIXES,
	type Exposure,
	type ExposureCategory,
	type TxnAnalysis,
	type TxnAnalysisRequest,
} from '#contract/compliance/txn-analysis.ts'

/**
 * The sandbox's transaction screening: no chain is traced, the answer is a
 * pure function of the hash, so tests and demos reach every outcome
 * (docs/product/wallets.md, "Transaction analysis"):
 *   - a hash ending in `dead` scores HIGH (70 to 100),
 *   - a hash ending in `f00d` has no score (-1), no exposure,
 *   - any other hash scores 0 to 69 (LOW under 40, MEDIUM from 40).
 * Exposure shares are whole basis points, so they sum to exactly 100.00 %.
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

function scoreOf(hash: string, bytes: Uint8Array) {
	if (hash.endsWith(TXN_TEST_SUFFIXES.noScore)) return NO_SCORE
	if (hash.endsWith(TXN_TEST_SUFFIXES.high)) return 70 + (bytes[0]! % 31)
	return bytes[0]! % 70
}

export function analyseTransaction(request: TxnAnalysisRequest): TxnAnalysis {
	const hash = request.txId.trim().toLowerCase()
	// The hash's own digest, not its digits: the test hashes are mostly zeros.
	const bytes = sha256(new TextEncoder().encode(`${request.network}:${hash}`))
	const riskScore = scoreOf(hash, bytes)
	const base = { network: request.network, txId: hash, txType: request.txType, riskScore, riskLevel: riskLevelOf(riskScore) }
	if (riskScore === NO_SCORE) return { ...base, reasons: ['The transaction could not be traced to known entities'], exposure: [] }

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
	if (base.riskLevel === 'HIGH') {
		reasons.push(`${percent(risky)} % of the funds traced to high-risk entities`)
		reasons.push(`Largest risky source: ${EXPOSURE_LABELS[largestRisky]} (${percent(byCategory.get(largestRisky)!)} %)`)
		if (byCategory.get('sanctioned')! > 0) reasons.push('Exposure to a sanctioned entity')
	} else if (base.riskLevel === 'MEDIUM') {
		reasons.push(`${percent(risky)} % of the funds traced to high-risk entities`)
		reasons.push(`Largest risky source: ${EXPOSURE_LABELS[largestRisky]} (${percent(byCategory.get(largestRisky)!)} %)`)
	} else {
		reasons.push('Funds come mainly from exchanges and merchant services')
	}
	return { ...base, reasons, exposure }
}
