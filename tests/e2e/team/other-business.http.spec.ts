import { fiatBalance, fiatCompany, payoutCount } from '../fiat/support'
import { expect, loginWithSession, test } from '../utils/fixtures'
import { sandboxFetch, uniqueEmail } from '../utils/sandbox'
import { addMember } from './support'

/**
 * A member of business A, by URL or by a forged post, at business B's approval request, quote, payout,
 * beneficiary, member and invitation: the 404 page, never B's data, and nothing of B's changes
 * (docs/product/team.md, docs/product/approvals.md). The provider's side is in
 * sandbox/team/team.test.ts and sandbox/approvals/approvals.test.ts; this is the dashboard's.
 */

const PIN = '582931'

type Team = { members: { id: string; email: string; role: string; status: string }[]; invitations: { id: string; status: string }[] }
type Request = { id: string; status: string }

/** Business B: a Finance member whose NGN payout above the rule waits for approval, a pending invitation, a payout and a fresh quote. */
async function businessB() {
	const { token } = await fiatCompany()
	const payee = (
		await sandboxFetch<{ data: { id: string; name: string }[] }>('/integrator/v1/fiat/beneficiaries?currency=NGN', { token })
	).data.find((item) => item.name.includes('Okafor'))!
	await sandboxFetch('/integrator/v1/approvals/rules', { token, method: 'PUT', body: { kind: 'PAYOUT', currency: 'NGN', amount: '100' } })
	const finance = await addMember(token, 'FINANCE', 'Bola')
	await sandboxFetch('/auth/v1/pin', { token: finance.token, body: { pin: PIN, confirmPin: PIN } })
	const quoteOf = async (amount: string) =>
		(
			await sandboxFetch<{ data: { id: string } }>('/fcat/v1/payouts/quote', {
				token: finance.token,
				body: { currency: 'NGN', beneficiaryId: payee.id, amount },
			})
		).data.id
	const request = (
		await sandboxFetch<{ data: Request }>('/fcat/v1/payouts', { token: finance.token, body: { quoteId: await quoteOf('500'), pin: PIN } })
	).data
	await sandboxFetch('/integrator/v1/team/invitations', {
		token,
		body: { email: uniqueEmail('team-b-invited'), role: 'VIEWER', callbackUrl: 'http://localhost/team/invitations' },
	})
	const [payout] = (await sandboxFetch<{ data: { items: { id: string }[] } }>('/fcat/v1/payouts', { token })).data.items
	const team = (await sandboxFetch<{ data: Team }>('/integrator/v1/team', { token })).data
	return { token, payee, request, quote: await quoteOf('50'), payout: payout!, team, finance }
}

/** What of B a forged post could change: its balance, payouts, beneficiaries, request, members and invitations. */
async function stateOf(b: Awaited<ReturnType<typeof businessB>>) {
	const [balance, payouts, payees, request, team] = await Promise.all([
		fiatBalance(b.token, 'NGN'),
		payoutCount(b.token),
		sandboxFetch<{ data: unknown[] }>('/integrator/v1/fiat/beneficiaries?currency=NGN', { token: b.token }),
		sandboxFetch<{ data: Request }>(`/integrator/v1/approvals/${b.request.id}`, { token: b.token }),
		sandboxFetch<{ data: Team }>('/integrator/v1/team', { token: b.token }),
	])
	return { balance, payouts, payees: payees.data, request: request.data.status, team: team.data }
}

test('a member of business A opening or posting at business B’s approval request, quote, payout, beneficiary, member or invitation gets the 404 page, and nothing of B changes @bad-input', async ({
	page,
	baseURL,
}) => {
	test.setTimeout(90_000)
	const a = await fiatCompany()
	const b = await businessB()
	expect(b.request.status).toBe('PENDING')
	// An Admin of A: may approve, pay, manage beneficiaries and the team, so only the business stands in the way.
	const admin = await addMember(a.token, 'ADMIN', 'Ama')
	await sandboxFetch('/auth/v1/pin', { token: admin.token, body: { pin: PIN, confirmPin: PIN } })
	await loginWithSession(page, admin.email)
	const before = await stateOf(b)
	const bMember = b.team.members.find((member) => member.email === b.finance.email)!
	const bInvitation = b.team.invitations[0]!

	const receipt = `currency=NGN&transfer-id=${b.payout.id}&service-name=FCAT`
	for (const path of [
		`/approvals/${b.request.id}`,
		`/product/fiat-wallet-service/payout/${b.quote}`,
		`/fiat/payout/receipt?${receipt}`,
		`/fiat/payout/receipt/pdf?${receipt}`,
	]) {
		const response = await page.request.get(path, { maxRedirects: 0 })
		expect(response.status(), path).toBe(404)
		const body = await response.text()
		for (const theirs of [b.payee.id, b.finance.email, 'Bola']) expect(body, path).not.toContain(theirs)
	}
	// B's member named in the Team tab's remove dialog: no dialog, nothing of theirs.
	const dialog = await page.request.get(`/settings/team?dialog=remove&member=${bMember.id}`)
	expect(dialog.status()).toBe(200)
	expect(await dialog.text()).not.toContain(b.finance.email)
	expect(await dialog.text()).not.toContain('from the team?')

	const post = (path: string, form: Record<string, string>) =>
		page.request.post(path, { form, headers: { Origin: baseURL! }, maxRedirects: 0 })
	const answers: Array<{ what: string; status: number; message: string }> = []
	const expected: typeof answers = []
	for (const [path, form, message] of [
		[`/approvals/${b.request.id}`, { intent: 'approve', pin: PIN }, 'Approval request not found'],
		[`/approvals/${b.request.id}`, { intent: 'reject', reason: 'Not ours' }, 'Approval request not found'],
		[
			'/product/fiat-wallet-service/wallet?currency=NGN',
			{ intent: 'delete-beneficiary', beneficiary: b.payee.id, confirm: 'delete' },
			'No beneficiary with this id',
		],
		['/settings/team', { intent: 'change-role', memberId: bMember.id, role: 'VIEWER' }, 'No member with this id'],
		['/settings/team', { intent: 'suspend', memberId: bMember.id }, 'No member with this id'],
		['/settings/team', { intent: 'remove', memberId: bMember.id }, 'No member with this id'],
		['/settings/team', { intent: 'revoke', invitationId: bInvitation.id }, 'No invitation with this id'],
	] as const) {
		const response = await post(path, form)
		const body = await response.text()
		answers.push({
			what: `${form.intent} at ${path}`,
			status: response.status(),
			message: body.includes(message) ? message : body.slice(0, 200),
		})
		expected.push({ what: `${form.intent} at ${path}`, status: 404, message })
	}
	expect(answers).toEqual(expected)
	expect(await stateOf(b)).toEqual(before)
})
