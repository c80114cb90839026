import { sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { sandboxBackends } from '../test-support/backends.ts'
import { useInProcessApp } from '../test-support/in-process-app.ts'
import { TEST_PASSWORD } from '../test-support/integrator-client.ts'
import { uniqueEmail } from '../test-support/unique.ts'
import { redactMessage } from './error-log.ts'

describe.each(sandboxBackends())('the error log on $name', (backend) => {
	const lines: string[] = []
	const sandbox = useInProcessApp(backend, { log: (line) => lines.push(line) })

	beforeAll(async () => {
		// A database error the request's values cause: the insert's row breaks this constraint.
		await sandbox.database.db.execute(sql`alter table integrators add constraint test_first_name_check check (first_name <> 'Errorcase')`)
	})

	it('holds the method, the route and the error class and code, never the query, its parameters or the row', async () => {
		const email = uniqueEmail('errorlog')
		const response = await sandbox.app.request('/integrator/v1/register', {
			method: 'POST',
			headers: { 'content-type': 'application/json' },
			body: JSON.stringify({
				accountType: 'COMPANY',
				businessName: 'Leaky Business Ltd',
				firstName: 'Errorcase',
				lastName: 'Leakyname',
				email,
				country: 'NG',
				password: TEST_PASSWORD,
			}),
		})
		expect(response.status).toBe(500)
		const errors = lines.map((line) => JSON.parse(line)).filter((entry) => entry.level === 'error')
		expect(errors).toHaveLength(1)
		const [entry] = errors
		expect(entry).toMatchObject({ msg: 'unhandled error', method: 'POST', route: '/integrator/v1/register' })
		const logged = JSON.stringify(entry)
		expect(logged).toContain('23514') // check_violation
		expect(logged).toContain('test_first_name_check')
		for (const secret of [
			email,
			'Errorcase',
			'Leakyname',
			'Leaky Business',
			TEST_PASSWORD,
			'$argon2',
			'$scrypt',
			'insert into',
			'params:',
		]) {
			expect(logged.toLowerCase()).not.toContain(secret.toLowerCase())
		}
	})
})

describe('redactMessage', () => {
	it('drops queries, parameters and quoted literals', () => {
		expect(redactMessage('Failed query: select * from integrators where email = $1\nparams: a@b.c')).toBe(
			'Failed query (SQL and parameters not logged)',
		)
		expect(redactMessage('invalid input syntax for type integer: "a@b.c"')).toBe('invalid input syntax for type integer: "…"')
		expect(redactMessage("value 'secret' is bad; params: x, y")).toBe("value '…' is bad; params: [not logged]")
	})
})
