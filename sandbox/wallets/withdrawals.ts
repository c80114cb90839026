import { randomBytes } from 'node:crypto'
import { and, eq, gte, inArray, lt, ne, sql } from 'drizzle-orm'
import { limitIssue, type LimitIssue } from '#contract/card-limits.ts'
import { amountDecimalsIssue, fromMinorUnits, toMinorUnits } from '#contract/money/amounts.ts'
import { CURRENCY_DECIMALS, type CryptoAsset } from '#contract/money/currencies.ts'
import { checkAddress } from '#contract/wallets/addresses.ts'
import { WALLET_API_MESSAGES } from '#contract/wallets/api.ts'
import { isAssetOnNetwork, minimumWithdrawal, networkFee, networkLabel, NETWORKS, type WalletNetwork } from '#contract/wallets/networks.ts'
import { WITHDRAWAL_API_MESSAGES } from '#contract/wallets/withdrawal-messages.ts'
import {
	BLACKLIST_CHECK_FEE_USD,
	WITHDRAWAL_ERROR_CODES,
	WITHDRAWAL_QUOTE_LIFETIME_MINUTES,
	type CreateWithdrawalQuoteRequest,
	type WithdrawalQuote,
} from '#contract/wallets/withdrawals.ts'
import type { AuditTrail } from '../audit/record.ts'
import { findIntegratorByPk } from '../auth/integrators.ts'
import { isBlacklisted } from '../compliance/scoring.ts'
import type { Db } from '../db/database.ts'
import { refuse, type Refusal } from '../http/refusal.ts'
import { findAccount } from '../ledger/accounts.ts'
import { dayEnd, dayStart } from '../ledger/filters.ts'
import { InsufficientBalanceError, lockAccounts, postTransaction } from '../ledger/post.ts'
import { ledgerTransactions } from '../ledger/schema.ts'
import type { MessageContext } from '../outbox/outbox.ts'
import { cardLimits, lockRateCard } from '../products/limits.ts'
import { loadRateCard } from '../products/rate-cards.ts'
import { withdrawalAddresses } from '../settings/schema.ts'
import { createWithdrawalAddress, findSavedAddress } from '../settings/withdrawal-addresses.ts'
import { fakeTransactionHash } from './derivation.ts'
import { newWalletId } from './ids.ts'
import { notifyWithdrawalCompleted, notifyWithdrawalFailed } from './notices.ts'
import { wallets, walletTransactions, walletWithdrawalQuotes, type WalletTransactionRow, type WalletWithdrawalQuoteRow } from './schema.ts'
import { findWallet, networkBalance, toWalletTransaction } from './wallets.ts'

/**
 * Crypto withdrawals (contract/wallets/withdrawals.ts): a quote with every
 * figure, confirmed once (its id the idempotency key), debited in one
 * database transaction with conditional postings, then broadcast and
 * completed or failed by the back office; a failure returns amount and fees
 * exactly once.
 */

/** The rate card's withdrawal line of the asset: a fixed fee plus a percent of the amount, truncated to the asset's decimals. */
async function serviceFee(db: Db, integratorPk: string, asset: CryptoAsset, amount: bigint, nowMs: number) {
	const card = await loadRateCard(db, integratorPk, 'wallets', nowMs)
	const line = card.rates.find((rate) => rate.asset === asset && rate.operation === 'withdrawal')
	if (!line) return 0n
	const decimals = CURRENCY_DECIMALS[asset]
	// The card's figures are short decimals; written out with the asset's decimals they are exact.
	const fixed = toMinorUnits(line.feeFixed.toFixed(decimals), asset)
	const perMillion = BigInt(Math.round(line.feePercent * 10_000))
	return fixed + (amount * perMillion) / 1_000_000n
}

/** The wallets card's withdrawal line's limits for the asset (record 107). */
export const withdrawalLimits = (db: Db, integratorPk: string, asset: CryptoAsset, nowMs: number) =>
	cardLimits(db, integratorPk, 'wallets', 'withdrawal', asset, nowMs)

