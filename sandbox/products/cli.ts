import { SERVICE_NAMES, serviceNameSchema } from '#contract/products.ts'
import { answerOf, fromAnswer, words, type Command } from '../cli/commands.ts'
import { rejectSubscription } from './control.ts'
import { approveAndNotify } from './notices.ts'

/** `npm run sandbox -- approve|reject <email> <service>`: the back office's decision on a subscription, as the control API's. */
export const PRODUCTS_HELP = `  approve <email> <service>        approve a subscription (services: ${SERVICE_NAMES.join(', ')})
  reject <email> <service>         reject a subscription (not approved, not active)`

const decide = (action: 'approve' | 'reject'): Command => ({
	usage: `Usage: npm run sandbox -- ${action} <email> <service>`,
	fits: (args) => words(args) >= 2,
	viaHttp: (call, [email = '', service = '']) =>
		answerOf(
			call,
			'POST',
			`/sandbox/v1/control/integrators/${encodeURIComponent(email)}/subscriptions/${encodeURIComponent(service)}/${action}`,
		),
	async direct({ ctx }, [email = '', service = '']) {
		const name = serviceNameSchema.safeParse(service)
		if (!name.success) return { ok: false, message: name.error.issues[0]?.message ?? 'Unknown service' }
		// Approving sends the integrator's e-mail, as the control API does (to the outbox; SMTP is the server's).
		return fromAnswer(
			action === 'approve' ? await approveAndNotify(ctx, email, name.data) : await rejectSubscription(ctx.db, email, name.data, ctx.now()),
		)
	},
})

export const PRODUCTS_COMMANDS: Record<string, Command> = { approve: decide('approve'), reject: decide('reject') }
