import { eq } from 'drizzle-orm'
import { maskNumber } from '#contract/compliance/kyc-checks.ts'
import {
	DEFAULT_BRAND_COLOR,
	DEFAULT_KYC_DAILY_CAP_USD,
	DEFAULT_GOV_CHECKS,
	DEFAULT_KYC_STEPS,
	type KycStep,
} from '#contract/compliance/kyc-flow-labels.ts'
import { toMinorUnits } from '#contract/money/amounts.ts'
import type { IntegratorRow } from '../auth/schema.ts'
import type { Db } from '../db/database.ts'
import { ensureAccounts } from '../ledger/accounts.ts'
import { depositFunds } from '../ledger/topups.ts'
import { createFlow } from './kyc-flows.ts'
import { kycVerifications } from './kyc-schema.ts'
import { onStep, startVerification } from './kyc-verifications.ts'

/**
 * The compliance service's KYC part of the scenarios ('kyc-flows'): USD
 * 100.00 of funding for the KYC check fees, two flows (the default one and a
 * government check alone), and verifications of the default flow in every
 * state: verified, failed at the government check, in progress, expired.
 * Each goes through the real start and step code (fees charged as they end);
 * the photos and codes of the form are left out of the seed.
 */

export const KYC_SEED_FLOWS = { full: 'customer-onboarding', quick: 'quick-check' } as const
export const KYC_SEED_FUNDING_USD = '100.00'

type Seeded = { phone?: string; email?: string; gov?: { number: string; verified: boolean; name?: [string, string] } }

const SEED_CUSTOMERS: (Seeded & { steps: KycStep[] })[] = [
	{
		steps: ['phone', 'email', 'bvn'],
		phone: '+2348030000001',
		email: 'ada.customer@example.com',
		gov: { number: '22345678901', verified: true, name: ['Adaeze', 'Okafor'] },
	},
	{
		steps: ['phone', 'email', 'bvn'],
		phone: '+2348030000002',
		email: 'tunde.customer@example.com',
		gov: { number: '22345678900', verified: false },
	},
	{ steps: ['phone'], phone: '+2348030000003' },
]

export async function seedKycFlows(db: Db, integrator: IntegratorRow, nowMs: number) {
	await ensureAccounts(db, integrator, nowMs)
	await depositFunds(
		db,
		integrator.pk,
		{
			currency: 'USD',
			amount: toMinorUnits(KYC_SEED_FUNDING_USD, 'USD'),
			senderName: integrator.businessName ?? 'Seed',
			senderBank: 'Seed Bank',
		},
		// Before the seeded verifications (a day and more ago), whose fees it pays.
		() => nowMs - 72 * 3_600_000,
	)
	const full = await createFlow(
		db,
		integrator.pk,
		{
			name: KYC_SEED_FLOWS.full,
			steps: [...DEFAULT_KYC_STEPS],
			govChecks: [...DEFAULT_GOV_CHECKS],
			brandColor: DEFAULT_BRAND_COLOR,
			showLogo: true,
			dailyCapUsd: DEFAULT_KYC_DAILY_CAP_USD,
		},
		nowMs,
	)
	await createFlow(
		db,
		integrator.pk,
		{
			name: KYC_SEED_FLOWS.quick,
			steps: ['bvn'],
			govChecks: ['BVN', 'NIN'],
			brandColor: '#0f766e',
			showLogo: false,
			dailyCapUsd: DEFAULT_KYC_DAILY_CAP_USD,
		},
		nowMs + 1,
	)
	if (!full.ok) throw new Error('the seed flow was not created')
	// The default flow without its photo steps, so the seed needs no images: the steps each customer got through.
	let at = nowMs - (SEED_CUSTOMERS.length + 1) * 3_600_000
	for (const customer of SEED_CUSTOMERS) {
		at += 3_600_000
		const started = await startVerification(db, full.flow.id, at)
		if (!started.ok) throw new Error(started.message)
		const id = started.row.id
		await db
			.update(kycVerifications)
			.set({ steps: ['phone', 'email', 'bvn'] })
			.where(eq(kycVerifications.id, id))
		const moment = new Date(at + 60_000)
		for (const step of customer.steps) {
			await onStep(db, id, step, at + 60_000, async () => {
				if (step === 'phone') return { phone: customer.phone!, phoneVerifiedAt: moment }
				if (step === 'email') return { email: customer.email!, emailVerifiedAt: moment }
				const gov = customer.gov!
				return {
					govKind: 'BVN',
					govNumber: maskNumber(gov.number),
					govVerified: gov.verified,
					govFirstName: gov.name?.[0] ?? null,
					govLastName: gov.name?.[1] ?? null,
					govDateOfBirth: gov.verified ? '1990-04-12' : null,
					govAt: moment,
					...(gov.verified ? {} : { failureReason: 'No BVN record matches this number' }),
				}
			})
		}
	}
	// One that was left too long: started two days ago, never finished.
	const stale = await startVerification(db, full.flow.id, nowMs - 48 * 3_600_000)
	if (!stale.ok) throw new Error(stale.message)
}
