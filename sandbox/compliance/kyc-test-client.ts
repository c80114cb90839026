import { expect } from 'vitest'
import { signedUrlResponseSchema } from '#contract/compliance/kyc-checks.ts'
import { complianceAccountResponseSchema, kycFlowResponseSchema, type KycFlowInput } from '#contract/compliance/kyc-flows.ts'
import { publicKycVerificationResponseSchema, startVerificationResponseSchema } from '#contract/compliance/kyc-verifications.ts'
import { samplePng } from '../onboarding/sample-files.ts'
import { SCENARIO_PASSWORD } from '../scenario-people.ts'
import { login } from '../test-support/integrator-client.ts'
import { uniqueSuffix } from '../test-support/unique.ts'
import type { TestSandbox } from '../test-support/use-sandbox.ts'

/** The KYC calls the sandbox suites and the dashboard's tests make: an integrator's, and an end customer's. */

/** A photo of the given size (a grey PNG): 240 × 240 passes every check; see docs/product/compliance.md for the failing ones. */
export const kycPhoto = (width = 240, height = 240) => samplePng(width, height)

/** A 'kyc-flows' company (compliance active, USD funding, two seeded flows) and its calls. */
export async function kycIntegrator(sandbox: TestSandbox, scenario = 'kyc-flows') {
	const seeded = await sandbox.post(`/sandbox/v1/control/scenarios/${scenario}`, { tag: uniqueSuffix() })
	expect(seeded.status).toBe(201)
	const { email, pk } = seeded.json.data.integrators[0] as { email: string; pk: string }
	const token = await login(sandbox, email, SCENARIO_PASSWORD)
	const send = (method: string, path: string, body?: unknown) => sandbox.send(method, path, { token, body })
	return {
		email,
		pk,
		token,
		get: (path: string) => send('GET', path),
		post: (path: string, body: unknown = {}) => send('POST', path, body),
		patch: (path: string, body: unknown) => send('PATCH', path, body),
		async account() {
			const answer = await send('GET', '/compliance/v1/account')
			expect(answer.status, JSON.stringify(answer.json)).toBe(200)
			return complianceAccountResponseSchema.parse(answer.json).data
		},
		async createFlow(input: Partial<KycFlowInput> & Pick<KycFlowInput, 'steps'>) {
			const answer = await send('POST', '/compliance/v1/account', { name: `flow-${uniqueSuffix().toLowerCase().slice(-8)}`, ...input })
			expect(answer.status, JSON.stringify(answer.json)).toBe(201)
			return kycFlowResponseSchema.parse(answer.json).data
		},
	}
}
export type KycIntegrator = Awaited<ReturnType<typeof kycIntegrator>>

/** An end customer on the flow's public link: its token and its calls. */
export async function endCustomer(sandbox: TestSandbox, flowId: string) {
	const started = await sandbox.post('/compliance/v1/kyc/verification', { flowId })
	expect(started.status, JSON.stringify(started.json)).toBe(201)
	const { token, verification } = startVerificationResponseSchema.parse(started.json).data
	const send = (method: string, path: string, body?: unknown) => sandbox.send(method, path, { token, body })
	const customer = {
		token,
		id: verification.id,
		post: (path: string, body: unknown = {}) => send('POST', path, body),
		async state() {
			return publicKycVerificationResponseSchema.parse((await send('GET', '/compliance/v1/kyc/verification')).json).data
		},
		/** The code sent to `to`, read from the outbox. */
		async codeSentTo(to: string) {
			const outbox = await sandbox.get(`/sandbox/v1/outbox?to=${encodeURIComponent(to)}`)
			const text = (outbox.json.data as { text: string }[])[0]?.text ?? ''
			return /\b(\d{6})\b/.exec(text)?.[1] ?? ''
		},
		async passOtp(channel: 'phone' | 'email', to: string) {
			expect((await customer.post('/compliance/v1/otp/request', { channel, to })).status).toBe(200)
			const verified = await customer.post('/compliance/v1/otp/verify', { channel, code: await customer.codeSentTo(to) })
			expect(verified.status, JSON.stringify(verified.json)).toBe(200)
		},
		/** A photo sent the way the dashboard sends it: a signed URL, then the bytes PUT to it. Answers the upload's key. */
		async upload(purpose: 'document' | 'selfie', bytes: Uint8Array, contentType = 'image/png') {
			const signed = await customer.post('/compliance/v1/kyc/verification/signed-url', { purpose, contentType, size: bytes.length })
			expect(signed.status, JSON.stringify(signed.json)).toBe(201)
			const { uploadUrl, key } = signedUrlResponseSchema.parse(signed.json).data
			const url = new URL(uploadUrl)
			const put = await sandbox.request(`${url.pathname}${url.search}`, {
				method: 'PUT',
				headers: { 'content-type': contentType },
				body: bytes as BodyInit,
			})
			return { key, status: put.status, json: (await put.json()) as { message: string } }
		},
		async document(bytes = kycPhoto()) {
			const { key, status } = await customer.upload('document', bytes)
			expect(status).toBe(201)
			const answer = await customer.post('/compliance/v1/kyc/gov-id', { key, documentType: 'NATIONAL_ID' })
			expect(answer.status, JSON.stringify(answer.json)).toBe(200)
		},
		async selfie(bytes = kycPhoto(), options: { match?: boolean } = {}) {
			const { key, status } = await customer.upload('selfie', bytes)
			expect(status).toBe(201)
			const liveness = await customer.post('/compliance/v1/kyc/liveliness', { key })
			expect(liveness.status, JSON.stringify(liveness.json)).toBe(200)
			if (options.match !== false && liveness.json.data.currentStep === 'selfie') {
				const matched = await customer.post('/compliance/v1/kyc/facematch', { key })
				expect(matched.status, JSON.stringify(matched.json)).toBe(200)
			}
			return key
		},
		gov: (kind: 'nin' | 'bvn' | 'dl' | 'vin', number: string) => customer.post(`/compliance/v1/gov/ng/${kind}`, { number }),
	}
	return customer
}
