import { and, eq } from 'drizzle-orm'
import {
	LENDING_ERROR_CODES,
	LENDING_MESSAGES,
	type CollateralTransfer,
	type CollateralWallet,
	type TransferDirection,
} from '#contract/lending/api.ts'
import { amountDecimalsIssue, fromMinorUnits, toMinorUnits } from '#contract/money/amounts.ts'
import type { CryptoAsset } from '#contract/money/currencies.ts'
import { networksOf, type WalletNetwork } from '#contract/wallets/networks.ts'
import type { Db } from '../db/database.ts'
import { refuse, Refused, type Refusal } from '../http/refusal.ts'
import { findAccount } from '../ledger/accounts.ts'
import { InsufficientBalanceError, lockAccounts, postTransaction } from '../ledger/post.ts'
import type { MessageContext } from '../outbox/outbox.ts'
import { newWalletId } from '../wallets/ids.ts'
import { listPrices, usdValue } from '../wallets/prices.ts'
import { walletAddresses, wallets, walletTransactions } from '../wallets/schema.ts'
import { findMainWallet, networkBalance } from '../wallets/wallets.ts'
import { collateralAccounts, ensureLendingAccounts, openCollateralWallet } from './accounts.ts'
import { newLendingId } from './ids.ts'
import { sendNotices, transferCompleted, walletCreated } from './notices.ts'
import { requestHash } from './request-hash.ts'
import { lendingTransfers, type TransferRow } from './schema.ts'
import { loadTerms } from './terms.ts'

/**
 * Collateral wallets (contract/lending/api.ts): one per asset the card lends
 * against, each the integrator's `collateral` ledger account of it, filled
 * from and emptied into the asset's main wallet of the Wallet service by an
 * internal transfer: one ledger transaction (crypto ⇄ collateral) and one
 * wallet movement on the main wallet, on the asset's first network, so the
 * main wallet's balance on that network stays the sum of its movements
 * (record 080).
 */

/** The network collateral leaves and reaches a main wallet on: the asset's first (BTC and ETH live on one). */
export const collateralNetwork = (asset: CryptoAsset): WalletNetwork => networksOf(asset)[0]!

/** Every asset of the card, with its collateral wallet once created, what is pledged, and the main wallet it is filled from. */
export async function listCollateralWallets(db: Db, integratorPk: string, nowMs: number): Promise<CollateralWallet[]> {
	const terms = await loadTerms(db, integratorPk, nowMs)
	const prices = new Map((await listPrices(db)).map((price) => [price.asset, price.usd]))
	const answer: CollateralWallet[] = []
	for (const { asset } of terms) {
		const account = await findAccount(db, integratorPk, 'integrator', 'collateral', asset)
		const pledged = await findAccount(db, integratorPk, 'provider', 'pledged', asset)
		const main = await findMainWallet(db, integratorPk, asset)
		const network = collateralNetwork(asset)
		const balance = account?.balance ?? 0n
		const price = prices.get(asset)!
		answer.push({
			asset,
			id: account?.id ?? null,
			balance: fromMinorUnits(balance, asset),
			pledged: fromMinorUnits(pledged?.balance ?? 0n, asset),
			price,
			usdValue: usdValue(balance, asset, price),
			mainWallet: main ? { id: main.id, network, balance: fromMinorUnits(await networkBalance(db, main.id, network), asset) } : null,
			createdAt: account?.createdAt.toISOString() ?? null,
		})
	}
	return answer
}

export type CreateResult = { ok: true; wallet: CollateralWallet } | Refusal

/** Opens the collateral wallet of an asset the card lends against (409 when open already); LENDING_WALLET_CREATED. */
export async function createCollateralWallet(ctx: MessageContext, integratorPk: string, asset: CryptoAsset): Promise<CreateResult> {
	const nowMs = ctx.now()
	const terms = await loadTerms(ctx.db, integratorPk, nowMs)
	const lent = terms.find((line) => line.asset === asset)
	if (!lent) return refuse(400, LENDING_MESSAGES.notLent(asset), { field: 'asset' })
	await ensureLendingAccounts(ctx.db, integratorPk, asset, lent.currency, nowMs)
	if (!(await openCollateralWallet(ctx.db, integratorPk, asset, nowMs)))
		return refuse(409, LENDING_MESSAGES.walletExists(asset), { field: 'asset', code: LENDING_ERROR_CODES.walletExists })
	await sendNotices(ctx, integratorPk, [walletCreated(asset)])
	const wallet = (await listCollateralWallets(ctx.db, integratorPk, nowMs)).find((item) => item.asset === asset)!
	return { ok: true, wallet }
}

