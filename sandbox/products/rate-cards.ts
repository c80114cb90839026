import { and, asc, eq } from 'drizzle-orm'
import type { Rate, RateCard, RateCardService } from '#contract/products.ts'
import type { Db } from '../db/database.ts'
import { rateCards, rates } from './schema.ts'

/**
 * Default rate cards (sample figures, not the provider's prices). Each
 * integrator gets its own copy on first read (loadRateCard), so the back
 * office can change one integrator's rates; changing these defaults affects
 * integrators whose card has not been read yet.
 */

type Line = Pick<Rate, 'asset' | 'operation' | 'label'> & Partial<Omit<Rate, 'asset' | 'operation' | 'label'>>

const CRYPTO = new Set(['BTC', 'ETH', 'USDT', 'USDC'])

function line(input: Line): Rate {
	return {
		assetType: CRYPTO.has(input.asset) ? 'crypto' : 'fiat',
		feePercent: 0,
		feeFixed: 0,
		feeAsset: input.asset,
		limitAsset: input.asset,
		minAmount: null,
		maxAmount: null,
		dailyLimit: null,
		...input,
	}
}

const trade = (asset: string, feePercent: number, minAmount: number, maxAmount: number, dailyLimit: number) =>
	line({ asset, operation: 'trade', label: 'Trade (buy or sell)', feePercent, minAmount, maxAmount, dailyLimit })

/**
 * A crypto asset's deposit and withdrawal lines. The withdrawal line is the
 * provider's service fee; the network's own fee and its minimum are per
 * network, not per asset (USDT costs less on Tron), and live beside the
 * networks (contract/wallets/networks.ts), which the withdrawal form shows.
 */
const network = (asset: string, serviceFee: number, minDeposit: number, dailyLimit: number) => [
	line({ asset, operation: 'deposit', label: 'Crypto deposit', minAmount: minDeposit }),
	line({ asset, operation: 'withdrawal', label: 'Crypto withdrawal (service fee)', feeFixed: serviceFee, dailyLimit }),
]

const check = (label: string, feeFixed: number) => line({ asset: 'USD', operation: 'check', label, feeFixed })

/** A Fiat card payout line: percent and fixed fee, and a daily limit (the same as the deposit line's). */
type FiatPayout = { feePercent: number; feeFixed: number; dailyLimit: number }
const payout = (feePercent: number, feeFixed: number, dailyLimit: number): FiatPayout => ({ feePercent, feeFixed, dailyLimit })
const FIAT_PAYOUTS = {
	USD: payout(0.5, 5, 100_000),
	NGN: payout(0.5, 50, 50_000_000),
	EUR: payout(0.5, 2, 100_000),
	GBP: payout(0.5, 2, 100_000),
	KES: payout(1, 30, 5_000_000),
	GHS: payout(1, 5, 500_000),
	ZAR: payout(0.75, 10, 1_000_000),
	// Every supported currency has a wallet, so every one has a line (whole units: no decimals in UGX, XOF, XAF).
	UGX: payout(1.5, 1_000, 100_000_000),
	XOF: payout(1.5, 300, 20_000_000),
	XAF: payout(1.5, 300, 20_000_000),
}
const fiatPayoutLine = (asset: keyof typeof FIAT_PAYOUTS) =>
	line({ asset, operation: 'payout', label: 'Fiat payout', ...FIAT_PAYOUTS[asset] })

const fiat = (asset: keyof typeof FIAT_PAYOUTS) => [
	line({ asset, operation: 'deposit', label: 'Fiat deposit', dailyLimit: FIAT_PAYOUTS[asset].dailyLimit }),
	fiatPayoutLine(asset),
]

const payment = (
	asset: string,
	collectionPercent: number,
	payoutFixed: number,
	minAmount: number,
	maxAmount: number,
	dailyLimit: number,
) => [
	line({ asset, operation: 'collection', label: 'Payment collection', feePercent: collectionPercent, minAmount, maxAmount, dailyLimit }),
	line({ asset, operation: 'payout', label: 'Payout to bank or mobile money', feeFixed: payoutFixed, minAmount, maxAmount, dailyLimit }),
]

/**
 * A loan in USD against `asset` collateral, paid into the USD funding
 * balance (docs/decisions/080-lending-money.md): its interest per month, its
 * limits in USD and its loan-to-value levels.
 */
const loan = (asset: string, feePercent: number, minAmount: number, maxAmount: number, loanToValue: NonNullable<Rate['loanToValue']>) =>
	line({
		asset,
		operation: 'loan',
		label: `Loan against ${asset} collateral (interest per month)`,
		feePercent,
		feeAsset: 'USD',
		limitAsset: 'USD',
		minAmount,
		maxAmount,
		loanToValue,
	})

const transfer = (asset: string, feeFixed: number, maxAmount: number, dailyLimit: number) =>
	line({ asset, operation: 'transfer', label: 'Local bank transfer', feeFixed, minAmount: 1, maxAmount, dailyLimit })

