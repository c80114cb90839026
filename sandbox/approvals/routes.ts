import { Hono, type Context } from 'hono'
import {
	APPROVAL_ID,
	APPROVAL_MESSAGES,
	approvalRuleRequestSchema,
	approveRequestSchema,
	rejectRequestSchema,
} from '#contract/approvals/api.ts'
import { fromMinorUnits } from '#contract/money/amounts.ts'
import { auditTrail, recordAudit } from '../audit/record.ts'
import type { SandboxContext } from '../context.ts'
import type { Db } from '../db/database.ts'
import type { AppEnv } from '../http/app-env.ts'
import { requireIntegrator } from '../http/bearer-auth.ts'
import { notFound } from '../http/lists.ts'
import { refused, type Refusal } from '../http/refusal.ts'
import { readBody } from '../http/request.ts'
import { checkTransferPin } from '../ledger/pin-check.ts'
import { ok } from '../responses.ts'
import { totpGate } from '../settings/totp-gate.ts'
import {
	decide,
	decisionRefusal,
	expireDue,
	findRequest,
	listRequests,
	listRules,
	setMovementOf,
	setRule,
	toApprovalRequest,
	toApprovalRule,
} from './approvals.ts'
import { personOf } from './ask.ts'
import { APPROVAL_KIND_SPECS, type Sent } from './kinds.ts'
import { notifyApprovalDecided } from './notices.ts'

type Ctx = Context<AppEnv>

/** Thrown inside the approval's transaction to undo the claim when the movement is refused (a balance spent since, a limit). */
class SendRefused extends Error {
	constructor(readonly refusal: Refusal) {
		super(refusal.message)
	}
}

/**
 * /integrator/v1/approvals (docs/product/approvals.md, record 134): the rules
 * (approvals.rules to change them), the requests (every member reads them),
 * and their decisions (approvals.decide). Route capabilities:
 * sandbox/team/route-capabilities.ts.
 */
