import { Hono, type Context } from 'hono'
import { cardLimitsView } from '#contract/card-limits.ts'
import {
	createFiatWalletRequestSchema,
	FIAT_ERROR_CODES,
	FIAT_MESSAGES,
	fiatTransactionsQuerySchema,
	internalTransferRequestSchema,
} from '#contract/fiat/api.ts'
import {
	BENEFICIARY_ERROR_CODES,
	BENEFICIARY_MESSAGES,
	beneficiariesQuerySchema,
	nameNeedsConfirmation,
} from '#contract/fiat/beneficiaries.ts'
import { beneficiaryRequestSchema } from '#contract/fiat/beneficiary-checks.ts'
import { BENEFICIARY_ID, NAME_MATCH_MESSAGES } from '#contract/fiat/beneficiary-labels.ts'
import { feeQuerySchema, payoutFee } from '#contract/fiat/fees.ts'
import { recentPayoutQuestion } from '#contract/fiat/payout-words.ts'
import {
	confirmPayoutRequestSchema,
	createPayoutQuoteRequestSchema,
	PAYOUT_ERROR_CODES,
	PAYOUT_MESSAGES,
	payoutQuoteIdSchema,
	payoutsQuerySchema,
	type RecentPayout,
} from '#contract/fiat/payouts.ts'
import { fromMinorUnits, toMinorUnits } from '#contract/money/amounts.ts'
import { fiatCurrencySchema, type FiatCurrency } from '#contract/money/currencies.ts'
import { MONEY_ERROR_CODES, MONEY_MESSAGES } from '#contract/money/errors.ts'
import { answerAsked, askIfRuled } from '../approvals/ask.ts'
import { auditTrail } from '../audit/record.ts'
import type { SandboxContext } from '../context.ts'
import type { AppEnv } from '../http/app-env.ts'
import { requireIntegrator } from '../http/bearer-auth.ts'
import { notFound, pageAnswer, pageRequest, readQuery } from '../http/lists.ts'
import { refuse, refused } from '../http/refusal.ts'
import { readBody } from '../http/request.ts'
import { caller } from '../ledger/accounts.ts'
import { checkTransferPin } from '../ledger/pin-check.ts'
import { requireActiveService } from '../products/service-guard.ts'
import { fail, ok } from '../responses.ts'
import { totpGate } from '../settings/totp-gate.ts'
import {
	confirmNameMismatch,
	createBeneficiary,
	deleteBeneficiary,
	findBeneficiary,
	listBeneficiaries,
	nameMatchOf,
} from './beneficiaries.ts'
import { payoutFeeRule, payoutLimits } from './fees.ts'
import { findInternalTransferByKey, moveBetweenBalances, noBalanceMessage, sameRequest, toInternalTransfer } from './internal-transfers.ts'
import { notifyInternalTransfer, notifyVirtualAccountCreated } from './notices.ts'
import {
	createPayoutQuote,
	findPayout,
	findPayoutByQuote,
	findPayoutQuote,
	findRecentPayout,
	isQuoteExpired,
	listPayouts,
	markPayoutProcessing,
	payoutsToday,
	submitPayout,
	toPayout,
	toPayoutQuote,
} from './payouts.ts'
import { resolveBeneficiary } from './resolution.ts'
import { createFiatWallet, findFiatWallet, findFiatWalletRow, listFiatTransactions, listFiatWallets } from './wallets.ts'

type Ctx = Context<AppEnv>

/** The Fiat wallet pays out from its wallet of the payout's currency. */
const FIAT_SOURCE = { service: 'FCAT', ledgerType: 'fiat' } as const

const holderOf = (me: { pk: string; businessName: string | null; firstName: string; lastName: string }) => ({
	pk: me.pk,
	name: me.businessName ?? `${me.firstName} ${me.lastName}`,
})

/**
 * /fcat/v1: the Fiat wallet service (contract/fiat/api.ts, payouts.ts).
 * Every call needs the FCAT service active; everything is the caller's own
 * (anyone else's id is a 404).
 */
