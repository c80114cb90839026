import { parseWithZod } from '@conform-to/zod'
import { data } from '@remix-run/node'
import { SERVICES } from '#app/lib/products/services.ts'
import { type ServiceName } from '#contract/products.ts'
import { subscriptionActionSchema } from '#app/lib/products/schemas.ts'
import { ProviderError } from '../provider/client.server.ts'
import {
	acceptSubscriptionContract,
	activateSubscription,
	deactivateSubscription,
	fetchOperationalDocuments,
	subscribe,
} from '../provider/products.server.ts'
import { safeRedirect } from '../safe-redirect.server.ts'
import { redirectWithToast, type ToastInput } from '../toast.server.ts'
import { asUser, requireUserWithSubscriptions } from '../user.server.ts'
import { requireUserSession } from '../auth.server.ts'

/** SPEC.md §8's toasts for the three changes. */
const SUBSCRIBED_TOAST: ToastInput = {
	type: 'success',
	title: 'Subscription Request',
	description: 'Your subscription request is currently in review, you will receive a notification when your subscription is live.',
}
const activatedToast = (name: ServiceName): ToastInput => ({
	type: 'success',
	title: 'Activated successfully',
	description: `The ${SERVICES[name].label} service is live.`,
})
const deactivatedToast = (name: ServiceName): ToastInput => ({
	type: 'success',
	title: 'Deactivated successfully',
	description: `The ${SERVICES[name].label} service is off. You can activate it again at any time.`,
})

export type SubscriptionActionError = { service: ServiceName | null; message: string }

function refuse(service: ServiceName | null, message: string, status = 400) {
	return data({ error: { service, message } satisfies SubscriptionActionError }, { status })
}

/**
 * Subscribe, activate (accepting the service's documents first when it has
 * any) or deactivate, then back to the page with the toast (post/redirect/
 * get, so the list is loaded again). A refusal answers the page with the
 * reason on the service's card, and changes nothing.
 */
export async function handleSubscriptionAction(request: Request, { redirectTo }: { redirectTo: string }) {
	const session = await requireUserSession(request)
	const submission = parseWithZod(await request.formData(), { schema: subscriptionActionSchema })
	if (submission.status !== 'success') return refuse(null, 'Choose a service and an action.')
	const action = submission.value
	const name = action.service
	try {
		switch (action.intent) {
			case 'subscribe':
				await asUser(request, session, (token) => subscribe(token, name))
				return redirectWithToast(safeRedirect(redirectTo), SUBSCRIBED_TOAST)
			case 'activate': {
				const [{ subscriptions }, documents] = await Promise.all([
					requireUserWithSubscriptions(request),
					asUser(request, session, (token) => fetchOperationalDocuments(token, request)),
				])
				const subscription = subscriptions.find((s) => s.name === name)
				if (subscription && !subscription.isApproved) {
					return refuse(name, `Your subscription for the ${SERVICES[name].label} service is pending review.`, 409)
				}
				const pending = documents.filter((d) => d.service === name && !d.acceptedAt)
				const missing = pending.filter((d) => !action.documentIds.includes(d.id))
				if (missing.length) {
					return refuse(name, `Accept ${missing.map((d) => `'${d.title}'`).join(' and ')} to activate the ${SERVICES[name].label} service.`)
				}
				if (pending.length) {
					const ids = pending.map((d) => d.id)
					await asUser(request, session, (token) => acceptSubscriptionContract(token, name, ids))
				}
				await asUser(request, session, (token) => activateSubscription(token, name))
				return redirectWithToast(safeRedirect(redirectTo), activatedToast(name))
			}
			case 'deactivate':
				await asUser(request, session, (token) => deactivateSubscription(token, name))
				return redirectWithToast(safeRedirect(redirectTo), deactivatedToast(name))
		}
	} catch (error) {
		if (error instanceof ProviderError) return refuse(name, error.body.message, error.status === 409 ? 409 : 400)
		throw error
	}
}