export function approvalRoutes(ctx: SandboxContext) {
	const app = new Hono<AppEnv>()
	const auth = requireIntegrator(ctx)

	/** Requests past their 24 hours are written EXPIRED, and told, before anything reads them. */
	const sweep = async (pk: string) => {
		for (const row of await expireDue(ctx.db, pk, ctx.now())) {
			const found = await findRequest(ctx.db, pk, row.id)
			if (found) await notifyApprovalDecided(ctx, pk, toApprovalRequest(found.request, found.held, ctx.now()), 'approval.expired')
		}
	}

	const ownRequest = async (c: Ctx) => {
		const id = c.req.param('id') ?? ''
		if (!APPROVAL_ID.test(id)) return null
		const pk = c.get('integrator').pk
		await sweep(pk)
		return findRequest(ctx.db, pk, id)
	}

	app.get('/approvals/rules', auth, async (c) => ok(c, 'Approval rules', await listRules(ctx.db, c.get('integrator').pk)))

	app.put('/approvals/rules', auth, async (c) => {
		const input = await readBody(c, approvalRuleRequestSchema)
		if (!input.ok) return input.response
		const pk = c.get('integrator').pk
		const { kind, currency } = input.data
		const result = await ctx.db.transaction(async (tx) => {
			const changed = await setRule(tx, pk, input.data, personOf(c).name, ctx.now())
			const amountOf = (row: typeof changed.before) => (row ? fromMinorUnits(row.amount, currency) : null)
			await recordAudit(tx, c, {
				kind: 'approvals.rule',
				before: { kind, currency, amount: amountOf(changed.before) },
				after: { kind, currency, amount: amountOf(changed.after) },
			})
			return changed
		})
		return result.after ? ok(c, APPROVAL_MESSAGES.ruleSaved, toApprovalRule(result.after)) : ok(c, APPROVAL_MESSAGES.ruleRemoved, null)
	})

	app.get('/approvals', auth, async (c) => {
		const pk = c.get('integrator').pk
		await sweep(pk)
		const rows = await listRequests(ctx.db, pk)
		return ok(
			c,
			'Approval requests',
			rows.map((row) => toApprovalRequest(row.request, row.held, ctx.now())),
		)
	})

	app.get('/approvals/:id', auth, async (c) => {
		const found = await ownRequest(c)
		return found
			? ok(c, 'Approval request', toApprovalRequest(found.request, found.held, ctx.now()))
			: notFound(c, APPROVAL_MESSAGES.notFound)
	})

	/**
	 * An approval sends the movement once: the request's own checks (not one's
	 * own, pending, not expired), the approver's PIN and 2FA code, then one
	 * database transaction that claims the request (of racing approvals one
	 * claims it) and sends the held quote through its kind's submit function
	 * (sandbox/approvals/kinds.ts); a refusal undoes the claim, so the request
	 * waits on.
	 */
	app.post('/approvals/:id/approve', auth, async (c) => {
		const input = await readBody(c, approveRequestSchema)
		if (!input.ok) return input.response
		const found = await ownRequest(c)
		if (!found) return notFound(c, APPROVAL_MESSAGES.notFound)
		const me = personOf(c)
		const early = decisionRefusal(found.request, me.pk, ctx.now())
		if (early) return refused(c, early)
		const pinRefusal = await checkTransferPin(ctx, c, input.data.pin)
		if (pinRefusal) return pinRefusal
		const gate = await totpGate(ctx, c, input.data.token)
		if (!gate.ok) return gate.response
		const spent = await gate.spend()
		if (spent) return spent
		const { request, held } = found
		const spec = APPROVAL_KIND_SPECS[request.kind]
		let outcome: { request: NonNullable<Awaited<ReturnType<typeof decide>>>; sent: Sent } | null
		try {
			outcome = await ctx.db.transaction(async (tx: Db) => {
				const claimed = await decide(tx, request.id, { status: 'APPROVED' }, me, ctx.now())
				if (!claimed) return null
				// The kind's own submit function, from the held quote: its idempotency and checks as when confirmed (record 136).
				const sent = await spec.send(tx, claimed.integratorPk, claimed.quoteId, me, ctx.now, auditTrail(c))
				if ('ok' in sent) throw new SendRefused(sent)
				await setMovementOf(tx, claimed.id, sent.movementId)
				await recordAudit(tx, c, {
					kind: 'approvals.approved',
					amount: { value: fromMinorUnits(held.amount, held.currency), currency: held.currency },
					reference: { id: sent.movementId, service: sent.service },
					after: { request: claimed.id, kind: claimed.kind, requestedBy: claimed.requestedByEmail },
				})
				return { request: claimed, sent }
			})
		} catch (error) {
			if (error instanceof SendRefused) return refused(c, error.refusal)
			throw error
		}
		if (!outcome) {
			// A racing decision got there first: say what it was.
			const now = await findRequest(ctx.db, c.get('integrator').pk, found.request.id)
			return refused(c, decisionRefusal(now!.request, me.pk, ctx.now())!)
		}
		await outcome.sent.after?.(ctx.db, ctx.now)
		const after = (await findRequest(ctx.db, c.get('integrator').pk, found.request.id))!
		const view = toApprovalRequest(after.request, after.held, ctx.now())
		await notifyApprovalDecided(ctx, c.get('integrator').pk, view, 'approval.approved')
		return ok(c, APPROVAL_MESSAGES.approved, view)
	})

	app.post('/approvals/:id/reject', auth, async (c) => {
		const input = await readBody(c, rejectRequestSchema)
		if (!input.ok) return input.response
		const found = await ownRequest(c)
		if (!found) return notFound(c, APPROVAL_MESSAGES.notFound)
		const me = personOf(c)
		const early = decisionRefusal(found.request, me.pk, ctx.now())
		if (early) return refused(c, early)
		const { held } = found
		const rejected = await ctx.db.transaction(async (tx) => {
			const row = await decide(tx, found.request.id, { status: 'REJECTED', reason: input.data.reason }, me, ctx.now())
			if (row)
				await recordAudit(tx, c, {
					kind: 'approvals.rejected',
					amount: { value: fromMinorUnits(held.amount, held.currency), currency: held.currency },
					after: { request: row.id, kind: row.kind, requestedBy: row.requestedByEmail, reason: input.data.reason },
				})
			return row
		})
		if (!rejected) {
			const now = await findRequest(ctx.db, c.get('integrator').pk, found.request.id)
			return refused(c, decisionRefusal(now!.request, me.pk, ctx.now())!)
		}
		const view = toApprovalRequest(rejected, held, ctx.now())
		await notifyApprovalDecided(ctx, c.get('integrator').pk, view, 'approval.rejected')
		return ok(c, APPROVAL_MESSAGES.rejected, view)
	})

	return app
}
