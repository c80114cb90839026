import { randomBytes } from 'node:crypto'
import { and, eq, gt, isNull } from 'drizzle-orm'
import { CHECK_RATE_LABELS, type ScreeningCheck } from '#contract/compliance/screening-checks.ts'
import {
	checkBatchRow,
	SCREENING_ERROR_CODES,
	SCREENING_MESSAGES,
	SCREENING_QUOTE_LIFETIME_MINUTES,
	type QuoteItem,
	type RejectedRow,
	type ScreeningQuote,
	type ScreeningQuoteInput,
} from '#contract/compliance/screening.ts'
import { fromMinorUnits, toMinorUnits } from '#contract/money/amounts.ts'
import { networkLabel } from '#contract/wallets/networks.ts'
import type { AuditTrail } from '../audit/record.ts'
import type { Db } from '../db/database.ts'
import { refuse, type Refusal } from '../http/refusal.ts'
import { ensureAccounts, findAccount } from '../ledger/accounts.ts'
import { InsufficientBalanceError, postTransaction } from '../ledger/post.ts'
import { loadRateCard } from '../products/rate-cards.ts'
import { isKnownCountry } from '../shell/countries.ts'
import { entityExists, entityReport } from './entities.ts'
import { isBlacklisted, screenSubject } from './scoring.ts'
import { complianceQuotes, complianceScreenings, complianceWalletBatches, type ComplianceQuoteRow } from './screening-schema.ts'

/**
 * A screening quoted, then confirmed once (contract/compliance/screening.ts):
 * the quote holds what will be screened and its fee; the confirmation claims
 * it, charges the fee and keeps the results, all in one database transaction.
 */

const item = (values: Partial<QuoteItem>): QuoteItem => ({
	line: null,
	network: null,
	txId: null,
	txType: null,
	address: null,
	name: null,
	country: null,
	...values,
})

/** What a row as given looks like in the rejected list: at most 100 characters of each cell. */
const asGiven = (text: string) => text.slice(0, 100)

/** The rows of a batch sorted into those to screen and those left out (each with its reason; a repeated address is screened once). */
function sortBatchRows(rows: { line: number; network: string; address: string }[]) {
	const items: QuoteItem[] = []
	const rejected: RejectedRow[] = []
	const seen = new Map<string, number>()
	for (const row of rows) {
		const checked = checkBatchRow(row)
		const given = { line: row.line, network: asGiven(row.network), address: asGiven(row.address) }
		if (!checked.ok) {
			rejected.push({ ...given, reason: checked.reason })
			continue
		}
		const key = `${checked.network}|${checked.address.toLowerCase()}`
		const first = seen.get(key)
		if (first !== undefined) {
			rejected.push({ ...given, reason: SCREENING_MESSAGES.duplicateRow(first) })
			continue
		}
		seen.set(key, row.line)
		items.push(item({ line: row.line, network: checked.network, address: checked.address }))
	}
	return { items, rejected }
}

/** The compliance rate card's fee for one item of `check`, in US cents (0 when the card has no such line). */
export async function unitFeeOf(db: Db, integratorPk: string, check: ScreeningCheck, nowMs: number) {
	const card = await loadRateCard(db, integratorPk, 'compliance', nowMs)
	const line = card.rates.find((rate) => rate.operation === 'check' && rate.label === CHECK_RATE_LABELS[check])
	// The card's figures are short decimals: written with two decimals they are exact.
	return line ? toMinorUnits(line.feeFixed.toFixed(2), 'USD') : 0n
}

export type QuoteResult = { ok: true; row: ComplianceQuoteRow } | Refusal

export async function createScreeningQuote(db: Db, integratorPk: string, input: ScreeningQuoteInput, nowMs: number): Promise<QuoteResult> {
	let items: QuoteItem[]
	let rejected: RejectedRow[] = []
	let fileName: string | null = null
	switch (input.check) {
		case 'TXN':
			items = [item({ network: input.network, txId: input.txId.trim().toLowerCase(), txType: input.txType })]
			break
		case 'WALLET':
		case 'BLACKLIST':
			items = [item({ network: input.network, address: input.address })]
			break
		case 'ENTITY': {
			if (!isKnownCountry(input.country)) return refuse(400, SCREENING_MESSAGES.unknownCountry(input.country), { field: 'country' })
			const name = input.name.replace(/\s+/g, ' ')
			if (!entityExists(name, input.country))
				return refuse(400, `No registered entity named ${name} in ${input.country}: search for it first`, { field: 'name' })
			items = [item({ name, country: input.country })]
			break
		}
		case 'WALLET_BATCH': {
			const sorted = sortBatchRows(input.rows)
			items = sorted.items
			rejected = sorted.rejected
			fileName = input.fileName ?? null
			if (items.length === 0)
				return {
					ok: false,
					status: 400,
					message: SCREENING_MESSAGES.nothingToScreen,
					errors: rejected.map((row) => ({
						message: `Line ${row.line}: ${row.reason}`,
						field: 'rows',
						code: SCREENING_ERROR_CODES.nothingToScreen,
					})),
				}
		}
	}
	const unitFee = await unitFeeOf(db, integratorPk, input.check, nowMs)
	const [row] = await db
		.insert(complianceQuotes)
		.values({
			id: `cqt_${randomBytes(10).toString('hex')}`,
			integratorPk,
			check: input.check,
			items,
			rejected,
			fileName,
			unitFee,
			fee: unitFee * BigInt(items.length),
			createdAt: new Date(nowMs),
			expiresAt: new Date(nowMs + SCREENING_QUOTE_LIFETIME_MINUTES * 60_000),
		})
		.returning()
	return { ok: true, row: row! }
}

