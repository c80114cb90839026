import { and, eq } from 'drizzle-orm'
import type { ServiceName } from '#contract/products.ts'
import { findIntegratorByEmail } from '../auth/integrators.ts'
import { sendMessage, type MessageContext } from '../outbox/outbox.ts'
import { approveSubscription } from './control.ts'
import { subscriptions } from './schema.ts'
import { SERVICE_TITLES } from './service-names.ts'

export const approvalSubject = (name: ServiceName) => `Your ${SERVICE_TITLES[name].name} subscription is approved`

/**
 * The back office's approval, with the notification the dashboard promises
 * when the integrator subscribes ('you will receive a notification when
 * your subscription is live'): an e-mail, sent when the subscription goes
 * from in review to approved (approving it again sends nothing). The
 * integrator's e-mail preferences cover events of a live service
 * (deposits, transfers, …), none covers the subscription itself, so this
 * e-mail is always sent.
 */
export async function approveAndNotify(ctx: MessageContext, email: string, name: ServiceName) {
	const integrator = await findIntegratorByEmail(ctx.db, email)
	const [before] = integrator
		? await ctx.db
				.select({ isApproved: subscriptions.isApproved })
				.from(subscriptions)
				.where(and(eq(subscriptions.integratorPk, integrator.pk), eq(subscriptions.name, name)))
		: []
	const result = await approveSubscription(ctx.db, email, name, ctx.now())
	if (!result.ok || !integrator || before?.isApproved) return result
	const title = SERVICE_TITLES[name].name
	await sendMessage(ctx, {
		channel: 'email',
		to: integrator.email,
		subject: approvalSubject(name),
		text: [
			`Hello ${integrator.firstName},`,
			'',
			`Your ${title} subscription has been approved. Activate it on My Products in your dashboard, accepting its documents if it has any, to start using it.`,
		].join('\n'),
		links: [],
	})
	return result
}
