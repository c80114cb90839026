import { expect } from 'vitest'
import { toDocBase64 } from '#contract/onboarding/document-check.ts'
import { KYB_DOCUMENT_NAMES, KYC_DOCUMENT_NAMES, type DocumentName } from '#contract/onboarding/options.ts'
import { onboardingRecordResponseSchema, type OnboardingRecord } from '#contract/onboarding/record.ts'
import { newIntegrator, withClock } from '../test-support/integrator-client.ts'
import type { TestSandbox } from '../test-support/use-sandbox.ts'
import {
	SAMPLE_AML_ANSWERS,
	SAMPLE_COMPANY,
	SAMPLE_PERSONAL,
	SAMPLE_SHAREHOLDERS,
	SAMPLE_SIGNATURE,
	SAMPLE_STAKEHOLDERS,
} from './sample-data.ts'
import { samplePdf, samplePng } from './sample-files.ts'

/** A freshly registered company or individual and the onboarding calls the tests make as it. */
export async function onboardingClient(sandbox: TestSandbox, accountType: 'COMPANY' | 'INDIVIDUAL' = 'COMPANY') {
	const integrator = await newIntegrator(sandbox, withClock(sandbox), {
		accountType,
		label: accountType === 'COMPANY' ? 'kyb' : 'kyc',
		businessName: 'Onboarding Test Ltd',
	})
	const { email, token, send } = integrator
	const client = {
		email,
		token,
		send,
		get: integrator.get,
		profile: integrator.profile,
		step: (body: Record<string, unknown> | string, method: 'POST' | 'PATCH' = 'PATCH') => send(method, '/integrator/v1/onboard-kyb', body),
		async record(): Promise<OnboardingRecord> {
			const answer = await send('GET', '/integrator/v1/onboard-kyb')
			expect(answer.status).toBe(200)
			return onboardingRecordResponseSchema.parse(answer.json).data
		},
		upload: (name: DocumentName, bytes: Uint8Array, options: { type?: string; filename?: string; shareholderId?: string } = {}) =>
			send('POST', '/integrator/v1/kyb-doc-upload', {
				name,
				docBase64: toDocBase64(bytes, options.type ?? (bytes[0] === 0x89 ? 'image/png' : 'application/pdf')),
				...(options.filename ? { filename: options.filename } : {}),
				...(options.shareholderId ? { shareholderId: options.shareholderId } : {}),
			}),
	}
	return client
}
export type OnboardingClient = Awaited<ReturnType<typeof onboardingClient>>

const isImage = (name: DocumentName) => ['idFront', 'idBack', 'selfie', 'shareholderIdFront', 'shareholderIdBack'].includes(name)
export const sampleFile = (name: DocumentName) => (isImage(name) ? samplePng() : samplePdf(`Test ${name}`))

async function expectOk(answer: { status: number; json: unknown }, status = 200) {
	expect(answer.status, JSON.stringify(answer.json)).toBe(status)
}

/** Saves every KYB step and uploads every file; answers the record, ready to submit. */
export async function completeKyb(me: OnboardingClient) {
	await expectOk(await me.step({ step: 'product-interest', productInterest: ['wallets', 'trading'] }, 'POST'))
	await expectOk(await me.step({ step: 'company-information', ...SAMPLE_COMPANY }))
	for (const name of KYB_DOCUMENT_NAMES) await expectOk(await me.upload(name, sampleFile(name)), 201)
	await expectOk(await me.step({ step: 'documents-upload' }))
	await expectOk(await me.step({ step: 'shareholders-info', shareholders: SAMPLE_SHAREHOLDERS, stakeholders: SAMPLE_STAKEHOLDERS }))
	for (const holder of (await me.record()).shareholders) {
		for (const name of ['shareholderIdFront', 'shareholderIdBack', 'shareholderProofOfAddress'] as const)
			await expectOk(await me.upload(name, sampleFile(name), { shareholderId: holder.id }), 201)
	}
	await expectOk(await me.step({ step: 'aml-questionnaire', amlAnswers: SAMPLE_AML_ANSWERS }))
	return me.record()
}

/** Saves every KYC step and uploads every file. */
export async function completeKyc(me: OnboardingClient) {
	await expectOk(await me.step({ step: 'product-interest', productInterest: ['wallets'] }, 'POST'))
	await expectOk(await me.step({ step: 'personal-information', ...SAMPLE_PERSONAL }))
	for (const name of KYC_DOCUMENT_NAMES) await expectOk(await me.upload(name, sampleFile(name)), 201)
	await expectOk(await me.step({ step: 'identity-documents' }))
	return me.record()
}

export const SUBMIT = { step: '4', acceptedAgreement: true, signature: SAMPLE_SIGNATURE }

export const controlPath = (email: string, rest = '') => `/sandbox/v1/control/integrators/${encodeURIComponent(email)}/kyb${rest}`
export const review = (sandbox: TestSandbox, email: string, body: unknown) => sandbox.post(controlPath(email, '/review'), body)

export async function outboxSubjects(sandbox: TestSandbox, to: string) {
	return ((await sandbox.get(`/sandbox/v1/outbox?to=${encodeURIComponent(to)}`)).json.data as { subject: string; text: string }[]).map(
		(message) => message.subject,
	)
}
