/**
 * Typed helpers against the real sandbox the e2e server spawns (SANDBOX_URL).
 * No mocks: these call the same provider API the dashboard calls, plus the
 * sandbox's outbox and control API. The request/answer handling and the
 * unique names are the sandbox suites' own (sandbox/test-support/).
 */
import { createHash } from 'node:crypto'
import { mkdirSync, openSync, closeSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Subscription } from '../../../contract/products'
import { outboxResponseSchema, scenarioResponseSchema, type OutboxMessage, type ScenarioResult } from '../../../contract/sandbox'
import { controlHeaders, readAnswer, sandboxRequest } from '../../../sandbox/test-support/sandbox-client'
import { uniqueEmail as uniqueTestEmail, uniqueSuffix } from '../../../sandbox/test-support/unique'
import { DASHBOARD_URL, SANDBOX_URL } from './env'

export type { OutboxMessage, ScenarioResult, Subscription }
export type AccountType = 'COMPANY' | 'INDIVIDUAL'

export class SandboxError extends Error {
	constructor(
		message: string,
		readonly status: number,
		readonly body: unknown,
	) {
		super(message)
		this.name = 'SandboxError'
	}
}

/** Calls the sandbox and returns the parsed JSON answer; throws SandboxError on a non-2xx status. */
export async function sandboxFetch<T = unknown>(
	pathname: string,
	init: { method?: string; body?: unknown; token?: string; baseUrl?: string } = {},
): Promise<T> {
	const url = new URL(pathname, init.baseUrl ?? SANDBOX_URL)
	const method = init.method ?? (init.body === undefined ? 'GET' : 'POST')
	const request = sandboxRequest({
		method,
		body: init.body,
		token: init.token,
		headers: { accept: 'application/json', ...controlHeaders(url.pathname) },
	})
	const { status, json, text, response } = await readAnswer(await fetch(url, request))
	if (!response.ok) {
		const message = json && typeof json === 'object' && 'message' in json ? String((json as { message: unknown }).message) : text
		throw new SandboxError(`${method} ${url.pathname} → ${status}: ${message}`, status, json)
	}
	return json as T
}

export { uniqueSuffix }

export function uniqueEmail(prefix = 'e2e') {
	return uniqueTestEmail(prefix)
}

/** Meets the sandbox password rules (10–32 chars, digit, lower, upper, special). */
export const E2E_PASSWORD = 'E2e.Passw0rd-1'

export interface RegisterOptions {
	accountType?: AccountType
	email?: string
	password?: string | null
	firstName?: string
	lastName?: string
	businessName?: string
	country?: string
}

export interface RegisteredIntegrator {
	email: string
	/** null when registered without a password (magic-link only). */
	password: string | null
	accountType: AccountType
	firstName: string
	lastName: string
	businessName: string | null
	country: string
	/** The sandbox's answer (the profile), untyped on purpose: the contract may grow. */
	profile: Record<string, unknown>
}

/** Registers a fresh integrator through POST /integrator/v1/register. */
export async function registerIntegrator(options: RegisterOptions = {}): Promise<RegisteredIntegrator> {
	const accountType = options.accountType ?? 'COMPANY'
	const suffix = uniqueSuffix().slice(-6)
	const email = (options.email ?? uniqueEmail()).toLowerCase()
	const password = options.password === undefined ? E2E_PASSWORD : options.password
	const firstName = options.firstName ?? 'Erin'
	const lastName = options.lastName ?? `Tester ${suffix}`
	const businessName = accountType === 'COMPANY' ? (options.businessName ?? `E2E Company ${suffix}`) : null
	const country = options.country ?? 'DE'
	const body: Record<string, unknown> = { accountType, firstName, lastName, email, country }
	if (businessName) body.businessName = businessName
	if (password) body.password = password
	const answer = await sandboxFetch<{ data: Record<string, unknown> }>('/integrator/v1/register', { body })
	return { email, password, accountType, firstName, lastName, businessName, country, profile: answer.data }
}

export type ScenarioName = 'demo' | 'new-company' | 'new-individual' | 'services-approved' | (string & {})

/**
 * Seeds a named scenario (demo, new-company, new-individual, services-approved …)
 * and returns what it created. By default a unique tag makes the scenario's
 * e-mails unique (`name+tag@sandbox.test`), so parallel tests do not share
 * integrators; pass `tag: null` for the scenario's fixed addresses.
 */