/**
 * The amounts of the integrator's withdrawals of the asset made today (UTC,
 * by their creation), from any wallet and network, but the failed ones,
 * whose reversal gave the money back: what the daily limit counts.
 */
export async function withdrawnToday(db: Db, integratorPk: string, asset: CryptoAsset, nowMs: number) {
	const day = new Date(nowMs).toISOString().slice(0, 10)
	const [row] = await db
		.select({ total: sql<string>`coalesce(sum(${walletTransactions.amount}), 0)` })
		.from(walletTransactions)
		.where(
			and(
				eq(walletTransactions.integratorPk, integratorPk),
				eq(walletTransactions.type, 'WITHDRAWAL'),
				eq(walletTransactions.asset, asset),
				ne(walletTransactions.status, 'FAILED'),
				gte(walletTransactions.createdAt, dayStart(day)),
				lt(walletTransactions.createdAt, dayEnd(day)),
			),
		)
	return BigInt(row?.total ?? '0')
}

const limitRefusal = (issue: LimitIssue) => refuse(400, issue.message, { field: 'amount', code: issue.code })

export type QuoteResult = { ok: true; row: WalletWithdrawalQuoteRow } | Refusal

export async function createWithdrawalQuote(
	db: Db,
	integrator: { pk: string; checkBlacklistOnWithdrawal: boolean },
	input: Omit<CreateWithdrawalQuoteRequest, 'network'> & { network: WalletNetwork },
	nowMs: number,
): Promise<QuoteResult> {
	const wallet = await findWallet(db, integrator.pk, input.walletId)
	if (!wallet) return refuse(404, WALLET_API_MESSAGES.walletNotFound, { field: 'walletId' })
	const asset = wallet.asset as CryptoAsset
	const network = input.network
	const label = networkLabel(network)
	if (!isAssetOnNetwork(asset, network)) return refuse(400, `${asset} is not available on ${NETWORKS[network].label}`, { field: 'network' })

	let address: string
	let addressId: string | null = null
	if (input.save && input.addressId !== undefined) return refuse(400, WITHDRAWAL_API_MESSAGES.saveSavedAddress, { field: 'save' })
	if (input.addressId !== undefined) {
		const [saved] = await db
			.select()
			.from(withdrawalAddresses)
			.where(and(eq(withdrawalAddresses.id, input.addressId), eq(withdrawalAddresses.integratorPk, integrator.pk)))
		if (!saved) return refuse(404, WITHDRAWAL_API_MESSAGES.addressNotFound, { field: 'addressId' })
		if (saved.network !== network) return refuse(400, WITHDRAWAL_API_MESSAGES.addressOtherNetwork(label), { field: 'addressId' })
		const checked = checkAddress(network, saved.address)
		if (!checked.ok) return refuse(400, checked.message, { field: 'addressId' })
		address = checked.address
		addressId = saved.id
	} else {
		const checked = checkAddress(network, input.address!)
		if (!checked.ok) return refuse(400, checked.message, { field: 'address' })
		address = checked.address
	}

	const balance = await networkBalance(db, wallet.id, network)
	const fee = toMinorUnits(networkFee(asset, network), asset)
	let amount: bigint
	let service: bigint
	if (input.max) {
		// Max: the most whose amount + fees fit the balance (the service fee may grow with the amount: step down until it fits).
		service = await serviceFee(db, integrator.pk, asset, balance, nowMs)
		amount = balance - fee - service
		while (amount > 0n && amount + fee + (await serviceFee(db, integrator.pk, asset, amount, nowMs)) > balance) amount -= 1n
		service = amount > 0n ? await serviceFee(db, integrator.pk, asset, amount, nowMs) : service
	} else {
		const decimals = amountDecimalsIssue(input.amount!, asset)
		if (decimals) return refuse(400, decimals, { field: 'amount' })
		amount = toMinorUnits(input.amount!, asset)
		service = await serviceFee(db, integrator.pk, asset, amount, nowMs)
	}
	const minimum = minimumWithdrawal(asset, network)
	if (amount < toMinorUnits(minimum, asset))
		return refuse(400, WITHDRAWAL_API_MESSAGES.belowMinimum(minimum, asset, label), {
			field: 'amount',
			code: WITHDRAWAL_ERROR_CODES.belowMinimum,
		})
	const limits = await withdrawalLimits(db, integrator.pk, asset, nowMs)
	const used = limits.daily === null ? 0n : await withdrawnToday(db, integrator.pk, asset, nowMs)
	const issue = limitIssue(limits, amount, used, asset, 'withdrawal')
	if (issue) return limitRefusal(issue)
	if (amount + fee + service > balance)
		return refuse(400, WITHDRAWAL_API_MESSAGES.insufficientBalance(fromMinorUnits(balance, asset), asset, label), {
			field: 'amount',
			code: WITHDRAWAL_ERROR_CODES.insufficientBalance,
		})

	if (input.save) {
		// Kept once the quote is sure to be made; an address saved already (the unique index) is reused, whatever its description.
		const save = input.save
		const saved = await createWithdrawalAddress(
			db,
			integrator.pk,
			{ address, asset, network, isContractSigned: false, ...save, description: save.description ?? '' },
			nowMs,
		)
		addressId = saved.ok ? saved.data.addressId : ((await findSavedAddress(db, integrator.pk, network, address))?.id ?? null)
	}

	const [row] = await db
		.insert(walletWithdrawalQuotes)
		.values({
			id: `wqt_${randomBytes(10).toString('hex')}`,
			integratorPk: integrator.pk,
			walletId: wallet.id,
			asset,
			network,
			address,
			addressId,
			amount,
			networkFee: fee,
			serviceFee: service,
			balanceAfter: balance - amount - fee - service,
			blacklistCheck: integrator.checkBlacklistOnWithdrawal,
			blacklisted: isBlacklisted(address),
			createdAt: new Date(nowMs),
			expiresAt: new Date(nowMs + WITHDRAWAL_QUOTE_LIFETIME_MINUTES * 60_000),
		})
		.returning()
	return { ok: true, row: row! }
}

