import { afterEach, describe, expect, it } from 'vitest'
import { KYC_CHECK_ERROR_CODES, KYC_CHECK_MESSAGES, KYC_OTP_MAX_ATTEMPTS } from '#contract/compliance/kyc-checks.ts'
import { KYC_FLOW_ERROR_CODES, KYC_FLOW_MESSAGES } from '#contract/compliance/kyc-flow-labels.ts'
import { KYC_IMAGE_MESSAGES } from '#contract/compliance/kyc-images.ts'
import { KYC_VERIFICATION_MESSAGES } from '#contract/compliance/kyc-verification-labels.ts'
import { kycReportResponseSchema, kycVerificationsResponseSchema } from '#contract/compliance/kyc-verifications.ts'
import { expectLedgerBalances } from '../ledger/test-client.ts'
import { databaseBackends } from '../test-support/backends.ts'
import { expectRefused } from '../test-support/integrator-client.ts'
import { useSandbox } from '../test-support/use-sandbox.ts'
import { KYC_SEED_FLOWS } from './kyc-scenario.ts'
import { endCustomer, kycIntegrator, kycPhoto } from './kyc-test-client.ts'

describe.each(databaseBackends())('KYC onboarding on $name', (backend) => {
	const sandbox = useSandbox(backend)
	afterEach(() => expectLedgerBalances(sandbox))

	it('builds flows: the default steps, chosen and reordered steps, and refuses each bad input with its message @bad-input', async () => {
		const me = await kycIntegrator(sandbox)
		const account = await me.account()
		expect(account.kycFeeUsd).toBe('1.50')
		expect(account.flows.map((flow) => flow.name)).toEqual([KYC_SEED_FLOWS.full, KYC_SEED_FLOWS.quick])
		expect(account.flows[0]).toMatchObject({
			steps: ['phone', 'email', 'upload', 'selfie', 'bvn'],
			counts: { total: 4, completed: 1, failed: 1, inProgress: 1, expired: 1 },
		})

		const flow = await me.createFlow({
			name: 'three-steps',
			steps: ['upload', 'selfie', 'bvn'],
			govChecks: ['bvn'] as never,
			brandColor: '#0F766E',
		})
		expect(flow).toMatchObject({ steps: ['upload', 'selfie', 'bvn'], govChecks: ['BVN'], brandColor: '#0f766e', showLogo: true })
		const reordered = await me.patch('/compliance/v1/account', {
			flowId: flow.id,
			name: 'three-steps',
			steps: ['bvn', 'upload', 'selfie'],
			govChecks: ['BVN'],
		})
		expect(reordered.status).toBe(200)
		expect(reordered.json).toMatchObject({ message: KYC_FLOW_MESSAGES.updated, data: { steps: ['bvn', 'upload', 'selfie'] } })
		expect((await me.get('/compliance/v1/kyc/flows/three-steps')).json.data.steps).toEqual(['bvn', 'upload', 'selfie'])

		const bad = async (body: Record<string, unknown>, message: string, field?: string) =>
			expectRefused(await me.post('/compliance/v1/account', { name: 'bad-flow', steps: ['phone'], ...body }), 400, {
				message: new RegExp(message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
				field,
			})
		await bad({ steps: [] }, KYC_FLOW_MESSAGES.stepsRequired, 'steps')
		await bad({ steps: ['phone', 'phone'] }, KYC_FLOW_MESSAGES.stepTwice('phone'), 'steps')
		await bad({ steps: ['selfie', 'upload'] }, KYC_FLOW_MESSAGES.uploadBeforeSelfie, 'steps')
		await bad({ steps: ['fingerprint'] }, KYC_FLOW_MESSAGES.unknownStep('fingerprint'))
		await bad({ steps: ['bvn'], govChecks: [] }, KYC_FLOW_MESSAGES.govChecksRequired, 'govChecks')
		await bad({ brandColor: '#ffff00' }, "This colour is too light for the form's white button text: its contrast is 1.07:1", 'brandColor')
		await bad({ brandColor: 'blue' }, KYC_FLOW_MESSAGES.colorFormat, 'brandColor')
		await bad({ name: 'Bad Name!' }, KYC_FLOW_MESSAGES.nameFormat, 'name')
		expectRefused(await me.post('/compliance/v1/account', { name: 'three-steps', steps: ['phone'] }), 409, {
			message: KYC_FLOW_MESSAGES.nameTaken('three-steps'),
			code: KYC_FLOW_ERROR_CODES.nameTaken,
			field: 'name',
		})
		expectRefused(await me.patch('/compliance/v1/account', { flowId: flow.id, name: KYC_SEED_FLOWS.quick, steps: ['bvn'] }), 409, {
			field: 'name',
		})

		// Another integrator's flow is not there for anyone else; a company without the service is refused.
		const other = await kycIntegrator(sandbox)
		expectRefused(await other.patch('/compliance/v1/account', { flowId: flow.id, name: 'mine-now', steps: ['phone'] }), 404)
		expectRefused(await other.get('/compliance/v1/kyc/flows/three-steps'), 404)
		const inactive = await kycIntegrator(sandbox, 'new-company')
		expectRefused(await inactive.get('/compliance/v1/account'), 409, { code: 'SERVICE_NOT_ACTIVE' })
	})

	it('runs a flow end to end for an end customer, charges the KYC check once, and shows the whole report to its owner only', async () => {
		const me = await kycIntegrator(sandbox)
		const before = await me.account()
		const flow = await me.createFlow({ steps: ['phone', 'upload', 'selfie', 'bvn'] })
		const publicFlow = await sandbox.get(`/compliance/v1/kyc/flows/public/${flow.id}`)
		expect(publicFlow.json.data).toEqual({
			id: flow.id,
			name: flow.name,
			businessName: 'KYC Flows Ltd',
			logoUrl: null,
			brandColor: flow.brandColor,
			steps: flow.steps,
			govChecks: flow.govChecks,
		})
		const customer = await endCustomer(sandbox, flow.id)
		expect((await customer.state()).currentStep).toBe('phone')
		// Steps are taken in order.
		expectRefused(await customer.gov('bvn', '22345678901'), 409, { code: KYC_CHECK_ERROR_CODES.wrongStep })
		// The integrator's token is no verification token.
		expectRefused(await sandbox.send('GET', '/compliance/v1/kyc/verification', { token: me.token }), 401)

		await customer.passOtp('phone', '+2348012345678')
		await customer.document()
		await customer.selfie()
		const checked = await customer.gov('bvn', '22345678901')
		expect(checked.status).toBe(200)
		expect(checked.json.data).toMatchObject({ status: 'COMPLETED', currentStep: null })
		expect((await me.account()).usdBalance).toBe((Number(before.usdBalance) - 1.5).toFixed(2))
		// Ended: nothing more happens, nothing more is charged.
		expectRefused(await customer.gov('bvn', '22345678901'), 409, { code: KYC_CHECK_ERROR_CODES.ended })
		expect((await me.account()).usdBalance).toBe((Number(before.usdBalance) - 1.5).toFixed(2))

		const list = kycVerificationsResponseSchema.parse((await me.get(`/compliance/v1/kyc/verifications?flowId=${flow.id}`)).json).data
		expect(list.items.map((item) => [item.id, item.status, item.phone])).toEqual([[customer.id, 'COMPLETED', '+2348012345678']])
		const byName = kycVerificationsResponseSchema.parse(
			(await me.get(`/compliance/v1/kyc/verifications?q=${list.items[0]!.fullName!.split(' ')[0]}`)).json,
		).data
		expect(byName.items.map((item) => item.id)).toContain(customer.id)
		const report = kycReportResponseSchema.parse((await me.get(`/compliance/v1/kyc/verifications/${customer.id}`)).json).data
		expect(report).toMatchObject({
			status: 'COMPLETED',
			steps: flow.steps.map((step) => ({ step, status: 'PASSED' })),
			document: { documentType: 'NATIONAL_ID', contentType: 'image/png', width: 240, height: 240 },
			selfie: { width: 240, height: 240 },
			liveness: { passed: true },
			faceMatch: { passed: true },
			govCheck: { kind: 'BVN', number: '•••••••8901', verified: true },
			fee: { amountUsd: '1.50' },
		})
		expect(report.liveness!.score).toBeGreaterThanOrEqual(80)
		const selfie = await sandbox.request(`/compliance/v1/kyc/verifications/${customer.id}/files/selfie`, { token: me.token })
		expect(selfie.status).toBe(200)
		expect(selfie.headers.get('content-type')).toBe('image/png')
		expect(new Uint8Array(await selfie.arrayBuffer())).toEqual(kycPhoto())

		const other = await kycIntegrator(sandbox)
		expectRefused(await other.get(`/compliance/v1/kyc/verifications/${customer.id}`), 404, { message: KYC_VERIFICATION_MESSAGES.notFound })
		expect((await sandbox.request(`/compliance/v1/kyc/verifications/${customer.id}/files/selfie`, { token: other.token })).status).toBe(404)
		expect(
			kycVerificationsResponseSchema.parse((await other.get(`/compliance/v1/kyc/verifications?flowId=${flow.id}`)).json).data.items,
		).toEqual([])
	})

	it('decides the checks from the documented test values: a number ending in 0, a small selfie, a landscape selfie each fail the verification (and are charged once)', async () => {
		const me = await kycIntegrator(sandbox)
		const bvnOnly = await me.createFlow({ steps: ['bvn'], govChecks: ['BVN', 'NIN'] })
		const failing = await endCustomer(sandbox, bvnOnly.id)
		expectRefused(await failing.gov('bvn', '1234'), 400, { message: 'A BVN is 11 digits', field: 'number' })
		expectRefused(await failing.gov('dl', 'ABC12345AA12'), 400, { code: KYC_CHECK_ERROR_CODES.kindNotOffered })
		const answer = await failing.gov('bvn', '22345678900')
		expect(answer.json.data).toMatchObject({ status: 'FAILED', failureReason: KYC_CHECK_MESSAGES.govFailed('BVN') })

		const selfies = await me.createFlow({ steps: ['upload', 'selfie'] })
		const small = await endCustomer(sandbox, selfies.id)
		await small.document()
		await small.selfie(kycPhoto(150, 150))
		expect(await small.state()).toMatchObject({ status: 'FAILED', failureReason: KYC_CHECK_MESSAGES.livenessFailed })
		const landscape = await endCustomer(sandbox, selfies.id)
		await landscape.document()
		await landscape.selfie(kycPhoto(320, 240))
		expect(await landscape.state()).toMatchObject({ status: 'FAILED', failureReason: KYC_CHECK_MESSAGES.faceMatchFailed })

		const report = kycReportResponseSchema.parse((await me.get(`/compliance/v1/kyc/verifications/${landscape.id}`)).json).data
		expect(report.liveness?.passed).toBe(true)
		expect(report.faceMatch?.passed).toBe(false)
		expect(report.faceMatch!.score).toBeLessThan(50)
		const failed = kycVerificationsResponseSchema.parse((await me.get('/compliance/v1/kyc/verifications?status=FAILED')).json).data
		expect(failed.items.map((item) => item.id)).toEqual(expect.arrayContaining([failing.id, small.id, landscape.id]))
		expect((await me.account()).usdBalance).toBe('92.50')
	})

	it('limits codes: five wrong ones burn the code (racing guesses included), an expired one is refused, and only five are sent @race', async () => {
		const me = await kycIntegrator(sandbox)
		const flow = await me.createFlow({ steps: ['email'] })
		const customer = await endCustomer(sandbox, flow.id)
		const to = `customer-${customer.id}@example.com`
		expectRefused(await customer.post('/compliance/v1/otp/verify', { channel: 'email', code: '123456' }), 400, {
			code: KYC_CHECK_ERROR_CODES.noOtp,
		})
		expectRefused(await customer.post('/compliance/v1/otp/request', { channel: 'email', to: 'not-an-email' }), 400, { field: 'to' })
		expect((await customer.post('/compliance/v1/otp/request', { channel: 'email', to })).status).toBe(200)
		const code = await customer.codeSentTo(to)
		const wrong = code === '000000' ? '111111' : '000000'
		const answers = await Promise.all(
			Array.from({ length: 8 }, () => customer.post('/compliance/v1/otp/verify', { channel: 'email', code: wrong })),
		)
		expect(answers.every((answer) => answer.status === 400)).toBe(true)
		expect(answers.filter((answer) => answer.json.errors?.[0]?.code === KYC_CHECK_ERROR_CODES.otpWrong)).toHaveLength(
			KYC_OTP_MAX_ATTEMPTS - 1,
		)
		expectRefused(await customer.post('/compliance/v1/otp/verify', { channel: 'email', code }), 400, {
			code: KYC_CHECK_ERROR_CODES.otpBurned,
		})

		expect((await customer.post('/compliance/v1/otp/request', { channel: 'email', to })).status).toBe(200)
		sandbox.advance(181_000)
		expectRefused(await customer.post('/compliance/v1/otp/verify', { channel: 'email', code: await customer.codeSentTo(to) }), 400, {
			code: KYC_CHECK_ERROR_CODES.otpExpired,
		})
		for (let sent = 3; sent <= 5; sent++)
			expect((await customer.post('/compliance/v1/otp/request', { channel: 'email', to })).status).toBe(200)
		expectRefused(await customer.post('/compliance/v1/otp/request', { channel: 'email', to }), 429, {
			code: KYC_CHECK_ERROR_CODES.tooManyCodes,
		})
		expect((await customer.state()).status).toBe('IN_PROGRESS')
	})

	it('refuses photos that are not photos, too big, not what their URL was made for, or sent to a forged URL; and an unpayable or unknown flow never starts @bad-input', async () => {
		const me = await kycIntegrator(sandbox)
		const flow = await me.createFlow({ steps: ['selfie'] })
		const customer = await endCustomer(sandbox, flow.id)
		const text = new TextEncoder().encode('not an image at all')
		const notImage = await customer.upload('selfie', text, 'image/png')
		expect(notImage).toMatchObject({ status: 400, json: { message: KYC_IMAGE_MESSAGES.notImage('selfie') } })
		expectRefused(
			await customer.post('/compliance/v1/kyc/verification/signed-url', {
				purpose: 'selfie',
				contentType: 'image/png',
				size: 6 * 1024 * 1024,
			}),
			400,
			{
				field: 'size',
			},
		)
		expectRefused(
			await customer.post('/compliance/v1/kyc/verification/signed-url', { purpose: 'document', contentType: 'image/png', size: 10 }),
			409,
			{
				code: KYC_CHECK_ERROR_CODES.wrongStep,
			},
		)
		const signed = await customer.post('/compliance/v1/kyc/verification/signed-url', {
			purpose: 'selfie',
			contentType: 'image/png',
			size: 999,
		})
		const url = new URL(signed.json.data.uploadUrl as string)
		const forged = await sandbox.request(`${url.pathname}?expires=${url.searchParams.get('expires')}&signature=AAAA`, {
			method: 'PUT',
			body: kycPhoto() as BodyInit,
		})
		expect(forged.status).toBe(404)
		const mismatch = await sandbox.request(`${url.pathname}${url.search}`, {
			method: 'PUT',
			headers: { 'content-type': 'image/png' },
			body: kycPhoto() as BodyInit,
		})
		expect(mismatch.status).toBe(400)
		expectRefused(await customer.post('/compliance/v1/kyc/liveliness', { key: signed.json.data.key }), 400, {
			code: KYC_CHECK_ERROR_CODES.uploadNotFound,
		})
		expect((await customer.state()).status).toBe('IN_PROGRESS')

		expectRefused(await sandbox.post('/compliance/v1/kyc/verification', { flowId: 'kyf_00000000000000000000' }), 404)
		expectRefused(await sandbox.get('/compliance/v1/kyc/flows/public/no-such-flow'), 404, { message: KYC_FLOW_MESSAGES.publicFlowNotFound })
		// A company with no USD funding cannot have verifications started on its flows: nothing is charged, nothing recorded.
		const broke = await kycIntegrator(sandbox, 'services-approved')
		const brokeFlow = await broke.createFlow({ steps: ['bvn'] })
		expectRefused(await sandbox.post('/compliance/v1/kyc/verification', { flowId: brokeFlow.id }), 409, {
			code: KYC_CHECK_ERROR_CODES.unavailable,
		})
		expect((await broke.account()).flows.find((item) => item.id === brokeFlow.id)?.counts.total).toBe(0)
	})
})
