import type { Subscription } from '#contract/products.ts'
import type { Profile } from '#contract/shell.ts'
import { EXPIRED_LOGOUT_TOAST, logout, requireUserSession, type UserSession } from './auth.server.ts'
import { ProviderError, ProviderUnavailableError } from './provider/client.server.ts'
import { fetchProfile, fetchSubscriptions } from './provider/shell.server.ts'
import { networkIssueResponse } from './network.server.ts'
import { currentPath } from './safe-redirect.server.ts'

/**
 * Calls the provider on behalf of the signed-in user. A 401/403 or a
 * token-error message ends the session (DESIGN.md §4, §8.2); an unreachable
 * provider becomes the 503 network-issue page. Other provider errors are
 * the caller's to handle.
 */
export async function asUser<T>(request: Request, user: UserSession, call: (token: string) => Promise<T>): Promise<T> {
	try {
		return await call(user.accessToken)
	} catch (error) {
		if (error instanceof ProviderError && error.isAuthFailure) {
			const redirectTo = currentPath(request)
			throw await logout(request, {
				redirectTo: `/auth/login?${new URLSearchParams({ redirectTo })}`,
				toast: EXPIRED_LOGOUT_TOAST,
			})
		}
		if (error instanceof ProviderUnavailableError) throw networkIssueResponse()
		throw error
	}
}

/**
 * Per-request memo: nested loaders run in parallel and each calls its own
 * guard, but the provider sees one profile call per request (DESIGN.md §4).
 */
function memoPerRequest<T>(load: (request: Request, user: UserSession) => Promise<T>) {
	const cache = new WeakMap<Request, Promise<T>>()
	return (request: Request, user: UserSession) => {
		let value = cache.get(request)
		if (!value) {
			value = load(request, user)
			cache.set(request, value)
		}
		return value
	}
}

const loadProfile = memoPerRequest((request, user) => asUser(request, user, (token) => fetchProfile(token, request)))
const loadSubscriptions = memoPerRequest((request, user) => asUser(request, user, (token) => fetchSubscriptions(token, request)))

/** The signed-in user and their profile; redirects to login without a session. */
export async function requireUser(request: Request): Promise<{ session: UserSession; profile: Profile }> {
	const session = await requireUserSession(request)
	return { session, profile: await loadProfile(request, session) }
}

/** The signed-in user's profile and subscriptions, fetched in parallel. */
export async function requireUserWithSubscriptions(request: Request): Promise<{
	session: UserSession
	profile: Profile
	subscriptions: Subscription[]
}> {
	const session = await requireUserSession(request)
	const [profile, subscriptions] = await Promise.all([loadProfile(request, session), loadSubscriptions(request, session)])
	return { session, profile, subscriptions }
}
