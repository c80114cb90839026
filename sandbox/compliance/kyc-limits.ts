import { eq, sql } from 'drizzle-orm'
import type { Db } from '../db/database.ts'
import { kycLimits } from './kyc-schema.ts'

/**
 * The public form's sliding-window limits (record 105), counted in the
 * database so every sandbox process and replica counts together. A hit is
 * one conditional upsert: the row keeps only the times still inside the
 * window, and takes the new one only while fewer than `max` are left, so two
 * racing posts cannot both take the last place (the upsert holds the row).
 * Inside a caller's transaction a refused hit after an accepted one is rolled
 * back with it.
 */

export type Limit = { readonly max: number; readonly windowMs: number }
export type Hit = { ok: true } | { ok: false; retryAfterMs: number }

export async function takeHit(db: Db, key: string, limit: Limit, nowMs: number): Promise<Hit> {
	const now = new Date(nowMs).toISOString()
	const since = new Date(nowMs - limit.windowMs).toISOString()
	const kept = sql`array(select hit from unnest(${kycLimits.hits}) as hit where hit > ${since}::timestamptz order by hit)`
	const [taken] = await db
		.insert(kycLimits)
		.values({ key, hits: sql`array[${now}::timestamptz]` })
		.onConflictDoUpdate({
			target: kycLimits.key,
			set: { hits: sql`${kept} || ${now}::timestamptz` },
			setWhere: sql`cardinality(${kept}) < ${limit.max}`,
		})
		.returning({ key: kycLimits.key })
	if (taken) return { ok: true }
	const [row] = await db.select().from(kycLimits).where(eq(kycLimits.key, key))
	const inWindow = (row?.hits ?? []).map((hit) => new Date(hit).getTime()).filter((time) => time > nowMs - limit.windowMs)
	// The place frees when the oldest hit in the window leaves it.
	const oldest = inWindow.length ? Math.min(...inWindow) : nowMs
	return { ok: false, retryAfterMs: Math.max(1000, oldest + limit.windowMs - nowMs) }
}

/** Whole minutes to wait, at least one, as a refusal says it. */
export const minutesOf = (ms: number) => Math.max(1, Math.ceil(ms / 60_000))
