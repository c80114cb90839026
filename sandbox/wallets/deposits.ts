import { and, asc, eq, sql } from 'drizzle-orm'
import { amountDecimalsIssue, toMinorUnits } from '#contract/money/amounts.ts'
import type { CryptoAsset } from '#contract/money/currencies.ts'
import {
	blocksRequestSchema,
	confirmationsRequestSchema,
	walletDepositRequestSchema,
	WALLET_ERROR_CODES,
	WALLET_API_MESSAGES,
	type WalletTransaction,
} from '#contract/wallets/api.ts'
import { NETWORKS, networkLabel, type WalletNetwork } from '#contract/wallets/networks.ts'
import { findIntegratorByEmail, findIntegratorByPk } from '../auth/integrators.ts'
import type { Db } from '../db/database.ts'
import { describeFailure } from '../http/error-log.ts'
import { refuse, refuseInput, type Answer } from '../http/refusal.ts'
import { findAccount } from '../ledger/accounts.ts'
import { postTransaction } from '../ledger/post.ts'
import type { MessageContext } from '../outbox/outbox.ts'
import { fakeTransactionHash } from './derivation.ts'
import { newWalletId } from './ids.ts'
import { notifyDepositCompleted } from './notices.ts'
import { walletAddresses, walletTransactions, type WalletTransactionRow } from './schema.ts'
import { findMainWallet, findOwnAddress, toWalletTransaction } from './wallets.ts'

/**
 * Crypto deposits, the back office's side (control API, CLI, block tick): a
 * deposit arrives PENDING with 0 of its network's confirmations; each block
 * adds one; at the required number it is credited to the integrator's crypto
 * ledger account exactly once.
 */

/** A deposit arriving at one of the integrator's addresses (the main wallet's when none is named). */
export async function receiveWalletDeposit(ctx: MessageContext, email: string, body: unknown): Promise<Answer<WalletTransaction>> {
	const input = walletDepositRequestSchema.safeParse(body)
	if (!input.success) return refuseInput(input.error.issues)
	const { asset, network, amount } = input.data
	const decimals = amountDecimalsIssue(amount, asset)
	if (decimals) return refuse(400, decimals, { field: 'amount' })
	const integrator = await findIntegratorByEmail(ctx.db, email.toLowerCase())
	if (!integrator) return refuse(404, `No integrator with the e-mail ${email}`)

	let walletId: string
	let address: string
	if (input.data.address) {
		// Only an address the sandbox issued to this integrator, for this asset, on this network.
		const own = await findOwnAddress(ctx.db, integrator.pk, network, input.data.address)
		if (!own || own.wallet.asset !== asset)
			return refuse(400, WALLET_API_MESSAGES.unknownAddress(asset, networkLabel(network)), {
				field: 'address',
				code: WALLET_ERROR_CODES.unknownAddress,
			})
		walletId = own.wallet.id
		address = own.address.address
	} else {
		const main = await findMainWallet(ctx.db, integrator.pk, asset)
		if (!main) return refuse(404, WALLET_API_MESSAGES.noMainWallet(asset), { field: 'asset' })
		const [own] = await ctx.db
			.select()
			.from(walletAddresses)
			.where(and(eq(walletAddresses.walletId, main.id), eq(walletAddresses.network, network)))
		if (!own) return refuse(404, WALLET_API_MESSAGES.noMainWallet(asset), { field: 'asset' })
		walletId = main.id
		address = own.address
	}
	const row = await recordDeposit(
		ctx.db,
		{ integratorPk: integrator.pk, walletId, asset, network, address, amount: toMinorUnits(amount, asset) },
		ctx.now(),
	)
	return { ok: true, data: toWalletTransaction(row) }
}

export type NewDeposit = {
	integratorPk: string
	walletId: string
	asset: CryptoAsset
	network: WalletNetwork
	address: string
	amount: bigint
}

/** A deposit seen on the chain: PENDING, 0 of the network's confirmations, a hash of the network's shape. */
export async function recordDeposit(db: Db, deposit: NewDeposit, nowMs: number): Promise<WalletTransactionRow> {
	const id = newWalletId('wtx')
	const createdAt = new Date(nowMs)
	const [row] = await db
		.insert(walletTransactions)
		.values({
			id,
			...deposit,
			type: 'DEPOSIT',
			direction: 'CREDIT',
			status: 'PENDING',
			txHash: fakeTransactionHash(deposit.network, id),
			confirmations: 0,
			requiredConfirmations: NETWORKS[deposit.network].confirmations,
			createdAt,
			updatedAt: createdAt,
		})
		.returning()
	return row!
}

/**
 * Credits a deposit that has all its confirmations, inside the caller's
 * database transaction: the PENDING → CONFIRMED update is conditional, so of
 * two ticks racing for the same deposit only the one that flips it posts
 * (the other waits on the row lock, then finds it CONFIRMED).
 */
