import { Hono, type Context } from 'hono'
import {
	collateralTransferRequestSchema,
	createCollateralWalletRequestSchema,
	createLoanRequestSchema,
	LENDING_MESSAGES,
	loansQuerySchema,
	repaymentRequestSchema,
	statementQuerySchema,
} from '#contract/lending/api.ts'
import { fromMinorUnits } from '#contract/money/amounts.ts'
import { auditTrail } from '../audit/record.ts'
import type { SandboxContext } from '../context.ts'
import type { AppEnv } from '../http/app-env.ts'
import { requireIntegrator } from '../http/bearer-auth.ts'
import { notFound, pageAnswer, pageRequest, readQuery } from '../http/lists.ts'
import { refused } from '../http/refusal.ts'
import { readBody } from '../http/request.ts'
import { caller } from '../ledger/accounts.ts'
import { checkTransferPin } from '../ledger/pin-check.ts'
import { requireActiveService } from '../products/service-guard.ts'
import { ok } from '../responses.ts'
import { totpGate } from '../settings/totp-gate.ts'
import {
	checkTransfer,
	createCollateralWallet,
	listCollateralWallets,
	replayedTransfer,
	toCollateralTransfer,
	transferCollateral,
	transferInputIssue,
} from './collateral.ts'
import {
	checkLoanRequest,
	findLoan,
	listLoans,
	loanInputIssue,
	loanStatement,
	repayLoan,
	repaymentInputIssue,
	replayedLoan,
	replayedRepayment,
	requestLoan,
	reviewLoan,
	toLoans,
	toRepayment,
} from './loans.ts'
import type { LoanRow, RepaymentRow } from './schema.ts'

/**
 * /lending/v1: the Lending service (contract/lending/api.ts). Every call
 * needs the LENDING service active; every loan is the caller's own (anyone
 * else's id is a 404). A post that moves money answers a replay of its
 * idempotency key before asking for the PIN, then checks the PIN and the
 * authenticator code, then moves the money once.
 */
