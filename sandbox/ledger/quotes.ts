import { and, eq } from 'drizzle-orm'
import { fromMinorUnits } from '#contract/money/amounts.ts'
import type { FiatCurrency } from '#contract/money/currencies.ts'
import { QUOTE_LIFETIME_MINUTES, type Quote, type QuoteStatus } from '#contract/money/transfers.ts'
import type { Db } from '../db/database.ts'
import { newId } from './ids.ts'
import { transferQuotes, type LocalTransferRow, type TransferQuoteRow } from './schema.ts'
import type { TransferRequest } from './transfers.ts'

/**
 * Transfer quotes (docs/decisions/049-transfer-quote-object.md): the figures
 * of one transfer, kept under an id for QUOTE_LIFETIME_MINUTES. The quote
 * holds no money; its id becomes the transfer's idempotency key, which is
 * what makes it one use only.
 */

export async function createQuote(
	db: Db,
	integratorPk: string,
	request: Omit<TransferRequest, 'idempotencyKey'>,
	balance: bigint,
	nowMs: number,
) {
	const [row] = await db
		.insert(transferQuotes)
		.values({
			id: newId('qte'),
			integratorPk,
			currency: request.currency,
			amount: request.amount,
			fee: request.fee,
			balanceAfter: balance - request.amount - request.fee,
			bankCode: request.bank.code,
			bankName: request.bank.name,
			accountNumber: request.accountNumber,
			accountName: request.accountName,
			narration: request.narration,
			createdAt: new Date(nowMs),
			expiresAt: new Date(nowMs + QUOTE_LIFETIME_MINUTES * 60_000),
		})
		.returning()
	return row!
}

export async function findQuote(db: Db, integratorPk: string, id: string) {
	const [row] = await db
		.select()
		.from(transferQuotes)
		.where(and(eq(transferQuotes.id, id), eq(transferQuotes.integratorPk, integratorPk)))
	return row ?? null
}

/** Used once a transfer carries its id; else expired once its time is up. */
export function quoteStatus(row: TransferQuoteRow, transfer: LocalTransferRow | null, nowMs: number): QuoteStatus {
	if (transfer) return 'USED'
	return row.expiresAt.getTime() <= nowMs ? 'EXPIRED' : 'OPEN'
}

export function toQuote(row: TransferQuoteRow, transfer: LocalTransferRow | null, nowMs: number): Quote {
	const currency = row.currency as FiatCurrency
	const money = (units: bigint) => fromMinorUnits(units, currency)
	return {
		id: row.id,
		status: quoteStatus(row, transfer, nowMs),
		amount: money(row.amount),
		fee: money(row.fee),
		total: money(row.amount + row.fee),
		balanceAfter: money(row.balanceAfter),
		currency,
		bankCode: row.bankCode,
		bankName: row.bankName,
		accountNumber: row.accountNumber,
		accountName: row.accountName,
		narration: row.narration,
		createdAt: row.createdAt.toISOString(),
		expiresAt: row.expiresAt.toISOString(),
		transferId: transfer?.id ?? null,
	}
}

/** The transfer a quote asks for, its idempotency key the quote's id. */
export function quotedTransfer(row: TransferQuoteRow): TransferRequest {
	const currency = row.currency as FiatCurrency
	return {
		currency,
		bank: { code: row.bankCode, name: row.bankName, currency },
		accountNumber: row.accountNumber,
		accountName: row.accountName,
		amount: row.amount,
		fee: row.fee,
		narration: row.narration,
		idempotencyKey: row.id,
	}
}
