import { expect } from 'vitest'
import { TEST_PASSWORD, type IntegratorClient } from '../test-support/integrator-client.ts'
import { uniqueEmail } from '../test-support/unique.ts'
import type { TestSandbox } from '../test-support/use-sandbox.ts'

export const INVITE_CALLBACK = 'http://dashboard.test/team/invitations'

/** The token of the last invitation e-mailed to `email`, read from the outbox as a person would click it. */
export async function invitationToken(sandbox: TestSandbox, email: string) {
	const outbox = await sandbox.get(`/sandbox/v1/outbox?to=${encodeURIComponent(email)}`)
	const link = (outbox.json.data as { links: string[] }[])[0]?.links[0]
	expect(link).toMatch(new RegExp(`^${INVITE_CALLBACK}/`))
	return link!.slice(INVITE_CALLBACK.length + 1)
}

/** A member's calls with their own token (kept current by `use`). */
export function memberClient(sandbox: TestSandbox, email: string, firstToken: string) {
	let token = firstToken
	const send = (method: string, path: string, body?: unknown) => sandbox.send(method, path, { token, body })
	return {
		email,
		get token() {
			return token
		},
		use(next: string) {
			token = next
		},
		send,
		get: (path: string) => send('GET', path),
		post: (path: string, body: unknown = {}) => send('POST', path, body),
		patch: (path: string, body: unknown) => send('PATCH', path, body),
		del: (path: string, body?: unknown) => send('DELETE', path, body),
	}
}
export type MemberClient = ReturnType<typeof memberClient>

/** The owner invites a new e-mail with `role`; the invitee accepts with a new login (name and password). */
export async function addMember(sandbox: TestSandbox, owner: Pick<IntegratorClient, 'post'>, role: string, label = 'member') {
	const email = uniqueEmail(label)
	const invited = await owner.post('/integrator/v1/team/invitations', { email, role, callbackUrl: INVITE_CALLBACK })
	expect(invited.status, JSON.stringify(invited.json)).toBe(201)
	const token = await invitationToken(sandbox, email)
	const accepted = await sandbox.post('/integrator/v1/invitations/accept', {
		token,
		firstName: 'Kofi',
		lastName: role,
		password: TEST_PASSWORD,
	})
	expect(accepted.status, JSON.stringify(accepted.json)).toBe(201)
	return { ...memberClient(sandbox, email, accepted.json.data.accessToken as string), invitationId: invited.json.data.id as string }
}
