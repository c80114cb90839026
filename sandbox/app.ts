import { sql } from 'drizzle-orm'
import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { KYC_IMAGE_MAX_BYTES } from '#contract/compliance/kyc-images.ts'
import { DOCUMENT_SIZE_MESSAGE, DOCUMENT_UPLOAD_PATH } from '#contract/onboarding/document-rules.ts'
import { approvalRoutes } from './approvals/routes.ts'
import { auditRequest } from './audit/record.ts'
import { auditControlRoutes, auditRoutes } from './audit/routes.ts'
import { loginRoutes } from './auth/login-routes.ts'
import { logoutRoutes } from './auth/logout-routes.ts'
import { registerRoutes } from './auth/register-routes.ts'
import { KYC_UPLOAD_PATH } from './compliance/kyc-checks.ts'
import { kycRoutes } from './compliance/kyc-routes.ts'
import { complianceRoutes } from './compliance/routes.ts'
import type { SandboxContext } from './context.ts'
import { eventsControlRoutes } from './events/control-routes.ts'
import { eventsRoutes } from './events/routes.ts'
import { fiatControlRoutes } from './fiat/control-routes.ts'
import { fiatIntegratorRoutes, fiatRoutes } from './fiat/routes.ts'
import type { AppEnv } from './http/app-env.ts'
import { controlAccess } from './http/control-access.ts'
import { drainUnreadBody } from './http/drain.ts'
import { describeFailure } from './http/error-log.ts'
import { refuseControlCharactersInUrl } from './http/request.ts'
import { ledgerControlRoutes } from './ledger/control-routes.ts'
import { ledgerRoutes } from './ledger/routes.ts'
import { transferRoutes } from './ledger/transfer-routes.ts'
import { lendingControlRoutes } from './lending/control-routes.ts'
import { lendingRoutes } from './lending/routes.ts'
import { onboardingControlRoutes } from './onboarding/control-routes.ts'
import { onboardingRoutes } from './onboarding/routes.ts'
import { paymentRoutes } from './payments/routes.ts'
import { productsControlRoutes } from './products/control-routes.ts'
import { documentRoutes } from './products/document-routes.ts'
import { rateRoutes } from './products/rate-routes.ts'
import { subscriptionRoutes } from './products/subscription-routes.ts'
import { fail, ok } from './responses.ts'
import { sandboxRoutes } from './sandbox-routes.ts'
import { settingsControlRoutes } from './settings/control-routes.ts'
import { logoRoutes } from './settings/logo-routes.ts'
import { settingsRoutes } from './settings/routes.ts'
import { securityRoutes } from './settings/security-routes.ts'
import { shellRoutes } from './shell/routes.ts'
import { refuseClosedAccountChanges } from './team/closure.ts'
import { switchRoutes, teamRoutes } from './team/routes.ts'
import { tradingControlRoutes } from './trading/control-routes.ts'
import { tradingRoutes } from './trading/routes.ts'
import { walletControlRoutes } from './wallets/control-routes.ts'
import { walletRoutes } from './wallets/routes.ts'

export const MAX_BODY_BYTES = 1024 * 1024

