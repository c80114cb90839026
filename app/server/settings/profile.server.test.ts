import { expect, test } from 'vitest'
import { getVerificationState } from '#app/lib/onboarding/verification.ts'
import { getReviewBanner } from './profile.server.ts'

const company = (onboarding: Parameters<typeof getReviewBanner>[0]['onboarding'], kybVerified = false) => ({
	accountType: 'COMPANY' as const,
	kybVerified,
	onboarding,
})

test('no banner before submitting, or once verified', () => {
	expect(getReviewBanner(company({ status: null, documentsNeedUpdate: false, shareholdersNeedUpdate: false }))).toBeNull()
	expect(getReviewBanner(company({ status: 'REVIEWED', documentsNeedUpdate: false, shareholdersNeedUpdate: false }, true))).toBeNull()
})

test('submitted or reviewed with nothing to fix: under review (KYC wording for individuals)', () => {
	expect(getReviewBanner(company({ status: 'SUBMITTED', documentsNeedUpdate: false, shareholdersNeedUpdate: false }))?.text).toBe(
		'KYB documents are under review',
	)
	expect(
		getReviewBanner({
			accountType: 'INDIVIDUAL',
			kybVerified: false,
			onboarding: { status: 'REVIEWED', documentsNeedUpdate: false, shareholdersNeedUpdate: false },
		})?.text,
	).toBe('KYC documents are under review')
})

test('rejected items: the text, what to fix, and Review & Resubmit for companies only', () => {
	const both = getReviewBanner(company({ status: 'REVIEW_NEEDED', documentsNeedUpdate: true, shareholdersNeedUpdate: true }))
	expect(both).toMatchObject({
		state: 'rejected',
		text: 'Some KYB documents were rejected:',
		resubmitUrl: '/business-onboarding?review=documents%2Cstakeholders',
	})
	const stakeholders = getReviewBanner(company({ status: 'SUBMITTED', documentsNeedUpdate: false, shareholdersNeedUpdate: true }))
	expect(stakeholders?.resubmitUrl).toBe('/business-onboarding?review=stakeholders')
	const individual = getReviewBanner({
		accountType: 'INDIVIDUAL',
		kybVerified: false,
		onboarding: { status: 'REVIEW_NEEDED', documentsNeedUpdate: true, shareholdersNeedUpdate: false },
	})
	expect(individual).toMatchObject({ text: 'Some KYC documents were rejected:', resubmitUrl: null })
})

test('the banner follows the dashboard’s verification state: a flagged item needs action whatever the status', () => {
	for (const onboarding of [
		{ status: null, documentsNeedUpdate: true, shareholdersNeedUpdate: false },
		{ status: 'REVIEWED' as const, documentsNeedUpdate: true, shareholdersNeedUpdate: false },
	]) {
		expect(getVerificationState({ kybVerified: false, onboarding })).toBe('action-needed')
		expect(getReviewBanner(company(onboarding))?.state).toBe('rejected')
	}
})
