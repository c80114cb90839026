import { parseWithZod } from '@conform-to/zod'
import { expect, test } from 'vitest'
import { webhookFormSchema } from './integrations-schemas.ts'
import { prefixWhileTyping, withWebhookScheme } from './webhook-url.ts'

test('a host starting with h gets the https:// prefix like any other', () => {
	expect(withWebhookScheme('hooks.example.com')).toBe('https://hooks.example.com')
	expect(withWebhookScheme('example.com/in')).toBe('https://example.com/in')
	expect(prefixWhileTyping('hooks.example.com')).toBe('https://hooks.example.com')
	expect(prefixWhileTyping('ho')).toBe('https://ho')
})

test('only a real scheme counts; one being typed is left alone', () => {
	expect(withWebhookScheme('https://hooks.example.com')).toBe('https://hooks.example.com')
	expect(withWebhookScheme('http://hooks.example.com')).toBe('http://hooks.example.com')
	expect(withWebhookScheme('')).toBe('')
	for (const typing of ['h', 'ht', 'http', 'https', 'https:', 'https:/', 'HTTP:/']) expect(prefixWhileTyping(typing)).toBe(typing)
})

test('the form accepts a URL typed without a scheme, and still refuses http @bad-input', () => {
	const post = (webhook: string) => {
		const form = new FormData()
		form.set('webhook', webhook)
		return parseWithZod(form, { schema: webhookFormSchema(false) })
	}
	const ok = post('hooks.example.com')
	expect(ok.status === 'success' && ok.value.webhook).toBe('https://hooks.example.com')
	const refused = post('http://hooks.example.com')
	expect(refused.status === 'error' ? refused.error : null).toEqual({ webhook: ['The webhook URL must start with https://'] })
})
