import jpeg from 'jpeg-js'
import { describe, expect, it } from 'vitest'
import { KYC_CHECK_ERROR_CODES, KYC_CHECK_MESSAGES, KYC_OTP_DESTINATION_LIMIT } from '#contract/compliance/kyc-checks.ts'
import { KYC_FLOW_MESSAGES } from '#contract/compliance/kyc-flow-labels.ts'
import { KYC_IMAGE_MESSAGES } from '#contract/compliance/kyc-images.ts'
import { expectLedgerBalances } from '../ledger/test-client.ts'
import { SCENARIO_PASSWORD } from '../scenario-people.ts'
import { databaseBackends } from '../test-support/backends.ts'
import { expectRefused, login } from '../test-support/integrator-client.ts'
import { randomIp, useSandbox } from '../test-support/use-sandbox.ts'
import { endCustomer, kycIntegrator, kycPhoto, type KycIntegrator } from './kyc-test-client.ts'

/**
 * The public KYC form must not spend an integrator's money for strangers
 * (record 105): starts are limited per visitor address and per flow, codes per
 * destination, each flow's spending per UTC day; and a photo is kept only when
 * it decodes whole (record 106). Nothing refused changes a balance or a record.
 */
/** The minutes left depend on how long the test took to get there: any whole number of them. */
const WAIT_FOR_STARTS = /^Too many verifications were started from your connection\. Please try again in \d+ minutes?\.$/
const WAIT_FOR_CODES = /^Too many codes were sent to this number\. Please try again in \d+ minutes?\.$/

