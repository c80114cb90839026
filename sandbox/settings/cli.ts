import { controlContactRequestSchema } from '#contract/settings/verification.ts'
import { answerOf, fromAnswer, invalid, words, type Command } from '../cli/commands.ts'
import { setContactNumber } from './control.ts'

/** `npm run sandbox -- contact <email> <number|none>`: a contact number to verify, as the control API's. */
export const SETTINGS_HELP = `  contact <email> <number|none>    set (or clear) a contact number for phone verification (unverified)`

const numberOf = (word: string | undefined) => (word === 'none' ? null : (word ?? ''))

export const SETTINGS_COMMANDS: Record<string, Command> = {
	contact: {
		usage: 'Usage: npm run sandbox -- contact <email> <number|none>',
		fits: (args) => words(args) >= 2,
		viaHttp: (call, [email = '', word]) =>
			answerOf(call, 'POST', `/sandbox/v1/control/integrators/${encodeURIComponent(email)}/contact`, { contactNumber: numberOf(word) }),
		async direct({ ctx }, [email = '', word]) {
			const input = controlContactRequestSchema.safeParse({ contactNumber: numberOf(word) })
			if (!input.success) return invalid(input.error.issues)
			return fromAnswer(await setContactNumber(ctx.db, email, input.data.contactNumber, ctx.now()))
		},
	},
}
