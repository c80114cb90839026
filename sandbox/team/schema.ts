import { index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { MEMBER_STATUSES, ROLES } from '#contract/team/roles.ts'
import { integrators } from '../auth/schema.ts'
import { createdAt, updatedAt } from '../db/columns.ts'

/**
 * Who works for which business (record 129): an `integrators` row is both a
 * business (its data keyed by integrator_pk everywhere) and a login (its
 * credentials); a membership joins a login to a business with a role. Every
 * business has an OWNER membership of itself.
 */
export const memberships = pgTable(
	'memberships',
	{
		id: text('id').primaryKey(),
		businessPk: text('business_pk')
			.notNull()
			.references(() => integrators.pk, { onDelete: 'cascade' }),
		loginPk: text('login_pk')
			.notNull()
			.references(() => integrators.pk, { onDelete: 'cascade' }),
		role: text('role', { enum: ROLES }).notNull(),
		status: text('status', { enum: MEMBER_STATUSES }).notNull(),
		createdAt: createdAt(),
		updatedAt: updatedAt(),
	},
	(table) => [
		uniqueIndex('memberships_business_login_unique').on(table.businessPk, table.loginPk),
		index('memberships_login_idx').on(table.loginPk),
	],
)
export type MembershipRow = typeof memberships.$inferSelect

/**
 * Invitations to a business (record 130): single use, seven days, revocable
 * while pending; only the sha256 of the link's token is kept.
 */
export const invitations = pgTable(
	'invitations',
	{
		id: text('id').primaryKey(),
		businessPk: text('business_pk')
			.notNull()
			.references(() => integrators.pk, { onDelete: 'cascade' }),
		/** Lower-cased, as every e-mail the sandbox keeps. */
		email: text('email').notNull(),
		role: text('role', { enum: ROLES }).notNull(),
		tokenHash: text('token_hash').notNull().unique(),
		invitedByPk: text('invited_by_pk').references(() => integrators.pk, { onDelete: 'set null' }),
		expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
		acceptedAt: timestamp('accepted_at', { withTimezone: true, mode: 'date' }),
		revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
		createdAt: createdAt(),
	},
	(table) => [index('invitations_business_idx').on(table.businessPk, table.createdAt)],
)
export type InvitationRow = typeof invitations.$inferSelect
