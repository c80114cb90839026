import { and, asc, desc, eq } from 'drizzle-orm'
import { Hono } from 'hono'
import { BENEFICIARY_ERROR_CODES } from '#contract/fiat/beneficiaries.ts'
import { BENEFICIARY_ID, NAME_MATCH_MESSAGES } from '#contract/fiat/beneficiary-labels.ts'
import { PAYOUT_ID } from '#contract/fiat/payouts.ts'
import {
	BATCH_ID,
	confirmBatchRequestSchema,
	createBatchRequestSchema,
	PAYMENT_ERROR_CODES,
	PAYMENT_MESSAGES,
} from '#contract/payments/api.ts'
import { answerAsked, askIfRuled } from '../approvals/ask.ts'
import { auditTrail } from '../audit/record.ts'
import type { SandboxContext } from '../context.ts'
import { confirmNameMismatch, findBeneficiary } from '../fiat/beneficiaries.ts'
import { findPayout, toPayout } from '../fiat/payouts.ts'
import { fiatPayouts } from '../fiat/schema.ts'
import { listFiatWallets } from '../fiat/wallets.ts'
import type { AppEnv } from '../http/app-env.ts'
import { requireIntegrator } from '../http/bearer-auth.ts'
import { notFound } from '../http/lists.ts'
import { readBody } from '../http/request.ts'
import { caller } from '../ledger/accounts.ts'
import { checkTransferPin } from '../ledger/pin-check.ts'
import { requireActiveService } from '../products/service-guard.ts'
import { fail, ok } from '../responses.ts'
import { totpGate } from '../settings/totp-gate.ts'
import { getWithdrawalAddress } from '../settings/withdrawal-addresses.ts'
import { wallets, walletTransactions } from '../wallets/schema.ts'
import { toWallets, toWalletTransaction } from '../wallets/wallets.ts'
import { batchRows, batchTotals, createBatch, findBatch, finishBatch, listBatches, PAYMENT_SOURCE, sendBatch, toBatch } from './batches.ts'

/**
 * /payment/v1: the Payment service (contract/payments/api.ts). Every call
 * needs the PAYMENT service active; everything is the caller's own (anyone
 * else's id is a 404).
 */
