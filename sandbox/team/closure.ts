import { and, count, eq, gt, inArray, isNull } from 'drizzle-orm'
import type { MiddlewareHandler } from 'hono'
import { TEAM_ERROR_CODES, TEAM_MESSAGES, type Closure } from '#contract/team/api.ts'
import { findIntegratorByEmail } from '../auth/integrators.ts'
import { integrators } from '../auth/schema.ts'
import type { SandboxContext } from '../context.ts'
import type { Db } from '../db/database.ts'
import { fiatPayouts } from '../fiat/schema.ts'
import type { AppEnv } from '../http/app-env.ts'
import { toAccount } from '../ledger/accounts.ts'
import { ledgerAccounts, localTransfers } from '../ledger/schema.ts'
import { lendingLoans } from '../lending/schema.ts'
import { fail } from '../responses.ts'
import { walletTransactions } from '../wallets/schema.ts'
import { businessLabel } from './memberships.ts'
import { invitations } from './schema.ts'
import { noteTeamChange, RolledBack, rollbackSafe, type Done, type TeamTrail } from './team.ts'

/**
 * Closing the account (docs/product/team.md#closing-the-account): the Owner
 * alone, once nothing is held and nothing is on its way. A closed business
 * keeps its records (ledger, audit log) but no member opens it again: the
 * bearer check refuses its tokens and a login no longer lists it.
 */

/** Movements that have left a balance and may yet come back to it (a payout that fails is refunded). */
const PAYOUTS_ON_THEIR_WAY = ['ITF_PENDING', 'ITF_PROCESSING']
const TRANSFERS_ON_THEIR_WAY = ['ITF_PENDING', 'ITF_PROCESSING', 'ITF_APPROVED']
const WITHDRAWALS_ON_THEIR_WAY = ['PENDING', 'CONFIRMED', 'BROADCAST']
const LOANS_OPEN = ['PENDING', 'ACTIVE'] as const

/** What stands in the way of closing: every balance above zero, loans not repaid, movements on their way. */
export async function findClosure(db: Db, business: { pk: string; businessName: string | null; firstName: string; lastName: string }) {
	const pk = business.pk
	const counted = async (query: Promise<{ n: number }[]>) => Number((await query)[0]?.n ?? 0)
	const [held, openLoans, payouts, transfers, withdrawals] = await Promise.all([
		db
			.select()
			.from(ledgerAccounts)
			.where(and(eq(ledgerAccounts.integratorPk, pk), eq(ledgerAccounts.owner, 'integrator'), gt(ledgerAccounts.balance, 0n))),
		counted(
			db
				.select({ n: count() })
				.from(lendingLoans)
				.where(and(eq(lendingLoans.integratorPk, pk), inArray(lendingLoans.status, LOANS_OPEN))),
		),
		counted(
			db
				.select({ n: count() })
				.from(fiatPayouts)
				.where(and(eq(fiatPayouts.integratorPk, pk), inArray(fiatPayouts.status, PAYOUTS_ON_THEIR_WAY))),
		),
		counted(
			db
				.select({ n: count() })
				.from(localTransfers)
				.where(and(eq(localTransfers.integratorPk, pk), inArray(localTransfers.status, TRANSFERS_ON_THEIR_WAY))),
		),
		counted(
			db
				.select({ n: count() })
				.from(walletTransactions)
				.where(
					and(
						eq(walletTransactions.integratorPk, pk),
						eq(walletTransactions.type, 'WITHDRAWAL'),
						inArray(walletTransactions.status, WITHDRAWALS_ON_THEIR_WAY),
					),
				),
		),
	])
	const balances = held.map(toAccount).map((account) => ({ account: account.name, currency: account.currency, amount: account.balance }))
	const inFlight = payouts + transfers + withdrawals
	return {
		businessName: businessLabel(business),
		balances,
		openLoans,
		inFlight,
		canClose: balances.length === 0 && openLoans === 0 && inFlight === 0,
	} satisfies Closure
}

/**
 * Closes the business once: a conditional UPDATE (`closed_at` still null) so
 * of two closings one does it; what stands in the way is read again inside
 * the transaction, and pending invitations are withdrawn with it.
 */
export async function closeAccount(ctx: SandboxContext, trail: TeamTrail, businessPk: string): Promise<Done<{ businessName: string }>> {
	return rollbackSafe(
		ctx.db.transaction(async (tx) => {
			const at = new Date(ctx.now())
			const [closed] = await tx
				.update(integrators)
				.set({ closedAt: at, updatedAt: at })
				.where(and(eq(integrators.pk, businessPk), isNull(integrators.closedAt)))
				.returning()
			if (!closed)
				return { ok: false as const, status: 409 as const, message: TEAM_MESSAGES.accountClosed, code: TEAM_ERROR_CODES.accountClosed }
			const closure = await findClosure(tx, closed)
			if (!closure.canClose)
				throw new RolledBack({ ok: false, status: 409, message: TEAM_MESSAGES.closeBlocked, code: TEAM_ERROR_CODES.closeBlocked })
			await tx
				.update(invitations)
				.set({ revokedAt: at })
				.where(and(eq(invitations.businessPk, businessPk), isNull(invitations.acceptedAt), isNull(invitations.revokedAt)))
			await noteTeamChange(ctx, tx, trail, businessPk, { kind: 'team.account_closed', after: { business: closure.businessName } }, null)
			return { ok: true as const, value: { businessName: closure.businessName } }
		}),
	)
}

/**
 * The back office's changes to a closed account are refused (409): money sent to it
 * (a deposit to its virtual account, its wallet, its funding account) goes back to
 * its sender, as a bank returns a payment to a closed account.
 */
export function refuseClosedAccountChanges(ctx: SandboxContext): MiddlewareHandler<AppEnv> {
	return async (c, next) => {
		if (c.req.method !== 'POST') return next()
		const business = await findIntegratorByEmail(ctx.db, c.req.param('email') ?? '')
		if (!business?.closedAt) return next()
		return fail(c, 409, TEAM_MESSAGES.accountClosed, [{ message: TEAM_MESSAGES.accountClosed, code: TEAM_ERROR_CODES.accountClosed }])
	}
}
