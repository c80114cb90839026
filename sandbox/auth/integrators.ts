import { randomUUID } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import type { RegisterRequest } from '#contract/auth.ts'
import type { MfaPreference } from '#contract/shell.ts'
import type { Db } from '../db/database.ts'
import { perDatabase } from '../db/prepared.ts'
import { addOwnerMembership } from '../team/memberships.ts'
import { hashSecret } from './passwords.ts'
import { integrators, type IntegratorRow, type NewIntegratorRow } from './schema.ts'

export const DEFAULT_MFA_PREFERENCE: MfaPreference = { sms: false, push: false, email: true, twoFA: false, pin: false, whatsapp: false }

export type NewIntegrator = RegisterRequest &
	Partial<Pick<IntegratorRow, 'kybVerified' | 'emailVerified' | 'domain' | 'contactNumber' | 'onboardingStatus'>>

/** Creates an integrator; null when the e-mail is taken (the unique index decides, so races are safe). */
export async function createIntegrator(db: Db, input: NewIntegrator, nowMs: number): Promise<IntegratorRow | null> {
	const now = new Date(nowMs)
	const { password, ...fields } = input
	return db.transaction(async (tx) => {
		const [row] = await tx
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
		if (!row) return null
		// Every business's own login is its Owner (record 129).
		await addOwnerMembership(tx, row.pk, now)
		return row
	})
}

export async function findIntegratorByEmail(db: Db, email: string) {
	const [row] = await db.select().from(integrators).where(eq(integrators.email, email.trim().toLowerCase()))
	return row ?? null
}

const integratorByPk = perDatabase((db) =>
	db
		.select()
		.from(integrators)
		.where(eq(integrators.pk, sql.placeholder('pk')))
		.prepare('auth_integrator_by_pk'),
)

/** Every bearer-authenticated call starts here, so the query is prepared once. */
export async function findIntegratorByPk(db: Db, pk: string) {
	const [row] = await integratorByPk(db).execute({ pk })
	return row ?? null
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
