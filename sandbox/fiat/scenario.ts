import { beneficiaryRequestSchema, type BeneficiaryRequest } from '#contract/fiat/beneficiary-checks.ts'
import { toMinorUnits } from '#contract/money/amounts.ts'
import type { FiatCurrency } from '#contract/money/currencies.ts'
import { updateIntegrator } from '../auth/integrators.ts'
import { hashSecret } from '../auth/passwords.ts'
import type { IntegratorRow } from '../auth/schema.ts'
import type { Db } from '../db/database.ts'
import { ensureAccounts } from '../ledger/accounts.ts'
import { depositFunds } from '../ledger/topups.ts'
import { createBeneficiary } from './beneficiaries.ts'
import { DEFAULT_FAILURE_REASON } from './control.ts'
import { creditFiatDeposit } from './deposits.ts'
import { createPayoutQuote, finishPayout, markPayoutProcessing, submitPayout } from './payouts.ts'
import { resolveBeneficiary } from './resolution.ts'
import { createFiatWallet } from './wallets.ts'

/**
 * The Fiat wallet's part of the scenarios ('fiat-active'): wallets in EUR,
 * NGN and USD funded by deposits to their virtual accounts, funding balances
 * to move from, beneficiaries of each kind and method, and NGN payouts in
 * every status (completed, failed with its money back, processing, pending),
 * all made more than ten minutes ago (no 'Send again?' question from them).
 */

export const FIAT_PIN = '357913'

/** Deposits to the virtual accounts, and to the funding balances (for internal transfers). */
export const SEED_FIAT_DEPOSITS: Record<'EUR' | 'NGN' | 'USD', string> = { EUR: '25000.00', NGN: '5000000.00', USD: '10000.00' }
const SEED_FUNDING: Partial<Record<FiatCurrency, string>> = { NGN: '250000.00', EUR: '1000.00' }

type SeedBeneficiary = Omit<BeneficiaryRequest, 'paymentBeneficiaryType' | 'isContractSigned'> & Partial<BeneficiaryRequest>

/** Documented test values (docs/product/fiat.md): each resolves to a name. */
export const SEED_BENEFICIARIES: SeedBeneficiary[] = [
	{
		kind: 'INDIVIDUAL',
		currency: 'NGN',
		method: 'NUBAN',
		firstName: 'Ada',
		lastName: 'Okafor',
		bankCode: '058',
		accountNumber: '0123456785',
	},
	{ kind: 'BUSINESS', currency: 'NGN', method: 'NUBAN', businessName: 'Eze Foods Ltd', bankCode: '044', accountNumber: '1234567895' },
	{
		kind: 'BUSINESS',
		currency: 'EUR',
		method: 'IBAN',
		businessName: 'Rhein Logistics GmbH',
		iban: 'DE89370400440532013000',
		bic: 'DEUTDEFF',
		isContractSigned: true,
	},
	{
		kind: 'INDIVIDUAL',
		currency: 'USD',
		method: 'US_ACCOUNT',
		firstName: 'Kwame',
		lastName: 'Mensah',
		routingNumber: '021000021',
		accountNumber: '123456789',
	},
	{
		kind: 'INDIVIDUAL',
		currency: 'KES',
		method: 'MOBILE_MONEY',
		firstName: 'Wanjiru',
		lastName: 'Kamau',
		mobileOperator: 'MPESA',
		mobileNumber: '+254712345678',
	},
]

/** The NGN payouts to the first beneficiary, oldest first: one left in each status. */
const SEED_PAYOUTS: { amount: string; minutesAgo: number; outcome: 'settle' | 'fail' | 'processing' | 'pending' }[] = [
	{ amount: '150000.00', minutesAgo: 240, outcome: 'settle' },
	{ amount: '20000.00', minutesAgo: 180, outcome: 'fail' },
	{ amount: '35000.00', minutesAgo: 120, outcome: 'processing' },
	{ amount: '12500.00', minutesAgo: 60, outcome: 'pending' },
]

export async function seedFiat(db: Db, integrator: IntegratorRow, nowMs: number) {
	await updateIntegrator(db, integrator.pk, { pinHash: await hashSecret(FIAT_PIN) }, nowMs)
	await ensureAccounts(db, integrator, nowMs)
	const holder = { pk: integrator.pk, name: integrator.businessName ?? `${integrator.firstName} ${integrator.lastName}` }
	const start = nowMs - 6 * 3_600_000
	for (const [index, [currency, amount]] of Object.entries(SEED_FIAT_DEPOSITS).entries()) {
		const created = await createFiatWallet(db, holder, currency as FiatCurrency, start + index * 60_000)
		if (!created.ok) throw new Error(`Could not open the ${currency} fiat wallet`)
		await creditFiatDeposit(
			db,
			created.row,
			{ amount: toMinorUnits(amount, currency as FiatCurrency), senderName: 'Treasury transfer', senderBank: 'Sandbox Bank' },
			() => start + index * 60_000 + 30_000,
		)
	}
	for (const [currency, amount] of Object.entries(SEED_FUNDING)) {
		const fiat = currency as FiatCurrency
		await depositFunds(
			db,
			integrator.pk,
			{ currency: fiat, amount: toMinorUnits(amount, fiat), senderName: 'Treasury transfer', senderBank: 'Sandbox Bank' },
			() => start + 10 * 60_000,
		)
	}
	const beneficiaryIds: string[] = []
	for (const [index, seed] of SEED_BENEFICIARIES.entries()) {
		const checked = beneficiaryRequestSchema.parse({ paymentBeneficiaryType: 'THIRD_PARTY', isContractSigned: false, ...seed })
		const resolved = resolveBeneficiary(checked)
		if (!resolved.ok) throw new Error(`A seeded beneficiary did not resolve: ${resolved.message}`)
		const created = await createBeneficiary(db, integrator.pk, checked, resolved, start + (20 + index) * 60_000)
		if (!created.ok) throw new Error('A seeded beneficiary was saved twice')
		beneficiaryIds.push(created.beneficiary.id)
	}
	for (const seed of SEED_PAYOUTS) {
		const at = nowMs - seed.minutesAgo * 60_000
		const quote = await createPayoutQuote(
			db,
			integrator.pk,
			{ service: 'FCAT', ledgerType: 'fiat' },
			{ currency: 'NGN', beneficiaryId: beneficiaryIds[0]!, amount: seed.amount },
			at,
		)
		if (!quote.ok) throw new Error(`Could not quote a seeded payout: ${quote.message}`)
		const made = await submitPayout(
			db,
			quote.row,
			{ name: `${integrator.firstName} ${integrator.lastName}`, email: integrator.email },
			true,
			() => at,
			null,
		)
		if (!('kind' in made) || made.kind !== 'created') throw new Error('Could not make a seeded payout')
		if (seed.outcome === 'pending') continue
		await markPayoutProcessing(db, made.row, at + 5_000)
		if (seed.outcome === 'settle') await finishPayout(db, made.row.id, { settle: true }, () => at + 600_000)
		if (seed.outcome === 'fail') await finishPayout(db, made.row.id, { settle: false, reason: DEFAULT_FAILURE_REASON }, () => at + 600_000)
	}
}