export async function findWithdrawalQuote(db: Db, integratorPk: string, id: string) {
	const [row] = await db
		.select()
		.from(walletWithdrawalQuotes)
		.where(and(eq(walletWithdrawalQuotes.id, id), eq(walletWithdrawalQuotes.integratorPk, integratorPk)))
	return row ?? null
}

export async function findWithdrawalByQuote(db: Db, integratorPk: string, quoteId: string) {
	const [row] = await db
		.select()
		.from(walletTransactions)
		.where(and(eq(walletTransactions.integratorPk, integratorPk), eq(walletTransactions.quoteId, quoteId)))
	return row ?? null
}

/** A withdrawal by id: the integrator's own (or any, for the back office: null). */
export async function findWithdrawal(db: Db, integratorPk: string | null, id: string) {
	const [row] = await db
		.select()
		.from(walletTransactions)
		.where(
			and(
				eq(walletTransactions.id, id),
				eq(walletTransactions.type, 'WITHDRAWAL'),
				integratorPk ? eq(walletTransactions.integratorPk, integratorPk) : undefined,
			),
		)
	return row ?? null
}

export const isQuoteExpired = (row: WalletWithdrawalQuoteRow, nowMs: number) => row.expiresAt.getTime() <= nowMs

export function toWithdrawalQuote(row: WalletWithdrawalQuoteRow, withdrawal: WalletTransactionRow | null, nowMs: number): WithdrawalQuote {
	const asset = row.asset as CryptoAsset
	const money = (units: bigint) => fromMinorUnits(units, asset)
	return {
		id: row.id,
		status: withdrawal ? 'USED' : row.refusedAt ? 'REFUSED' : isQuoteExpired(row, nowMs) ? 'EXPIRED' : 'OPEN',
		walletId: row.walletId,
		asset,
		network: row.network as WalletNetwork,
		address: row.address,
		addressId: row.addressId,
		amount: money(row.amount),
		networkFee: money(row.networkFee),
		serviceFee: money(row.serviceFee),
		total: money(row.amount + row.networkFee + row.serviceFee),
		balanceAfter: money(row.balanceAfter),
		// Never the verdict: the screening is what the fee pays for (contract/wallets/withdrawals.ts).
		blacklistCheck: row.blacklistCheck ? { feeUsd: BLACKLIST_CHECK_FEE_USD } : null,
		refusal: row.refusedAt ? WITHDRAWAL_API_MESSAGES.blacklisted : null,
		createdAt: row.createdAt.toISOString(),
		expiresAt: row.expiresAt.toISOString(),
		withdrawalId: withdrawal?.id ?? null,
	}
}

