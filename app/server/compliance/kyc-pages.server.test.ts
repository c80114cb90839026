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
import { GUARD_CALLS, inRounds } from '#tests/support/provider-rounds.server.ts'
import { requestWithCookies, signInAs, useProvider } from '#tests/support/provider-session.server.ts'
import { loadKycBuilder, loadKycPreview } from './kyc-builder.server.ts'
import { loadKycFlows, loadKycList, loadKycReport } from './kyc-pages.server.ts'

/**
 * Every signed-in KYC page costs one provider round trip: its calls all
 * leave before any answer comes back (counted by `inRounds`,
 * docs/decisions/133-round-trips-counted-not-timed.md).
 */

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
	const pages: Array<[string, () => Promise<unknown>, string[]]> = [
		[
			'verifications',
			() => loadKycList(at(KYC_ONBOARDING_PATH), getLoadContext()),
			['GET /compliance/v1/kyc/verifications', 'GET /compliance/v1/account'],
		],
		[
			'a flow',
			() => loadKycList(at(kycFlowPath('customer-onboarding')), getLoadContext(), 'customer-onboarding'),
			['GET /compliance/v1/kyc/verifications', 'GET /compliance/v1/account'],
		],
		['flows', () => loadKycFlows(at(KYC_FLOWS_PATH), getLoadContext()), ['GET /compliance/v1/account']],
		[
			'report',
			() => loadKycReport(at(kycReportPath(verification!.id)), getLoadContext()),
			[`GET /compliance/v1/kyc/verifications/${verification!.id}`],
		],
		['create', () => loadKycBuilder(at(KYC_CREATE_PATH), getLoadContext(), 'create'), []],
		[
			'edit',
			() => loadKycBuilder(at(kycEditPath('customer-onboarding')), getLoadContext(), 'edit'),
			['GET /compliance/v1/kyc/flows/customer-onboarding'],
		],
		[
			'preview',
			() => loadKycPreview(at(`${KYC_PREVIEW_PATH}?name=x&order=phone&steps=phone`), getLoadContext()),
			['GET /compliance/v1/account'],
		],
	]
	for (const [name, open, calls] of pages) await inRounds(name, open, [...GUARD_CALLS, ...calls])
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
