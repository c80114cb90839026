import type { Profile } from '#contract/shell.ts'
import { CAPABILITY_NAMES, ROLE_LABELS, type Capability } from '#contract/team/roles.ts'
import { getMyProducts } from '#app/lib/products/services.ts'
import { accountTypeLabel, displayName } from '#app/lib/shell/names.ts'
import { roleRefusal } from '#app/lib/team/refusals.ts'
import { getEnv } from '../env.server.ts'
import { commitSession, getSession } from '../session.server.ts'
import { twoFASetupRedirect, type User } from '../user.server.ts'
import { getSidebarCollapsed } from './preferences.server.ts'

function shellUser(profile: Profile) {
	return {
		id: profile.pk,
		email: profile.email,
		name: `${profile.firstName} ${profile.lastName}`.trim(),
		createdAt: profile.createdAt,
		displayName: displayName(profile),
		logoUrl: profile.logoUrl,
		accountLabel: accountTypeLabel(profile.accountType),
		roleLabel: ROLE_LABELS[profile.member.role],
		/** What the role may do decides each page's actions (useRoleRefusal, record 135). */
		role: profile.member.role,
		/**
		 * Why the role may not, by capability (only those it may not): decided here, so the browser
		 * reads the reasons and never loads the matrix (record 135).
		 */
		refusals: refusalsOf(profile.member.role),
		/** The top bar's switcher, for a login with more than one business (docs/product/team.md#switching-business). */
		/** The top bar's count of requests waiting for approval (docs/product/approvals.md). */
		pendingApprovals: profile.pendingApprovals,
		businesses: profile.businesses.length > 1 ? profile.businesses.map(({ pk, name }) => ({ pk, name })) : [],
	}
}

function refusalsOf(role: Profile['member']['role']) {
	const refusals: Partial<Record<Capability, string>> = {}
	for (const capability of CAPABILITY_NAMES) {
		const refusal = roleRefusal(role, capability)
		if (refusal) refusals[capability] = refusal
	}
	return refusals
}

const onTwoFASetup = (request: Request) => {
	const url = new URL(request.url)
	return url.pathname === '/settings/security' && url.searchParams.get('section') === '2fa'
}

/**
 * What the main layout needs, and only that: the browser gets names, not
 * the whole profile. Also consumes the one-time 'just logged in' flag (the
 * messenger's login event), whose cookie goes on `headers`.
 */
export async function loadShell(request: Request, user: User) {
	const env = getEnv()
	const [profile, listed, session, sidebarCollapsed] = await Promise.all([
		user.profile,
		user.subscriptions.catch((thrown: unknown) => ({ thrown })),
		getSession(request),
		getSidebarCollapsed(request),
	])
	// Without the 2FA the business requires, the member may only set it up: no other call is answered (record 135).
	const setUpTwoFAFirst = profile.teamTwoFARequired && !profile.twoFAEnabled
	if (setUpTwoFAFirst && !onTwoFASetup(request)) throw await twoFASetupRedirect()
	if (!Array.isArray(listed) && !setUpTwoFAFirst) throw listed.thrown
	const subscriptions = Array.isArray(listed) ? listed : []
	const justLoggedIn = session.get('justLoggedIn') ?? false
	return {
		shell: {
			user: shellUser(profile),
			services: getMyProducts(subscriptions),
			sidebarCollapsed,
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