class Refused extends Error {
	constructor(public readonly refusal: Refusal) {
		super(refusal.message)
	}
}

export type SubmitResult = { kind: 'created' | 'replayed'; row: WalletTransactionRow } | { kind: 'blacklisted' } | Refusal

/**
 * Confirms a quote (PIN and code already checked). One database transaction:
 * the wallet's row lock (two confirmations on one wallet take turns, so its
 * per-network balance is read after the other's debit), the card's daily
 * limit under the card's row lock (withdrawals from two wallets of the asset
 * take turns too), the blacklist fee
 * when the check is on (an unpaid fee rolls everything back), then either
 * the refusal of a blacklisted destination (only the fee committed) or the
 * withdrawal row and its debits. The quote id's unique index makes a racing
 * twin find the first withdrawal.
 */
export async function submitWithdrawal(
	db: Db,
	quote: WalletWithdrawalQuoteRow,
	now: () => number,
	audit: AuditTrail | null,
): Promise<SubmitResult> {
	const asset = quote.asset as CryptoAsset
	const network = quote.network as WalletNetwork
	const label = networkLabel(network)
	try {
		const result = await db.transaction(async (tx): Promise<SubmitResult | null> => {
			await tx.select({ id: wallets.id }).from(wallets).where(eq(wallets.id, quote.walletId)).for('update')
			if (await findWithdrawalByQuote(tx, quote.integratorPk, quote.id)) return null
			// A twin that waited for the lock finds the quote refused by the first: refused again, not charged again.
			if ((await findWithdrawalQuote(tx, quote.integratorPk, quote.id))?.refusedAt) return { kind: 'blacklisted' }
			// The card as it is now, the day read under its lock (every wallet of the asset counts): nothing charged when refused (record 107).
			const limits = await withdrawalLimits(tx, quote.integratorPk, asset, now())
			await lockRateCard(tx, quote.integratorPk, 'wallets')
			const used = limits.daily === null ? 0n : await withdrawnToday(tx, quote.integratorPk, asset, now())
			const issue = limitIssue(limits, quote.amount, used, asset, 'withdrawal')
			if (issue) throw new Refused(limitRefusal(issue))
			const total = quote.amount + quote.networkFee + quote.serviceFee
			const balance = await networkBalance(tx, quote.walletId, network)
			if (total > balance)
				throw new Refused(
					refuse(400, WITHDRAWAL_API_MESSAGES.insufficientBalance(fromMinorUnits(balance, asset), asset, label), {
						field: 'amount',
						code: WITHDRAWAL_ERROR_CODES.insufficientBalance,
					}),
				)
			const id = newWalletId('wtx')
			if (quote.blacklistCheck) {
				const funding = await findAccount(tx, quote.integratorPk, 'integrator', 'funding', 'USD')
				const fees = await findAccount(tx, quote.integratorPk, 'provider', 'fees', 'USD')
				const fee = toMinorUnits(BLACKLIST_CHECK_FEE_USD, 'USD')
				if (!funding || !fees || funding.balance < fee) throw new Refused(unpaidFee())
				// The conditional debit has the last word (a payout racing for the same dollars): still refused with nothing charged.
				await postTransaction(
					tx,
					{
						integratorPk: quote.integratorPk,
						type: 'FEE',
						status: 'ITF_COMPLETED',
						currency: 'USD',
						amount: fee,
						reference: quote.id,
						description: `Blacklist check of ${quote.address} (${label})`,
						counterparty: quote.address,
						legs: [
							{ accountId: funding.id, amount: -fee },
							{ accountId: fees.id, amount: fee },
						],
					},
					now,
				).catch((error: unknown) => {
					throw error instanceof InsufficientBalanceError ? new Refused(unpaidFee()) : error
				})
				if (quote.blacklisted) {
					await tx
						.update(walletWithdrawalQuotes)
						.set({ refusedAt: new Date(now()) })
						.where(eq(walletWithdrawalQuotes.id, quote.id))
					return { kind: 'blacklisted' }
				}
			}
			const crypto = await findAccount(tx, quote.integratorPk, 'integrator', 'crypto', asset)
			const clearing = await findAccount(tx, quote.integratorPk, 'provider', 'clearing', asset)
			const fees = await findAccount(tx, quote.integratorPk, 'provider', 'fees', asset)
			if (!crypto || !clearing || !fees) throw new Error(`Missing ${asset} accounts for ${quote.integratorPk}`)
			await lockAccounts(tx, [crypto.id, clearing.id, fees.id])
			const common = {
				integratorPk: quote.integratorPk,
				status: 'ITF_PROCESSING' as const,
				currency: asset,
				reference: id,
				counterparty: quote.address,
			}
			const sent = await postTransaction(
				tx,
				{
					...common,
					type: 'TRANSFER',
					amount: quote.amount,
					description: `${asset} withdrawal on ${label}`,
					legs: [
						{ accountId: crypto.id, amount: -quote.amount },
						{ accountId: clearing.id, amount: quote.amount },
					],
				},
				now,
			)
			const feeTotal = quote.networkFee + quote.serviceFee
			if (feeTotal > 0n)
				await postTransaction(
					tx,
					{
						...common,
						type: 'FEE',
						amount: feeTotal,
						description: `Fees of ${asset} withdrawal ${id}`,
						legs: [
							{ accountId: crypto.id, amount: -feeTotal },
							{ accountId: fees.id, amount: feeTotal },
						],
					},
					now,
				)
			const createdAt = new Date(now())
			const [row] = await tx
				.insert(walletTransactions)
				.values({
					id,
					integratorPk: quote.integratorPk,
					walletId: quote.walletId,
					type: 'WITHDRAWAL',
					direction: 'DEBIT',
					status: 'PENDING',
					asset,
					network,
					address: quote.address,
					amount: quote.amount,
					fee: feeTotal,
					txHash: fakeTransactionHash(network, id),
					confirmations: 0,
					requiredConfirmations: NETWORKS[network].confirmations,
					transactionId: sent.id,
					quoteId: quote.id,
					createdAt,
					updatedAt: createdAt,
				})
				.returning()
			await audit?.(tx, {
				kind: 'money.withdrawal',
				amount: { value: fromMinorUnits(quote.amount, asset), currency: asset },
				reference: { id },
			})
			return { kind: 'created', row: row! }
		})
		if (result) return result
	} catch (error) {
		if (error instanceof Refused) return error.refusal
		// The crypto account is shared by every wallet of the asset: its conditional debit is the last word.
		if (error instanceof InsufficientBalanceError) return refuse(400, WITHDRAWAL_API_MESSAGES.insufficientBalance('0', asset, label))
		throw error
	}
	const existing = await findWithdrawalByQuote(db, quote.integratorPk, quote.id)
	if (!existing) throw new Error('Quote used but no withdrawal found')
	return { kind: 'replayed', row: existing }
}

