import { randomUUID } from 'node:crypto'
import { asc, eq } from 'drizzle-orm'
import type { RegisterRequest } from '#contract/auth.ts'
import type { Subscription } from '#contract/products.ts'
import type { MfaPreference, Profile } from '#contract/shell.ts'
import type { Db } from './db/database.ts'
import { integrators, subscriptions, type IntegratorRow, type NewIntegratorRow, type SubscriptionRow } from './db/schema.ts'
import { hashSecret } from './passwords.ts'

export const DEFAULT_MFA_PREFERENCE: MfaPreference = { sms: false, push: false, email: true, twoFA: false, pin: false, whatsapp: false }

export type NewIntegrator = RegisterRequest & Partial<Pick<IntegratorRow, 'kybVerified' | 'emailVerified' | 'domain' | 'contactNumber' | 'onboardingStatus'>>

/** Creates an integrator; null when the e-mail is taken (the unique index decides, so races are safe). */
export async function createIntegrator(db: Db, input: NewIntegrator, nowMs: number): Promise<IntegratorRow | null> {
	const now = new Date(nowMs)
	const { password, ...fields } = input
	const [row] = await db
		.insert(integrators)
		.values({
			...fields,
			pk: randomUUID(),
			// An individual has no business; a stray businessName from a form is dropped.
			businessName: input.accountType === 'COMPANY' ? (input.businessName ?? null) : null,
			passwordHash: password ? await hashSecret(password) : null,
			mfaPreference: DEFAULT_MFA_PREFERENCE,
			createdAt: now,
			updatedAt: now,
		})
		.onConflictDoNothing({ target: integrators.email })
		.returning()
	return row ?? null
}

export async function findIntegratorByEmail(db: Db, email: string) {
	const [row] = await db.select().from(integrators).where(eq(integrators.email, email.trim().toLowerCase()))
	return row ?? null
}

export async function findIntegratorByPk(db: Db, pk: string) {
	const [row] = await db.select().from(integrators).where(eq(integrators.pk, pk))
	return row ?? null
}

export async function listSubscriptionRows(db: Db, integratorPk: string) {
	return db.select().from(subscriptions).where(eq(subscriptions.integratorPk, integratorPk)).orderBy(asc(subscriptions.name))
}

export function toSubscription(row: SubscriptionRow): Subscription {
	return {
		name: row.name,
		isApproved: row.isApproved,
		status: row.status,
		createdAt: row.createdAt.toISOString(),
		updatedAt: row.updatedAt.toISOString(),
		approvedAt: row.approvedAt ? row.approvedAt.toISOString() : null,
	}
}

/** Every field of the contract's profile; `services` lists subscriptions in any state. */
export function toProfile(row: IntegratorRow, subscriptionRows: SubscriptionRow[]): Profile {
	return {
		pk: row.pk,
		email: row.email,
		firstName: row.firstName,
		lastName: row.lastName,
		businessName: row.businessName,
		logoUrl: row.logoUrl,
		createdAt: row.createdAt.toISOString(),
		webhookUrl: row.webhookUrl,
		accountType: row.accountType,
		domain: row.domain,
		country: row.country,
		kybVerified: row.kybVerified,
		emailVerified: row.emailVerified,
		contactVerified: row.contactVerified,
		contactNumber: row.contactNumber,
		checkBlacklistOnWithdrawal: row.checkBlacklistOnWithdrawal,
		alwaysShowBlacklistCheck: row.alwaysShowBlacklistCheck,
		mfaPreference: row.mfaPreference,
		pinExists: row.pinHash !== null,
		passwordExists: row.passwordHash !== null,
		twoFAEnabled: row.twoFAEnabled,
		services: subscriptionRows.map((subscription) => subscription.name),
		onboarding: {
			status: row.onboardingStatus,
			shareholdersNeedUpdate: row.shareholdersNeedUpdate,
			documentsNeedUpdate: row.documentsNeedUpdate,
		},
	}
}

export async function loadProfile(db: Db, row: IntegratorRow) {
	return toProfile(row, await listSubscriptionRows(db, row.pk))
}

/** Sets profile fields (and updatedAt); answers the updated row, null when the integrator is gone. */
export async function updateIntegrator(db: Db, pk: string, values: Partial<NewIntegratorRow>, nowMs: number) {
	const [row] = await db
		.update(integrators)
		.set({ ...values, updatedAt: new Date(nowMs) })
		.where(eq(integrators.pk, pk))
		.returning()
	return row ?? null
}