export async function findScreeningQuote(db: Db, integratorPk: string, id: string) {
	const [row] = await db
		.select()
		.from(complianceQuotes)
		.where(and(eq(complianceQuotes.id, id), eq(complianceQuotes.integratorPk, integratorPk)))
	return row ?? null
}

const isExpired = (row: ComplianceQuoteRow, nowMs: number) => row.expiresAt.getTime() <= nowMs

export function toScreeningQuote(row: ComplianceQuoteRow, nowMs: number): ScreeningQuote {
	return {
		id: row.id,
		check: row.check as ScreeningCheck,
		status: row.resultId ? 'USED' : isExpired(row, nowMs) ? 'EXPIRED' : 'OPEN',
		items: row.items,
		rejected: row.rejected,
		fileName: row.fileName,
		unitFee: fromMinorUnits(row.unitFee, 'USD'),
		fee: fromMinorUnits(row.fee, 'USD'),
		createdAt: row.createdAt.toISOString(),
		expiresAt: row.expiresAt.toISOString(),
		resultId: row.resultId,
	}
}

/** The id a confirmation gives its result: what it is at a glance. */
const RESULT_PREFIX: Readonly<Record<ScreeningCheck, string>> = {
	TXN: 'txa',
	WALLET: 'wla',
	WALLET_BATCH: 'wlb',
	ENTITY: 'edd',
	BLACKLIST: 'blc',
}
const newResultId = (check: ScreeningCheck) => `${RESULT_PREFIX[check]}_${randomBytes(10).toString('hex')}`

/** The fee's line in the funding account's history: what was screened. */
function feeDescription(row: ComplianceQuoteRow) {
	const first = row.items[0]!
	const on = first.network ? ` (${networkLabel(first.network)})` : ''
	switch (row.check as ScreeningCheck) {
		case 'TXN':
			return `Transaction analysis of ${first.txId}${on}`
		case 'WALLET':
			return `Wallet analysis of ${first.address}${on}`
		case 'WALLET_BATCH':
			return `Wallet analysis of ${row.items.length} address${row.items.length === 1 ? '' : 'es'}${row.fileName ? ` (${row.fileName})` : ''}`
		case 'ENTITY':
			return `Entity due diligence of ${first.name} (${first.country})`
		case 'BLACKLIST':
			return `Blacklist check of ${first.address}${on}`
	}
}

/** The rows a confirmed quote keeps: one per item, screened now. */
function screenings(row: ComplianceQuoteRow, resultId: string, createdAt: Date) {
	const check = row.check as ScreeningCheck
	const batchId = check === 'WALLET_BATCH' ? resultId : null
	return row.items.map((entry, position) => {
		const common = {
			id: batchId ? newResultId('WALLET') : resultId,
			integratorPk: row.integratorPk,
			quoteId: row.id,
			batchId,
			position,
			network: entry.network,
			txType: entry.txType,
			country: entry.country,
			fee: row.unitFee,
			createdAt,
		}
		if (check === 'TXN') {
			const section = screenSubject(entry.network!, entry.txId!, 'transaction')
			const { riskScore, riskLevel, ...details } = section
			return { ...common, kind: 'TXN' as const, subject: entry.txId!, riskScore, riskLevel, blacklisted: null, details }
		}
		if (check === 'WALLET' || check === 'WALLET_BATCH') {
			const { riskScore, riskLevel, ...details } = screenSubject(entry.network!, entry.address!, 'address')
			return { ...common, kind: 'WALLET' as const, subject: entry.address!, riskScore, riskLevel, blacklisted: null, details }
		}
		if (check === 'BLACKLIST')
			return {
				...common,
				kind: 'BLACKLIST' as const,
				subject: entry.address!,
				riskScore: null,
				riskLevel: null,
				blacklisted: isBlacklisted(entry.address!),
				details: {},
			}
		const report = entityReport(entry.name!, entry.country!, createdAt.getTime())
		return {
			...common,
			kind: 'ENTITY' as const,
			subject: entry.name!,
			riskScore: null,
			riskLevel: report.entityRisksSection.riskLevel,
			blacklisted: null,
			details: { registrationNumber: report.registrationNumber, ...report.entityRisksSection, sources: report.sources },
		}
	})
}