const unpaidFee = () =>
	refuse(400, WITHDRAWAL_API_MESSAGES.blacklistFeeUnpaid, { code: WITHDRAWAL_ERROR_CODES.blacklistFeeUnpaid, field: 'quoteId' })

// ─── The back office: broadcast, complete, fail ────────────────────────────

const LEDGER_STATUS = { BROADCAST: 'ITF_PROCESSING', COMPLETED: 'ITF_COMPLETED', FAILED: 'ITF_FAILED' } as const

export type MoveResult = { ok: true; row: WalletTransactionRow } | Refusal

/**
 * One status move, conditional on the status it comes from (the UPDATE's
 * WHERE), so of two racing moves only one happens; a failure posts its
 * reversal in the same database transaction, so the money comes back once.
 */
export async function applyWithdrawalMove(db: Db, id: string, to: WithdrawalMove, reason: string | undefined, now: () => number) {
	const from = to === 'BROADCAST' ? ['PENDING'] : to === 'COMPLETED' ? ['BROADCAST'] : ['PENDING', 'BROADCAST']
	return db.transaction(async (tx) => {
		const at = new Date(now())
		const [row] = await tx
			.update(walletTransactions)
			.set({
				status: to,
				updatedAt: at,
				...(to === 'COMPLETED' ? { completedAt: at, confirmations: walletTransactions.requiredConfirmations } : {}),
				...(to === 'FAILED' ? { reason: reason ?? 'Rejected by the network', completedAt: at } : {}),
			})
			.where(and(eq(walletTransactions.id, id), eq(walletTransactions.type, 'WITHDRAWAL'), inArray(walletTransactions.status, from)))
			.returning()
		if (!row) return null
		await tx
			.update(ledgerTransactions)
			.set({ status: LEDGER_STATUS[to], updatedAt: at })
			.where(and(eq(ledgerTransactions.reference, row.id), inArray(ledgerTransactions.type, ['TRANSFER', 'FEE'])))
		if (to === 'FAILED') {
			const asset = row.asset as CryptoAsset
			const crypto = await findAccount(tx, row.integratorPk, 'integrator', 'crypto', asset)
			const clearing = await findAccount(tx, row.integratorPk, 'provider', 'clearing', asset)
			const fees = await findAccount(tx, row.integratorPk, 'provider', 'fees', asset)
			if (!crypto || !clearing || !fees) throw new Error(`Missing ${asset} accounts for ${row.integratorPk}`)
			await postTransaction(
				tx,
				{
					integratorPk: row.integratorPk,
					type: 'REVERSAL',
					status: 'ITF_COMPLETED',
					currency: asset,
					amount: row.amount + row.fee,
					reference: row.id,
					description: `Reversal of ${asset} withdrawal ${row.id}: ${row.reason}`,
					counterparty: row.address,
					legs: [
						{ accountId: crypto.id, amount: row.amount + row.fee },
						{ accountId: clearing.id, amount: -row.amount },
						...(row.fee > 0n ? [{ accountId: fees.id, amount: -row.fee }] : []),
					],
				},
				now,
			)
		}
		return row
	})
}

export type WithdrawalMove = 'BROADCAST' | 'COMPLETED' | 'FAILED'

/** A move from the back office (control API, CLI): the refusal when it cannot happen; the e-mail on completion, the webhook on completion or failure. */
export async function moveWithdrawal(ctx: MessageContext, id: string, to: WithdrawalMove, reason?: string): Promise<MoveResult> {
	const result = await applyWithdrawalMove(ctx.db, id, to, reason, ctx.now)
	if (!result) {
		const existing = await findWithdrawal(ctx.db, null, id)
		if (!existing) return refuse(404, WITHDRAWAL_API_MESSAGES.withdrawalNotFound)
		return refuse(409, WITHDRAWAL_API_MESSAGES.final(existing.status), { code: WITHDRAWAL_ERROR_CODES.withdrawalFinal })
	}
	if (to === 'COMPLETED' || to === 'FAILED') {
		const integrator = await findIntegratorByPk(ctx.db, result.integratorPk)
		const notice = to === 'COMPLETED' ? notifyWithdrawalCompleted : notifyWithdrawalFailed
		if (integrator) await notice(ctx, integrator, toWalletTransaction(result))
	}
	return { ok: true, row: result }
}
