import { and, eq } from 'drizzle-orm'
import type { ServiceName } from '#contract/products.ts'
import type { Subscription } from '#contract/products.ts'
import type { Profile } from '#contract/shell.ts'
import type { Db } from '../db/database.ts'
import { findIntegratorByEmail, updateIntegrator } from '../auth/integrators.ts'
import { subscriptions } from './schema.ts'
import { toSubscription } from './subscriptions.ts'
import { contactOtps } from '../settings/schema.ts'
import { loadProfile } from '../shell/profile.ts'

/**
 * The provider's back office, as plain functions: the control API
 * (http/sandbox-routes.ts) and the CLI (cli.ts) both call these.
 */

export type ControlResult<T> = { ok: true; data: T } | { ok: false; status: 404; message: string }

async function updateSubscription(
	db: Db,
	email: string,
	name: ServiceName,
	values: { isApproved: boolean; status?: boolean },
	nowMs: number,
): Promise<ControlResult<Subscription>> {
	const integrator = await findIntegratorByEmail(db, email)
	if (!integrator) return { ok: false, status: 404, message: `No integrator with the e-mail ${email}` }
	const now = new Date(nowMs)
	const [row] = await db
		.update(subscriptions)
		.set({ ...values, updatedAt: now, approvedAt: values.isApproved ? now : null })
		.where(and(eq(subscriptions.integratorPk, integrator.pk), eq(subscriptions.name, name)))
		.returning()
	if (!row) return { ok: false, status: 404, message: `${email} has not subscribed to ${name}; nothing to change` }
	return { ok: true, data: toSubscription(row) }
}

/** Approves an existing subscription (creates nothing); activation stays the integrator's move. */
export function approveSubscription(db: Db, email: string, name: ServiceName, nowMs: number) {
	return updateSubscription(db, email, name, { isApproved: true }, nowMs)
}

/** Rejects (or revokes) a subscription: not approved and not active. */
export function rejectSubscription(db: Db, email: string, name: ServiceName, nowMs: number) {
	return updateSubscription(db, email, name, { isApproved: false, status: false }, nowMs)
}

/**
 * Puts a subscription in a given state, creating it if needed (scenarios;
 * integrators subscribe through products/subscriptions.ts).
 */
export async function setSubscription(
	db: Db,
	integratorPk: string,
	name: ServiceName,
	state: { isApproved: boolean; status: boolean },
	nowMs: number,
) {
	const now = new Date(nowMs)
	const approvedAt = state.isApproved ? now : null
	const [row] = await db
		.insert(subscriptions)
		.values({ integratorPk, name, ...state, approvedAt, createdAt: now, updatedAt: now })
		.onConflictDoUpdate({
			target: [subscriptions.integratorPk, subscriptions.name],
			set: { ...state, approvedAt, updatedAt: now },
		})
		.returning()
	if (!row) throw new Error('Subscription upsert returned nothing')
	return row
}

/**
 * Sets (or clears, with null) an integrator's contact number, as the back
 * office would; a new number is unverified and any waiting OTP is dropped.
 */
export async function setContactNumber(db: Db, email: string, contactNumber: string | null, nowMs: number): Promise<ControlResult<Profile>> {
	const integrator = await findIntegratorByEmail(db, email)
	if (!integrator) return { ok: false, status: 404, message: `No integrator with the e-mail ${email}` }
	await db.delete(contactOtps).where(eq(contactOtps.integratorPk, integrator.pk))
	const row = await updateIntegrator(db, integrator.pk, { contactNumber, contactVerified: false }, nowMs)
	if (!row) return { ok: false, status: 404, message: `No integrator with the e-mail ${email}` }
	return { ok: true, data: await loadProfile(db, row) }
}
