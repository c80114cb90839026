import { Hono, type Context } from 'hono'
import { APPROVAL_ERROR_CODES, APPROVAL_MESSAGES } from '#contract/approvals/messages.ts'
import { toMinorUnits, fromMinorUnits } from '#contract/money/amounts.ts'
import type { FiatCurrency } from '#contract/money/currencies.ts'
import { MONEY_ERROR_CODES, MONEY_MESSAGES } from '#contract/money/errors.ts'
import {
	banksQuerySchema,
	chargeQuerySchema,
	confirmQuoteRequestSchema,
	createLocalTransferRequestSchema,
	createQuoteRequestSchema,
	idempotencyKeySchema,
	localTransfersQuerySchema,
	quoteIdSchema,
	type Charge,
} from '#contract/money/transfers.ts'
import { needsApproval } from '../approvals/approvals.ts'
import { answerAsked, askIfRuled } from '../approvals/ask.ts'
import { auditTrail } from '../audit/record.ts'
import type { SandboxContext } from '../context.ts'
import type { AppEnv } from '../http/app-env.ts'
import { requireIntegrator } from '../http/bearer-auth.ts'
import { notFound, pageAnswer, pageRequest, readQuery } from '../http/lists.ts'
import { refuse, refused } from '../http/refusal.ts'
import { readJsonObject, validate } from '../http/request.ts'
import { ok } from '../responses.ts'
import { totpGate } from '../settings/totp-gate.ts'
import { caller, findAccount } from './accounts.ts'
import { findBank, listBanks, localTransferFee, resolveAccountName } from './banks.ts'
import { checkTransferPin } from './pin-check.ts'
import { createQuote, findQuote, quotedTransfer, quoteStatus, toQuote } from './quotes.ts'
import {
	findTransfer,
	findTransferByKey,
	listLocalTransfers,
	markProcessing,
	requestHash,
	submitTransfer,
	toLocalTransfer,
	type TransferRequest,
} from './transfers.ts'

/**
 * /integrator/v1 local transfers: the banks, the quote, the transfer itself
 * and its status. A transfer is checked in the order that costs the
 * integrator least: the request's shape, the bank and account, a replay of
 * an earlier request (answered before the PIN and code, which a replay may
 * no longer hold valid), the balance, then the PIN and the authenticator
 * code, and last the money moves.
 */
