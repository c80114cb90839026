import type { AppLoadContext } from '@remix-run/node'
import type { ServiceName } from '#contract/products.ts'
import { ERROR_TOAST_TITLE } from '#app/lib/constants.ts'
import { getServiceState, serviceAt, serviceGuardMessage } from '#app/lib/products/services.ts'
import { redirectWithToast } from './toast.server.ts'
import { requireUser, type User } from './user.server.ts'

/**
 * The one guard of every service page and action: only a subscribed, approved and active service opens;
 * anything else goes to /products with the toast that says why.
 */
export async function requireService(request: Request, context: AppLoadContext, name: ServiceName) {
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

/** The service this request's URL belongs to (one route module serves them all); 404 for none. */
function requireServiceName(request: Request) {
	const name = serviceAt(new URL(request.url).pathname)
	if (!name) throw new Response('Not found', { status: 404 })
	return name
}

/** requireService for the service this request's URL belongs to. */
export function requireServiceAt(request: Request, context: AppLoadContext) {
	return requireService(request, context, requireServiceName(request))
}

/**
 * requireServiceAt with the page's own provider calls started beside the guard's subscriptions rather than after
 * them, so the page costs one provider round trip, not two. What `load` brings is used only once the service
 * opens; a refused service goes to /products without waiting for it, and its failure then goes unreported.
 */
export async function requireServiceAtWith<T>(
	request: Request,
	context: AppLoadContext,
	load: (user: User, name: ServiceName) => Promise<T>,
) {
	return requireServiceWith(request, context, requireServiceName(request), load)
}

/** requireServiceAtWith for a service named by the page (its URL is under the service's own path). */
export async function requireServiceWith<T>(
	request: Request,
	context: AppLoadContext,
	name: ServiceName,
	load: (user: User, name: ServiceName) => Promise<T>,
) {
	const loading = load(await requireUser(request, context), name)
	loading.catch(() => {})
	const user = await requireService(request, context, name)
	return { user, loaded: await loading }
}
