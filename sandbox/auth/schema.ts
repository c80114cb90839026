import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import type { MfaPreference } from '#contract/shell.ts'
import { createdAt, updatedAt } from '../db/columns.ts'

/** The account, its credentials and what signing in needs. */

export const integrators = pgTable(
	'integrators',
	{
		pk: text('pk').primaryKey(),
		/**
		 * False for a login made by accepting an invitation: it is a login only, with no business
		 * of its own, and opens businesses only through a membership (record 129).
		 */
		ownBusiness: boolean('own_business').notNull().default(true),
		/** Stored lower-cased (contract emailSchema lower-cases), unique below. */
		email: text('email').notNull(),
		accountType: text('account_type', { enum: ['COMPANY', 'INDIVIDUAL'] }).notNull(),
		firstName: text('first_name').notNull(),
		lastName: text('last_name').notNull(),
		businessName: text('business_name'),
		country: text('country').notNull(),
		/** scrypt hash (auth/passwords.ts); null when the account has no password. */
		passwordHash: text('password_hash'),
		/** The transaction PIN: a scrypt hash like the password; null when not set. */
		pinHash: text('pin_hash'),
		/** The active TOTP secret (base32); set once 2FA is verified. */
		twoFASecret: text('two_fa_secret'),
		twoFAEnabled: boolean('two_fa_enabled').notNull().default(false),
		/** The business's rule, set by its Owner: every member must have 2FA on to do anything else (record 135). */
		teamTwoFARequired: boolean('team_two_fa_required').notNull().default(false),
		/** Set once, by the Owner closing the account: no member opens it again (docs/product/team.md#closing-the-account). */
		closedAt: timestamp('closed_at', { withTimezone: true, mode: 'date' }),
		/** A secret handed out by POST /auth/v1/2fa, waiting for its first code. */
		twoFAPendingSecret: text('two_fa_pending_secret'),
		/** The last TOTP time step accepted: a code is good once (auth/totp.ts). */
		twoFALastStep: integer('two_fa_last_step'),
		/** Wrong PINs in a row; the fifth locks PIN checks until pinLockedUntil (auth/lockouts.ts). */
		pinFailedAttempts: integer('pin_failed_attempts').notNull().default(0),
		pinLockedUntil: timestamp('pin_locked_until', { withTimezone: true, mode: 'date' }),
		/** Wrong authenticator or recovery codes in a row; the fifth locks 2FA checks until twoFALockedUntil. */
		twoFAFailedAttempts: integer('two_fa_failed_attempts').notNull().default(0),
		twoFALockedUntil: timestamp('two_fa_locked_until', { withTimezone: true, mode: 'date' }),
		/** Wrong current passwords in a row (password change); the fifth locks password changes until passwordLockedUntil. */
		passwordFailedAttempts: integer('password_failed_attempts').notNull().default(0),
		passwordLockedUntil: timestamp('password_locked_until', { withTimezone: true, mode: 'date' }),
		/**
		 * PIN, 2FA and current-password checks under way: a check takes a place before it compares
		 * (wrong ones in a row plus those under way stay at most five), so
		 * racing guesses cannot outrun the lock. Places taken before
		 * ...ChecksStartedAt minus 30 s are void (a crashed check).
		 */
		pinChecksInFlight: integer('pin_checks_in_flight').notNull().default(0),
		pinChecksStartedAt: timestamp('pin_checks_started_at', { withTimezone: true, mode: 'date' }),
		twoFAChecksInFlight: integer('two_fa_checks_in_flight').notNull().default(0),
		twoFAChecksStartedAt: timestamp('two_fa_checks_started_at', { withTimezone: true, mode: 'date' }),
		passwordChecksInFlight: integer('password_checks_in_flight').notNull().default(0),
		passwordChecksStartedAt: timestamp('password_checks_started_at', { withTimezone: true, mode: 'date' }),
		logoUrl: text('logo_url'),
		webhookUrl: text('webhook_url'),
		domain: text('domain'),
		contactNumber: text('contact_number'),
		kybVerified: boolean('kyb_verified').notNull().default(false),
		emailVerified: boolean('email_verified').notNull().default(false),
		contactVerified: boolean('contact_verified').notNull().default(false),
		checkBlacklistOnWithdrawal: boolean('check_blacklist_on_withdrawal').notNull().default(false),
		alwaysShowBlacklistCheck: boolean('always_show_blacklist_check').notNull().default(false),
		mfaPreference: jsonb('mfa_preference').$type<MfaPreference>().notNull(),
		onboardingStatus: text('onboarding_status', { enum: ['SUBMITTED', 'REVIEW_NEEDED', 'REVIEWED'] }),
		shareholdersNeedUpdate: boolean('shareholders_need_update').notNull().default(false),
		documentsNeedUpdate: boolean('documents_need_update').notNull().default(false),
		createdAt: createdAt(),
		updatedAt: updatedAt(),
	},
	(table) => [uniqueIndex('integrators_email_unique').on(table.email)],
)
export type IntegratorRow = typeof integrators.$inferSelect
export type NewIntegratorRow = typeof integrators.$inferInsert