export function transferRoutes(ctx: SandboxContext) {
	const app = new Hono<AppEnv>()
	const auth = requireIntegrator(ctx)

	type Quote =
		{ ok: true; charge: Charge; request: Omit<TransferRequest, 'idempotencyKey'>; balance: bigint } | { ok: false; response: Response }
	/** The bank, the holder's name and the fee; refused when the funding balance cannot pay amount and fee. */
	const quote = async (
		c: Context<AppEnv>,
		pk: string,
		input: { currency: FiatCurrency; bankCode: string; accountNumber: string; amount: string; narration?: string },
	): Promise<Quote> => {
		const bank = findBank(input.currency, input.bankCode)
		if (!bank)
			return {
				ok: false,
				response: refused(c, refuse(400, MONEY_MESSAGES.unknownBank, { code: MONEY_ERROR_CODES.unknownBank, field: 'bankCode' })),
			}
		const accountName = resolveAccountName(bank, input.accountNumber)
		if (!accountName)
			return {
				ok: false,
				response: refused(
					c,
					refuse(422, MONEY_MESSAGES.accountNotFound, { code: MONEY_ERROR_CODES.accountNotFound, field: 'accountNumber' }),
				),
			}
		const amount = toMinorUnits(input.amount, input.currency)
		const fee = localTransferFee(input.currency)
		const funding = await findAccount(ctx.db, pk, 'integrator', 'funding', input.currency)
		if (!funding || funding.balance < amount + fee) {
			return {
				ok: false,
				response: refused(
					c,
					refuse(400, MONEY_MESSAGES.insufficientBalance, { code: MONEY_ERROR_CODES.insufficientBalance, field: 'amount' }),
				),
			}
		}
		const money = (units: bigint) => fromMinorUnits(units, input.currency)
		return {
			ok: true,
			charge: {
				amount: money(amount),
				fee: money(fee),
				total: money(amount + fee),
				currency: input.currency,
				bankCode: bank.code,
				bankName: bank.name,
				accountNumber: input.accountNumber,
				accountName,
			},
			request: {
				currency: input.currency,
				bank,
				accountNumber: input.accountNumber,
				accountName,
				amount,
				fee,
				narration: input.narration ?? null,
			},
			balance: funding.balance,
		}
	}

	app.get('/local-transfer/banks', auth, async (c) => {
		const query = readQuery(c, banksQuerySchema)
		return query.ok ? ok(c, 'Banks', listBanks(query.data.currency)) : query.response
	})

	app.get('/local-transfer/charge', auth, async (c) => {
		const query = readQuery(c, chargeQuerySchema)
		if (!query.ok) return query.response
		const result = await quote(c, (await caller(ctx, c)).pk, query.data)
		return result.ok ? ok(c, 'Transfer charge', result.charge) : result.response
	})

	// A quote: checked as the charge is, then kept with its figures under an id.
	app.post('/local-transfer/quote', auth, async (c) => {
		const body = await readJsonObject(c)
		if (!body.ok) return body.response
		const input = validate(c, createQuoteRequestSchema, body.data)
		if (!input.ok) return input.response
		const me = await caller(ctx, c)
		const quoted = await quote(c, me.pk, input.data)
		if (!quoted.ok) return quoted.response
		const row = await createQuote(ctx.db, me.pk, quoted.request, quoted.balance, ctx.now())
		return ok(c, 'Transfer quote', toQuote(row, null, ctx.now()), 201)
	})

	app.get('/local-transfer/quote/:id', auth, async (c) => {
		const id = quoteIdSchema.safeParse(c.req.param('id'))
		const me = await caller(ctx, c)
		const row = id.success ? await findQuote(ctx.db, me.pk, id.data) : null
		if (!row) return notFound(c, MONEY_MESSAGES.quoteNotFound)
		return ok(c, 'Transfer quote', toQuote(row, await findTransferByKey(ctx.db, me.pk, row.id), ctx.now()))
	})

	/**
	 * The last steps of every transfer, quoted or direct, in the order that
	 * matters: the PIN (its lockout), the authenticator code when 2FA is on
	 * (spent only once the PIN passed), then the one database transaction that
	 * debits and records the transfer under its idempotency key.
	 */
	const authorizeAndSubmit = async (
		c: Context<AppEnv>,
		integratorPk: string,
		secrets: { pin: string; token?: string },
		request: TransferRequest,
		quoted = false,
	) => {
		const pinRefusal = await checkTransferPin(ctx, c, secrets.pin)
		if (pinRefusal) return pinRefusal
		const gate = await totpGate(ctx, c, secrets.token)
		if (!gate.ok) return gate.response
		const spent = await gate.spend()
		if (spent) return spent
		// Two keys for money (record 136): a quote at or above the currency's rule waits for a second member.
		if (quoted) {
			const ask = { integratorPk, kind: 'TRANSFER' as const, quoteId: request.idempotencyKey }
			const waits = await askIfRuled(ctx, c, { ...ask, amounts: [{ currency: request.currency, amount: request.amount }] })
			if (waits) return waits
		}

		const result = await submitTransfer(ctx.db, integratorPk, request, ctx.now, auditTrail(c))
		if (result.kind === 'insufficient')
			return refused(c, refuse(400, MONEY_MESSAGES.insufficientBalance, { code: MONEY_ERROR_CODES.insufficientBalance, field: 'amount' }))
		if (result.kind === 'conflict')
			return refused(
				c,
				refuse(409, MONEY_MESSAGES.idempotencyConflict, { code: MONEY_ERROR_CODES.idempotencyConflict, field: 'idempotencyKey' }),
			)
		if (result.kind === 'replayed') return ok(c, MONEY_MESSAGES.transferReplayed, toLocalTransfer(result.row))
		const processing = await markProcessing(ctx.db, result.row, ctx.now())
		return ok(c, MONEY_MESSAGES.transferCreated, toLocalTransfer(processing), 201)
	}

	/**
	 * A quote confirmed: its transfer, made once. A used quote answers the
	 * transfer it made (before the PIN, as any replay); an expired one is
	 * refused; else the balance, PIN and code are checked as for any transfer.
	 */
	const confirmQuote = async (c: Context<AppEnv>, data: unknown) => {
		const input = validate(c, confirmQuoteRequestSchema, data)
		if (!input.ok) return input.response
		const me = await caller(ctx, c)
		const row = await findQuote(ctx.db, me.pk, input.data.quoteId)
		if (!row) return notFound(c, MONEY_MESSAGES.quoteNotFound)
		const earlier = await findTransferByKey(ctx.db, me.pk, row.id)
		if (earlier) return ok(c, MONEY_MESSAGES.transferReplayed, toLocalTransfer(earlier))
		// A quote that waits for approval answers its request, whatever is clicked again (records 134, 136).
		const asked = await answerAsked(ctx, c, me.pk, row.id)
		if (asked) return asked
		if (quoteStatus(row, null, ctx.now()) === 'EXPIRED')
			return refused(c, refuse(409, MONEY_MESSAGES.quoteExpired, { code: MONEY_ERROR_CODES.quoteExpired, field: 'quoteId' }))

		return authorizeAndSubmit(c, me.pk, input.data, quotedTransfer(row), true)
	}

	app.post('/local-transfer', auth, async (c) => {
		const body = await readJsonObject(c)
		if (!body.ok) return body.response
		if ('quoteId' in body.data) return confirmQuote(c, body.data)
		const input = validate(c, createLocalTransferRequestSchema, body.data)
		if (!input.ok) return input.response
		const header = c.req.header('idempotency-key')
		const fromHeader = header === undefined ? undefined : idempotencyKeySchema.safeParse(header)
		if (fromHeader && !fromHeader.success)
			return refused(c, refuse(400, fromHeader.error.issues[0]!.message, { code: 'invalid_string', field: 'idempotencyKey' }))
		if (fromHeader?.data && input.data.idempotencyKey && fromHeader.data !== input.data.idempotencyKey) {
			return refused(c, refuse(400, MONEY_MESSAGES.idempotencyMismatch, { code: 'invalid_string', field: 'idempotencyKey' }))
		}
		const idempotencyKey = input.data.idempotencyKey ?? fromHeader?.data
		if (!idempotencyKey) return refused(c, refuse(400, 'idempotencyKey is required', { code: 'invalid_type', field: 'idempotencyKey' }))
		const me = await caller(ctx, c)

		const replay = (row: NonNullable<Awaited<ReturnType<typeof findTransferByKey>>>, hash: string) =>
			row.requestHash === hash
				? ok(c, MONEY_MESSAGES.transferReplayed, toLocalTransfer(row))
				: refused(
						c,
						refuse(409, MONEY_MESSAGES.idempotencyConflict, { code: MONEY_ERROR_CODES.idempotencyConflict, field: 'idempotencyKey' }),
					)
		// A replay is answered first: the first request's transfer has since spent the balance and maybe the code.
		const earlier = await findTransferByKey(ctx.db, me.pk, idempotencyKey)
		if (earlier)
			return replay(
				earlier,
				requestHash({
					...input.data,
					amount: toMinorUnits(input.data.amount, input.data.currency),
					narration: input.data.narration ?? null,
				}),
			)
		const quoted = await quote(c, me.pk, input.data)
		if (!quoted.ok) return quoted.response
		// Only a quote can wait for a decision: a direct transfer a rule holds is sent back to be quoted (record 136).
		if (await needsApproval(ctx.db, me.pk, 'TRANSFER', quoted.request.currency, quoted.request.amount))
			return refused(c, refuse(409, APPROVAL_MESSAGES.quoteFirst, { code: APPROVAL_ERROR_CODES.quoteFirst, field: 'amount' }))

		return authorizeAndSubmit(c, me.pk, input.data, { ...quoted.request, idempotencyKey })
	})

	app.get('/local-transfers', auth, async (c) => {
		const query = readQuery(c, localTransfersQuerySchema)
		if (!query.ok) return query.response
		const me = await caller(ctx, c)
		return pageAnswer(
			c,
			'Local transfers',
			await listLocalTransfers(ctx.db, me.pk, query.data, pageRequest(ctx, `${me.pk}|local-transfers`, query.data)),
		)
	})

	app.get('/local-transfer/:id', auth, async (c) => {
		const transfer = await findTransfer(ctx.db, (await caller(ctx, c)).pk, c.req.param('id'))
		return transfer ? ok(c, 'Local transfer', toLocalTransfer(transfer)) : notFound(c, MONEY_MESSAGES.transferNotFound)
	})

	return app
}