export function lendingRoutes(ctx: SandboxContext) {
	const app = new Hono<AppEnv>()
	// Per route, not app.use('*'): mounted at /lending/v1, a wildcard would also guard the rate card.
	const guard = [requireIntegrator(ctx), requireActiveService(ctx, 'lending')] as const

	/** The PIN, then the authenticator code when 2FA is on (spent last): a response when refused. */
	async function secrets(c: Context<AppEnv>, input: { pin: string; token?: string }) {
		const pin = await checkTransferPin(ctx, c, input.pin)
		if (pin) return pin
		const gate = await totpGate(ctx, c, input.token)
		if (!gate.ok) return gate.response
		return gate.spend()
	}

	const loanAnswer = async (c: Context<AppEnv>, message: string, row: LoanRow, status: 200 | 201 = 200) =>
		ok(c, message, (await toLoans(ctx.db, [row], ctx.now()))[0], status)

	// ─── Collateral wallets ───
	app.get('/wallets', ...guard, async (c) => {
		const me = await caller(ctx, c)
		return ok(c, 'Collateral wallets', await listCollateralWallets(ctx.db, me.pk, ctx.now()))
	})

	app.post('/wallets', ...guard, async (c) => {
		const input = await readBody(c, createCollateralWalletRequestSchema)
		if (!input.ok) return input.response
		const me = await caller(ctx, c)
		const created = await createCollateralWallet(ctx, me.pk, input.data.asset)
		if (!created.ok) return refused(c, created)
		return ok(c, LENDING_MESSAGES.walletCreated(input.data.asset), created.wallet, 201)
	})

	app.post('/wallets/transfers', ...guard, async (c) => {
		const input = await readBody(c, collateralTransferRequestSchema)
		if (!input.ok) return input.response
		const me = await caller(ctx, c)
		const request = input.data
		const issue = transferInputIssue(request)
		if (issue) return refused(c, issue)
		const earlier = await replayedTransfer(ctx.db, me.pk, request)
		if (earlier) return 'ok' in earlier ? refused(c, earlier) : ok(c, LENDING_MESSAGES.replayed, toCollateralTransfer(earlier))
		// A transfer that cannot be made (no such wallet) does not cost a PIN try.
		const checked = await checkTransfer(ctx.db, me.pk, request, ctx.now())
		if (!checked.ok) return refused(c, checked)
		const denied = await secrets(c, request)
		if (denied) return denied
		const result = await transferCollateral(ctx, me.pk, request)
		if ('ok' in result) return refused(c, result)
		const transfer = toCollateralTransfer(result.row)
		if (result.kind === 'replayed') return ok(c, LENDING_MESSAGES.replayed, transfer)
		return ok(c, LENDING_MESSAGES.transferred(transfer.amount, transfer.asset, transfer.direction), transfer, 201)
	})

	// ─── Loans ───
	app.get('/loans', ...guard, async (c) => {
		const query = readQuery(c, loansQuerySchema)
		if (!query.ok) return query.response
		const me = c.get('integrator')
		return pageAnswer(
			c,
			'Loans',
			await listLoans(ctx, me.pk, query.data, pageRequest(ctx, `${me.pk}|loans|${query.data.status ?? ''}`, query.data)),
		)
	})

	app.post('/loans', ...guard, async (c) => {
		const input = await readBody(c, createLoanRequestSchema)
		if (!input.ok) return input.response
		const me = await caller(ctx, c)
		const request = input.data
		const issue = loanInputIssue(request)
		if (issue) return refused(c, issue)
		const earlier = await replayedLoan(ctx.db, me.pk, request)
		if (earlier) return 'ok' in earlier ? refused(c, earlier) : loanAnswer(c, LENDING_MESSAGES.replayed, earlier)
		// The terms, the collateral and the loan-to-value before the PIN: a request that cannot be made does not cost a PIN try.
		const checked = await checkLoanRequest(ctx.db, me.pk, request, ctx.now())
		if (!checked.ok) return refused(c, checked)
		const denied = await secrets(c, request)
		if (denied) return denied
		const result = await requestLoan(ctx, me.pk, request, auditTrail(c))
		if ('ok' in result) return refused(c, result)
		return loanAnswer(
			c,
			result.kind === 'created' ? LENDING_MESSAGES.requested : LENDING_MESSAGES.replayed,
			result.row,
			result.kind === 'created' ? 201 : 200,
		)
	})

	app.get('/loans/:id', ...guard, async (c) => {
		const row = await reviewLoan(ctx, c.req.param('id'), c.get('integrator').pk)
		return row ? loanAnswer(c, 'Loan', row) : notFound(c, LENDING_MESSAGES.loanNotFound)
	})

	app.get('/loans/:id/statement', ...guard, async (c) => {
		const query = readQuery(c, statementQuerySchema)
		if (!query.ok) return query.response
		const me = c.get('integrator')
		// Brought up to date first, under the loan's lock: a statement read beside the loan itself never lags behind it.
		const row = await reviewLoan(ctx, c.req.param('id'), me.pk)
		if (!row) return notFound(c, LENDING_MESSAGES.loanNotFound)
		return pageAnswer(c, 'Loan statement', await loanStatement(ctx.db, row, pageRequest(ctx, `${me.pk}|loan|${row.id}`, query.data)))
	})

	app.post('/loans/:id/repayments', ...guard, async (c) => {
		const input = await readBody(c, repaymentRequestSchema)
		if (!input.ok) return input.response
		const me = await caller(ctx, c)
		const loanId = c.req.param('id')
		const loan = await findLoan(ctx.db, me.pk, loanId)
		if (!loan) return notFound(c, LENDING_MESSAGES.loanNotFound)
		const request = input.data
		const issue = repaymentInputIssue(request)
		if (issue) return refused(c, issue)
		const earlier = await replayedRepayment(ctx.db, me.pk, loanId, request)
		if (earlier) return 'ok' in earlier ? refused(c, earlier) : repaid(c, LENDING_MESSAGES.repaymentReplayed, earlier, loan, 200)
		const denied = await secrets(c, request)
		if (denied) return denied
		const result = await repayLoan(ctx, me.pk, loanId, request)
		if (!result) return notFound(c, LENDING_MESSAGES.loanNotFound)
		if ('ok' in result) return refused(c, result)
		if (result.kind === 'replayed') return repaid(c, LENDING_MESSAGES.repaymentReplayed, result.repayment, result.loan, 200)
		const message =
			result.loan.status === 'REPAID'
				? LENDING_MESSAGES.repaidInFull
				: LENDING_MESSAGES.repaid(fromMinorUnits(result.repayment.amount, 'USD'))
		return repaid(c, message, result.repayment, result.loan, 201)
	})

	async function repaid(c: Context<AppEnv>, message: string, repayment: RepaymentRow, loan: LoanRow, status: 200 | 201) {
		const [answer] = await toLoans(ctx.db, [loan], ctx.now())
		return ok(c, message, toRepayment(repayment, answer!), status)
	}

	return app
}