export function fiatRoutes(ctx: SandboxContext) {
	const app = new Hono<AppEnv>()
	// Per route, not app.use('*'): mounted at /fcat/v1, a wildcard would also guard the rate card (/fcat/v1/rates/my-rates).
	const guard = [requireIntegrator(ctx), requireActiveService(ctx, 'fcat')] as const

	/** The currency of the path, or the refusal naming it (an unsupported one: 400). */
	const currencyOf = (c: Ctx): { ok: true; currency: FiatCurrency } | { ok: false; response: Response } => {
		const parsed = fiatCurrencySchema.safeParse(c.req.param('currency'))
		if (parsed.success) return { ok: true, currency: parsed.data }
		const message = parsed.error.issues[0]!.message
		return { ok: false, response: fail(c, 400, message, [{ message, field: 'currency' }]) }
	}
	const noWallet = (c: Ctx, currency: FiatCurrency) =>
		refused(c, refuse(404, FIAT_MESSAGES.noWallet(currency), { code: FIAT_ERROR_CODES.noWallet, field: 'currency' }))

	app.get('/wallets', ...guard, async (c) => ok(c, 'Fiat wallets', await listFiatWallets(ctx.db, (await caller(ctx, c)).pk)))

	app.post('/wallets', ...guard, async (c) => {
		const input = await readBody(c, createFiatWalletRequestSchema)
		if (!input.ok) return input.response
		const me = await caller(ctx, c)
		const { currency } = input.data
		const created = await createFiatWallet(ctx.db, holderOf(me), currency, ctx.now())
		if (!created.ok)
			return refused(c, refuse(409, FIAT_MESSAGES.walletExists(currency), { code: FIAT_ERROR_CODES.walletExists, field: 'currency' }))
		const wallet = (await findFiatWallet(ctx.db, me.pk, currency))!
		await notifyVirtualAccountCreated(ctx, me, wallet)
		return ok(c, FIAT_MESSAGES.walletCreated(currency), wallet, 201)
	})

	app.get('/wallets/:currency', ...guard, async (c) => {
		const path = currencyOf(c)
		if (!path.ok) return path.response
		const wallet = await findFiatWallet(ctx.db, (await caller(ctx, c)).pk, path.currency)
		return wallet ? ok(c, 'Fiat wallet', wallet) : noWallet(c, path.currency)
	})

	app.get('/wallets/:currency/transactions', ...guard, async (c) => {
		const path = currencyOf(c)
		if (!path.ok) return path.response
		const query = readQuery(c, fiatTransactionsQuerySchema)
		if (!query.ok) return query.response
		const me = await caller(ctx, c)
		const wallet = await findFiatWalletRow(ctx.db, me.pk, path.currency)
		if (!wallet) return noWallet(c, path.currency)
		return pageAnswer(
			c,
			'Fiat wallet transactions',
			await listFiatTransactions(ctx.db, wallet, query.data, pageRequest(ctx, `${me.pk}|fiat|${wallet.currency}`, query.data)),
		)
	})

	/**
	 * Between the wallet and the funding or operational balance. A replay of
	 * the key is answered first (before the PIN), then the PIN and the code,
	 * then the one database transaction (sandbox/fiat/internal-transfers.ts).
	 */
	app.post('/internal-transfers', ...guard, async (c) => {
		const input = await readBody(c, internalTransferRequestSchema)
		if (!input.ok) return input.response
		const me = await caller(ctx, c)
		const move = { ...input.data, amount: toMinorUnits(input.data.amount, input.data.currency) }
		const earlier = await findInternalTransferByKey(ctx.db, me.pk, move.idempotencyKey)
		if (earlier) {
			if (!sameRequest(earlier, move))
				return refused(
					c,
					refuse(409, MONEY_MESSAGES.idempotencyConflict, { code: MONEY_ERROR_CODES.idempotencyConflict, field: 'idempotencyKey' }),
				)
			return ok(c, FIAT_MESSAGES.internalTransferReplayed, toInternalTransfer(earlier))
		}
		if (!(await findFiatWalletRow(ctx.db, me.pk, move.currency))) return noWallet(c, move.currency)
		const pinRefusal = await checkTransferPin(ctx, c, input.data.pin)
		if (pinRefusal) return pinRefusal
		const gate = await totpGate(ctx, c, input.data.token)
		if (!gate.ok) return gate.response
		const spent = await gate.spend()
		if (spent) return spent
		const result = await moveBetweenBalances(ctx.db, me.pk, move, ctx.now)
		if (result.kind === 'no-balance') {
			const message = noBalanceMessage(move.currency, result.ledger)
			return fail(c, 400, message, [{ message, field: result.ledger === move.from ? 'from' : 'to' }])
		}
		if (result.kind === 'insufficient')
			return refused(
				c,
				refuse(400, FIAT_MESSAGES.insufficientBalance(move.currency, move.from), {
					code: MONEY_ERROR_CODES.insufficientBalance,
					field: 'amount',
				}),
			)
		if (result.kind === 'conflict')
			return refused(
				c,
				refuse(409, MONEY_MESSAGES.idempotencyConflict, { code: MONEY_ERROR_CODES.idempotencyConflict, field: 'idempotencyKey' }),
			)
		const transfer = toInternalTransfer(result.row)
		if (result.kind === 'replayed') return ok(c, FIAT_MESSAGES.internalTransferReplayed, transfer)
		await notifyInternalTransfer(ctx, me, transfer)
		return ok(c, FIAT_MESSAGES.internalTransferCreated, transfer, 201)
	})

	// ─── Payouts (contract/fiat/payouts.ts) ───

	const recentRefusal = (c: Ctx, recent: RecentPayout) => {
		const message = recentPayoutQuestion(recent.minutesAgo)
		return fail(c, 409, message, [{ message, code: PAYOUT_ERROR_CODES.recentPayout, field: 'sendAgain' }])
	}

	app.post('/payouts/quote', ...guard, async (c) => {
		const input = await readBody(c, createPayoutQuoteRequestSchema)
		if (!input.ok) return input.response
		const me = await caller(ctx, c)
		if (!(await findFiatWalletRow(ctx.db, me.pk, input.data.currency))) return noWallet(c, input.data.currency)
		const quoted = await createPayoutQuote(ctx.db, me.pk, FIAT_SOURCE, input.data, ctx.now())
		if (!quoted.ok) return refused(c, quoted)
		const recent = await findRecentPayout(ctx.db, quoted.row, ctx.now())
		return ok(c, PAYOUT_MESSAGES.quoteCreated, toPayoutQuote(quoted.row, null, recent, ctx.now()), 201)
	})

	/** A quote of this service's, the caller's own; anything else is none. */
	const ownQuote = async (c: Ctx, id: unknown) => {
		const parsed = payoutQuoteIdSchema.safeParse(id)
		const row = parsed.success ? await findPayoutQuote(ctx.db, c.get('integrator').pk, parsed.data) : null
		return row?.service === FIAT_SOURCE.service ? row : null
	}

	app.get('/payouts/quote/:id', ...guard, async (c) => {
		const row = await ownQuote(c, c.req.param('id'))
		if (!row) return notFound(c, PAYOUT_MESSAGES.quoteNotFound)
		const payout = await findPayoutByQuote(ctx.db, row.integratorPk, row.id)
		const recent = payout ? null : await findRecentPayout(ctx.db, row, ctx.now())
		return ok(c, PAYOUT_MESSAGES.quoteCreated, toPayoutQuote(row, payout, recent, ctx.now()))
	})

	/**
	 * A quote confirmed, in the transfers' order: a used quote answers its
	 * payout (before the PIN, as any replay), an expired one is refused, a
	 * recent payout of the same amount to the same beneficiary asks first
	 * (unless `sendAgain`), then the PIN (rate limit and lockout), the code
	 * when 2FA is on (spent last), and the one database transaction.
	 */
	app.post('/payouts', ...guard, async (c) => {
		const input = await readBody(c, confirmPayoutRequestSchema)
		if (!input.ok) return input.response
		const me = await caller(ctx, c)
		const quote = await ownQuote(c, input.data.quoteId)
		if (!quote) return notFound(c, PAYOUT_MESSAGES.quoteNotFound)
		const earlier = await findPayoutByQuote(ctx.db, me.pk, quote.id)
		if (earlier) return ok(c, PAYOUT_MESSAGES.replayed, toPayout(earlier))
		// A quote that waits for approval answers its request, whatever is clicked again (record 134).
		const asked = await answerAsked(ctx, c, me.pk, quote.id)
		if (asked) return asked
		if (isQuoteExpired(quote, ctx.now()))
			return refused(c, refuse(409, PAYOUT_MESSAGES.quoteExpired, { code: PAYOUT_ERROR_CODES.quoteExpired, field: 'quoteId' }))
		const sendAgain = input.data.sendAgain === true
		if (!sendAgain) {
			const recent = await findRecentPayout(ctx.db, quote, ctx.now())
			if (recent) return recentRefusal(c, recent)
		}
		// Confirmation of payee (record 109): a beneficiary the bank names otherwise is paid once someone confirms it, kept on it.
		const payee = quote.beneficiaryId ? await findBeneficiary(ctx.db, me.pk, quote.beneficiaryId) : null
		const unconfirmed = payee
			? nameNeedsConfirmation(payee)
			: quote.beneficiary.nameMatch === 'NO_MATCH' && !quote.beneficiary.nameMismatchConfirmedAt
		if (unconfirmed && input.data.confirmNameMismatch !== true) {
			const message = NAME_MATCH_MESSAGES.confirmPay(quote.beneficiary.accountName)
			return refused(c, refuse(409, message, { code: BENEFICIARY_ERROR_CODES.nameMismatch, field: 'confirmNameMismatch' }))
		}
		const pinRefusal = await checkTransferPin(ctx, c, input.data.pin)
		if (pinRefusal) return pinRefusal
		const gate = await totpGate(ctx, c, input.data.token)
		if (!gate.ok) return gate.response
		const spent = await gate.spend()
		if (spent) return spent
		// Who confirms is the member signed in (record 129), not the business's owner.
		const login = c.get('login')
		if (unconfirmed && payee) await confirmNameMismatch(ctx.db, me.pk, payee.id, login.email, ctx.now())
		// Two keys for money (record 134): at or above the rule's amount the payout waits for a second member.
		const ask = { integratorPk: me.pk, kind: 'PAYOUT' as const, quoteId: quote.id }
		const waits = await askIfRuled(ctx, c, { ...ask, amounts: [{ currency: quote.currency as FiatCurrency, amount: quote.amount }] })
		if (waits) return waits
		const confirmedBy = { name: `${login.firstName} ${login.lastName}`, email: login.email }
		const result = await submitPayout(ctx.db, quote, confirmedBy, sendAgain, ctx.now, auditTrail(c))
		if ('ok' in result) return refused(c, result)
		if (result.kind === 'recent') return recentRefusal(c, result.recent)
		if (result.kind === 'replayed') return ok(c, PAYOUT_MESSAGES.replayed, toPayout(result.row))
		const processing = await markPayoutProcessing(ctx.db, result.row, ctx.now())
		return ok(c, PAYOUT_MESSAGES.created, toPayout(processing), 201)
	})

	app.get('/payouts', ...guard, async (c) => {
		const query = readQuery(c, payoutsQuerySchema)
		if (!query.ok) return query.response
		const me = await caller(ctx, c)
		return pageAnswer(
			c,
			'Payouts',
			await listPayouts(ctx.db, me.pk, FIAT_SOURCE.service, query.data, pageRequest(ctx, `${me.pk}|fiat-payouts`, query.data)),
		)
	})

	app.get('/payouts/:id', ...guard, async (c) => {
		const row = await findPayout(ctx.db, c.get('integrator').pk, c.req.param('id'))
		return row && row.service === FIAT_SOURCE.service ? ok(c, 'Payout', toPayout(row)) : notFound(c, PAYOUT_MESSAGES.payoutNotFound)
	})

	return app
}

