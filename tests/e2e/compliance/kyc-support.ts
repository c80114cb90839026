/**
 * What the KYC flows drive besides the browser: a company with the compliance
 * service active and USD for the KYC check fees (scenario 'kyc-flows'), the
 * codes the sandbox sends to the outbox, and photos that pass or fail the
 * sandbox's documented checks.
 */
import type { Browser, Page } from '@playwright/test'
import { samplePng } from '../../../sandbox/onboarding/sample-files'
import { DASHBOARD_URL } from '../utils/env'
import { getOutbox, seedScenario, uniqueSuffix } from '../utils/sandbox'

export { expectLedgerBalanced } from '../wallets/support'

/** A 'kyc-flows' company: compliance active, USD funding, the seeded flows customer-onboarding and quick-check. */
export async function kycCompany() {
	return (await seedScenario('kyc-flows')).integrators[0]!
}

/** A grey PNG: 240 × 240 passes liveness and the face match; under 200 px fails liveness (docs/product/compliance.md). */
export const photo = (width = 240, height = 240) => ({
	name: 'photo.png',
	mimeType: 'image/png',
	buffer: Buffer.from(samplePng(width, height)),
})

/** The 6-digit code last sent to `to` (an SMS or an e-mail in the sandbox's outbox). */
export async function codeSentTo(to: string) {
	for (let i = 0; i < 40; i++) {
		const text = (await getOutbox(to))[0]?.text ?? ''
		const code = /\b(\d{6})\b/.exec(text)?.[1]
		if (code) return code
		await new Promise((resolve) => setTimeout(resolve, 150))
	}
	throw new Error(`no code sent to ${to}`)
}

/** A phone number no other test uses. */
export const uniquePhone = () => `+23480${String(Date.now()).slice(-6)}${uniqueSuffix().replace(/\D/g, '').slice(-2).padStart(2, '0')}`

/** An end customer's phone: a new browser context, no login, 360 px wide, JavaScript as the project has it. */
export async function customerPage(browser: Browser, jsEnabled: boolean): Promise<Page> {
	const context = await browser.newContext({
		baseURL: DASHBOARD_URL,
		viewport: { width: 360, height: 740 },
		javaScriptEnabled: jsEnabled,
		extraHTTPHeaders: {
			'X-Forwarded-For': `2001:db8::${Math.floor(Math.random() * 0xffff).toString(16)}:${Math.floor(Math.random() * 0xffff).toString(16)}`,
		},
	})
	return context.newPage()
}
