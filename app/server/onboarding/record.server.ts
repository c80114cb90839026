import { redirect } from '@remix-run/node'
import { ONBOARDING_BASE, onboardingKindAt } from '#app/lib/onboarding/steps.ts'
import { onboardingKind, type OnboardingKind } from '#app/lib/onboarding/verification.ts'
import type { User } from '../user.server.ts'

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

export { ONBOARDING_TITLES as TITLES } from '#app/lib/onboarding/steps.ts'

/** The flow this request's URL is in (one route module serves both); 404 for neither. */
export function onboardingKindOf(request: Request): OnboardingKind {
	const kind = onboardingKindAt(new URL(request.url).pathname)
	if (!kind) throw new Response('Not found', { status: 404 })
	return kind
}
