import { and, eq, getTableColumns, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { ServiceName } from '#contract/products.ts'
import type { Profile } from '#contract/shell.ts'
import type { Role } from '#contract/team/roles.ts'
import { approvalRequests } from '../approvals/schema.ts'
import { integrators, type IntegratorRow } from '../auth/schema.ts'
import type { Db } from '../db/database.ts'
import { perDatabase } from '../db/prepared.ts'
import { subscriptions } from '../products/schema.ts'
import { listSubscriptionRows } from '../products/subscriptions.ts'
import { businessLabel, listOpenableBusinesses } from '../team/memberships.ts'
import { memberships, type MembershipRow } from '../team/schema.ts'

type Openable = Profile['businesses'][number]

/**
 * Every field of the contract's profile; `services` names subscriptions in any state, by name.
 * The business's fields are `row`'s; the credentials' flags and the member are the login's
 * (record 129).
 */
export function toProfile(
	row: IntegratorRow,
	services: ServiceName[],
	login: IntegratorRow,
	role: Role,
	businesses: Openable[],
	pendingApprovals = 0,
): Profile {
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
		mfaPreference: login.mfaPreference,
		pinExists: login.pinHash !== null,
		passwordExists: login.passwordHash !== null,
		twoFAEnabled: login.twoFAEnabled,
		teamTwoFARequired: row.teamTwoFARequired,
		member: { id: login.pk, firstName: login.firstName, lastName: login.lastName, email: login.email, role },
		businesses,
		pendingApprovals,
		services,
		onboarding: {
			status: row.onboardingStatus,
			shareholdersNeedUpdate: row.shareholdersNeedUpdate,
			documentsNeedUpdate: row.documentsNeedUpdate,
		},
	}
}

/** The profile of a business seen by its own login, its Owner (sign-up, back office). */
export async function loadProfile(db: Db, row: IntegratorRow) {
	const businesses = (await listOpenableBusinesses(db, row.pk)).map((business) => ({
		pk: business.pk,
		name: businessLabel(business),
		role: business.role,
	}))
	return toProfile(
		row,
		(await listSubscriptionRows(db, row.pk)).map((subscription) => subscription.name),
		row,
		'OWNER',
		businesses,
	)
}

const login = alias(integrators, 'profile_login')
const openable = alias(memberships, 'openable')
const openableBusiness = alias(integrators, 'openable_business')

/**
 * GET /integrator/v1, which every dashboard page makes: the business, the
 * login and its membership, the business's services' names and the
 * businesses the login may open, in one prepared query (correlated subqueries
 * on unique or foreign-key indexes), instead of the bearer check's lookup plus
 * three more.
 */
const profileByPks = perDatabase((db) =>
	db
		.select({
			integrator: getTableColumns(integrators),
			login: getTableColumns(login),
			membership: getTableColumns(memberships),
			services: sql<
				ServiceName[]
			>`coalesce((select json_agg(${subscriptions.name} order by ${subscriptions.name}) from ${subscriptions} where ${subscriptions.integratorPk} = ${integrators.pk}), '[]'::json)`,
			businesses: sql<
				{ pk: string; businessName: string | null; firstName: string; lastName: string; role: Role }[]
			>`coalesce((select json_agg(json_build_object('pk', ${openableBusiness.pk}, 'businessName', ${openableBusiness.businessName}, 'firstName', ${openableBusiness.firstName}, 'lastName', ${openableBusiness.lastName}, 'role', ${openable.role}) order by ${openable.businessPk} = ${openable.loginPk} desc, ${openable.createdAt}, ${openable.id}) from ${memberships} as ${sql.identifier('openable')} join ${integrators} as ${sql.identifier('openable_business')} on ${openableBusiness.pk} = ${openable.businessPk} where ${openable.loginPk} = ${memberships.loginPk} and ${openable.status} = 'ACTIVE' and ${openableBusiness.closedAt} is null), '[]'::json)`,
			// Requests waiting for a second member, for the sidebar's count (record 134); past their hours they wait no more.
			pendingApprovals: sql<number>`(select count(*)::int from ${approvalRequests} where ${approvalRequests.integratorPk} = ${integrators.pk} and ${approvalRequests.status} = 'PENDING' and ${approvalRequests.expiresAt} > ${sql.placeholder('now')})`,
		})
		.from(memberships)
		.innerJoin(integrators, eq(integrators.pk, memberships.businessPk))
		.innerJoin(login, eq(login.pk, memberships.loginPk))
		.where(and(eq(memberships.businessPk, sql.placeholder('businessPk')), eq(memberships.loginPk, sql.placeholder('loginPk'))))
		.prepare('shell_profile_by_pks'),
)

export type ProfileLookup = { profile: Profile; membership: Pick<MembershipRow, 'status' | 'role'>; closedAt: Date | null }

/** The profile of `businessPk` as `loginPk` sees it, with the membership; null when there is none. */
export async function findProfile(db: Db, businessPk: string, loginPk: string, nowMs: number): Promise<ProfileLookup | null> {
	const [row] = await profileByPks(db).execute({ businessPk, loginPk, now: new Date(nowMs).toISOString() })
	if (!row) return null
	const businesses = row.businesses.map((business) => ({ pk: business.pk, name: businessLabel(business), role: business.role }))
	return {
		profile: toProfile(row.integrator, row.services, row.login, row.membership.role, businesses, Number(row.pendingApprovals)),
		membership: row.membership,
		closedAt: row.integrator.closedAt,
	}
}