export const DEFAULT_RATE_CARDS: Record<RateCardService, Rate[]> = {
	trading: [trade('BTC', 0.1, 0.0001, 10, 50), trade('ETH', 0.1, 0.001, 200, 1_000), trade('USDT', 0.08, 10, 500_000, 2_000_000)],
	wallets: [
		...network('BTC', 0.0002, 0.0001, 20),
		...network('ETH', 0.002, 0.001, 300),
		...network('USDT', 1, 1, 1_000_000),
		...network('USDC', 1, 1, 1_000_000),
	],
	compliance: [
		check('KYC check', 1.5),
		check('Wallet analysis', 2),
		check('Transaction analysis', 1),
		check('Entity due diligence', 25),
		check('Blacklist check', 5),
	],
	fcat: (Object.keys(FIAT_PAYOUTS) as (keyof typeof FIAT_PAYOUTS)[]).flatMap(fiat),
	payment: [
		...payment('NGN', 1.4, 50, 100, 10_000_000, 50_000_000),
		...payment('KES', 1.5, 30, 10, 1_000_000, 5_000_000),
		...payment('GHS', 1.5, 5, 1, 100_000, 500_000),
		...payment('ZAR', 1.2, 10, 10, 500_000, 1_000_000),
		...payment('UGX', 1.5, 1_000, 500, 20_000_000, 100_000_000),
		...payment('XOF', 1.5, 300, 100, 5_000_000, 20_000_000),
		// No collection in these: their payouts (bulk rows) are priced and limited as the Fiat card's, so a row pays what a single payout does (record 107).
		...(['USD', 'EUR', 'GBP', 'XAF'] as const).map(fiatPayoutLine),
	],
	lending: [
		loan('BTC', 1.25, 100, 500_000, { max: 50, warning: 65, liquidation: 80 }),
		loan('ETH', 1.5, 100, 250_000, { max: 45, warning: 60, liquidation: 75 }),
	],
	funding: [
		transfer('NGN', 50, 10_000_000, 50_000_000),
		transfer('KES', 30, 1_000_000, 5_000_000),
		transfer('GHS', 5, 100_000, 500_000),
		transfer('ZAR', 10, 500_000, 1_000_000),
		transfer('UGX', 1_000, 20_000_000, 100_000_000),
	],
}

function toRate(row: typeof rates.$inferSelect): Rate {
	return {
		asset: row.asset,
		assetType: row.assetType,
		operation: row.operation,
		label: row.label,
		feePercent: row.feePercent,
		feeFixed: row.feeFixed,
		feeAsset: row.feeAsset,
		limitAsset: row.limitAsset,
		minAmount: row.minAmount,
		maxAmount: row.maxAmount,
		dailyLimit: row.dailyLimit,
		...(row.ltvMax !== null && row.ltvWarning !== null && row.ltvLiquidation !== null
			? { loanToValue: { max: row.ltvMax, warning: row.ltvWarning, liquidation: row.ltvLiquidation } }
			: {}),
	}
}

/** A line as its row: the loan-to-value levels in their columns. */
function toRow({ loanToValue, ...rate }: Rate) {
	return {
		...rate,
		ltvMax: loanToValue?.max ?? null,
		ltvWarning: loanToValue?.warning ?? null,
		ltvLiquidation: loanToValue?.liquidation ?? null,
	}
}

/**
 * This integrator's card for a service, copied from the defaults on first
 * read. The copy happens in one transaction and the unique index on
 * (integrator, service) makes a concurrent first read wait for it, so nobody
 * sees a half-copied card.
 */
export async function loadRateCard(db: Db, integratorPk: string, service: RateCardService, nowMs: number): Promise<RateCard> {
	const findCard = async () => {
		const [row] = await db
			.select()
			.from(rateCards)
			.where(and(eq(rateCards.integratorPk, integratorPk), eq(rateCards.service, service)))
		return row ?? null
	}
	const seedCard = async () => {
		await db.transaction(async (tx) => {
			const now = new Date(nowMs)
			const [created] = await tx
				.insert(rateCards)
				.values({ integratorPk, service, createdAt: now, updatedAt: now })
				.onConflictDoNothing({ target: [rateCards.integratorPk, rateCards.service] })
				.returning()
			if (!created) return
			await tx
				.insert(rates)
				.values(DEFAULT_RATE_CARDS[service].map((rate, position) => ({ ...toRow(rate), rateCardId: created.id, position })))
		})
		const row = await findCard()
		if (!row) throw new Error(`Rate card ${service} for ${integratorPk} was not created`)
		return row
	}
	const card = (await findCard()) ?? (await seedCard())
	const rows = await db.select().from(rates).where(eq(rates.rateCardId, card.id)).orderBy(asc(rates.position))
	return { service, updatedAt: card.updatedAt.toISOString(), rates: rows.map(toRate) }
}