describe.each(databaseBackends())('KYC limits on $name', (backend) => {
	const sandbox = useSandbox(backend)

	const start = (flowId: string, ip = randomIp()) => sandbox.post('/compliance/v1/kyc/verification', { flowId }, { ip })
	const total = async (me: KycIntegrator, flowId: string) => (await me.account()).flows.find((flow) => flow.id === flowId)!.counts.total

	it('ten failing verifications from one address within a minute cost at most two fees; another address, or the same one later, starts', async () => {
		const me = await kycIntegrator(sandbox)
		const flow = await me.createFlow({ steps: ['bvn'], govChecks: ['BVN'] })
		const before = (await me.account()).usdBalance
		const ip = randomIp()
		const answers = []
		for (let attempt = 0; attempt < 10; attempt++) {
			const started = await start(flow.id, ip)
			answers.push(started.status)
			if (started.status === 201) {
				const token = started.json.data.token as string
				const failed = await sandbox.send('POST', '/compliance/v1/gov/ng/bvn', { token, body: { number: '22345678900' }, ip })
				expect(failed.json.data.status).toBe('FAILED')
			} else {
				expectRefused(started, 429, { message: WAIT_FOR_STARTS, code: KYC_CHECK_ERROR_CODES.tooManyStarts })
			}
		}
		expect(answers.filter((status) => status === 201)).toHaveLength(2)
		// Each failed verification is charged once, as it ended; the refused starts cost and record nothing.
		expect((await me.account()).usdBalance).toBe((Number(before) - 3).toFixed(2))
		expect(await total(me, flow.id)).toBe(2)

		// Racing starts from one address take the two places, no more.
		const racer = randomIp()
		const raced = await Promise.all(Array.from({ length: 6 }, () => start(flow.id, racer)))
		expect(raced.filter((answer) => answer.status === 201)).toHaveLength(2)
		expect(await total(me, flow.id)).toBe(4)

		expect((await start(flow.id)).status).toBe(201)
		sandbox.advance(10 * 60_000 + 1000)
		expect((await start(flow.id, ip)).status).toBe(201)
		await expectLedgerBalances(sandbox)
	})

	it('limits the starts of one flow from every address together', async () => {
		const me = await kycIntegrator(sandbox)
		const flow = await me.createFlow({ steps: ['bvn'] })
		const answers = await Promise.all(Array.from({ length: 32 }, () => start(flow.id)))
		expect(answers.filter((answer) => answer.status === 201)).toHaveLength(30)
		for (const refused of answers.filter((answer) => answer.status !== 201))
			expectRefused(refused, 429, { message: KYC_CHECK_MESSAGES.busy, code: KYC_CHECK_ERROR_CODES.tooManyStarts })
		expect(await total(me, flow.id)).toBe(30)
	})

	it('sends at most five codes to one number in ten minutes, whichever verifications ask', async () => {
		const me = await kycIntegrator(sandbox)
		const flow = await me.createFlow({ steps: ['phone'] })
		const number = `+23481${String(Date.now()).slice(-8)}`
		const customers = await Promise.all(Array.from({ length: 8 }, () => endCustomer(sandbox, flow.id)))
		const asked = await Promise.all(
			customers.map((customer) => customer.post('/compliance/v1/otp/request', { channel: 'phone', to: number })),
		)
		expect(asked.filter((answer) => answer.status === 200)).toHaveLength(KYC_OTP_DESTINATION_LIMIT.max)
		for (const refused of asked.filter((answer) => answer.status !== 200))
			expectRefused(refused, 429, {
				message: WAIT_FOR_CODES,
				code: KYC_CHECK_ERROR_CODES.tooManyCodesToDestination,
				field: 'to',
			})
		const outbox = await sandbox.get(`/sandbox/v1/outbox?to=${encodeURIComponent(number)}`)
		expect(outbox.json.data).toHaveLength(KYC_OTP_DESTINATION_LIMIT.max)
		// A refused verification keeps no code and no number.
		const refusedOne = customers[asked.findIndex((answer) => answer.status !== 200)]!
		expect((await refusedOne.state()).pendingOtp.phone).toBeNull()
		// Another number is not held up; the same one is again ten minutes later.
		// (Another last digit: the number is made from the clock, and one time in ten it already ends in 9.)
		const another = `${number.slice(0, -1)}${number.endsWith('9') ? '8' : '9'}`
		expect((await refusedOne.post('/compliance/v1/otp/request', { channel: 'phone', to: another })).status).toBe(200)
		sandbox.advance(10 * 60_000 + 1000)
		const later = await endCustomer(sandbox, flow.id)
		expect((await later.post('/compliance/v1/otp/request', { channel: 'phone', to: number })).status).toBe(200)
	})

	it('refuses new verifications at the flow’s daily cap, tells the integrator once a day, and starts again the next UTC day @bad-input', async () => {
		// One hour into the sandbox's next UTC day (its clock read from a flow it makes), so the test's day does not end under it.
		const probe = await (await kycIntegrator(sandbox)).createFlow({ steps: ['bvn'] })
		expect(probe.dailyCapUsd).toBe('150.00')
		const now = Date.parse(probe.createdAt)
		sandbox.advance(86_400_000 - (now % 86_400_000) + 3_600_000)
		const me = await kycIntegrator(sandbox)
		const bad = async (dailyCapUsd: string, message: string) =>
			expectRefused(await me.post('/compliance/v1/account', { name: 'bad-cap', steps: ['bvn'], dailyCapUsd }), 400, {
				message,
				field: 'dailyCapUsd',
			})
		await bad('0.50', KYC_FLOW_MESSAGES.dailyCapRange)
		await bad('1.234', 'USD amounts can have at most 2 decimals')
		await bad('lots', 'Enter the amount with digits and one dot only, e.g. 1500.25')

		// $3.00 a day: two KYC checks.
		const flow = await me.createFlow({ steps: ['bvn'], govChecks: ['BVN'], dailyCapUsd: '3' })
		expect(flow.dailyCapUsd).toBe('3.00')
		const before = (await me.account()).usdBalance
		const first = await endCustomer(sandbox, flow.id)
		const second = await endCustomer(sandbox, flow.id)
		const capMessage = KYC_CHECK_MESSAGES.dailyCap('KYC Flows Ltd')
		// Two under way hold the day's $3.00: the third is refused, and the integrator told.
		expectRefused(await start(flow.id), 409, { message: capMessage, code: KYC_CHECK_ERROR_CODES.dailyCap })
		expect((await first.gov('bvn', '22345678900')).json.data.status).toBe('FAILED')
		expectRefused(await start(flow.id), 409, { code: KYC_CHECK_ERROR_CODES.dailyCap })
		const mails = async () =>
			(
				(await sandbox.get(`/sandbox/v1/outbox?to=${encodeURIComponent(me.email)}`)).json.data as { subject: string; text: string }[]
			).filter((mail) => mail.subject === `Your KYC flow ${flow.name} reached its daily cap`)
		expect(await mails()).toHaveLength(1)
		expect((await mails())[0]!.text).toContain('daily spending cap of $3.00')
		expect(await total(me, flow.id)).toBe(2)
		expect((await me.account()).usdBalance).toBe((Number(before) - 1.5).toFixed(2))

		// Half past midnight UTC, the next day: yesterday’s fee no longer counts, the one still under way (for half an hour more) does.
		sandbox.advance(23.5 * 3_600_000)
		expect((await start(flow.id)).status).toBe(201)
		expectRefused(await start(flow.id), 409, { code: KYC_CHECK_ERROR_CODES.dailyCap })
		expect(await mails()).toHaveLength(2)
		expect((await second.gov('bvn', '22345678901')).json.data.status).toBe('COMPLETED')

		// A raised cap takes effect at once (a new login: the day's wait outlived the integrator's token).
		const token = await login(sandbox, me.email, SCENARIO_PASSWORD)
		const body = { flowId: flow.id, name: flow.name, steps: ['bvn'], dailyCapUsd: '150.00' }
		const raised = await sandbox.send('PATCH', '/compliance/v1/account', { token, body })
		expect(raised.json.data?.dailyCapUsd, JSON.stringify(raised.json)).toBe('150.00')
		expect((await start(flow.id)).status).toBe(201)
		await expectLedgerBalances(sandbox)
	})

	it('keeps only photos that decode whole: a truncated PNG or JPEG is refused, and nothing is kept @bad-input', async () => {
		const me = await kycIntegrator(sandbox)
		const flow = await me.createFlow({ steps: ['upload'] })
		const customer = await endCustomer(sandbox, flow.id)
		const png = kycPhoto()
		const truncatedPng = png.slice(0, 40)
		const grey = { data: Buffer.alloc(240 * 240 * 4, 0x80), width: 240, height: 240 }
		const wholeJpeg = new Uint8Array(jpeg.encode(grey, 80).data)
		const truncatedJpeg = wholeJpeg.slice(0, Math.floor(wholeJpeg.length / 2))
		const corruptPng = png.slice()
		corruptPng[png.length - 20] = corruptPng[png.length - 20]! ^ 0xff
		for (const [bytes, type] of [
			[truncatedPng, 'image/png'],
			[corruptPng, 'image/png'],
			[truncatedJpeg, 'image/jpeg'],
		] as const) {
			const sent = await customer.upload('document', bytes, type)
			expect(sent, `${type} ${bytes.length}`).toMatchObject({ status: 400, json: { message: KYC_IMAGE_MESSAGES.corrupt('document') } })
			expectRefused(await customer.post('/compliance/v1/kyc/gov-id', { key: sent.key, documentType: 'PASSPORT' }), 400, {
				code: KYC_CHECK_ERROR_CODES.uploadNotFound,
			})
		}
		expect((await customer.state()).currentStep).toBe('upload')
		const jpegSent = await customer.upload('document', wholeJpeg, 'image/jpeg')
		expect(jpegSent.status).toBe(201)
		await customer.document(png)
		expect((await customer.state()).status).toBe('COMPLETED')
	})
})