export function paymentRoutes(ctx: SandboxContext) {
	const app = new Hono<AppEnv>()
	// Per route, not app.use('*'): mounted at /payment/v1, a wildcard would also guard the rate card (/payment/v1/rates/my-rates).
	const guard = [requireIntegrator(ctx), requireActiveService(ctx, 'payment')] as const

	app.get('/wallets', ...guard, async (c) => {
		const me = await caller(ctx, c)
		const mains = await ctx.db
			.select()
			.from(wallets)
			.where(and(eq(wallets.integratorPk, me.pk), eq(wallets.kind, 'MAIN')))
			.orderBy(asc(wallets.createdAt))
		return ok(c, 'Payment wallets', { fiat: await listFiatWallets(ctx.db, me.pk), crypto: await toWallets(ctx.db, mains) })
	})

	app.get('/payouts/:id', ...guard, async (c) => {
		const id = c.req.param('id')
		const row = PAYOUT_ID.test(id) ? await findPayout(ctx.db, c.get('integrator').pk, id) : null
		return row && row.service === PAYMENT_SOURCE.service ? ok(c, 'Payout', toPayout(row)) : notFound(c, PAYMENT_MESSAGES.payoutNotFound)
	})

	app.get('/beneficiaries/:id/payouts', ...guard, async (c) => {
		const pk = c.get('integrator').pk
		const id = c.req.param('id')
		const beneficiary = BENEFICIARY_ID.test(id) ? await findBeneficiary(ctx.db, pk, id) : null
		if (!beneficiary) return notFound(c, PAYMENT_MESSAGES.beneficiaryNotFound)
		const rows = await ctx.db
			.select()
			.from(fiatPayouts)
			.where(and(eq(fiatPayouts.integratorPk, pk), eq(fiatPayouts.beneficiaryId, id)))
			.orderBy(desc(fiatPayouts.createdAt), desc(fiatPayouts.id))
			.limit(100)
		return ok(c, 'Payouts', rows.map(toPayout))
	})

	app.get('/crypto-beneficiaries/:id/withdrawals', ...guard, async (c) => {
		const pk = c.get('integrator').pk
		const saved = await getWithdrawalAddress(ctx.db, pk, c.req.param('id'))
		if (!saved.ok) return notFound(c, PAYMENT_MESSAGES.beneficiaryNotFound)
		const rows = await ctx.db
			.select()
			.from(walletTransactions)
			.where(
				and(
					eq(walletTransactions.integratorPk, pk),
					eq(walletTransactions.type, 'WITHDRAWAL'),
					eq(walletTransactions.network, saved.data.network),
					eq(walletTransactions.address, saved.data.address),
				),
			)
			.orderBy(desc(walletTransactions.createdAt), desc(walletTransactions.id))
			.limit(100)
		return ok(c, 'Withdrawals', rows.map(toWalletTransaction))
	})

	app.post('/batches', ...guard, async (c) => {
		const input = await readBody(c, createBatchRequestSchema)
		if (!input.ok) return input.response
		const me = await caller(ctx, c)
		const batch = await createBatch(ctx.db, me.pk, input.data, ctx.now())
		if (!batch) {
			const message = PAYMENT_MESSAGES.noValidRows
			return fail(c, 422, message, [{ message, code: PAYMENT_ERROR_CODES.noValidRows, field: 'file' }])
		}
		return ok(c, PAYMENT_MESSAGES.batchCreated, await toBatch(ctx.db, batch, ctx.now), 201)
	})

	app.get('/batches', ...guard, async (c) => ok(c, 'Bulk payouts', await listBatches(ctx.db, c.get('integrator').pk)))

	const ownBatch = async (pk: string, id: string) => (BATCH_ID.test(id) ? await findBatch(ctx.db, pk, id) : null)

	app.get('/batches/:id', ...guard, async (c) => {
		const batch = await ownBatch(c.get('integrator').pk, c.req.param('id'))
		return batch ? ok(c, 'Bulk payout', await toBatch(ctx.db, batch, ctx.now)) : notFound(c, PAYMENT_MESSAGES.batchNotFound)
	})

	/** A batch confirmed: a sent one answers itself (before the PIN, as any replay: its confirmation was given), then the PIN and the code, then each row's payout. */
	app.post('/batches/:id/confirm', ...guard, async (c) => {
		const input = await readBody(c, confirmBatchRequestSchema)
		if (!input.ok) return input.response
		const me = await caller(ctx, c)
		const batch = await ownBatch(me.pk, c.req.param('id'))
		if (!batch) return notFound(c, PAYMENT_MESSAGES.batchNotFound)
		if (batch.status !== 'DRAFT') {
			// Already confirmed: the rows a stopped sandbox left unsent go now (once each, record 100), the rest is answered as it is.
			await finishBatch(ctx.db, batch, ctx.now)
			return ok(c, PAYMENT_MESSAGES.batchReplayed, await toBatch(ctx.db, batch, ctx.now))
		}
		// A batch that waits for approval answers its request, whatever is clicked again (records 134, 136).
		const asked = await answerAsked(ctx, c, me.pk, batch.id)
		if (asked) return asked
		// Confirmation of payee (record 109): rows the bank names otherwise are sent once the user confirms them, kept on each beneficiary.
		const unconfirmed = (await toBatch(ctx.db, batch, ctx.now)).rows.filter((row) => row.nameConfirmationNeeded)
		if (unconfirmed.length && input.data.confirmNameMismatch !== true) {
			const message = NAME_MATCH_MESSAGES.confirmBatch(unconfirmed.length)
			return fail(c, 409, message, [{ message, code: BENEFICIARY_ERROR_CODES.nameMismatch, field: 'confirmNameMismatch' }])
		}
		const pinRefusal = await checkTransferPin(ctx, c, input.data.pin)
		if (pinRefusal) return pinRefusal
		const gate = await totpGate(ctx, c, input.data.token)
		if (!gate.ok) return gate.response
		const spent = await gate.spend()
		if (spent) return spent
		// Who confirms is the member signed in (record 129), not the business's owner.
		const login = c.get('login')
		for (const row of unconfirmed)
			if (row.beneficiaryId) await confirmNameMismatch(ctx.db, me.pk, row.beneficiaryId, login.email, ctx.now())
		// Two keys for money (record 136): a batch whose total in a currency is at or above that currency's rule waits for a second member.
		const totals = batchTotals(await batchRows(ctx.db, batch.id))
		const waits = await askIfRuled(ctx, c, { integratorPk: me.pk, kind: 'BULK', quoteId: batch.id, amounts: totals })
		if (waits) return waits
		const sent = await sendBatch(
			ctx.db,
			batch,
			{ name: `${login.firstName} ${login.lastName}`, email: login.email },
			ctx.now,
			auditTrail(c),
		)
		return ok(
			c,
			sent.replayed ? PAYMENT_MESSAGES.batchReplayed : PAYMENT_MESSAGES.batchSent,
			await toBatch(ctx.db, sent.batch, ctx.now),
			sent.replayed ? 200 : 201,
		)
	})

	return app
}
