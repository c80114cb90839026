import { expect, test } from 'vitest'
import { getLoadContext } from '#app/server/load-context.server.ts'
import { requireUser } from '#app/server/user.server.ts'
import { inRounds } from '#tests/support/provider-rounds.server.ts'
import { postToProvider, signedInScenario, useProvider } from '#tests/support/provider-session.server.ts'
import {
	handleApprovalAction,
	handleApprovalRulesAction,
	loadApprovalPage,
	loadApprovalRulesPage,
	loadApprovalsPage,
} from './approvals.server.ts'

/**
 * Approvals' pages against the real sandbox (docs/product/approvals.md): each
 * costs one provider round trip beside the profile (`inRounds`,
 * docs/decisions/133-round-trips-counted-not-timed.md), and a post the
 * provider refuses comes back on its form, changing nothing.
 */

const provider = useProvider()
const PIN = '357913'

const send = (token: string, method: string, path: string, body?: unknown) =>
	fetch(`${provider.url}${path}`, {
		method,
		headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
		body: body === undefined ? undefined : JSON.stringify(body),
	}).then(async (answer) => ({ status: answer.status, json: (await answer.json()) as { data: Record<string, unknown> } }))

test(
	'the list, a request and the rules cost one round trip each; one’s own request and a bad rule are refused on the form',
	{ timeout: 60_000 },
	async () => {
		const { at, form, token } = await signedInScenario(provider.url, 'fiat-active')
		const context = getLoadContext
		expect((await send(token, 'PUT', '/integrator/v1/approvals/rules', { kind: 'PAYOUT', currency: 'NGN', amount: '100' })).status).toBe(
			200,
		)
		const beneficiaries = await send(token, 'GET', '/integrator/v1/fiat/beneficiaries?currency=NGN')
		const beneficiaryId = (beneficiaries.json.data as unknown as { id: string }[])[0]!.id
		const quote = await postToProvider(provider.url, '/fcat/v1/payouts/quote', { currency: 'NGN', beneficiaryId, amount: '500' }, token)
		const quoteId = ((await quote.json()) as { data: { id: string } }).data.id
		const asked = await send(token, 'POST', '/fcat/v1/payouts', { quoteId, pin: PIN })
		expect(asked.status).toBe(202)
		const id = asked.json.data.id as string

		const list = await inRounds(
			'the list',
			async () => loadApprovalsPage(at('/approvals'), await requireUser(at('/approvals'), context())),
			['GET /integrator/v1', 'GET /integrator/v1/approvals'],
		)
		expect(list.requests.map((request) => [request.id, request.status])).toEqual([[id, 'PENDING']])

		const page = await inRounds(
			'a request',
			async () => loadApprovalPage(at(`/approvals/${id}`), await requireUser(at(`/approvals/${id}`), context()), id),
			['GET /integrator/v1', `GET /integrator/v1/approvals/${id}`],
		)
		expect(page).toMatchObject({ canDecide: false, why: 'You asked for this payout: another member must approve or reject it.' })

		const rules = await inRounds(
			'the rules',
			async () => loadApprovalRulesPage(at('/settings/approval-rules'), await requireUser(at('/settings/approval-rules'), context())),
			['GET /integrator/v1', 'GET /integrator/v1/approvals/rules'],
		)
		expect(rules).toMatchObject({ rulesRefusal: null, rules: [{ currency: 'NGN', amount: '100.00' }] })

		// One's own request, posted anyway: the provider's refusal on the form, nothing sent.
		const own = form(`/approvals/${id}`, { intent: 'approve', pin: PIN })
		const refused = (await handleApprovalAction(own, await requireUser(own, context()), id)) as unknown as {
			data: { result: { error: Record<string, string[]> } }
		}
		expect(refused.data.result.error['']).toEqual(['You cannot decide a request you made: another member must'])
		expect((await send(token, 'GET', `/integrator/v1/approvals/${id}`)).json.data.status).toBe('PENDING')

		// A bad rule: refused under its field, the rule as it was.
		const bad = form('/settings/approval-rules', { kind: 'PAYOUT', currency: 'NGN', amount: '1.005' })
		const badReply = (await handleApprovalRulesAction(bad, await requireUser(bad, context()))) as unknown as {
			data: { result: { error: Record<string, string[]> } }
		}
		expect(badReply.data.result.error.amount).toEqual(['NGN amounts can have at most 2 decimals'])
		const notACurrency = form('/settings/approval-rules', { kind: 'PAYOUT', currency: 'XYZ', amount: '10' })
		const currencyReply = (await handleApprovalRulesAction(notACurrency, await requireUser(notACurrency, context()))) as unknown as {
			data: { result: { error: Record<string, string[]> } }
		}
		expect(currencyReply.data.result.error.currency).toHaveLength(1)
		expect((await send(token, 'GET', '/integrator/v1/approvals/rules')).json.data).toMatchObject([{ currency: 'NGN', amount: '100.00' }])
	},
)
