import type { Subscription } from '#contract/products.ts'
import type { Profile } from '#contract/shell.ts'
import { getApprovedServices } from '#app/lib/products/services.ts'
import { getEnv } from '../env.server.ts'
import { commitSession, getSession } from '../session.server.ts'

/** A person's or a company's name, as the shell shows it. */
export function displayName(profile: Pick<Profile, 'accountType' | 'businessName' | 'firstName' | 'lastName'>) {
	if (profile.accountType !== 'INDIVIDUAL' && profile.businessName) return profile.businessName
	return `${profile.firstName} ${profile.lastName}`.trim()
}

/** SPEC.md §1: INDIVIDUAL is labelled Personal, every other type Company. */
export function accountTypeLabel(accountType: Profile['accountType']) {
	return accountType === 'INDIVIDUAL' ? 'Personal' : 'Company'
}

/**
 * What the main layout needs, and only that: the browser gets names, not
 * the whole profile. Also consumes the one-time 'just logged in' flag.
 */
export async function getShellData(request: Request, profile: Profile, subscriptions: Subscription[]) {
	const env = getEnv()
	const session = await getSession(request)
	const justLoggedIn = session.get('justLoggedIn') ?? false
	return {
		shell: {
			user: {
				id: profile.pk,
				email: profile.email,
				name: `${profile.firstName} ${profile.lastName}`.trim(),
				createdAt: profile.createdAt,
				displayName: displayName(profile),
				logoUrl: profile.logoUrl,
				accountLabel: accountTypeLabel(profile.accountType),
			},
			services: getApprovedServices(subscriptions).map(({ name, label }) => ({ name, label })),
			supportEmail: env.SUPPORT_EMAIL,
			messenger: env.MESSENGER_APP_ID
				? {
						appId: env.MESSENGER_APP_ID,
						scriptUrl: env.MESSENGER_SCRIPT_URL ?? `https://widget.intercom.io/widget/${encodeURIComponent(env.MESSENGER_APP_ID)}`,
					}
				: null,
			justLoggedIn,
		},
		headers: justLoggedIn ? { 'Set-Cookie': await commitSession(session) } : undefined,
	}
}
