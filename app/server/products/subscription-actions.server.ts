import { parseWithZod } from '@conform-to/zod'
import { type ServiceName } from '#contract/products.ts'
import { subscriptionActionSchema } from '#app/lib/products/schemas.ts'
import { SERVICES } from '#app/lib/products/services.ts'
import { refusalMessage, replyForm } from '../action-reply.server.ts'
import { ProviderError } from '../provider/client.server.ts'
import { safeRedirect } from '../safe-redirect.server.ts'
import { redirectWithToast, type ToastInput } from '../toast.server.ts'
import type { User } from '../user.server.ts'

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

/**
 * Subscribe, activate (accepting the service's documents first when it has
 * any) or deactivate, then back to the page with the toast (post/redirect/
 * get, so the list is loaded again). A refusal answers the page with the
 * reason on the service's card, and changes nothing.
 */
export async function handleSubscriptionAction(request: Request, user: User, { redirectTo }: { redirectTo: string }) {
	const submission = parseWithZod(await request.formData(), { schema: subscriptionActionSchema })
	if (submission.status !== 'success')
		return replyForm('subscription', submission.reply({ formErrors: ['Choose a service and an action.'] }))
	const action = submission.value
	const name = action.service
	const refuse = (message: string, status = 400) => replyForm(action.intent, submission.reply({ formErrors: [message] }), status)
	const { products } = user.api
	try {
		switch (action.intent) {
			case 'subscribe':
				await products.subscribe(name)
				return redirectWithToast(safeRedirect(redirectTo), SUBSCRIBED_TOAST)
			case 'activate': {
				const [subscriptions, documents] = await Promise.all([user.subscriptions, products.getOperationalDocuments()])
				const subscription = subscriptions.find((s) => s.name === name)
				if (subscription && !subscription.isApproved)
					return refuse(`Your subscription for the ${SERVICES[name].label} service is pending review.`, 409)
				const pending = documents.filter((d) => d.service === name && !d.acceptedAt)
				const missing = pending.filter((d) => !action.documentIds.includes(d.id))
				if (missing.length) {
					return refuse(`Accept ${missing.map((d) => `'${d.title}'`).join(' and ')} to activate the ${SERVICES[name].label} service.`)
				}
				if (pending.length)
					await products.acceptContract(
						name,
						pending.map((d) => d.id),
					)
				await products.activate(name)
				return redirectWithToast(safeRedirect(redirectTo), activatedToast(name))
			}
			case 'deactivate':
				await products.deactivate(name)
				return redirectWithToast(safeRedirect(redirectTo), deactivatedToast(name))
		}
	} catch (error) {
		return refuse(refusalMessage(error), error instanceof ProviderError && error.status === 409 ? 409 : 400)
	}
}
