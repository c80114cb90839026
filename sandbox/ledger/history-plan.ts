import type { Currency, FiatCurrency } from '#contract/money/currencies.ts'
import { isFiatCurrency } from '#contract/money/currencies.ts'
import type { TransactionType, TransferStatus } from '#contract/money/ledger.ts'
import { listBanks, localTransferFee, resolveAccountName } from './banks.ts'

/**
 * A made-up but plausible history for one account: deposits in, payouts out
 * (each with its fee), now and then a payout that failed and came back. Pure
 * and seeded, so a scenario is the same every time; history-seed.ts writes it.
 */

export type PlannedLeg = 'account' | 'clearing' | 'fees'
export type PlannedTransaction = {
	type: TransactionType
	status: TransferStatus
	amount: bigint
	reference: string
	description: string
	counterparty: string
	/** Signed amounts per leg (credit positive); they sum to zero. */
	legs: [PlannedLeg, bigint][]
}
/** One movement: its transactions share a time (a transfer and its fee), a reversal comes later. */
export type PlannedMovement = {
	atMs: number
	transactions: PlannedTransaction[]
	transfer?: {
		status: TransferStatus
		amount: bigint
		fee: bigint
		bankCode: string
		bankName: string
		accountNumber: string
		accountName: string
		reason: string | null
	}
	topup?: { amount: bigint; senderName: string; senderBank: string }
}

/** mulberry32: small, fast, seeded. */
export function seededRandom(seed: number) {
	let state = seed >>> 0
	return () => {
		state = (state + 0x6d2b79f5) >>> 0
		let t = state
		t = Math.imul(t ^ (t >>> 15), t | 1)
		t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
		return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
	}
}

/** Typical movement sizes, in minor units: [smallest, largest]. */
const SIZES: Record<Currency, [bigint, bigint]> = {
	NGN: [500_000n, 250_000_000n],
	USD: [1_000n, 2_500_000n],
	EUR: [1_000n, 2_000_000n],
	GBP: [1_000n, 1_500_000n],
	KES: [100_000n, 50_000_000n],
	UGX: [10_000n, 5_000_000n],
	XOF: [5_000n, 2_000_000n],
	XAF: [5_000n, 2_000_000n],
	ZAR: [5_000n, 5_000_000n],
	GHS: [5_000n, 2_000_000n],
	BTC: [50_000n, 50_000_000n],
	ETH: [1_000_000n, 500_000_000n],
	USDT: [10_000_000n, 50_000_000_000n],
	USDC: [10_000_000n, 50_000_000_000n],
}
const CRYPTO_FEES: Partial<Record<Currency, bigint>> = { BTC: 10_000n, ETH: 100_000n, USDT: 1_000_000n, USDC: 1_000_000n }
const SENDERS = [
	'Acme Trading Ltd',
	'Lagos Logistics Co',
	'Kijani Foods',
	'Sahel Imports SARL',
	'Cape Solar (Pty) Ltd',
	'Accra Textiles',
	'Nile Ventures',
	'Atlas Payments',
]
const REASONS = ['Beneficiary account closed', 'Name mismatch at the beneficiary bank', 'Beneficiary bank unavailable']

export type PlanOptions = { ledgerType: string; currency: Currency; entries: number; startMs: number; endMs: number; random: () => number }

