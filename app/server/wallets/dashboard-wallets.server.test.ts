import { expect, test } from 'vitest'
import { getLoadContext } from '#app/server/load-context.server.ts'
import { getCountries } from '#app/server/provider/shell.server.ts'
import { loadDashboard } from '#app/server/shell/dashboard.server.ts'
import { requireUser } from '#app/server/user.server.ts'
import { GUARD_CALLS, inRounds } from '#tests/support/provider-rounds.server.ts'
import { requestWithCookies, signInAs, useProvider } from '#tests/support/provider-session.server.ts'
import { loadAllWallets } from './all-wallets.server.ts'

/**
 * The home page with the WALLETS service active shows the wallets' total in
 * USD and the latest crypto movements, and still costs one provider round
 * trip (the wallets' calls start beside the profile and subscriptions);
 * the all-wallets page costs one too (the guard's subscriptions beside the
 * list). Rounds are counted by `inRounds`
 * (docs/decisions/133-round-trips-counted-not-timed.md).
 */

const provider = useProvider()
const APP = 'http://localhost:3000'

async function seeded(scenario: string) {
	const response = await fetch(`${provider.url}/sandbox/v1/control/scenarios/${scenario}`, {
		method: 'POST',
		headers: { 'Content-Type': 'application/json', ...provider.controlHeaders },
		body: JSON.stringify({ tag: `home${Date.now()}${Math.random().toString(36).slice(2, 6)}` }),
	})
	expect(response.status).toBe(201)
	const email = ((await response.json()) as { data: { integrators: Array<{ email: string }> } }).data.integrators[0]!.email
	const session = await signInAs(provider.url, email)
	return (path: string) => requestWithCookies(`${APP}${path}`, session)
}

const home = async (request: Request) => loadDashboard(request, await requireUser(request, getLoadContext()))

test('the home shows the wallets total and the latest crypto movements in one provider round trip', { timeout: 60_000 }, async () => {
	const at = await seeded('wallets-active')
	// The dashboard keeps the country list (the onboarding card's) for an hour: kept now, whichever file ran before.
	await getCountries()
	const page = await inRounds('home', () => home(at('/')), [
		...GUARD_CALLS,
		// The home's money block and onboarding card, and the wallets block.
		'GET /integrator/v1/ledger-balance',
		'GET /integrator/v1/transactions',
		'GET /integrator/v1/transactions',
		'GET /integrator/v1/onboard-kyb',
		'GET /wallets/v1/summary',
	])
	// BTC 0.5234 × 65000 + ETH 2.75 × 3200 + USDT 2230.5 + USDC 4000, credited deposits only.
	expect(page.wallets).toMatchObject({ available: true, summary: { totalUsd: '49051.50' } })
	expect(page.wallets!.latest.length).toBeGreaterThan(0)
	expect(page.wallets!.latest.every((movement) => ['BTC', 'ETH', 'USDT', 'USDC'].includes(movement.currency))).toBe(true)

	const list = await inRounds('all wallets', () => loadAllWallets(at('/product/wallet-service/all-wallets?kind=SUB'), getLoadContext()), [
		...GUARD_CALLS,
		'GET /wallets/v1/wallets',
	])
	expect(list.wallets.map((wallet) => wallet.label)).toEqual(['Ada Okafor', 'Kwame Mensah'])
})

test('without the WALLETS service the home has no wallets block', { timeout: 60_000 }, async () => {
	const at = await seeded('new-company')
	const page = await home(at('/'))
	expect(page.wallets).toBeNull()
	expect(page.name).toBeTruthy()
})

test('the wallets block and the balances beside it read the same crypto balances', { timeout: 60_000 }, async () => {
	// The 'funded' company holds BTC, ETH and USDT in its crypto ledger with the Wallet service active and no wallet opened.
	const at = await seeded('funded')
	const page = await home(at('/'))
	const crypto = page.money.totals.filter((total) => total.ledgerType === 'crypto' && /[1-9]/.test(total.balance))
	expect(crypto.length).toBeGreaterThan(0)
	expect(page.wallets).toMatchObject({ available: true })
	expect(page.wallets!.summary.assets.map(({ asset, balance }) => `${asset} ${balance}`).sort()).toEqual(
		crypto.map(({ currency, balance }) => `${currency} ${balance}`).sort(),
	)
	expect(page.wallets!.summary.totalUsd).not.toBe('0.00')
})
