import { expect, test } from 'vitest'
import type { OnboardingRecord } from '#contract/onboarding/record.ts'
import type { Profile } from '#contract/shell.ts'
import type { User } from '../user.server.ts'
import { loadDashboardOnboarding } from './dashboard-progress.server.ts'

const LATENCY_MS = 300
const later = <T>(value: T) => new Promise<T>((resolve) => setTimeout(() => resolve(value), LATENCY_MS))
/** How long the profile waits for the record to be asked for: only a card that waits for the profile first ever waits it. */
const GATE_DEADLINE_MS = 5_000

/**
 * A user whose profile answers only once the record has been asked for (or GATE_DEADLINE_MS has
 * passed), noting whether the profile was back when the record was asked for: a card that asks for
 * both at once passes without waiting, one that waits for the profile first is caught however busy
 * the machine (docs/decisions/133-round-trips-counted-not-timed.md).
 */
function gatedUser(profile: Pick<Profile, 'accountType' | 'kybVerified' | 'onboarding'>) {
	const calls: string[] = []
	let profileBack = false
	let recordAsked = () => {}
	const asked = new Promise<void>((resolve) => {
		recordAsked = resolve
		setTimeout(resolve, GATE_DEADLINE_MS).unref()
	})
	const api = {
		onboarding: {
			getRecord: () => {
				calls.push(profileBack ? 'record after the profile' : 'record beside the profile')
				recordAsked()
				return Promise.resolve({
					completedSteps: ['product-interest', 'company-information'],
					documents: [],
					shareholders: [],
				} as unknown as OnboardingRecord)
			},
		},
	}
	const user = {
		profile: asked.then(() => {
			profileBack = true
			return profile as Profile
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
	const { user, calls } = gatedUser(newCompany)
	const card = await loadDashboardOnboarding(user, user.profile)
	expect(card).toMatchObject({ done: 2, total: 7 })
	expect(calls).toEqual(['record beside the profile'])
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
