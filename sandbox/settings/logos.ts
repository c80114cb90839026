import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { LogoType } from '#contract/settings/profile.ts'
import { integrators } from '../auth/schema.ts'
import type { Db } from '../db/database.ts'
import { logos } from './schema.ts'

/**
 * Logos live in the database (both backends, no file store to back up) and
 * are served at GET /sandbox/logos/{id}; the profile's logoUrl is that
 * public URL. A new logo replaces the old one; null removes it.
 */

export const logoPath = (id: string) => `/sandbox/logos/${id}`

export async function saveLogo(
	db: Db,
	integratorPk: string,
	logo: { type: LogoType; bytes: Uint8Array } | null,
	baseUrl: string,
	nowMs: number,
) {
	const now = new Date(nowMs)
	await db.delete(logos).where(eq(logos.integratorPk, integratorPk))
	let logoUrl: string | null = null
	if (logo) {
		const id = randomUUID()
		await db
			.insert(logos)
			.values({ id, integratorPk, contentType: logo.type, data: Buffer.from(logo.bytes).toString('base64'), createdAt: now })
		logoUrl = `${baseUrl}${logoPath(id)}`
	}
	await db.update(integrators).set({ logoUrl, updatedAt: now }).where(eq(integrators.pk, integratorPk))
	return logoUrl
}

export async function findLogo(db: Db, id: string) {
	const [row] = await db.select().from(logos).where(eq(logos.id, id))
	return row ? { contentType: row.contentType, bytes: Buffer.from(row.data, 'base64') } : null
}