/** The owning integrator of a row in any area; its rows go when the integrator goes. */
export const integratorPk = () =>
	text('integrator_pk')
		.notNull()
		.references(() => integrators.pk, { onDelete: 'cascade' })

/** Single-use magic-link tokens; only the sha256 of the token is kept. */
export const loginTokens = pgTable(
	'login_tokens',
	{
		tokenHash: text('token_hash').primaryKey(),
		integratorPk: integratorPk(),
		expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
		usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
		createdAt: createdAt(),
	},
	(table) => [index('login_tokens_integrator_idx').on(table.integratorPk)],
)

/**
 * Password or login-link logins of an integrator with 2FA on, waiting for
 * the authenticator code (POST /auth/v1/login/2fa). Single use, short-lived;
 * only the sha256 of the challenge is kept.
 */
export const loginChallenges = pgTable(
	'login_challenges',
	{
		challengeHash: text('challenge_hash').primaryKey(),
		integratorPk: integratorPk(),
		expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
		usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
		createdAt: createdAt(),
	},
	(table) => [index('login_challenges_integrator_idx').on(table.integratorPk)],
)

/** 2FA recovery codes: ten per integrator, single use, only their sha256 kept. */
export const recoveryCodes = pgTable(
	'recovery_codes',
	{
		codeHash: text('code_hash').primaryKey(),
		integratorPk: integratorPk(),
		usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
		createdAt: createdAt(),
	},
	(table) => [index('recovery_codes_integrator_idx').on(table.integratorPk)],
)

/**
 * Generated sessions (IP whitelisting). The API key is shown once; only its
 * sha256 is kept. A session past expiresAt is inactive; a deleted one is gone.
 */
export const apiSessions = pgTable(
	'api_sessions',
	{
		id: text('id').primaryKey(),
		integratorPk: integratorPk(),
		email: text('email').notNull(),
		admin: boolean('admin').notNull().default(false),
		whitelistedIps: jsonb('whitelisted_ips').$type<string[]>().notNull(),
		secretHash: text('secret_hash').notNull().unique(),
		expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
		createdAt: createdAt(),
		updatedAt: updatedAt(),
	},
	(table) => [index('api_sessions_integrator_idx').on(table.integratorPk)],
)
export type ApiSessionRow = typeof apiSessions.$inferSelect

/** Small key/value store for sandbox-wide state; today only the generated JWT signing key. */
export const sandboxSettings = pgTable('sandbox_settings', {
	key: text('key').primaryKey(),
	value: text('value').notNull(),
})

/**
 * Access tokens ended by POST /auth/v1/logout, by their `jti`. A row is kept
 * until the token would have expired anyway (then the JWT check refuses it
 * on its own) and is purged after that.
 */
export const revokedAccessTokens = pgTable(
	'revoked_access_tokens',
	{
		jti: text('jti').primaryKey(),
		integratorPk: integratorPk(),
		expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
		revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }).notNull(),
	},
	(table) => [index('revoked_access_tokens_expires_idx').on(table.expiresAt)],
)
