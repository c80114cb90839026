import { Hono, type Context } from 'hono'
import {
	govCheckKindSchema,
	govIdRequestSchema,
	govNumberSchema,
	KYC_CHECK_MESSAGES,
	otpRequestSchema,
	otpVerifySchema,
	selfieCheckRequestSchema,
	signedUrlRequestSchema,
	startVerificationRequestSchema,
} from '#contract/compliance/kyc-checks.ts'
import { GOV_CHECK_KINDS, GOV_CHECK_PATHS, KYC_FLOW_ERROR_CODES, KYC_FLOW_MESSAGES } from '#contract/compliance/kyc-flow-labels.ts'
import { kycFlowIdSchema, kycFlowInputSchema, kycFlowUpdateSchema } from '#contract/compliance/kyc-flows.ts'
import { KYC_VERIFICATION_MESSAGES } from '#contract/compliance/kyc-verification-labels.ts'
import { KYC_FILE_KINDS, kycVerificationsQuerySchema } from '#contract/compliance/kyc-verifications.ts'
import type { SandboxContext } from '../context.ts'
import type { AppEnv } from '../http/app-env.ts'
import { requireIntegrator } from '../http/bearer-auth.ts'
import { notFound, pageAnswer, pageRequest, readQuery } from '../http/lists.ts'
import { refused, type Refusal } from '../http/refusal.ts'
import { checkRateLimit, clientIp, readBody, readJsonObject, validate } from '../http/request.ts'
import { requireActiveService } from '../products/service-guard.ts'
import { fail, ok } from '../responses.ts'
import {
	checkGovernmentId,
	checkLiveness,
	createSignedUrl,
	matchFace,
	readVerificationFile,
	receiveUpload,
	requestOtp,
	submitDocument,
	verifyOtp,
} from './kyc-checks.ts'
import { complianceAccount, createFlow, findFlowByName, findPublicFlow, updateFlow, type FlowSaved } from './kyc-flows.ts'
import {
	findSession,
	findVerification,
	listVerifications,
	startPublicVerification,
	toPublicVerification,
	toReport,
	type Session,
} from './kyc-verifications.ts'

/**
 * /compliance/v1: KYC onboarding (contract/compliance/kyc-*.ts). The
 * integrator's calls need its token and the COMPLIANCE service active; the
 * end customer's need the verification token its start handed out (never
 * the integrator's), and the upload its signed URL.
 */