export type TransferRequest = { asset: CryptoAsset; direction: TransferDirection; amount: string; idempotencyKey: string }

export function toCollateralTransfer(row: TransferRow): CollateralTransfer {
	const asset = row.asset as CryptoAsset
	return {
		id: row.id,
		asset,
		direction: row.direction,
		amount: fromMinorUnits(row.amount, asset),
		transactionId: row.transactionId,
		createdAt: row.createdAt.toISOString(),
	}
}

const transferHash = (request: TransferRequest) =>
	requestHash([request.asset, request.direction, fromMinorUnits(toMinorUnits(request.amount, request.asset), request.asset)])

/** The amount's decimals for its asset: the refusal, or null. */
export function transferInputIssue(request: Pick<TransferRequest, 'asset' | 'amount'>): Refusal | null {
	const issue = amountDecimalsIssue(request.amount, request.asset)
	return issue ? refuse(400, issue, { field: 'amount' }) : null
}

/** A post with a key used before: its transfer when it is the same request, the conflict when not, null for a new key. */
export async function replayedTransfer(db: Db, integratorPk: string, request: TransferRequest) {
	const [earlier] = await db
		.select()
		.from(lendingTransfers)
		.where(and(eq(lendingTransfers.integratorPk, integratorPk), eq(lendingTransfers.idempotencyKey, request.idempotencyKey)))
	if (!earlier) return null
	return earlier.requestHash === transferHash(request)
		? earlier
		: refuse(409, LENDING_MESSAGES.conflict, { code: LENDING_ERROR_CODES.idempotencyConflict, field: 'idempotencyKey' })
}

export type TransferResult = { kind: 'created' | 'replayed'; row: TransferRow } | Refusal

/**
 * Moves collateral between the asset's main wallet and its collateral
 * wallet (PIN and code checked by the caller), in one database transaction:
 * the transfer row (its key's unique index: a racing twin finds the first),
 * the main wallet's row lock (its balance on the network is read after any
 * other movement's), the ledger transaction with conditional postings, and
 * the main wallet's movement. E-mailed once committed.
 */
/** Whether a transfer can be made at all (the asset lent against, both wallets there, the amount's decimals): the refusal, or its main wallet. */
export async function checkTransfer(db: Db, integratorPk: string, request: TransferRequest, nowMs: number) {
	const { asset } = request
	const terms = (await loadTerms(db, integratorPk, nowMs)).find((line) => line.asset === asset)
	if (!terms) return refuse(400, LENDING_MESSAGES.notLent(asset), { field: 'asset' })
	const issue = transferInputIssue(request)
	if (issue) return issue
	if (!(await findAccount(db, integratorPk, 'integrator', 'collateral', asset)))
		return refuse(400, LENDING_MESSAGES.noWallet(asset), { field: 'asset', code: LENDING_ERROR_CODES.noWallet })
	const main = await findMainWallet(db, integratorPk, asset)
	if (!main) return refuse(400, LENDING_MESSAGES.noMainWallet(asset), { field: 'asset', code: LENDING_ERROR_CODES.noMainWallet })
	await ensureLendingAccounts(db, integratorPk, asset, terms.currency, nowMs)
	return { ok: true as const, main }
}

