import { expect, test } from 'vitest'
import type { OnboardingRecord } from '#contract/onboarding/record.ts'
import type { Profile } from '#contract/shell.ts'
import type { User } from '../user.server.ts'
import { loadDashboardOnboarding } from './dashboard-progress.server.ts'

const LATENCY_MS = 300
const later = <T>(value: T) => new Promise<T>((resolve) => setTimeout(() => resolve(value), LATENCY_MS))

/** A user whose provider answers each call after LATENCY_MS, noting whether the profile was back when the record was asked for. */
function slowUser(profile: Pick<Profile, 'accountType' | 'kybVerified' | 'onboarding'>) {
	const calls: string[] = []
	let profileBack = false
	const api = {
		onboarding: {
			getRecord: () => {
				calls.push(profileBack ? 'record after the profile' : 'record beside the profile')
				return later({
					completedSteps: ['product-interest', 'company-information'],
					documents: [],
					shareholders: [],
				} as unknown as OnboardingRecord)
			},
		},
	}
	const user = {
		profile: later(profile as Profile).then((value) => {
			profileBack = true
			return value
		}),
		api,
		// As the real user: the record is asked for on first use.
		get onboardingRecord() {
			return api.onboarding.getRecord()
		},
	} as unknown as User
	return { user, calls }
}

const newCompany = {
	accountType: 'COMPANY',
	kybVerified: false,
	onboarding: { status: null, documentsNeedUpdate: false, shareholdersNeedUpdate: false },
} as const

test("the dashboard's onboarding card of a company not yet onboarded costs one provider round trip, not two", async () => {
	const { user, calls } = slowUser(newCompany)
	const started = performance.now()
	const card = await loadDashboardOnboarding(user, user.profile)
	const took = performance.now() - started
	expect(card).toMatchObject({ done: 2, total: 7 })
	expect(calls).toEqual(['record beside the profile'])
	// Two round trips take 600 ms; one takes 300 (the bound leaves room for a busy machine).
	expect(took).toBeLessThan(LATENCY_MS * 1.9)
})

test('a verified integrator gets no card, and an unread refusal of the record goes unnoticed @bad-input', async () => {
	const api = { onboarding: { getRecord: () => Promise.reject(new Error('not asked for')) } }
	const user = {
		profile: later({ ...newCompany, kybVerified: true } as unknown as Profile),
		api,
		// As the real user: a record nobody reads must not surface as an unhandled refusal.
		get onboardingRecord() {
			const record = api.onboarding.getRecord()
			record.catch(() => {})
			return record
		},
	} as unknown as User
	expect(await loadDashboardOnboarding(user, user.profile)).toBeNull()
})
