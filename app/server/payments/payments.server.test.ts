import { expect, test } from 'vitest'
import { getLoadContext } from '#app/server/load-context.server.ts'
import { GUARD_CALLS, inRounds } from '#tests/support/provider-rounds.server.ts'
import { signedInScenario, useProvider } from '#tests/support/provider-session.server.ts'
import { loadBeneficiaryPage } from './beneficiary.server.ts'
import { handleBatchConfirm, handleBulkUpload, loadBatchPage, loadBulkPage } from './bulk.server.ts'
import { loadPaymentOverview } from './overview.server.ts'

/**
 * The Payment service's pages against the real sandbox: the overview (five
 * calls), a beneficiary's page, the bulk page and a batch's page each cost
 * one provider round trip (their calls all leave before any answer comes
 * back, counted by `inRounds`,
 * docs/decisions/133-round-trips-counted-not-timed.md); a bulk file posted becomes a checked batch, and
 * its confirmation posted twice sends it once.
 */

const APP = 'http://localhost:3000'
const PIN = '357913'
const provider = useProvider()

/** A 'fiat-active' company (Payment active, NGN 4,801,362.50, beneficiaries, a sent batch), signed in to the dashboard. */
async function paymentCompany() {
	const { token, at } = await signedInScenario(provider.url, 'fiat-active')
	const get = async <T>(path: string) =>
		((await (await fetch(`${provider.url}${path}`, { headers: { Authorization: `Bearer ${token}` } })).json()) as { data: T }).data
	return { at, get }
}

const locationOf = (answer: unknown) => (answer as Response).headers.get('Location')!

test('the overview, a beneficiary, the bulk page and a batch each cost one provider round trip', { timeout: 60_000 }, async () => {
	const { at } = await paymentCompany()

	const overview = await inRounds('the overview', () => loadPaymentOverview(at('/product/payment-service'), getLoadContext()), [
		...GUARD_CALLS,
		'GET /payment/v1/wallets',
		'GET /integrator/v1/fiat/beneficiaries',
		'GET /integrator/v1/withdrawal-addresses',
		'GET /payment/v1/batches',
	])
	expect(overview.fiatWallets.map((wallet) => [wallet.currency, wallet.balance])).toContainEqual(['NGN', '4801362.50'])
	expect(overview.beneficiaries).toHaveLength(5)
	expect(overview.batches).toEqual([expect.objectContaining({ fileName: 'supplier-run.csv', status: 'SENT' })])
	// The rate card is the Pricing page's (record 117); the overview no longer asks for it (record 125).
	expect(overview).not.toHaveProperty('rateCard')
	const beneficiary = overview.beneficiaries.find((item) => item.kind === 'fiat')!

	const page = await inRounds(
		'a beneficiary',
		() => loadBeneficiaryPage(at(`/product/payment-service/beneficiary/${beneficiary.id}`), getLoadContext(), beneficiary.id),
		[...GUARD_CALLS, `GET /integrator/v1/fiat/beneficiaries/${beneficiary.id}`, `GET /payment/v1/beneficiaries/${beneficiary.id}/payouts`],
	)
	expect(page).toMatchObject({ kind: 'fiat', beneficiary: { id: beneficiary.id }, confirmDelete: false })

	const bulk = await inRounds('the bulk page', () => loadBulkPage(at('/product/payment-service/bulk-payout'), getLoadContext()), [
		...GUARD_CALLS,
		'GET /payment/v1/batches',
	])
	const batchId = bulk.batches[0]!.id

	const batch = await inRounds(
		'a batch',
		() => loadBatchPage(at(`/product/payment-service/bulk-payout/${batchId}`), getLoadContext(), batchId),
		[...GUARD_CALLS, `GET /payment/v1/batches/${batchId}`],
	)
	expect(batch.batch.rows.map((row) => row.status)).toEqual(['SENT', 'INVALID'])
})

test('a bulk file posted becomes a checked batch; its confirmation posted twice sends each row once', { timeout: 60_000 }, async () => {
	const { at, get } = await paymentCompany()
	const [ngn] = (await get<{ id: string; currency: string }[]>('/integrator/v1/fiat/beneficiaries')).filter(
		(item) => item.currency === 'NGN',
	)
	const file = new File(
		[`beneficiary_id,amount,currency,reference\n${ngn!.id},100.00,NGN,A\n${ngn!.id},200.00,NGN,B\nnope,1,NGN,C\n`],
		'run.csv',
		{
			type: 'text/csv',
		},
	)
	const body = new FormData()
	body.set('intent', 'upload')
	body.set('file', file)
	const uploaded = await handleBulkUpload(
		at('/product/payment-service/bulk-payout', { method: 'POST', headers: { Origin: APP }, body }),
		getLoadContext(),
	)
	const batchPath = locationOf(uploaded)
	expect(batchPath).toMatch(/^\/product\/payment-service\/bulk-payout\/pbt_[0-9a-f]{20}$/)
	const batchId = batchPath.split('/').pop()!
	const checked = await loadBatchPage(at(batchPath), getLoadContext(), batchId)
	expect(checked.batch.rows.map((row) => [row.line, row.status])).toEqual([
		[2, 'READY'],
		[3, 'READY'],
		[4, 'INVALID'],
	])

	const confirm = () =>
		handleBatchConfirm(
			at(batchPath, { method: 'POST', headers: { Origin: APP }, body: new URLSearchParams({ pin: PIN }) }),
			getLoadContext(),
			batchId,
		)
	const places = (await Promise.all([confirm(), confirm()])).map(locationOf)
	expect(places).toEqual([batchPath, batchPath])
	const sent = await loadBatchPage(at(batchPath), getLoadContext(), batchId)
	expect(sent.batch.status).toBe('SENT')
	const payouts = sent.batch.rows.flatMap((row) => (row.payout ? [row.payout.id] : []))
	expect(new Set(payouts).size).toBe(2)
	// The provider's own count: one payout per row, whatever the replays.
	const made = await get<{ narration: string | null }[]>(`/payment/v1/beneficiaries/${ngn!.id}/payouts`)
	expect(made.filter((payout) => payout.narration === 'A' || payout.narration === 'B')).toHaveLength(2)
})
