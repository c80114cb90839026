import { eq, sql } from 'drizzle-orm'
import type { ApiErrorItem } from '#contract/envelope.ts'
import { toServiceId, type ServiceName } from '#contract/products.ts'
import { EMAIL_SETTING_KEYS, type EmailNotification, type EmailSettingKey, type EmailSettingService } from '#contract/settings/products.ts'
import type { Db } from '../db/database.ts'
import { listSubscriptionRows } from '../products/subscriptions.ts'
import { emailSettings } from './schema.ts'

/**
 * E-mail preferences: the keys of the services the integrator
 * has subscribed to (any state) plus FUNDING, each active unless turned off.
 * Only changed keys have rows.
 */

const hasKeys = (id: string): id is EmailSettingService => Object.hasOwn(EMAIL_SETTING_KEYS, id)

export async function availableEmailKeys(db: Db, integratorPk: string): Promise<EmailSettingKey[]> {
	const subscribed = new Set<string>((await listSubscriptionRows(db, integratorPk)).map((row) => toServiceId(row.name as ServiceName)))
	subscribed.add('FUNDING')
	return (Object.keys(EMAIL_SETTING_KEYS) as EmailSettingService[])
		.filter((id) => subscribed.has(id) && hasKeys(id))
		.flatMap((id) => [...EMAIL_SETTING_KEYS[id]])
}

export async function listEmailSettings(db: Db, integratorPk: string): Promise<EmailNotification[]> {
	const keys = await availableEmailKeys(db, integratorPk)
	const rows = await db.select().from(emailSettings).where(eq(emailSettings.integratorPk, integratorPk))
	const stored = new Map(rows.map((row) => [row.key, row.active]))
	return keys.map((key) => ({ emailSetting: key, active: stored.get(key) ?? true }))
}

export type EmailSettingsResult = { ok: true; data: EmailNotification[] } | { ok: false; message: string; errors: ApiErrorItem[] }

/** All or nothing: one key of a service not subscribed refuses the whole request. */
export async function updateEmailSettings(
	db: Db,
	integratorPk: string,
	changes: EmailNotification[],
	nowMs: number,
): Promise<EmailSettingsResult> {
	const available = new Set<string>(await availableEmailKeys(db, integratorPk))
	const errors = changes
		.map((change, index) => ({ change, index }))
		.filter(({ change }) => !available.has(change.emailSetting))
		.map(({ change, index }) => ({
			message: `${change.emailSetting} belongs to a service you have not subscribed to`,
			code: 'not_subscribed',
			field: `notificationSettings.${index}.emailSetting`,
		}))
	if (errors.length) return { ok: false, message: errors.map((error) => error.message).join(', '), errors }
	const latest = new Map(changes.map((change) => [change.emailSetting, change.active]))
	const now = new Date(nowMs)
	await db
		.insert(emailSettings)
		.values([...latest].map(([key, active]) => ({ integratorPk, key, active, updatedAt: now })))
		.onConflictDoUpdate({ target: [emailSettings.integratorPk, emailSettings.key], set: { active: sql`excluded.active`, updatedAt: now } })
	return { ok: true, data: await listEmailSettings(db, integratorPk) }
}
