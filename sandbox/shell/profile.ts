import { eq, getTableColumns, sql } from 'drizzle-orm'
import type { ServiceName } from '#contract/products.ts'
import type { Profile } from '#contract/shell.ts'
import { integrators, type IntegratorRow } from '../auth/schema.ts'
import type { Db } from '../db/database.ts'
import { perDatabase } from '../db/prepared.ts'
import { subscriptions } from '../products/schema.ts'
import { listSubscriptionRows } from '../products/subscriptions.ts'

/** Every field of the contract's profile; `services` names subscriptions in any state, by name. */
export function toProfile(row: IntegratorRow, services: ServiceName[]): Profile {
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
		services,
		onboarding: {
			status: row.onboardingStatus,
			shareholdersNeedUpdate: row.shareholdersNeedUpdate,
			documentsNeedUpdate: row.documentsNeedUpdate,
		},
	}
}

/** The profile of an integrator already loaded (sign-up, back office). */
export async function loadProfile(db: Db, row: IntegratorRow) {
	return toProfile(
		row,
		(await listSubscriptionRows(db, row.pk)).map((subscription) => subscription.name),
	)
}

/**
 * GET /integrator/v1, which every dashboard page makes: the integrator and
 * its services' names in one prepared query (a correlated subquery on the
 * (integrator, name) unique index, ordered by name like the subscription
 * list), instead of the bearer check's lookup plus a subscription query.
 */
const profileByPk = perDatabase((db) =>
	db
		.select({
			integrator: getTableColumns(integrators),
			services: sql<
				ServiceName[]
			>`coalesce((select json_agg(${subscriptions.name} order by ${subscriptions.name}) from ${subscriptions} where ${subscriptions.integratorPk} = ${integrators.pk}), '[]'::json)`,
		})
		.from(integrators)
		.where(eq(integrators.pk, sql.placeholder('pk')))
		.prepare('shell_profile_by_pk'),
)

/** The profile of the integrator `pk`; null when there is no such integrator. */
export async function findProfile(db: Db, pk: string): Promise<Profile | null> {
	const [row] = await profileByPk(db).execute({ pk })
	return row ? toProfile(row.integrator, row.services) : null
}
