import { expect, onTestFinished, test } from 'vitest'
import { getLoadContext } from '#app/server/load-context.server.ts'
import { signedInScenario, timed, useProvider } from '#tests/support/provider-session.server.ts'
import { loadBeneficiaryPage } from './beneficiary.server.ts'
import { handleBatchConfirm, handleBulkUpload, loadBatchPage, loadBulkPage } from './bulk.server.ts'
import { loadPaymentOverview } from './overview.server.ts'

/**
 * The Payment service's pages against the real sandbox: the overview (five
 * calls), a beneficiary's page, the bulk page and a batch's page each cost
 * one provider round trip (with the provider answering LATENCY_MS late, one
 * round takes about LATENCY_MS, two at least twice; the 1.6 bound tells them
 * apart on a busy machine); a bulk file posted becomes a checked batch, and
 * its confirmation posted twice sends it once.
 */

const LATENCY_MS = 1000
const ONE_ROUND_MS = LATENCY_MS * 1.6
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
	// Once untimed: the first call warms the code paths, not the provider's distance.
	const warm = await loadPaymentOverview(at('/product/payment-service'), getLoadContext())
	const beneficiary = warm.beneficiaries.find((item) => item.kind === 'fiat')!
	provider.setLatency(LATENCY_MS)
	onTestFinished(() => provider.setLatency(0))

	const overview = await timed(() => loadPaymentOverview(at('/product/payment-service'), getLoadContext()))
	expect(overview.ms, 'the overview').toBeLessThanOrEqual(ONE_ROUND_MS)
	expect(overview.value.fiatWallets.map((wallet) => [wallet.currency, wallet.balance])).toContainEqual(['NGN', '4801362.50'])
	expect(overview.value.beneficiaries).toHaveLength(5)
	expect(overview.value.batches).toEqual([expect.objectContaining({ fileName: 'supplier-run.csv', status: 'SENT' })])
	// The rate card is the Pricing page's (record 117); the overview no longer asks for it (record 125).
	expect(overview.value).not.toHaveProperty('rateCard')

	const page = await timed(() =>
		loadBeneficiaryPage(at(`/product/payment-service/beneficiary/${beneficiary.id}`), getLoadContext(), beneficiary.id),
	)
	expect(page.ms, 'a beneficiary').toBeLessThanOrEqual(ONE_ROUND_MS)
	expect(page.value).toMatchObject({ kind: 'fiat', beneficiary: { id: beneficiary.id }, confirmDelete: false })

	const bulk = await timed(() => loadBulkPage(at('/product/payment-service/bulk-payout'), getLoadContext()))
	expect(bulk.ms, 'the bulk page').toBeLessThanOrEqual(ONE_ROUND_MS)
	const batchId = bulk.value.batches[0]!.id

	const batch = await timed(() => loadBatchPage(at(`/product/payment-service/bulk-payout/${batchId}`), getLoadContext(), batchId))
	expect(batch.ms, 'a batch').toBeLessThanOrEqual(ONE_ROUND_MS)
	expect(batch.value.batch.rows.map((row) => row.status)).toEqual(['SENT', 'INVALID'])
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
