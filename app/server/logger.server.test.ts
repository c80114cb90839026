import { expect, test } from 'vitest'
import { redact } from './logger.server.ts'

test('credentials never reach the log, however deep', () => {
	const out = redact({
		email: 'a@example.test',
		password: 'Secret.1234',
		body: { oldPin: '123456', newPin: '654321', token: 'abc', otp: '111111', nested: { accessToken: 'eyJ' } },
		url: '/auth/verify?token=abc123&redirectTo=%2F',
		headers: { authorization: 'Bearer x', cookie: '__session=y' },
	})
	const text = JSON.stringify(out)
	for (const secret of ['Secret.1234', '123456', '654321', '"abc"', '111111', 'eyJ', 'abc123', 'Bearer x', '__session=y']) {
		expect(text).not.toContain(secret)
	}
	expect(text).toContain('a@example.test')
	expect(text).toContain('redirectTo=%2F')
})
