import { expect, test } from 'vitest'
import {
	KYC_CREATE_PATH,
	KYC_FLOWS_PATH,
	KYC_ONBOARDING_PATH,
	KYC_PREVIEW_PATH,
	kycEditPath,
	kycFlowPath,
	kycReportPath,
} from '#app/lib/compliance/kyc-labels.ts'
import { getLoadContext } from '#app/server/load-context.server.ts'
import { requireUser } from '#app/server/user.server.ts'
import { requestWithCookies, signInAs, useProvider } from '#tests/support/provider-session.server.ts'
import { loadKycBuilder, loadKycPreview } from './kyc-builder.server.ts'
import { loadKycFlows, loadKycList, loadKycReport } from './kyc-pages.server.ts'

/**
 * Every signed-in KYC page costs one provider round trip: with the provider
 * answering LATENCY_MS late, one round takes about LATENCY_MS and two at
 * least twice that; the 1.6 bound tells them apart (as tx-report.server.test.ts).
 */

const LATENCY_MS = 1000
const provider = useProvider()
const APP = 'http://localhost:3000'

async function kycCompany() {
	const response = await fetch(`${provider.url}/sandbox/v1/control/scenarios/kyc-flows`, {
		method: 'POST',
		headers: { 'Content-Type': 'application/json', ...provider.controlHeaders },
		body: JSON.stringify({ tag: `kycpages${Date.now()}${Math.random().toString(36).slice(2, 6)}` }),
	})
	expect(response.status).toBe(201)
	const email = ((await response.json()) as { data: { integrators: Array<{ email: string }> } }).data.integrators[0]!.email
	const session = await signInAs(provider.url, email)
	return (path: string) => requestWithCookies(`${APP}${path}`, session)
}

test('each KYC page of the integrator costs one provider round trip', { timeout: 120_000 }, async () => {
	const at = await kycCompany()
	const { api } = await requireUser(at('/'), getLoadContext())
	const [verification] = (await api.kyc.listVerifications({})).items
	expect(verification).toBeTruthy()
	const pages: Array<[string, () => Promise<unknown>]> = [
		['verifications', () => loadKycList(at(KYC_ONBOARDING_PATH), getLoadContext())],
		['a flow', () => loadKycList(at(kycFlowPath('customer-onboarding')), getLoadContext(), 'customer-onboarding')],
		['flows', () => loadKycFlows(at(KYC_FLOWS_PATH), getLoadContext())],
		['report', () => loadKycReport(at(kycReportPath(verification!.id)), getLoadContext())],
		['create', () => loadKycBuilder(at(KYC_CREATE_PATH), getLoadContext(), 'create')],
		['edit', () => loadKycBuilder(at(kycEditPath('customer-onboarding')), getLoadContext(), 'edit')],
		['preview', () => loadKycPreview(at(`${KYC_PREVIEW_PATH}?name=x&order=phone&steps=phone`), getLoadContext())],
	]
	provider.setLatency(LATENCY_MS)
	try {
		for (const [name, open] of pages) {
			await open()
			let best = Infinity
			for (let i = 0; i < 2; i++) {
				const started = performance.now()
				await open()
				best = Math.min(best, performance.now() - started)
			}
			expect(best, `${name} (${Math.round(best)} ms)`).toBeLessThanOrEqual(LATENCY_MS * 1.6)
		}
	} finally {
		provider.setLatency(0)
	}
})

test(
	'a flow page lists only its own verifications and a name that is not a flow is the 404 page @bad-input',
	{ timeout: 60_000 },
	async () => {
		const at = await kycCompany()
		const full = await loadKycList(at(kycFlowPath('customer-onboarding')), getLoadContext(), 'customer-onboarding')
		expect(full.verifications.map((item) => item.status).sort()).toEqual(['COMPLETED', 'EXPIRED', 'FAILED', 'IN_PROGRESS'])
		const quick = await loadKycList(at(kycFlowPath('quick-check')), getLoadContext(), 'quick-check')
		expect(quick.verifications).toEqual([])
		const failed = await loadKycList(at(`${KYC_ONBOARDING_PATH}?status=failed`), getLoadContext())
		expect(failed.verifications.map((item) => item.status)).toEqual(['FAILED'])
		await expect(loadKycList(at(kycFlowPath('no-such-flow')), getLoadContext(), 'no-such-flow')).rejects.toMatchObject({ status: 404 })
	},
)