/**
 * /integrator/v1/fiat: what every service that pays out shares: the payout
 * fee (`GET /integrator/v1/fiat/fee`, docs/product/fiat.md#payouts) and the integrator's saved
 * beneficiaries with their name enquiry (contract/fiat/beneficiaries.ts).
 */
export function fiatIntegratorRoutes(ctx: SandboxContext) {
	const app = new Hono<AppEnv>()
	const auth = requireIntegrator(ctx)

	app.get('/fiat/fee', auth, async (c) => {
		const query = readQuery(c, feeQuerySchema)
		if (!query.ok) return query.response
		const { currency, amount } = query.data
		const pk = c.get('integrator').pk
		const [rule, limits, used] = await Promise.all([
			payoutFeeRule(ctx.db, pk, 'FCAT', currency, ctx.now()),
			payoutLimits(ctx.db, pk, 'FCAT', currency, ctx.now()),
			payoutsToday(ctx.db, pk, 'FCAT', currency, ctx.now()),
		])
		const units = amount === undefined ? null : toMinorUnits(amount, currency)
		const fee = units === null ? null : payoutFee(units, rule, currency)
		const money = (value: bigint | null) => (value === null ? null : fromMinorUnits(value, currency))
		return ok(c, 'Payout fee', {
			currency,
			...rule,
			amount: money(units),
			fee: money(fee),
			total: units === null || fee === null ? null : money(units + fee),
			limits: cardLimitsView(limits, used, currency),
		})
	})

	app.post('/fiat/beneficiaries/resolve', auth, async (c) => {
		const input = await readBody(c, beneficiaryRequestSchema)
		if (!input.ok) return input.response
		const resolved = resolveBeneficiary(input.data)
		if (!resolved.ok) return refused(c, resolved)
		const { bank, accountName, destination } = resolved
		const nameMatch = nameMatchOf(input.data, resolved)
		return ok(c, BENEFICIARY_MESSAGES.resolved, { accountName, bankCode: bank.code, bankName: bank.name, destination, nameMatch })
	})

	app.post('/fiat/beneficiaries', auth, async (c) => {
		const input = await readBody(c, beneficiaryRequestSchema)
		if (!input.ok) return input.response
		// The bank is asked again: the name kept is the one the bank gives now, whatever was shown before.
		const resolved = resolveBeneficiary(input.data)
		if (!resolved.ok) return refused(c, resolved)
		// Confirmation of payee (record 109): another holder's name is saved only once the user says so, and who did is kept.
		const mismatch = nameMatchOf(input.data, resolved) === 'NO_MATCH'
		if (mismatch && !input.data.confirmNameMismatch)
			return refused(
				c,
				refuse(409, NAME_MATCH_MESSAGES.confirmSave(resolved.accountName), {
					code: BENEFICIARY_ERROR_CODES.nameMismatch,
					field: 'confirmNameMismatch',
				}),
			)
		const me = await caller(ctx, c)
		const created = await createBeneficiary(ctx.db, me.pk, input.data, resolved, ctx.now(), mismatch ? me.email : null)
		if (!created.ok) {
			const message = BENEFICIARY_MESSAGES.duplicate(created.existing.name)
			const field = input.data.iban ? 'iban' : input.data.mobileNumber ? 'mobileNumber' : 'accountNumber'
			return refused(c, refuse(409, message, { code: BENEFICIARY_ERROR_CODES.duplicate, field }))
		}
		return ok(c, BENEFICIARY_MESSAGES.created, created.beneficiary, 201)
	})

	app.get('/fiat/beneficiaries', auth, async (c) => {
		const query = readQuery(c, beneficiariesQuerySchema)
		if (!query.ok) return query.response
		return ok(c, 'Beneficiaries', await listBeneficiaries(ctx.db, c.get('integrator').pk, query.data.currency))
	})

	const ownId = (c: Ctx) => {
		const id = c.req.param('id') ?? ''
		return BENEFICIARY_ID.test(id) ? id : null
	}

	app.get('/fiat/beneficiaries/:id', auth, async (c) => {
		const id = ownId(c)
		const beneficiary = id ? await findBeneficiary(ctx.db, c.get('integrator').pk, id) : null
		return beneficiary ? ok(c, 'Beneficiary', beneficiary) : notFound(c, BENEFICIARY_MESSAGES.notFound)
	})

	app.delete('/fiat/beneficiaries/:id', auth, async (c) => {
		const id = ownId(c)
		const deleted = id ? await deleteBeneficiary(ctx.db, c.get('integrator').pk, id) : null
		return deleted ? ok(c, BENEFICIARY_MESSAGES.deleted, deleted) : notFound(c, BENEFICIARY_MESSAGES.notFound)
	})

	return app
}
