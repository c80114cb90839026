import { and, eq } from 'drizzle-orm'
import type { ServiceName, Subscription } from '#contract/products.ts'
import { findIntegratorByEmail } from '../auth/integrators.ts'
import type { Db } from '../db/database.ts'
import type { Answer } from '../http/refusal.ts'
import { subscriptions } from './schema.ts'
import { toSubscription } from './subscriptions.ts'

/**
 * The provider's back office for subscriptions, as plain functions: the
 * control API (control-routes.ts), the CLI (sandbox/cli.ts) and the
 * scenarios (sandbox/scenarios.ts) call these.
 */

async function updateSubscription(
	db: Db,
	email: string,
	name: ServiceName,
	values: { isApproved: boolean; status?: boolean },
	nowMs: number,
): Promise<Answer<Subscription>> {
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