export function planAccountHistory(options: PlanOptions): PlannedMovement[] {
	const { currency, random } = options
	const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!
	const [low, high] = SIZES[currency]
	// Log-uniform sizes: many small movements, a few large ones.
	const size = () => BigInt(Math.round(Math.exp(Math.log(Number(low)) + random() * (Math.log(Number(high)) - Math.log(Number(low))))))
	const hex = (length: number) =>
		Array.from({ length }, () => Math.floor(random() * 16).toString(16))
			.join('')
			.toUpperCase()
	// A reference names the day it is booked, which is known only once the times are stretched (below):
	// until then it holds its planned time as a marker.
	const reference = (prefix: string, atMs: number) => `${prefix}-${DAY_MARK}${atMs}${DAY_MARK}-${hex(6)}`
	const fiat = isFiatCurrency(currency) ? (currency as FiatCurrency) : null
	const feeOf = () => (fiat ? localTransferFee(fiat) : (CRYPTO_FEES[currency] ?? 0n))

	const movements: PlannedMovement[] = []
	let balance = 0n
	let remaining = options.entries
	const step = (options.endMs - options.startMs) / Math.max(1, options.entries)
	let atMs = options.startMs
	while (remaining > 0) {
		atMs += Math.max(1, Math.round(step * (0.5 + random())))
		const fee = feeOf()
		const amount = size()
		const canPay = balance >= amount + fee && remaining >= 2
		if (!canPay || random() < 0.4) {
			const sender = pick(SENDERS)
			const senderBank = fiat ? pick(listBanks(fiat)).name : 'On-chain'
			const ref = reference('TU', atMs)
			const description = fiat ? `Bank deposit from ${sender}` : `Deposit of ${currency}`
			const counterparty = fiat ? `${sender} · ${senderBank}` : `${sender} wallet`
			movements.push({
				atMs,
				transactions: [
					{
						type: 'TOPUP',
						status: 'ITF_COMPLETED',
						amount,
						reference: ref,
						description,
						counterparty,
						legs: [
							['account', amount],
							['clearing', -amount],
						],
					},
				],
				topup: options.ledgerType === 'funding' ? { amount, senderName: sender, senderBank } : undefined,
			})
			balance += amount
			remaining -= 1
			continue
		}
		const fails = remaining >= 3 && random() < 0.08
		const bank = fiat ? pick(listBanks(fiat)) : null
		const accountNumber = String(Math.floor(random() * 9_000_000_000) + 1_000_000_000).replace(/0000$/, '0001')
		const accountName = bank ? resolveAccountName(bank, accountNumber)! : `${pick(SENDERS)} wallet`
		const counterparty = bank ? `${accountName} · ${bank.name}` : accountName
		const ref = reference('LT', atMs)
		const status: TransferStatus = fails ? 'ITF_FAILED' : 'ITF_COMPLETED'
		const transactions: PlannedTransaction[] = [
			{
				type: 'TRANSFER',
				status,
				amount,
				reference: ref,
				description: fiat ? `Transfer to ${accountName}` : `Withdrawal of ${currency}`,
				counterparty,
				legs: [
					['account', -amount],
					['clearing', amount],
				],
			},
		]
		if (fee > 0n)
			transactions.push({
				type: 'FEE',
				status,
				amount: fee,
				reference: ref,
				description: `Fee for transfer ${ref}`,
				counterparty,
				legs: [
					['account', -fee],
					['fees', fee],
				],
			})
		const reason = fails ? pick(REASONS) : null
		movements.push({
			atMs,
			transactions,
			transfer:
				bank && options.ledgerType === 'funding'
					? { status, amount, fee, bankCode: bank.code, bankName: bank.name, accountNumber, accountName, reason }
					: undefined,
		})
		balance -= amount + fee
		remaining -= transactions.length
		if (fails) {
			atMs += 1
			const legs: [PlannedLeg, bigint][] = [
				['account', amount + fee],
				['clearing', -amount],
			]
			if (fee > 0n) legs.push(['fees', -fee])
			movements.push({
				atMs,
				transactions: [
					{
						type: 'REVERSAL',
						status: 'ITF_COMPLETED',
						amount: amount + fee,
						reference: reference('RV', atMs),
						description: `Reversal of transfer ${ref}: ${reason}`,
						counterparty,
						legs,
					},
				],
			})
			balance += amount + fee
			remaining -= 1
		}
	}
	// Stretch the times over the whole period (a movement makes one to three entries, so they end early),
	// then write each reference's day from its stretched time: the day it is booked.
	const last = movements.at(-1)?.atMs ?? options.endMs
	const scale = (options.endMs - options.startMs) / Math.max(1, last - options.startMs)
	const stretch = (atMs: number) => options.startMs + Math.round((atMs - options.startMs) * scale)
	const day = (text: string) =>
		text.replace(DAY_MARKS, (_, atMs: string) => new Date(stretch(Number(atMs))).toISOString().slice(0, 10).replaceAll('-', ''))
	for (const movement of movements) {
		movement.atMs = stretch(movement.atMs)
		for (const transaction of movement.transactions) {
			transaction.reference = day(transaction.reference)
			transaction.description = day(transaction.description)
		}
	}
	return movements
}

/** Marks a planned time inside a reference until it is written as the booking day ('LT-20260915-…'). */
const DAY_MARK = '~'
const DAY_MARKS = /~(\d+)~/g
