import { eq } from 'drizzle-orm'
import type { Profile } from '#contract/shell.ts'
import { findIntegratorByEmail, updateIntegrator } from '../auth/integrators.ts'
import type { Db } from '../db/database.ts'
import type { Answer } from '../http/refusal.ts'
import { loadProfile } from '../shell/profile.ts'
import { contactOtps } from './schema.ts'

/**
 * The provider's back office for settings, as plain functions: the control
 * API (control-routes.ts) and the CLI (sandbox/cli.ts) both call these.
 */

/**
 * Sets (or clears, with null) an integrator's contact number, as the back
 * office would; a new number is unverified and any waiting OTP is dropped.
 */
export async function setContactNumber(db: Db, email: string, contactNumber: string | null, nowMs: number): Promise<Answer<Profile>> {
	const integrator = await findIntegratorByEmail(db, email)
	if (!integrator) return { ok: false, status: 404, message: `No integrator with the e-mail ${email}` }
	await db.delete(contactOtps).where(eq(contactOtps.integratorPk, integrator.pk))
	const row = await updateIntegrator(db, integrator.pk, { contactNumber, contactVerified: false }, nowMs)
	if (!row) return { ok: false, status: 404, message: `No integrator with the e-mail ${email}` }
	return { ok: true, data: await loadProfile(db, row) }
}
