import { parseWithZod } from '@conform-to/zod'
import { data } from '@remix-run/node'
import type { z } from 'zod'
import { shareholderInputSchema, stakeholderInputSchema } from '#contract/onboarding/steps.ts'
import type { User } from '../user.server.ts'
import { loadPlaceLists } from './places.server.ts'

/**
 * 'Update' under the location pickers (without JavaScript): nothing is
 * saved; the form comes back with everything typed and the lists for the
 * country (or nationality) and state just chosen. A person's form (it
 * carries `type`) is read with the person's schema, any other with
 * `schema`.
 */
export async function replyUpdatePlaces(user: User, form: FormData, schema: z.ZodTypeAny) {
	const country = form.get('country') ?? form.get('nationality')
	const places = await loadPlaceLists(user, typeof country === 'string' ? country : '', String(form.get('state') ?? ''))
	const type = form.get('type')
	const submission = parseWithZod(form, {
		schema: type === 'shareholder' ? shareholderInputSchema : type === 'stakeholder' ? stakeholderInputSchema : schema,
	})
	// What was typed comes back, without complaints about what is not filled in yet.
	return data({ intent: 'update-places', result: { ...submission.reply(), error: {} }, places }, { status: 200 })
}
