import { describe, expect, it } from 'vitest'
import { sandboxBackends } from '../test-support/backends.ts'
import { expectRefused, newIntegrator, TEST_PASSWORD, withClock } from '../test-support/integrator-client.ts'
import { uniqueEmail } from '../test-support/unique.ts'
import { useSandbox } from '../test-support/use-sandbox.ts'

const NUL = '\u0000'

describe.each(sandboxBackends())('NUL and control characters never reach the database on $name', (backend) => {
	const sandbox = useSandbox(backend)
	const clock = withClock(sandbox)

	it('refuses a NUL byte in any JSON string or key with a 400 naming the field @bad-input', async () => {
		const registration = {
			accountType: 'COMPANY',
			businessName: 'Nul Ltd',
			firstName: 'Amina',
			lastName: 'Diallo',
			email: uniqueEmail('nul'),
			country: 'NG',
			password: TEST_PASSWORD,
		}
		expectRefused(await sandbox.post('/integrator/v1/register', { ...registration, firstName: `Am${NUL}ina` }), 400, {
			message: 'Remove the NUL character from firstName.',
			code: 'control_characters',
			field: 'firstName',
		})
		expectRefused(await sandbox.post('/integrator/v1/register', { ...registration, [`x${NUL}`]: 1 }), 400, { code: 'control_characters' })
		expectRefused(await sandbox.post('/auth/v1/login/password', { email: registration.email, password: `a${NUL}` }), 400, {
			field: 'password',
		})

		const me = await newIntegrator(sandbox, clock)
		expectRefused(await me.patch('/integrator/v1/webhook', { webhook: `https://example.com/${NUL}` }), 400, { field: 'webhook' })
		const address = {
			address: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4',
			asset: 'BTC',
			network: 'BTC',
			paymentBeneficiaryType: 'FIRST_PARTY',
			isContractSigned: true,
		}
		expectRefused(await me.post('/integrator/v1/withdrawal-address', { ...address, description: `cold${NUL}` }), 400, {
			field: 'description',
		})
		expectRefused(await me.patch('/integrator/v1/withdrawal-address', { addressId: `a${NUL}`, description: 'x' }), 400, {
			field: 'addressId',
		})
		expectRefused(await me.del('/auth/v1/token', { sessionId: `s${NUL}` }), 400, { field: 'sessionId' })
		expectRefused(await me.post('/auth/v1/token/refresh', { sessionId: `s${NUL}`, expiresAt: '60D' }), 400, { field: 'sessionId' })
		expect((await me.profile()).webhookUrl).toBeNull()
		expect((await me.get('/integrator/v1/withdrawal-addresses')).json.data).toEqual([])
	})

	it('refuses other control characters in text fields with the contract message, and keeps line breaks in a description @bad-input', async () => {
		const registration = {
			accountType: 'COMPANY',
			businessName: 'Ctl Ltd',
			firstName: 'Amina',
			lastName: 'Diallo',
			email: uniqueEmail('ctl'),
			country: 'NG',
			password: TEST_PASSWORD,
		}
		expectRefused(await sandbox.post('/integrator/v1/register', { ...registration, businessName: 'Ctl\u001B Ltd' }), 400, {
			message: 'Remove the control characters from the business name.',
			field: 'businessName',
		})
		const me = await newIntegrator(sandbox, clock)
		expectRefused(await me.patch('/integrator/v1/webhook', { webhook: 'https://example.com/\u0007' }), 400, {
			message: 'Remove the control characters from the webhook URL.',
		})
		const address = {
			address: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4',
			asset: 'BTC',
			network: 'BTC',
			paymentBeneficiaryType: 'FIRST_PARTY',
			isContractSigned: true,
		}
		expectRefused(await me.post('/integrator/v1/withdrawal-address', { ...address, description: 'cold\u0001' }), 400, {
			message: 'Remove the control characters from the description.',
		})
		const saved = await me.post('/integrator/v1/withdrawal-address', { ...address, description: 'cold\nwallet' })
		expect(saved.status).toBe(201)
		expect(saved.json.data.description).toBe('cold\nwallet')
	})

	it('refuses control characters in path parameters and query strings before any route runs @bad-input', async () => {
		const me = await newIntegrator(sandbox, clock)
		expectRefused(await me.get('/integrator/v1/withdrawal-address/%00'), 400, {
			message: 'Remove the control characters from the URL path.',
			field: 'path',
		})
		expectRefused(await me.del('/integrator/v1/withdrawal-address/a%1Fb'), 400, { field: 'path' })
		expectRefused(await sandbox.get('/sandbox/v1/outbox?to=%00'), 400, {
			message: 'Remove the control characters from the to parameter.',
			code: 'control_characters',
			field: 'to',
		})
		expectRefused(await sandbox.get('/sandbox/mailbox?to=a%0Ab'), 400, { field: 'to' })
		expectRefused(
			await sandbox.post(`/sandbox/v1/control/integrators/${encodeURIComponent(me.email)}%00/contact`, { contactNumber: null }),
			400,
			{ field: 'path' },
		)
		expectRefused(await me.get('/integrator/v1/email/verify?callbackUrl=http://localhost/%00'), 400, { field: 'callbackUrl' })
		// An encoded percent sign is not a control character.
		expect((await sandbox.get('/sandbox/v1/outbox?to=%2500')).status).toBe(200)
	})
})
