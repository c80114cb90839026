import type { AppLoadContext } from '@remix-run/node'
import type { z } from 'zod'
import type { OnboardingRecord } from '#contract/onboarding/record.ts'
import type { Subscription } from '#contract/products.ts'
import type { Profile } from '#contract/shell.ts'
import { TWO_FA_REQUIRED_MESSAGE } from '#contract/team/roles.ts'
import { securityUrl } from '#app/lib/settings/security-sections.ts'
import { EXPIRED_LOGOUT_TOAST, logout, requireUserSession, type UserSession } from './auth.server.ts'
import { requestState } from './load-context.server.ts'
import { networkIssueResponse } from './network.server.ts'
import { approvalsApi } from './provider/approvals.server.ts'
import type { ProviderCall } from './provider/call.server.ts'
import { callProvider, ProviderError, ProviderUnavailableError } from './provider/client.server.ts'
import { kycApi } from './provider/compliance-kyc.server.ts'
import { complianceApi } from './provider/compliance.server.ts'
import { eventsApi } from './provider/events.server.ts'
import { fiatApi } from './provider/fiat.server.ts'
import { lendingApi } from './provider/lending.server.ts'
import { moneyApi } from './provider/money.server.ts'
import { onboardingApi } from './provider/onboarding.server.ts'
import { paymentsApi } from './provider/payments.server.ts'
import { productsApi } from './provider/products.server.ts'
import { settingsApi } from './provider/settings.server.ts'
import { shellApi } from './provider/shell.server.ts'
import { teamApi } from './provider/team.server.ts'
import { tradingApi } from './provider/trading.server.ts'
import { walletsApi } from './provider/wallets.server.ts'
import { currentPath } from './safe-redirect.server.ts'
import { redirectWithToast } from './toast.server.ts'

/** The provider's API for one user: every area's calls, bound to their token and the request. */
export type ProviderApi = ReturnType<typeof bindApi>

/**
 * The signed-in user. `api` calls the provider as them. `profile` is on its
 * way as soon as the user is known (every signed-in page needs it);
 * `subscriptions` and `onboardingRecord` start on first use. Each is
 * fetched once per request, however many loaders ask, and a screen awaits
 * them together with its own calls, so nothing waits on anything it does
 * not need.
 */
export type User = {
	session: UserSession
	api: ProviderApi
	readonly profile: Promise<Profile>
	readonly subscriptions: Promise<Subscription[]>
	readonly onboardingRecord: Promise<OnboardingRecord>
}

function bindApi(request: Request, session: UserSession) {
	const call: ProviderCall = async <S extends z.ZodTypeAny>(
		path: string,
		options: Omit<Parameters<typeof callProvider<S>>[1], 'token' | 'request'>,
	) => {
		try {
			return await callProvider(path, { ...options, token: session.accessToken, request })
		} catch (error) {
			// A member without the 2FA their business requires may only set it up (record 135).
			if (error instanceof ProviderError && error.isTwoFARequired) throw await twoFASetupRedirect()
			// A refused token ends the session: the user logs in again and comes back here.
			if (error instanceof ProviderError && error.isAuthFailure) {
				throw await logout(request, {
					redirectTo: `/auth/login?${new URLSearchParams({ redirectTo: currentPath(request) })}`,
					toast: EXPIRED_LOGOUT_TOAST,
				})
			}
			if (error instanceof ProviderUnavailableError) throw networkIssueResponse()
			throw error
		}
	}
	return {
		shell: shellApi(call),
		products: productsApi(call),
		settings: settingsApi(call),
		onboarding: onboardingApi(call),
		money: moneyApi(call),
		wallets: walletsApi(call),
		trading: tradingApi(call),
		compliance: complianceApi(call),
		kyc: kycApi(call),
		events: eventsApi(call),
		fiat: fiatApi(call),
		lending: lendingApi(call),
		payments: paymentsApi(call),
		team: teamApi(call),
		approvals: approvalsApi(call),
	}
}

/** Where a member without the 2FA their business requires is sent, with why (docs/product/team.md). */
export const twoFASetupRedirect = () => redirectWithToast(securityUrl('2fa'), { type: 'error', title: TWO_FA_REQUIRED_MESSAGE })

/** A promise whose rejection is reported to whoever awaits it, and is not an unhandled rejection if nobody does. */
function quiet<T>(promise: Promise<T>): Promise<T> {
	promise.catch(() => {})
	return promise
}

function createUser(request: Request, session: UserSession): User {
	const api = bindApi(request, session)
	const profile = quiet(api.shell.getProfile())
	let subscriptions: Promise<Subscription[]> | undefined
	let onboardingRecord: Promise<OnboardingRecord> | undefined
	return {
		session,
		api,
		profile,
		get subscriptions() {
			subscriptions ??= quiet(api.shell.getSubscriptions())
			return subscriptions
		},
		get onboardingRecord() {
			onboardingRecord ??= quiet(api.onboarding.getRecord())
			return onboardingRecord
		},
	}
}

/**
 * The signed-in user, with the provider API bound to their token and to
 * the request's abort signal. Throws a redirect to login without a live
 * session. Any provider call made through it turns a refused token into a
 * logout and an unreachable provider into the 503 network-issue page.
 * Nested loaders run in parallel and each calls its own guard: the user is
 * kept in the request's load context, so there is one per request.
 */
export function requireUser(request: Request, context: AppLoadContext): Promise<User> {
	const state = requestState(request, context)
	state.user ??= quiet(requireUserSession(request).then((session) => createUser(request, session)))
	return state.user
}