export async function seedScenario(name: ScenarioName, options: { tag?: string | null } = {}): Promise<ScenarioResult> {
	const tag = options.tag === undefined ? uniqueSuffix() : options.tag
	const answer = await sandboxFetch(`/sandbox/v1/control/scenarios/${encodeURIComponent(name)}`, {
		method: 'POST',
		body: tag ? { tag } : {},
	})
	return scenarioResponseSchema.parse(answer).data
}

/** Approves a service subscription as the provider's back office would. */
export async function approveSubscription(email: string, name: string): Promise<Subscription> {
	const answer = await sandboxFetch<{ data: Subscription }>(
		`/sandbox/v1/control/integrators/${encodeURIComponent(email)}/subscriptions/${encodeURIComponent(name)}/approve`,
		{ method: 'POST', body: {} },
	)
	return answer.data
}

/** The outbox for one address, newest first. */
export async function getOutbox(email: string): Promise<OutboxMessage[]> {
	const answer = await sandboxFetch(`/sandbox/v1/outbox?to=${encodeURIComponent(email)}`)
	return outboxResponseSchema.parse(answer).data
}

export interface WaitForMessageOptions {
	/** A substring of the subject, or a pattern. */
	subject?: string | RegExp
	/** Only messages created at or after this instant. */
	after?: Date | number | string
	/** Any further condition. */
	where?: (message: OutboxMessage) => boolean
	/** Default 10 s. */
	timeoutMs?: number
	/**
	 * Claim the message so that no other call (in any worker of this run) returns
	 * it again: for single-use links sent to a shared address.
	 */
	claim?: boolean
}

/** Polls the outbox until a matching message arrives; returns the newest match (or, with claim, the oldest unclaimed). */
export async function waitForMessage(email: string, options: WaitForMessageOptions = {}): Promise<OutboxMessage> {
	const timeoutMs = options.timeoutMs ?? 10_000
	const after = options.after === undefined ? undefined : new Date(options.after).getTime()
	const deadline = Date.now() + timeoutMs
	let seen = 0
	for (;;) {
		const messages = await getOutbox(email)
		seen = messages.length
		const matches = messages.filter((message) => {
			if (after !== undefined && new Date(message.createdAt).getTime() < after) return false
			if (options.subject !== undefined) {
				const ok = typeof options.subject === 'string' ? message.subject.includes(options.subject) : options.subject.test(message.subject)
				if (!ok) return false
			}
			return options.where ? options.where(message) : true
		})
		if (!options.claim && matches[0]) return matches[0]
		if (options.claim) {
			for (const message of [...matches].reverse()) if (claimMessage(message.id)) return message
		}
		if (Date.now() > deadline) {
			throw new Error(
				`waitForMessage: no message to ${email}${options.subject ? ` with subject ${String(options.subject)}` : ''} ` +
					`within ${timeoutMs} ms (outbox holds ${seen} message(s))`,
			)
		}
		await new Promise((resolve) => setTimeout(resolve, 150))
	}
}

/** Atomic, cross-process claim (O_EXCL file) of an outbox message id for this run. */
function claimMessage(id: string) {
	const run = createHash('sha1')
		.update(`${SANDBOX_URL}|${process.env.E2E_DATA_DIR ?? ''}`)
		.digest('hex')
		.slice(0, 12)
	const dir = path.join(os.tmpdir(), 'e2e-outbox-claims', run)
	mkdirSync(dir, { recursive: true })
	try {
		closeSync(openSync(path.join(dir, id.replace(/[^A-Za-z0-9_-]/g, '_')), 'wx'))
		return true
	} catch {
		return false
	}
}

export const VERIFY_URL = `${DASHBOARD_URL}/auth/verify`

/**
 * Asks the sandbox for a magic login link (POST /auth/v1/login with
 * callbackUrl = the dashboard's /auth/verify) and returns the link from the outbox.
 * Safe for addresses shared between parallel tests (each link is claimed once).
 */
export async function loginLink(email: string, callbackUrl = VERIFY_URL): Promise<string> {
	const before = Date.now() - 1_000
	await sandboxFetch('/auth/v1/login', { body: { email, callbackUrl } })
	const message = await waitForMessage(email, {
		after: before,
		where: (m) => m.links.some((link) => link.startsWith(callbackUrl)),
		claim: true,
	})
	const link = message.links.find((l) => l.startsWith(callbackUrl))
	if (!link) throw new Error(`loginLink: message ${message.id} has no link to ${callbackUrl}`)
	return link
}

/** Logs in by password against the sandbox directly (no browser) and returns the provider access token. */
export async function passwordLogin(email: string, password: string): Promise<string> {
	const answer = await sandboxFetch<{ data: { accessToken: string } }>('/auth/v1/login/password', {
		body: { email, password },
	})
	return answer.data.accessToken
}
