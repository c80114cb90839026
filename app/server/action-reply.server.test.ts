import { parseWithZod } from '@conform-to/zod'
import { describe, expect, test } from 'vitest'
import { z } from 'zod'
import { replyProviderError, sortRefusal } from './action-reply.server.ts'
import { REFUSAL_ON_A_STEP } from './onboarding/form-data.server.ts'
import { ProviderError } from './provider/client.server.ts'

/** What the page gets back: the status and the answer's body. */
async function answer(reply: ReturnType<typeof replyProviderError>) {
	if (!reply) throw new Error('expected an answer')
	return { status: reply.init?.status, ...reply.data }
}

function submit(values: Record<string, string>) {
	const form = new FormData()
	for (const [name, value] of Object.entries(values)) form.set(name, value)
	return parseWithZod(form, { schema: z.object({ city: z.string(), pin: z.string() }) })
}

const refusal = new ProviderError(400, {
	message: 'Validation failed',
	errors: [
		{ field: 'companyInformation.city', message: 'City is required' },
		{ stakeholder: 'Ada Obi', message: 'ID document is missing' },
		{ message: 'Two directors are needed' },
	],
})

describe('one way a provider refusal answers a form', () => {
	test('on a settings form: each reason under the field it names, the rest on one line above the form, secrets not sent back @bad-input', async () => {
		const error = new ProviderError(400, {
			message: 'Refused',
			errors: [{ field: 'city', message: 'Unknown city' }, { message: 'Try again' }],
		})
		const reply = replyProviderError('save', submit({ city: 'Lagoss', pin: '1234' }), error, ['city', 'pin'], { hideFields: ['pin'] })
		expect(await answer(reply)).toMatchObject({
			status: 400,
			intent: 'save',
			result: { status: 'error', error: { city: ['Unknown city'], '': ['Try again'] }, initialValue: { city: 'Lagoss' } },
		})
	})

	test("on an onboarding step: the record's section dropped from field names, one line per reason, the stakeholder named", async () => {
		const reply = replyProviderError('save', submit({ city: '', pin: '' }), refusal, ['city'], REFUSAL_ON_A_STEP)
		expect(await answer(reply)).toMatchObject({
			status: 400,
			result: { error: { city: ['City is required'], '': ['Ada Obi: ID document is missing', 'Two directors are needed'] } },
		})
	})

	test('a post with no fields gets the reasons above the form @bad-input', async () => {
		const reply = replyProviderError('resubmit', null, refusal, [], REFUSAL_ON_A_STEP)
		expect(await answer(reply)).toEqual({
			status: 400,
			intent: 'resubmit',
			result: { status: 'error', error: { '': ['City is required', 'Ada Obi: ID document is missing', 'Two directors are needed'] } },
		})
	})

	test("a refusal that names nothing reads as the provider's message; the provider's rate limit stays 429 @bad-input", async () => {
		const limited = new ProviderError(429, { message: 'Too many attempts, try again later.' })
		expect(await answer(replyProviderError('save', submit({ city: 'x', pin: '' }), limited, ['city']))).toMatchObject({
			status: 429,
			result: { error: { '': ['Too many attempts, try again later.'] } },
		})
		expect(sortRefusal(limited, ['city'])).toEqual({ fieldErrors: {}, formErrors: ['Too many attempts, try again later.'], status: 429 })
	})

	test('anything but a refusal is not an answer: an expired token or a crash goes on to its own handling @bad-input', () => {
		expect(replyProviderError('save', null, new ProviderError(401, { message: 'Unauthorized' }), [])).toBeNull()
		expect(replyProviderError('save', null, new Error('boom'), [])).toBeNull()
	})
})
