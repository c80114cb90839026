import { expect, test } from 'vitest'
import { createLogger } from './logger.ts'

test("every line says it is the sandbox's (it shares the dashboard's stdout when embedded)", () => {
	const lines: string[] = []
	const log = createLogger({ enabled: true, write: (line) => lines.push(line) })
	log.info('request', { method: 'GET', path: '/healthz', status: 200, ms: 1, requestId: 'abc' })
	log.error('unhandled error', { route: '/x' })
	expect(lines.map((line) => JSON.parse(line) as unknown)).toEqual([
		expect.objectContaining({ service: 'sandbox', level: 'info', msg: 'request', requestId: 'abc' }),
		expect.objectContaining({ service: 'sandbox', level: 'error', msg: 'unhandled error' }),
	])
})