export function kycRoutes(ctx: SandboxContext) {
	const app = new Hono<AppEnv>()
	const guard = [requireIntegrator(ctx), requireActiveService(ctx, 'compliance')] as const

	// ─── The integrator's flows ───
	app.get('/account', ...guard, async (c) => ok(c, 'Compliance account', await complianceAccount(ctx.db, c.get('integrator'), ctx.now())))

	const saved = (c: Context<AppEnv>, result: FlowSaved, message: string, status: 200 | 201) =>
		result.ok ? ok(c, message, result.flow, status) : notFound(c, KYC_FLOW_MESSAGES.flowNotFound)
	const nameTaken = (c: Context<AppEnv>, name: string) => {
		const message = KYC_FLOW_MESSAGES.nameTaken(name)
		return fail(c, 409, message, [{ message, code: KYC_FLOW_ERROR_CODES.nameTaken, field: 'name' }])
	}

	app.post('/account', ...guard, async (c) => {
		const input = await readBody(c, kycFlowInputSchema)
		if (!input.ok) return input.response
		const result = await createFlow(ctx.db, c.get('integrator').pk, input.data, ctx.now())
		if (!result.ok) return nameTaken(c, input.data.name)
		return saved(c, result, KYC_FLOW_MESSAGES.created, 201)
	})

	app.patch('/account', ...guard, async (c) => {
		const input = await readBody(c, kycFlowUpdateSchema)
		if (!input.ok) return input.response
		const { flowId, ...values } = input.data
		const result = await updateFlow(ctx.db, c.get('integrator').pk, flowId, values, ctx.now())
		if (!result.ok && result.reason === 'name-taken') return nameTaken(c, values.name)
		return saved(c, result, KYC_FLOW_MESSAGES.updated, 200)
	})

	// The public flow before the named one: `public` is a path, never a flow's name here.
	app.get('/kyc/flows/public/:id', async (c) => {
		const id = kycFlowIdSchema.safeParse(c.req.param('id'))
		const flow = id.success ? await findPublicFlow(ctx.db, id.data) : null
		if (!flow)
			return fail(c, 404, KYC_FLOW_MESSAGES.publicFlowNotFound, [
				{ message: KYC_FLOW_MESSAGES.publicFlowNotFound, code: KYC_FLOW_ERROR_CODES.flowNotFound },
			])
		const { integratorPk: _owner, ...shown } = flow
		return ok(c, 'KYC flow', shown)
	})

	app.get('/kyc/flows/:name', ...guard, async (c) => {
		const flow = await findFlowByName(ctx.db, c.get('integrator').pk, c.req.param('name').slice(0, 100), ctx.now())
		return flow ? ok(c, 'KYC flow', flow) : notFound(c, KYC_FLOW_MESSAGES.flowNotFound)
	})

	// ─── The integrator's verifications ───
	app.get('/kyc/verifications', ...guard, async (c) => {
		const query = readQuery(c, kycVerificationsQuerySchema)
		if (!query.ok) return query.response
		const me = c.get('integrator')
		const page = pageRequest(ctx, `${me.pk}|kyc|${query.data.flowId ?? ''}|${query.data.flow ?? ''}`, query.data)
		return pageAnswer(c, 'Verifications', await listVerifications(ctx.db, me.pk, query.data, page, ctx.now()))
	})

	app.get('/kyc/verifications/:id', ...guard, async (c) => {
		const found = await findVerification(ctx.db, c.get('integrator').pk, c.req.param('id').slice(0, 100))
		if (!found) return notFound(c, KYC_VERIFICATION_MESSAGES.notFound)
		return ok(c, 'Verification', await toReport(ctx.db, found.row, found.flowName, ctx.now()))
	})

	app.get('/kyc/verifications/:id/files/:kind', ...guard, async (c) => {
		const found = await findVerification(ctx.db, c.get('integrator').pk, c.req.param('id').slice(0, 100))
		if (!found) return notFound(c, KYC_VERIFICATION_MESSAGES.notFound)
		const kind = KYC_FILE_KINDS.find((name) => name === c.req.param('kind'))
		const file = kind ? await readVerificationFile(ctx.db, found.row, kind) : null
		if (!file) return notFound(c, KYC_VERIFICATION_MESSAGES.fileNotFound)
		return c.body(new Uint8Array(file.bytes), 200, {
			'Content-Type': file.contentType,
			'Cache-Control': 'private, no-store',
			'X-Content-Type-Options': 'nosniff',
		})
	})

	// ─── The end customer's calls ───
	app.post('/kyc/verification', async (c) => {
		const body = await readJsonObject(c)
		if (!body.ok) return body.response
		const limited = checkRateLimit(c, ctx, {})
		if (limited) return limited
		const input = validate(c, startVerificationRequestSchema, body.data)
		if (!input.ok) return input.response
		const started = await startPublicVerification(ctx, input.data.flowId, clientIp(c, ctx))
		if (!started.ok) return refused(c, started)
		const session = await findSession(ctx.db, started.token)
		return ok(
			c,
			'Verification started',
			{ token: started.token, verification: await toPublicVerification(ctx.db, session!, ctx.now()) },
			201,
		)
	})

	/** The session the verification token names; a 401 for none. */
	async function sessionOf(c: Context<AppEnv>): Promise<Session | Response> {
		const match = /^Bearer\s+(kvt_[A-Za-z0-9_-]{20,100})\s*$/.exec(c.req.header('authorization') ?? '')
		const session = match?.[1] ? await findSession(ctx.db, match[1]) : null
		return session ?? fail(c, 401, KYC_CHECK_MESSAGES.tokenMissing)
	}
	/** The answer of a step's call: the end customer's view of its verification, as it is now. */
	async function stepAnswer(c: Context<AppEnv>, session: Session, result: { ok: true } | Refusal, message: string) {
		if (!result.ok) return refused(c, result)
		const fresh = await findSessionById(session)
		return ok(c, message, await toPublicVerification(ctx.db, fresh, ctx.now()))
	}
	const findSessionById = async (session: Session): Promise<Session> => {
		const found = await findVerification(ctx.db, session.row.integratorPk, session.row.id)
		return { ...session, row: found!.row }
	}

	app.get('/kyc/verification', async (c) => {
		const session = await sessionOf(c)
		if (session instanceof Response) return session
		return ok(c, 'Verification', await toPublicVerification(ctx.db, session, ctx.now()))
	})

	app.post('/otp/request', async (c) => {
		const session = await sessionOf(c)
		if (session instanceof Response) return session
		const input = await readBody(c, otpRequestSchema)
		if (!input.ok) return input.response
		const result = await requestOtp(ctx, session, input.data.channel, input.data.to)
		return stepAnswer(c, session, result, KYC_CHECK_MESSAGES.codeSent(input.data.to))
	})

	app.post('/otp/verify', async (c) => {
		const session = await sessionOf(c)
		if (session instanceof Response) return session
		const input = await readBody(c, otpVerifySchema)
		if (!input.ok) return input.response
		return stepAnswer(c, session, await verifyOtp(ctx, session, input.data.channel, input.data.code), 'Code verified')
	})

	app.post('/kyc/verification/signed-url', async (c) => {
		const session = await sessionOf(c)
		if (session instanceof Response) return session
		const input = await readBody(c, signedUrlRequestSchema)
		if (!input.ok) return input.response
		const result = await createSignedUrl(ctx, session, input.data, new URL(c.req.url).origin)
		return result.ok ? ok(c, 'Upload URL', result.data, 201) : refused(c, result)
	})

	app.put('/kyc/uploads/:key', async (c) => {
		const bytes = new Uint8Array(await c.req.arrayBuffer())
		const result = await receiveUpload(ctx, c.req.param('key'), c.req.query(), c.req.header('content-type') ?? '', bytes)
		return result.ok ? ok(c, 'Uploaded', result.data, 201) : refused(c, result)
	})

	app.post('/kyc/gov-id', async (c) => {
		const session = await sessionOf(c)
		if (session instanceof Response) return session
		const input = await readBody(c, govIdRequestSchema)
		if (!input.ok) return input.response
		return stepAnswer(c, session, await submitDocument(ctx, session, input.data.key, input.data.documentType), 'ID document received')
	})

	app.post('/kyc/liveliness', async (c) => {
		const session = await sessionOf(c)
		if (session instanceof Response) return session
		const input = await readBody(c, selfieCheckRequestSchema)
		if (!input.ok) return input.response
		return stepAnswer(c, session, await checkLiveness(ctx, session, input.data.key), 'Liveness checked')
	})

	app.post('/kyc/facematch', async (c) => {
		const session = await sessionOf(c)
		if (session instanceof Response) return session
		const input = await readBody(c, selfieCheckRequestSchema)
		if (!input.ok) return input.response
		return stepAnswer(c, session, await matchFace(ctx, session, input.data.key), 'Face matched')
	})

	for (const kind of GOV_CHECK_KINDS) {
		app.post(`/gov/ng/${GOV_CHECK_PATHS[kind]}`, async (c) => {
			const session = await sessionOf(c)
			if (session instanceof Response) return session
			const input = await readBody(c, govNumberSchema(govCheckKindSchema.parse(kind)))
			if (!input.ok) return input.response
			return stepAnswer(c, session, await checkGovernmentId(ctx, session, kind, input.data.number), 'Government check answered')
		})
	}

	return app
}
