import { DOCUMENT_NAMES } from '#contract/onboarding/options.ts'
import { kybReviewRequestSchema, type KybReviewRequest } from '#contract/onboarding/review.ts'
import { CliError, type Command, type ControlCall } from '../cli/commands.ts'
import type { Db } from '../db/database.ts'
import { createLogger } from '../logger.ts'
import { dashboardOrigin } from './notices.ts'
import { controlRecord, reviewRecord } from './review.ts'

/**
 * The onboarding commands of `npm run sandbox -- …`: read an integrator's
 * record and review it, straight on the database or through a running
 * sandbox's control API (the same choice as every other command).
 */

export const ONBOARDING_HELP = `  kyb <email>                      show an integrator's onboarding record (documents by name, shareholders by id)
  review <email> approve|reject <item> [reason]
                                   review one document (by name) or shareholder (by id); a rejection needs a reason
  review <email> approve-all       approve every document and shareholder (the integrator becomes verified)`

type OnboardingCommand = 'kyb' | 'review'
const KYB_USAGE = 'Usage: npm run sandbox -- kyb <email>'
const REVIEW_USAGE = 'Usage: npm run sandbox -- review <email> approve|reject <item> [reason]'

export type OnboardingCli = {
	kyb(email: string): Promise<unknown>
	review(email: string, request: KybReviewRequest): Promise<unknown>
}

/** On the database; a refusal becomes `fail(message)`, thrown. */
export function directOnboardingCli(db: Db, fail: (message: string) => Error, dashboardUrl?: string): OnboardingCli {
	// The review e-mails link to the dashboard as the server's do (SANDBOX_DASHBOARD_URL).
	const ctx = { db, now: Date.now, log: createLogger({ enabled: false }), mailer: null, dashboardUrl: dashboardOrigin(dashboardUrl) }
	const unwrap = <T>(result: { ok: true; data: T } | { ok: false; message: string }) => {
		if (!result.ok) throw fail(result.message)
		return result.data
	}
	return {
		kyb: async (email) => unwrap(await controlRecord(ctx, email)),
		review: async (email, request) => unwrap(await reviewRecord(ctx, email, request)),
	}
}

export function httpOnboardingCli(call: (method: string, path: string, body?: unknown) => Promise<unknown>): OnboardingCli {
	const path = (email: string, rest = '') => `/sandbox/v1/control/integrators/${encodeURIComponent(email)}/kyb${rest}`
	return {
		kyb: (email) => call('GET', path(email)),
		review: (email, request) => call('POST', path(email, '/review'), request),
	}
}

/** The review request a command line asks for; a message when it does not make one. */
export function reviewRequestOf(args: string[]): { ok: true; request: KybReviewRequest } | { ok: false; message: string } {
	const [, action, item, ...reason] = args
	const usage = 'Usage: npm run sandbox -- review <email> approve|reject <item> [reason] (or approve-all)'
	if (action === 'approve-all') return { ok: true, request: { approveAll: true } }
	if ((action !== 'approve' && action !== 'reject') || !item) return { ok: false, message: usage }
	const decision = { status: action === 'approve' ? 'APPROVED' : 'REJECTED', ...(reason.length ? { reason: reason.join(' ') } : {}) }
	const isDocument = (DOCUMENT_NAMES as readonly string[]).includes(item)
	const parsed = kybReviewRequestSchema.safeParse(isDocument ? { documents: { [item]: decision } } : { shareholders: { [item]: decision } })
	return parsed.success
		? { ok: true, request: parsed.data }
		: { ok: false, message: parsed.error.issues.map((issue) => issue.message).join(', ') }
}

/** Runs `kyb` or `review`; throws `fail(message)` for bad arguments. */
export async function runOnboardingCommand(
	cli: OnboardingCli,
	command: OnboardingCommand,
	args: string[],
	fail: (message: string) => Error,
) {
	const email = args[0]
	if (!email) throw fail(command === 'kyb' ? KYB_USAGE : REVIEW_USAGE)
	if (command === 'kyb') return cli.kyb(email)
	const request = reviewRequestOf(args)
	if (!request.ok) throw fail(request.message)
	return cli.review(email, request.request)
}

/** Errors of a command line or of the back office, thrown as the CLI's (printed, exit code 1). */
const cliError = (message: string) => new CliError(message)

/** The control API's answer, or its message thrown. */
const dataOf =
	(call: ControlCall) =>
	async (method: string, path: string, body?: unknown): Promise<unknown> => {
		const { ok, json } = await call(method, path, body)
		if (!ok) throw cliError(json.message)
		return json.data
	}

const onboardingCommand = (command: OnboardingCommand, usage: string): Command => ({
	usage,
	fits: ([email]) => Boolean(email),
	viaHttp: async (call, args) => ({ ok: true, data: await runOnboardingCommand(httpOnboardingCli(dataOf(call)), command, args, cliError) }),
	direct: async ({ database, env }, args) => ({
		ok: true,
		data: await runOnboardingCommand(directOnboardingCli(database.db, cliError, env.SANDBOX_DASHBOARD_URL), command, args, cliError),
	}),
})

/** `kyb` and `review`: the reviewer's side of onboarding. */
export const ONBOARDING_COMMANDS: Record<string, Command> = {
	kyb: onboardingCommand('kyb', KYB_USAGE),
	review: onboardingCommand('review', REVIEW_USAGE),
}
