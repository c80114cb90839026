import { onboardingIntents } from '../../../app/lib/onboarding/intents'
import { KYB_STEPS } from '../../../app/lib/onboarding/steps'
import { test, expect } from '../utils/fixtures'
import { registerIntegrator } from '../utils/sandbox'
import { controlRecord } from './helpers'

const NASTY = ['a\u0000b', 'x'.repeat(5_000)]
const FIELDS = [
	'productInterest',
	'registrationNumber',
	'country',
	'state',
	'city',
	'nationality',
	'sharesPercent',
	'sharesAmount',
	'id',
	'type',
	'document',
	'documentId',
	'signature',
	'acceptedAgreement',
	'dateOfBirth',
	'amlAnswers.hasComplianceOfficer',
]

test('every onboarding post with nonsense in every field answers without a 5xx and saves nothing @bad-input', async ({ page, login }) => {
	test.setTimeout(60_000)
	const user = await registerIntegrator({ accountType: 'COMPANY', country: 'NG' })
	await login(page, user.email)
	const origin = new URL(page.url()).origin
	const paths = [
		...KYB_STEPS.map((step) => `/business-onboarding/${step.id}?edit=x`),
		'/business-onboarding',
		'/business-onboarding/upload',
		'/business-onboarding/no-such-step',
	]
	for (const path of paths) {
		for (const intent of [...onboardingIntents.options, 'nonsense']) {
			for (const value of NASTY) {
				const form = Object.fromEntries([['intent', intent], ...FIELDS.map((field) => [field, value])])
				const answer = await page.request.post(path, { form, headers: { Origin: origin }, maxRedirects: 0 })
				expect(answer.status(), `${path} ${intent} ${JSON.stringify(value.slice(0, 20))}`).toBeLessThan(500)
			}
		}
	}
	const record = await controlRecord(user.email)
	expect(record.completedSteps).toEqual([])
	expect(record.shareholders).toEqual([])
})