async function creditIfConfirmed(tx: Db, row: WalletTransactionRow, now: () => number): Promise<WalletTransactionRow | null> {
	if (row.confirmations < row.requiredConfirmations) return null
	const [confirmed] = await tx
		.update(walletTransactions)
		.set({ status: 'CONFIRMED', completedAt: new Date(now()), updatedAt: new Date(now()) })
		.where(and(eq(walletTransactions.id, row.id), eq(walletTransactions.status, 'PENDING')))
		.returning()
	if (!confirmed) return null
	const asset = confirmed.asset as CryptoAsset
	const crypto = await findAccount(tx, confirmed.integratorPk, 'integrator', 'crypto', asset)
	const clearing = await findAccount(tx, confirmed.integratorPk, 'provider', 'clearing', asset)
	if (!crypto || !clearing) throw new Error(`Missing ${asset} accounts for ${confirmed.integratorPk}`)
	const transaction = await postTransaction(
		tx,
		{
			integratorPk: confirmed.integratorPk,
			type: 'TOPUP',
			status: 'ITF_COMPLETED',
			currency: asset,
			amount: confirmed.amount,
			reference: confirmed.txHash,
			description: `${asset} deposit on ${networkLabel(confirmed.network as WalletNetwork)}`,
			counterparty: confirmed.address,
			legs: [
				{ accountId: clearing.id, amount: -confirmed.amount },
				{ accountId: crypto.id, amount: confirmed.amount },
			],
		},
		now,
	)
	const [credited] = await tx
		.update(walletTransactions)
		.set({ transactionId: transaction.id })
		.where(eq(walletTransactions.id, confirmed.id))
		.returning()
	return credited!
}

type Advance = { row: WalletTransactionRow; credited: boolean } | { row: null; reason: 'not-found' | 'confirmed' }

/** `count` more confirmations for one pending deposit (capped at the required number), credited at the last; one database transaction. */
export async function advanceDeposit(db: Db, id: string, count: number, now: () => number): Promise<Advance> {
	const result = await db.transaction(async (tx): Promise<Advance> => {
		const [row] = await tx
			.update(walletTransactions)
			.set({
				confirmations: sql`least(${walletTransactions.confirmations} + ${count}, ${walletTransactions.requiredConfirmations})`,
				updatedAt: new Date(now()),
			})
			.where(and(eq(walletTransactions.id, id), eq(walletTransactions.type, 'DEPOSIT'), eq(walletTransactions.status, 'PENDING')))
			.returning()
		if (!row) return { row: null, reason: 'not-found' }
		const credited = await creditIfConfirmed(tx, row, now)
		return { row: credited ?? row, credited: !!credited }
	})
	if (result.row) return result
	const [existing] = await db
		.select({ id: walletTransactions.id })
		.from(walletTransactions)
		.where(and(eq(walletTransactions.id, id), eq(walletTransactions.type, 'DEPOSIT')))
	return { row: null, reason: existing ? 'confirmed' : 'not-found' }
}

async function announceCredited(ctx: MessageContext, row: WalletTransactionRow) {
	const integrator = await findIntegratorByPk(ctx.db, row.integratorPk)
	if (integrator) await notifyDepositCompleted(ctx, integrator, toWalletTransaction(row))
}

/** POST /sandbox/v1/control/wallets/deposits/{id}/confirmations. */
export async function confirmDeposit(ctx: MessageContext, id: string, body: unknown): Promise<Answer<WalletTransaction>> {
	const input = confirmationsRequestSchema.safeParse(body)
	if (!input.success) return refuseInput(input.error.issues)
	const result = await advanceDeposit(ctx.db, id, input.data.count, ctx.now)
	if (!result.row) {
		if (result.reason === 'not-found') return refuse(404, WALLET_API_MESSAGES.depositNotFound)
		return refuse(409, WALLET_API_MESSAGES.depositConfirmed, { code: WALLET_ERROR_CODES.depositConfirmed })
	}
	if (result.credited) await announceCredited(ctx, result.row)
	return { ok: true, data: toWalletTransaction(result.row) }
}

/**
 * A block (or `count`): every pending deposit gets its confirmations, each in
 * its own database transaction. What SANDBOX_BLOCK_MS runs on a timer, and
 * safe to run at the same time as itself or the confirmations call.
 */
export async function mineBlocks(ctx: MessageContext, count = 1) {
	const pending = await ctx.db
		.select({ id: walletTransactions.id })
		.from(walletTransactions)
		.where(and(eq(walletTransactions.status, 'PENDING'), eq(walletTransactions.type, 'DEPOSIT')))
		.orderBy(asc(walletTransactions.createdAt), asc(walletTransactions.id))
	let advanced = 0
	let credited = 0
	for (const { id } of pending) {
		const result = await advanceDeposit(ctx.db, id, count, ctx.now)
		if (!result.row) continue
		advanced++
		if (result.credited) {
			credited++
			await announceCredited(ctx, result.row)
		}
	}
	return { advanced, credited }
}

/** POST /sandbox/v1/control/wallets/blocks. */
export async function mineBlocksRequest(ctx: MessageContext, body: unknown): Promise<Answer<{ advanced: number; credited: number }>> {
	const input = blocksRequestSchema.safeParse(body)
	if (!input.success) return refuseInput(input.error.issues)
	return { ok: true, data: await mineBlocks(ctx, input.data.count) }
}

/**
 * Runs a block every `blockMs` (SANDBOX_BLOCK_MS); a tick still running
 * skips the next. The stop function waits for a running tick, so the
 * database is never closed under it.
 */
export function startBlockTicks(ctx: MessageContext, blockMs: number) {
	let running: Promise<unknown> | null = null
	const timer = setInterval(() => {
		if (running) return
		running = mineBlocks(ctx)
			.catch((error: unknown) => ctx.log.error('block tick failed', describeFailure(error)))
			.finally(() => (running = null))
	}, blockMs)
	timer.unref()
	return async () => {
		clearInterval(timer)
		await running
	}
}
