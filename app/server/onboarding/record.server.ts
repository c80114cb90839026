import { redirect } from '@remix-run/node'
import type { OnboardingRecord } from '#contract/onboarding/record.ts'
import { ONBOARDING_BASE } from '#app/lib/onboarding/steps.ts'
import { onboardingKind, type OnboardingKind } from '#app/lib/onboarding/verification.ts'
import type { User } from '../user.server.ts'

const perRequest = new WeakMap<Request, Promise<OnboardingRecord>>()

/** The onboarding record, fetched once per request however many loaders ask. */
export function getRecord(request: Request, user: User): Promise<OnboardingRecord> {
	let record = perRequest.get(request)
	if (!record) {
		record = user.api.onboarding.getRecord()
		perRequest.set(request, record)
	}
	return record
}

/**
 * Companies onboard at /business-onboarding, individuals at
 * /individual-onboarding: the other one sends them to their own (the rest
 * of the path and the query come along).
 */
export async function requireKind(request: Request, user: User, kind: OnboardingKind) {
	const profile = await user.profile
	const own = onboardingKind(profile.accountType)
	if (own !== kind) {
		const url = new URL(request.url)
		throw redirect(`${ONBOARDING_BASE[own]}${url.pathname.slice(ONBOARDING_BASE[kind].length)}${url.search}`)
	}
	return profile
}

export const TITLES: Record<OnboardingKind, string> = { KYB: 'Business onboarding', KYC: 'Individual onboarding' }
