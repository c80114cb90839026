import type { AppLoadContext } from '@remix-run/node'
import type { ServiceName, Subscription } from '#contract/products.ts'
import { ERROR_TOAST_TITLE } from '#app/lib/constants.ts'
import { getServiceState, serviceAt, serviceGuardMessage } from '#app/lib/products/services.ts'
import { redirectWithToast } from './toast.server.ts'
import { requireUser, type User } from './user.server.ts'

/**
 * The one guard of every service page and action (record 124): only a subscribed, approved and active service
 * opens; anything else goes to /products with the toast that says why.
 */
export type ServiceUser = User & { subscription: Subscription }

async function requireService(request: Request, context: AppLoadContext, name: ServiceName): Promise<ServiceUser> {
	const user = await requireUser(request, context)
	const subscription = (await user.subscriptions).find((s) => s.name === name)
	const state = getServiceState(subscription)
	if (state !== 'active' || !subscription) {
		throw await redirectWithToast('/products', {
			type: 'error',
			title: ERROR_TOAST_TITLE,
			description: serviceGuardMessage(state === 'active' ? 'not-subscribed' : state, name),
		})
	}
	return Object.assign(user, { subscription })
}

/** The service a request's URL belongs to (one route module serves them all); 404 for none. */
export function requireServiceNameAt(request: Request): ServiceName {
	const name = serviceAt(new URL(request.url).pathname)
	if (!name) throw new Response('Not found', { status: 404 })
	return name
}

/**
 * A screen's own provider calls, by name, started beside the guard: each a promise the screen awaits once the
 * guard has let it through. `user` is the guard's own answer, so no call may take that name.
 */
export type PageCalls = Record<string, Promise<unknown>> & { user?: never }

/** A promise whose rejection goes to whoever awaits it, and is not an unhandled rejection if nobody ever does. */
function quiet<T>(promise: Promise<T>) {
	promise.catch(() => {})
	return promise
}

/**
 * The guard of a service screen, with the screen's provider calls started beside the guard's subscriptions
 * (record 124): `start` gets the signed-in user as soon as the session is read and starts the screen's calls; the
 * guard's subscriptions and those calls travel together, so the screen costs one provider round trip, not two.
 *
 * The guard answers first. A refused service throws its redirect to /products, and the calls already started are
 * left to finish unread: each is quieted here, so its failure is not an unhandled rejection. An open service
 * returns the user and the same calls, still promises, each awaited by the screen where it needs it (a quote post
 * catches its own refusal; a page awaits everything at once). Without `start`, the guard alone (an action that
 * reads its form first).
 */
export async function requireServiceWith<Calls extends PageCalls = Record<never, never>>(
	request: Request,
	context: AppLoadContext,
	name: ServiceName,
	start?: (user: User, name: ServiceName) => Calls,
): Promise<{ user: ServiceUser } & Calls> {
	const calls = start ? start(await requireUser(request, context), name) : ({} as Calls)
	for (const call of Object.values(calls)) quiet(call as Promise<unknown>)
	const user = await requireService(request, context, name)
	return { ...calls, user }
}
