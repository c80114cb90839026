import { Hono, type Context } from 'hono'
import { entitySearchQuerySchema } from '#contract/compliance/entities.ts'
import { screeningListQuerySchema } from '#contract/compliance/records.ts'
import type { ScreeningCheck } from '#contract/compliance/screening-checks.ts'
import {
	confirmScreeningRequestSchema,
	SCREENING_MESSAGES,
	screeningQuoteIdSchema,
	screeningQuoteRequestSchema,
} from '#contract/compliance/screening.ts'
import { TXN_ANALYSIS_MESSAGES, txnAnalysisRequestSchema } from '#contract/compliance/txn-analysis.ts'
import { auditTrail } from '../audit/record.ts'
import type { SandboxContext } from '../context.ts'
import type { AppEnv } from '../http/app-env.ts'
import { requireIntegrator } from '../http/bearer-auth.ts'
import { notFound, pageAnswer, pageRequest, readQuery } from '../http/lists.ts'
import { refused } from '../http/refusal.ts'
import { readBody, readJsonObject, validate } from '../http/request.ts'
import { requireActiveService, SERVICE_NOT_ACTIVE, serviceRefusal } from '../products/service-guard.ts'
import { fail, ok } from '../responses.ts'
import { isKnownCountry } from '../shell/countries.ts'
import { ENTITY_INDICATORS, searchEntities } from './entities.ts'
import {
	findScreening,
	findWalletBatch,
	listScreenings,
	screeningStats,
	toBlacklistRecord,
	toEntityRecord,
	toTxnRecord,
	toWalletRecord,
	type ScreeningKind,
} from './history.ts'
import { confirmScreening, createScreeningQuote, findScreeningQuote, toScreeningQuote } from './quotes.ts'
import type { ComplianceScreeningRow } from './screening-schema.ts'
import { analyseTransaction } from './txn-analysis.ts'

/**
 * /compliance/v1/aml: the compliance service's screenings
 * (contract/compliance/screening.ts, records.ts, entities.ts), every call
 * behind the COMPLIANCE service's guard but the Wallet service's free
 * transaction report (POST /aml/txn/single without a quote).
 */
