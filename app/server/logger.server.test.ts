import { Writable } from 'node:stream'
import { expect, test } from 'vitest'
import { createLog, redact } from './logger.server.ts'

function capture() {
	const lines: string[] = []
	const stream = new Writable({
		write(chunk: Buffer, _encoding, done) {
			lines.push(...String(chunk).split('\n').filter(Boolean))
			done()
		},
	})
	return { stream, lines }
}

const secrets = {
	email: 'a@example.test',
	password: 'Secret.1234',
	body: { oldPin: '123456', newPin: '654321', token: 'abc', otp: '111111', code: '222333', nested: { accessToken: 'eyJ' } },
	url: '/auth/verify?token=abc123&redirectTo=%2F',
	headers: { authorization: 'Bearer x', cookie: '__session=y' },
}
const SECRET_TEXTS = ['Secret.1234', '123456', '654321', '"abc"', '111111', '222333', 'eyJ', 'abc123', 'Bearer x', '__session=y']

test('credentials never reach the log, however deep @bad-input', () => {
	const text = JSON.stringify(redact(secrets))
	for (const secret of SECRET_TEXTS) expect(text).not.toContain(secret)
	expect(text).toContain('a@example.test')
	expect(text).toContain('redirectTo=%2F')
})

test('the written lines are JSON, redacted, split by level between stdout and stderr, from LOG_LEVEL up', () => {
	const stdout = capture()
	const stderr = capture()
	const log = createLog({ level: 'info', stdout: stdout.stream, stderr: stderr.stream })
	log.debug('hidden', { a: 1 })
	log.info('request', { method: 'GET', path: '/', status: 200, ms: 3 })
	log.warn('careless', secrets)
	log.error('failed', { error: new Error('boom'), exitCode: 1 })

	expect(stdout.lines).toHaveLength(1)
	expect(JSON.parse(stdout.lines[0]!)).toMatchObject({
		service: 'dashboard',
		level: 'info',
		msg: 'request',
		method: 'GET',
		path: '/',
		status: 200,
		ms: 3,
	})
	expect(typeof JSON.parse(stdout.lines[0]!).time).toBe('string')
	expect(stderr.lines).toHaveLength(2)
	for (const secret of SECRET_TEXTS) expect(stderr.lines[0]).not.toContain(secret)
	expect(JSON.parse(stderr.lines[0]!)).toMatchObject({ level: 'warn', msg: 'careless', email: 'a@example.test' })
	expect(JSON.parse(stderr.lines[1]!)).toMatchObject({ level: 'error', error: { name: 'Error', message: 'boom' }, exitCode: 1 })
})