export async function transferCollateral(ctx: MessageContext, integratorPk: string, request: TransferRequest): Promise<TransferResult> {
	const nowMs = ctx.now()
	const { asset, direction } = request
	const checked = await checkTransfer(ctx.db, integratorPk, request, nowMs)
	if (!checked.ok) return checked
	const main = checked.main
	const network = collateralNetwork(asset)
	const amount = toMinorUnits(request.amount, asset)
	try {
		const row = await ctx.db.transaction(async (tx) => {
			const [row] = await tx
				.insert(lendingTransfers)
				.values({
					id: newLendingId('ltr'),
					integratorPk,
					asset,
					direction,
					amount,
					walletId: main.id,
					network,
					transactionId: '',
					idempotencyKey: request.idempotencyKey,
					requestHash: transferHash(request),
					createdAt: new Date(nowMs),
				})
				.onConflictDoNothing()
				.returning()
			if (!row) return null
			await tx.select({ id: wallets.id }).from(wallets).where(eq(wallets.id, main.id)).for('update')
			const crypto = await findAccount(tx, integratorPk, 'integrator', 'crypto', asset)
			const { wallet } = await collateralAccounts(tx, integratorPk, asset)
			if (!crypto) throw new Error(`Missing ${asset} crypto account for ${integratorPk}`)
			await lockAccounts(tx, [crypto.id, wallet.id])
			const toCollateral = direction === 'TO_COLLATERAL'
			if (toCollateral) {
				const onNetwork = await networkBalance(tx, main.id, network)
				if (amount > onNetwork) throw new Refused(mainBalanceRefusal(onNetwork, asset))
			}
			const moved = await postTransaction(
				tx,
				{
					integratorPk,
					type: 'INTERNAL_TRANSFER',
					status: 'ITF_COMPLETED',
					currency: asset,
					amount,
					reference: row.id,
					description: toCollateral
						? `${asset} moved from the main wallet to the collateral wallet`
						: `${asset} moved from the collateral wallet back to the main wallet`,
					legs: [
						{ accountId: crypto.id, amount: toCollateral ? -amount : amount },
						{ accountId: wallet.id, amount: toCollateral ? amount : -amount },
					],
				},
				() => nowMs,
			)
			const [own] = await tx
				.select()
				.from(walletAddresses)
				.where(and(eq(walletAddresses.walletId, main.id), eq(walletAddresses.network, network)))
			await tx.insert(walletTransactions).values({
				id: newWalletId('wtx'),
				integratorPk,
				walletId: main.id,
				type: 'INTERNAL_TRANSFER',
				direction: toCollateral ? 'DEBIT' : 'CREDIT',
				status: 'COMPLETED',
				asset,
				network,
				address: own?.address ?? '',
				amount,
				txHash: row.id,
				confirmations: 0,
				requiredConfirmations: 0,
				transactionId: moved.id,
				description: toCollateral ? `To the ${asset} collateral wallet (Lending)` : `From the ${asset} collateral wallet (Lending)`,
				createdAt: new Date(nowMs),
				updatedAt: new Date(nowMs),
				completedAt: new Date(nowMs),
			})
			const [saved] = await tx.update(lendingTransfers).set({ transactionId: moved.id }).where(eq(lendingTransfers.id, row.id)).returning()
			return saved!
		})
		if (row) {
			await sendNotices(ctx, integratorPk, [transferCompleted(toCollateralTransfer(row))])
			return { kind: 'created', row }
		}
	} catch (error) {
		if (error instanceof Refused) return error.refusal
		if (error instanceof InsufficientBalanceError) {
			// The conditional debit has the last word: a loan or a withdrawal took the same coins meanwhile.
			if (direction === 'TO_COLLATERAL') return mainBalanceRefusal(await networkBalance(ctx.db, main.id, network), asset)
			const { wallet } = await collateralAccounts(ctx.db, integratorPk, asset)
			return refuse(400, LENDING_MESSAGES.collateralBalance(fromMinorUnits(wallet.balance, asset), asset), {
				field: 'amount',
				code: LENDING_ERROR_CODES.insufficientBalance,
			})
		}
		throw error
	}
	const replay = await replayedTransfer(ctx.db, integratorPk, request)
	if (!replay) throw new Error('Transfer key taken but no transfer found')
	return 'ok' in replay ? replay : { kind: 'replayed', row: replay }
}

const mainBalanceRefusal = (balance: bigint, asset: CryptoAsset) =>
	refuse(400, LENDING_MESSAGES.mainBalance(fromMinorUnits(balance, asset), asset), {
		field: 'amount',
		code: LENDING_ERROR_CODES.insufficientBalance,
	})
