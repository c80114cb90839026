import { describe, expect, it } from 'vitest'
import type { OutboxMessage } from '#contract/sandbox.ts'
import { parseSandboxEnv } from '../env.ts'
import { sandboxBackends } from '../test-support/backends.ts'
import { useSandbox, type TestSandbox } from '../test-support/use-sandbox.ts'
import { approvedSubject, rejectedSubject } from './notices.ts'
import { completeKyb, completeKyc, controlPath, onboardingClient, review, sampleFile, SUBMIT } from './test-client.ts'

/** The dashboard's public origin, as the dashboard hands it to the sandbox it starts (SANDBOX_DASHBOARD_URL). */
const DASHBOARD = 'https://dashboard.example.test'

async function latestMessage(sandbox: TestSandbox, to: string, subject: string) {
	const messages = (await sandbox.get(`/sandbox/v1/outbox?to=${encodeURIComponent(to)}`)).json.data as OutboxMessage[]
	const message = messages.find((candidate) => candidate.subject === subject)
	if (!message) throw new Error(`no e-mail '${subject}' to ${to}`)
	return message
}

describe.each(sandboxBackends())('review e-mails link to the review page on $name', (backend) => {
	// A trailing slash, as an operator may write it: the links must not get a double one.
	const sandbox = useSandbox(backend, { dashboardUrl: `${DASHBOARD}/` })

	it("a rejection links to the dashboard's review page, the URL of the card's 'Review & Resubmit', in links and in the text", async () => {
		const me = await onboardingClient(sandbox)
		await completeKyb(me)
		expect((await me.step(SUBMIT, 'POST')).status).toBe(200)
		expect((await review(sandbox, me.email, { documents: { cacDoc: { status: 'REJECTED', reason: 'Not legible' } } })).status).toBe(200)
		// What the dashboard card's 'Review & Resubmit' opens for a company whose documents were rejected
		// (app/lib/onboarding/dashboard-progress.ts, through contract/onboarding/links.ts).
		const documentsOnly = `${DASHBOARD}/business-onboarding?review=documents`
		const first = await latestMessage(sandbox, me.email, rejectedSubject('KYB'))
		expect(first.links).toEqual([documentsOnly])
		expect(first.text).toContain(documentsOnly)

		// A shareholder rejected too: the link opens both parts of the review.
		const [holder] = (await sandbox.get(controlPath(me.email))).json.data.shareholders as { id: string }[]
		expect((await review(sandbox, me.email, { shareholders: { [holder!.id]: { status: 'REJECTED', reason: 'ID expired' } } })).status).toBe(
			200,
		)
		const both = `${DASHBOARD}/business-onboarding?review=documents%2Cstakeholders`
		const second = await latestMessage(sandbox, me.email, rejectedSubject('KYB'))
		expect(second.links).toEqual([both])
		expect(second.text).toContain(both)
	})

	it("an individual's rejection links to the KYC review page, and the approval to the dashboard", async () => {
		const me = await onboardingClient(sandbox, 'INDIVIDUAL')
		await completeKyc(me)
		expect((await me.step(SUBMIT, 'POST')).status).toBe(200)
		await review(sandbox, me.email, { documents: { selfie: { status: 'REJECTED', reason: 'Face not visible' } } })
		expect((await latestMessage(sandbox, me.email, rejectedSubject('KYC'))).links).toEqual([
			`${DASHBOARD}/individual-onboarding?review=documents`,
		])

		expect((await me.upload('selfie', sampleFile('selfie'))).status).toBe(201)
		expect((await me.step(SUBMIT, 'POST')).status).toBe(200)
		expect((await review(sandbox, me.email, { approveAll: true })).status).toBe(200)
		const approved = await latestMessage(sandbox, me.email, approvedSubject('KYC'))
		expect(approved.links).toEqual([`${DASHBOARD}/`])
		expect(approved.text).toContain(`${DASHBOARD}/`)
	})
})

describe.each(sandboxBackends())('review e-mails of a sandbox that does not know the dashboard on $name', (backend) => {
	const sandbox = useSandbox(backend)

	it('say in words where to go and carry no link', async () => {
		const me = await onboardingClient(sandbox)
		await completeKyb(me)
		expect((await me.step(SUBMIT, 'POST')).status).toBe(200)
		await review(sandbox, me.email, { documents: { cacDoc: { status: 'REJECTED', reason: 'Not legible' } } })
		const message = await latestMessage(sandbox, me.email, rejectedSubject('KYB'))
		expect(message.links).toEqual([])
		expect(message.text).toContain('choose Review & Resubmit')
		expect(message.text).not.toMatch(/https?:\/\//)
	})
})

it('SANDBOX_DASHBOARD_URL is an http(s) URL, or the start stops saying so', () => {
	const dashboardUrl = (value: string) => ({ SANDBOX_DASHBOARD_URL: value }) as unknown as NodeJS.ProcessEnv
	expect(parseSandboxEnv(dashboardUrl('https://dashboard.example.test'))).toMatchObject({
		ok: true,
		env: { SANDBOX_DASHBOARD_URL: 'https://dashboard.example.test' },
	})
	expect(parseSandboxEnv(dashboardUrl('dashboard.example.test'))).toEqual({
		ok: false,
		errors: ['SANDBOX_DASHBOARD_URL: SANDBOX_DASHBOARD_URL must be a URL like http://…'],
	})
	expect(parseSandboxEnv(dashboardUrl(''))).toMatchObject({ ok: true, env: { SANDBOX_DASHBOARD_URL: undefined } })
})
