import { testControlToken } from '../../../sandbox/test-support/sandbox-client'
import { DASHBOARD_PORT, SANDBOX_PORT, SANDBOX_URL } from '../utils/env'
import { test, expect } from '../utils/fixtures'
import { passwordLogin, sandboxFetch, seedScenario, uniqueSuffix } from '../utils/sandbox'

/**
 * The back office of the run the e2e server makes as `npm start` does (no
 * SANDBOX_CONTROL_TOKEN, webhooks to loopback): a caller without the token
 * the sandbox made and keeps in DATA_DIR is refused, however its request is
 * shaped, and changes nothing; the provider API refuses a webhook URL at the
 * sandbox's or the dashboard's port (docs/decisions/103-webhooks-never-reach-the-provider.md,
 * docs/decisions/104-the-back-office-knows-its-caller-by-a-token.md).
 */

const SCENARIO_PASSWORD = 'Sandbox.Demo-2026'

test('without its token, the control API approves, seeds and credits nothing, even to a JSON post from loopback', async () => {
	const company = (await seedScenario('new-company')).integrators[0]!
	const token = await passwordLogin(company.email, SCENARIO_PASSWORD)
	await sandboxFetch('/integrator/v1/subscriptions', { token, body: { name: 'trading' } })
	const tag = uniqueSuffix()
	const attempts = [
		`/sandbox/v1/control/integrators/${encodeURIComponent(company.email)}/subscriptions/trading/approve`,
		`/sandbox/v1/control/scenarios/new-company`,
		`/sandbox/v1/control/integrators/${encodeURIComponent(company.email)}/funding/NGN/deposits`,
	]
	for (const path of attempts) {
		// What a webhook delivery looks like: JSON, from 127.0.0.1, no authorization.
		const answer = await fetch(`${SANDBOX_URL}${path}`, {
			method: 'POST',
			headers: { 'content-type': 'application/json', 'user-agent': 'IntegratorSandbox-Webhooks/1' },
			body: JSON.stringify({ tag, amount: '1000.00' }),
		})
		expect(answer.status, path).toBe(401)
	}
	const subscriptions = await sandboxFetch<{ data: { name: string; isApproved: boolean }[] }>('/integrator/v1/subscriptions', { token })
	expect(subscriptions.data.find((subscription) => subscription.name === 'trading')?.isApproved).toBe(false)
	const balances = await sandboxFetch<{ data: { balance: string }[] }>('/integrator/v1/funding-account?currency=NGN', { token })
	expect(balances.data[0]?.balance ?? '0.00').toBe('0.00')
	// The scenario was not re-seeded under the tag: the back office, with its token, does not know the address.
	const seeded = await fetch(`${SANDBOX_URL}/sandbox/v1/control/integrators/${encodeURIComponent(`new-company+${tag}@sandbox.test`)}/kyb`, {
		headers: { authorization: `Bearer ${testControlToken()}` },
	})
	expect(seeded.status).toBe(404)
})

test("the provider API refuses a webhook URL at the sandbox's or the dashboard's port, and keeps the one of before @bad-input", async () => {
	const company = (await seedScenario('new-company')).integrators[0]!
	const token = await passwordLogin(company.email, SCENARIO_PASSWORD)
	for (const webhook of [
		`http://127.0.0.1:${SANDBOX_PORT}/sandbox/v1/control/scenarios/demo`,
		`http://localhost:${SANDBOX_PORT}/sandbox/v1/control/integrators/${encodeURIComponent(company.email)}/subscriptions/trading/approve`,
		`http://[::1]:${DASHBOARD_PORT}/settings/integrations`,
	]) {
		const answer = await fetch(`${SANDBOX_URL}/integrator/v1/webhook`, {
			method: 'PATCH',
			headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
			body: JSON.stringify({ webhook }),
		})
		expect(answer.status, webhook).toBe(400)
		expect((await answer.json()).errors).toContainEqual(expect.objectContaining({ field: 'webhook' }))
	}
	const profile = await sandboxFetch<{ data: { webhookUrl: string | null } }>('/integrator/v1', { token })
	expect(profile.data.webhookUrl).toBeNull()
})