class Refused extends Error {
	constructor(public readonly refusal: Refusal) {
		super(refusal.message)
	}
}

export type ConfirmResult = { kind: 'created' | 'replayed'; check: ScreeningCheck; resultId: string } | Refusal

/**
 * Confirms a quote of one of `accepts`: the claim (a conditional UPDATE
 * setting its `resultId`, so of racing confirmations one goes on and the
 * others find it used), the fee (a conditional debit of the USD funding
 * account: short, and everything rolls back, nothing charged), then the
 * results, in one database transaction. A used quote answers its result.
 */
export async function confirmScreening(
	db: Db,
	integrator: { pk: string; kybVerified: boolean },
	quoteId: string,
	accepts: readonly ScreeningCheck[],
	now: () => number,
	audit: AuditTrail | null,
): Promise<ConfirmResult> {
	const quote = await findScreeningQuote(db, integrator.pk, quoteId)
	if (!quote) return refuse(404, SCREENING_MESSAGES.quoteNotFound)
	const check = quote.check as ScreeningCheck
	if (!accepts.includes(check))
		return refuse(400, SCREENING_MESSAGES.wrongCheck(check, accepts[0]!), { field: 'quoteId', code: SCREENING_ERROR_CODES.wrongCheck })
	if (quote.resultId) return { kind: 'replayed', check, resultId: quote.resultId }
	if (isExpired(quote, now())) return expired()
	await ensureAccounts(db, integrator, now())
	try {
		const created = await db.transaction(async (tx) => {
			const resultId = newResultId(check)
			const [claimed] = await tx
				.update(complianceQuotes)
				.set({ resultId })
				.where(and(eq(complianceQuotes.id, quote.id), isNull(complianceQuotes.resultId), gt(complianceQuotes.expiresAt, new Date(now()))))
				.returning()
			if (!claimed) return null
			if (claimed.fee > 0n) await chargeFee(tx, claimed, resultId, now)
			const at = new Date(now())
			if (check === 'WALLET_BATCH')
				await tx.insert(complianceWalletBatches).values({
					id: resultId,
					integratorPk: claimed.integratorPk,
					quoteId: claimed.id,
					fileName: claimed.fileName,
					rejected: claimed.rejected,
					fee: claimed.fee,
					createdAt: at,
				})
			await tx.insert(complianceScreenings).values(screenings(claimed, resultId, at))
			await audit?.(tx, {
				kind: 'money.screening',
				amount: { value: fromMinorUnits(claimed.fee, 'USD'), currency: 'USD' },
				reference: { id: resultId, service: check },
			})
			return resultId
		})
		if (created) return { kind: 'created', check, resultId: created }
	} catch (error) {
		if (error instanceof Refused) return error.refusal
		throw error
	}
	// Claimed by a racing twin (answer its result), or expired meanwhile.
	const after = await findScreeningQuote(db, integrator.pk, quote.id)
	return after?.resultId ? { kind: 'replayed', check, resultId: after.resultId } : expired()
}

const expired = () => refuse(409, SCREENING_MESSAGES.quoteExpired, { field: 'quoteId', code: SCREENING_ERROR_CODES.quoteExpired })

async function chargeFee(tx: Db, quote: ComplianceQuoteRow, resultId: string, now: () => number) {
	const funding = await findAccount(tx, quote.integratorPk, 'integrator', 'funding', 'USD')
	const fees = await findAccount(tx, quote.integratorPk, 'provider', 'fees', 'USD')
	const unpaid = () =>
		new Refused(
			refuse(400, SCREENING_MESSAGES.feeUnpaid(fromMinorUnits(quote.fee, 'USD'), fromMinorUnits(funding?.balance ?? 0n, 'USD')), {
				field: 'quoteId',
				code: SCREENING_ERROR_CODES.feeUnpaid,
			}),
		)
	if (!funding || !fees || funding.balance < quote.fee) throw unpaid()
	// The conditional debit has the last word (a payout racing for the same dollars): still refused, nothing charged.
	await postTransaction(
		tx,
		{
			integratorPk: quote.integratorPk,
			type: 'FEE',
			status: 'ITF_COMPLETED',
			currency: 'USD',
			amount: quote.fee,
			reference: resultId,
			description: feeDescription(quote),
			legs: [
				{ accountId: funding.id, amount: -quote.fee },
				{ accountId: fees.id, amount: quote.fee },
			],
		},
		now,
	).catch((error: unknown) => {
		throw error instanceof InsufficientBalanceError ? unpaid() : error
	})
}