export function screeningRoutes(ctx: SandboxContext) {
	const app = new Hono<AppEnv>()
	const guard = [requireIntegrator(ctx), requireActiveService(ctx, 'compliance')] as const

	app.post('/aml/quotes', ...guard, async (c) => {
		const input = await readBody(c, screeningQuoteRequestSchema)
		if (!input.ok) return input.response
		const quoted = await createScreeningQuote(ctx.db, c.get('integrator').pk, input.data, ctx.now())
		if (!quoted.ok) return refused(c, quoted)
		return ok(c, SCREENING_MESSAGES.quoted, toScreeningQuote(quoted.row, ctx.now()), 201)
	})

	app.get('/aml/quotes/:id', ...guard, async (c) => {
		const id = screeningQuoteIdSchema.safeParse(c.req.param('id'))
		const row = id.success ? await findScreeningQuote(ctx.db, c.get('integrator').pk, id.data) : null
		return row ? ok(c, SCREENING_MESSAGES.quoted, toScreeningQuote(row, ctx.now())) : notFound(c, SCREENING_MESSAGES.quoteNotFound)
	})

	/** One kind's list, one record, its stats and its confirmation, at the kind's paths. */
	function kindRoutes<T>(path: string, statsPath: string, kind: ScreeningKind, toRecord: (row: ComplianceScreeningRow) => T) {
		app.get(path, ...guard, async (c) => {
			const query = readQuery(c, screeningListQuerySchema)
			if (!query.ok) return query.response
			const me = c.get('integrator')
			const { limit, lek, ...filters } = query.data
			const page = await listScreenings(
				ctx.db,
				me.pk,
				kind,
				filters,
				pageRequest(ctx, `${me.pk}|screenings|${kind}`, { limit, lek }),
				toRecord,
			)
			return pageAnswer(c, 'Screenings', page)
		})
		app.get(statsPath, ...guard, async (c) =>
			ok(c, 'Screening figures', await screeningStats(ctx.db, c.get('integrator').pk, kind, toRecord)),
		)
		app.get(`${path}/:id`, ...guard, async (c) => {
			const row = await findScreening(ctx.db, c.get('integrator').pk, kind, c.req.param('id'))
			return row ? ok(c, 'Screening', toRecord(row)) : notFound(c, SCREENING_MESSAGES.resultNotFound)
		})
	}

	/** Confirms a quote of `checks` (its id the idempotency key) and answers the result it made, 201 once, 200 after. */
	async function confirm(c: Context<AppEnv>, body: unknown, checks: readonly ScreeningCheck[], answer: (id: string) => Promise<unknown>) {
		const input = validate(c, confirmScreeningRequestSchema, body)
		if (!input.ok) return input.response
		const me = c.get('integrator')
		const result = await confirmScreening(ctx.db, me, input.data.quoteId, checks, ctx.now, auditTrail(c))
		if ('ok' in result) return refused(c, result)
		const data = await answer(result.resultId)
		if (!data) throw new Error(`The result ${result.resultId} of ${input.data.quoteId} is missing`)
		return result.kind === 'created' ? ok(c, SCREENING_MESSAGES.confirmed, data, 201) : ok(c, SCREENING_MESSAGES.replayed, data)
	}
	const byId =
		<T>(kind: ScreeningKind, toRecord: (row: ComplianceScreeningRow) => T) =>
		(c: Context<AppEnv>) =>
		async (id: string) => {
			const row = await findScreening(ctx.db, c.get('integrator').pk, kind, id)
			return row && toRecord(row)
		}

	/**
	 * Two uses, told apart by the body (docs/decisions/089): `{ quoteId }` is
	 * the compliance service's paid analysis, kept; `{ network, txId, txType }`
	 * is the Wallet service's free report of a transaction, not kept, open
	 * with WALLETS or COMPLIANCE active (contract/compliance/txn-analysis.ts).
	 */
	app.post('/aml/txn/single', requireIntegrator(ctx), async (c) => {
		const body = await readJsonObject(c)
		if (!body.ok) return body.response
		const me = c.get('integrator')
		if ('quoteId' in body.data) {
			const refusal = await serviceRefusal(ctx, me.pk, 'compliance')
			if (refusal) return fail(c, 409, refusal, [{ message: refusal, code: SERVICE_NOT_ACTIVE }])
			return confirm(c, body.data, ['TXN'], byId('TXN', toTxnRecord)(c))
		}
		const [wallets, compliance] = await Promise.all([serviceRefusal(ctx, me.pk, 'wallets'), serviceRefusal(ctx, me.pk, 'compliance')])
		if (wallets && compliance) return fail(c, 409, wallets, [{ message: wallets, code: SERVICE_NOT_ACTIVE }])
		const input = validate(c, txnAnalysisRequestSchema, body.data)
		if (!input.ok) return input.response
		return ok(c, TXN_ANALYSIS_MESSAGES.analysed, analyseTransaction(input.data))
	})

	const confirmAt = (path: string, checks: readonly ScreeningCheck[], answer: (c: Context<AppEnv>) => (id: string) => Promise<unknown>) =>
		app.post(path, ...guard, async (c) => {
			const body = await readJsonObject(c)
			return body.ok ? confirm(c, body.data, checks, answer(c)) : body.response
		})
	confirmAt('/aml/wallet/single', ['WALLET'], byId('WALLET', toWalletRecord))
	confirmAt('/aml/wallet/batch', ['WALLET_BATCH'], (c) => (id) => findWalletBatch(ctx.db, c.get('integrator').pk, id))
	confirmAt('/aml/entity/report', ['ENTITY'], byId('ENTITY', toEntityRecord))
	confirmAt('/aml/blacklist', ['BLACKLIST'], byId('BLACKLIST', toBlacklistRecord))

	// Static paths before the kinds' `/:id`.
	app.get('/aml/wallet/batch/:id', ...guard, async (c) => {
		const batch = await findWalletBatch(ctx.db, c.get('integrator').pk, c.req.param('id'))
		return batch ? ok(c, 'Wallet analysis batch', batch) : notFound(c, SCREENING_MESSAGES.resultNotFound)
	})
	app.get('/aml/entity/indicators', ...guard, (c) => ok(c, 'Entity indicators', ENTITY_INDICATORS))
	app.get('/aml/entity/search', ...guard, async (c) => {
		const query = readQuery(c, entitySearchQuerySchema)
		if (!query.ok) return query.response
		const { name, country } = query.data
		if (!isKnownCountry(country)) {
			const message = SCREENING_MESSAGES.unknownCountry(country)
			return fail(c, 400, message, [{ message, field: 'country' }])
		}
		return ok(c, 'Entities', searchEntities(name, country))
	})

	kindRoutes('/aml/txn', '/aml/txn/stats', 'TXN', toTxnRecord)
	kindRoutes('/aml/wallet', '/aml/wallet/stats', 'WALLET', toWalletRecord)
	kindRoutes('/aml/entity/report', '/aml/entity/stats', 'ENTITY', toEntityRecord)
	kindRoutes('/aml/blacklist', '/aml/blacklist/stats', 'BLACKLIST', toBlacklistRecord)

	return app
}
