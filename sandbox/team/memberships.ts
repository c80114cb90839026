import { randomUUID } from 'node:crypto'
import { and, asc, eq, isNull, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Role } from '#contract/team/roles.ts'
import { integrators, type IntegratorRow } from '../auth/schema.ts'
import type { Db } from '../db/database.ts'
import { perDatabase } from '../db/prepared.ts'
import { memberships, type MembershipRow } from './schema.ts'

/** A business's own login is its Owner from the start (record 129). */
export async function addOwnerMembership(db: Db, pk: string, now: Date) {
	await db
		.insert(memberships)
		.values({ id: randomUUID(), businessPk: pk, loginPk: pk, role: 'OWNER', status: 'ACTIVE', createdAt: now, updatedAt: now })
		.onConflictDoNothing()
}

const login = alias(integrators, 'login')

/**
 * The bearer check's one query: the membership a token names, with its
 * business and its login, whatever their status (the caller tells a
 * suspension from a removal).
 */
const sessionByPks = perDatabase((db) =>
	db
		.select({ membership: memberships, business: integrators, login })
		.from(memberships)
		.innerJoin(integrators, eq(integrators.pk, memberships.businessPk))
		.innerJoin(login, eq(login.pk, memberships.loginPk))
		.where(and(eq(memberships.businessPk, sql.placeholder('businessPk')), eq(memberships.loginPk, sql.placeholder('loginPk'))))
		.prepare('team_session_by_pks'),
)

export type MemberSession = { membership: MembershipRow; business: IntegratorRow; login: IntegratorRow }

export async function findMemberSession(db: Db, businessPk: string, loginPk: string): Promise<MemberSession | null> {
	const [row] = await sessionByPks(db).execute({ businessPk, loginPk })
	return row ?? null
}

/** The businesses a login may open (active memberships of open businesses), its own first, then the oldest. */
export async function listOpenableBusinesses(db: Db, loginPk: string) {
	return db
		.select({
			pk: integrators.pk,
			businessName: integrators.businessName,
			firstName: integrators.firstName,
			lastName: integrators.lastName,
			role: memberships.role,
		})
		.from(memberships)
		.innerJoin(integrators, eq(integrators.pk, memberships.businessPk))
		.where(and(eq(memberships.loginPk, loginPk), eq(memberships.status, 'ACTIVE'), isNull(integrators.closedAt)))
		.orderBy(sql`${memberships.businessPk} = ${memberships.loginPk} desc`, asc(memberships.createdAt), asc(memberships.id))
}

/** What a business is called in a switcher: a company's name, an individual's own name. */
export const businessLabel = (row: { businessName: string | null; firstName: string; lastName: string }) =>
	row.businessName ?? `${row.firstName} ${row.lastName}`

/** The business a login opens when it signs in: its own, else the first it is an active member of; null for none. */
export async function defaultOpening(db: Db, loginPk: string): Promise<{ businessPk: string; role: Role } | null> {
	const [first] = await listOpenableBusinesses(db, loginPk)
	return first ? { businessPk: first.pk, role: first.role } : null
}