/** Paths that never get the injected latency: probes and the sandbox's own tooling. */
const isExemptFromLatency = (path: string) => path === '/healthz' || path.startsWith('/sandbox/')

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** The whole HTTP surface of the sandbox provider. */
export function createApp(ctx: SandboxContext) {
	const app = new Hono<AppEnv>()

	// Outermost: whatever a route left unread of the body is read before the answer leaves.
	app.use(drainUnreadBody)

	// One JSON line per request; only the path, never the query or body (they may hold tokens or e-mails).
	// The caller's X-Request-Id (the dashboard sends its own request's) is logged and answered back,
	// so a line here can be matched with the dashboard's.
	app.use(async (c, next) => {
		const started = performance.now()
		const requestId = c.req.header('x-request-id')?.slice(0, 128)
		await next()
		if (requestId) c.res.headers.set('X-Request-Id', requestId)
		ctx.log.info('request', {
			method: c.req.method,
			path: c.req.path,
			status: c.res.status,
			ms: Math.round(performance.now() - started),
			...(requestId ? { requestId } : {}),
		})
	})

	app.use(refuseControlCharactersInUrl)

	app.use(async (c, next) => {
		if (ctx.latencyMs > 0 && !isExemptFromLatency(c.req.path)) await sleep(ctx.latencyMs)
		await next()
	})

	// Refuse large bodies before anyone parses them. GET and HEAD requests never
	// carry one here (@hono/node-server builds them without a body), and asking
	// would build a full Request object per call, so they skip the check.
	const limitBody = bodyLimit({
		maxSize: MAX_BODY_BYTES,
		// The rest of the body is read and dropped by drainUnreadBody (or the connection closed past its bound).
		onError: (c) => {
			return fail(c, 413, c.req.path === DOCUMENT_UPLOAD_PATH ? DOCUMENT_SIZE_MESSAGE : 'The request body is too large (at most 1 MB)')
		},
	})
	// A KYC photo goes to its signed URL whole (up to 5 MB), as its raw bytes.
	const limitUpload = bodyLimit({
		maxSize: KYC_IMAGE_MAX_BYTES,
		onError: (c) => fail(c, 413, 'The photo is too large: at most 5 MB'),
	})
	app.use((c, next) => {
		if (c.req.method === 'GET' || c.req.method === 'HEAD') return next()
		return c.req.method === 'PUT' && c.req.path.startsWith(KYC_UPLOAD_PATH) ? limitUpload(c, next) : limitBody(c, next)
	})

	app.use('/sandbox/*', controlAccess(ctx))
	app.use('/sandbox/v1/control/integrators/:email/*', refuseClosedAccountChanges(ctx))
	// Who and from where, for the audit log's entries (docs/decisions/131-the-audit-log.md).
	app.use(auditRequest(ctx))

	app.get('/healthz', async (c) => {
		try {
			await ctx.db.execute(sql`select 1`)
			return ok(c, 'ok', { db: 'up' })
		} catch (error) {
			ctx.log.error('health check failed', describeFailure(error))
			return c.json({ message: 'database unavailable', data: { db: 'down' } }, 503)
		}
	})

	// auth
	app.route('/auth/v1', loginRoutes(ctx))
	app.route('/auth/v1', logoutRoutes(ctx))
	app.route('/auth/v1', securityRoutes(ctx))
	app.route('/integrator/v1', registerRoutes(ctx))
	// shell
	app.route('/integrator/v1', shellRoutes(ctx))
	// products
	app.route('/integrator/v1', subscriptionRoutes(ctx))
	app.route('/', rateRoutes(ctx))
	app.route('/sandbox', documentRoutes())
	app.route('/sandbox', productsControlRoutes(ctx))
	// settings
	app.route('/integrator/v1', settingsRoutes(ctx))
	app.route('/sandbox', logoRoutes(ctx))
	app.route('/sandbox', settingsControlRoutes(ctx))
	// onboarding
	app.route('/integrator/v1', onboardingRoutes(ctx))
	app.route('/sandbox', onboardingControlRoutes(ctx))
	// money (ledger)
	app.route('/integrator/v1', ledgerRoutes(ctx))
	app.route('/integrator/v1', transferRoutes(ctx))
	app.route('/sandbox', ledgerControlRoutes(ctx))
	// wallets (crypto Wallet service)
	app.route('/wallets/v1', walletRoutes(ctx))
	app.route('/sandbox', walletControlRoutes(ctx))
	// trading (the Trading service)
	app.route('/trading/v1', tradingRoutes(ctx))
	app.route('/sandbox', tradingControlRoutes(ctx))
	// fiat (the Fiat wallet service, and the beneficiaries and fee every payout shares)
	app.route('/fcat/v1', fiatRoutes(ctx))
	app.route('/integrator/v1', fiatIntegratorRoutes(ctx))
	app.route('/sandbox', fiatControlRoutes(ctx))
	// lending (crypto-backed loans)
	app.route('/lending/v1', lendingRoutes(ctx))
	app.route('/sandbox', lendingControlRoutes(ctx))
	// payments (the Payment service: its wallets, the payouts to a beneficiary, bulk payouts)
	app.route('/payment/v1', paymentRoutes(ctx))
	// compliance (AML screening)
	app.route('/compliance/v1', complianceRoutes(ctx))
	// compliance (KYC onboarding: flows, verifications, the end customer's checks)
	app.route('/compliance/v1', kycRoutes(ctx))
	// events (webhook deliveries of what happens to an integrator's money and customers)
	app.route('/integrator/v1', eventsRoutes(ctx))
	app.route('/sandbox', eventsControlRoutes(ctx))
	// team (members, roles, invitations; switching business)
	app.route('/integrator/v1', teamRoutes(ctx))
	app.route('/auth/v1', switchRoutes(ctx))
	// audit (the account's audit log: every change, by whom, from where; append-only)
	app.route('/integrator/v1', auditRoutes(ctx))
	app.route('/sandbox', auditControlRoutes(ctx))
	app.route('/integrator/v1', approvalRoutes(ctx))
	// the sandbox's own tooling that belongs to no one area: outbox, mailbox, scenarios
	app.route('/sandbox', sandboxRoutes(ctx))

	app.notFound((c) => fail(c, 404, `No route for ${c.req.method} ${c.req.path}`))
	app.onError((error, c) => {
		// The route's pattern, not the path: a path may hold an e-mail (/control/integrators/:email/…).
		ctx.log.error('unhandled error', {
			method: c.req.method,
			route: c.req.routePath,
			requestId: c.req.header('x-request-id')?.slice(0, 128),
			...describeFailure(error),
		})
		return fail(c, 500, 'Something went wrong. Please try again.')
	})

	return app
}
