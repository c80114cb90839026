import { describe, expect, it } from 'vitest'
import { checkDocumentBytes } from '#contract/onboarding/document-check.ts'
import { documentUploadResponseSchema } from '#contract/onboarding/documents.ts'
import { KYB_DOCUMENT_NAMES, ONBOARDING_ERROR_CODES } from '#contract/onboarding/options.ts'
import {
	supportedCitiesResponseSchema,
	supportedCountriesResponseSchema,
	supportedStatesResponseSchema,
} from '#contract/onboarding/resources.ts'
import { controlKybResponseSchema } from '#contract/onboarding/review.ts'
import { scenarioResponseSchema } from '#contract/sandbox.ts'
import { SCENARIO_PASSWORD } from '../scenarios.ts'
import { databaseBackends } from '../test-support/backends.ts'
import { expectRefused, login } from '../test-support/integrator-client.ts'
import { uniqueSuffix } from '../test-support/unique.ts'
import { useSandbox } from '../test-support/use-sandbox.ts'
import { MAX_UNLINKED_FILES, TOO_MANY_UNLINKED_MESSAGE } from './document-store.ts'
import { statesOf } from './places.ts'
import { SAMPLE_SHAREHOLDERS } from './sample-data.ts'
import { samplePdf, samplePng } from './sample-files.ts'
import { REJECTIONS } from './scenarios.ts'
import { completeKyb, controlPath, onboardingClient, sampleFile, SUBMIT } from './test-client.ts'

describe.each(databaseBackends())('onboarding documents, place lists and scenarios on $name', (backend) => {
	const sandbox = useSandbox(backend)

	it('stores a document, serves it to its owner, replaces it by name and removes it', async () => {
		const me = await onboardingClient(sandbox)
		const pdf = samplePdf('AML policy v1')
		const first = await me.upload('amlPolicy', pdf, { filename: 'AML policy – 2026.pdf' })
		expect(first.status).toBe(201)
		const uploaded = documentUploadResponseSchema.parse(first.json).data
		expect(uploaded).toMatchObject({
			name: 'amlPolicy',
			filename: 'AML policy – 2026.pdf',
			mimeType: 'application/pdf',
			size: pdf.length,
			status: 'UPLOADED',
			shareholderId: null,
		})

		const served = await sandbox.request(`/integrator/v1/kyb-doc/${uploaded.id}`, { token: me.token })
		expect(served.status).toBe(200)
		expect(served.headers.get('content-type')).toBe('application/pdf')
		expect(served.headers.get('x-content-type-options')).toBe('nosniff')
		expect(served.headers.get('cache-control')).toBe('private, no-store')
		expect(served.headers.get('content-disposition')).toMatch(
			/^inline; filename="AML policy _ 2026.pdf"; filename\*=UTF-8''AML%20policy%20%E2%80%93%202026.pdf$/,
		)
		expect(Buffer.from(await served.arrayBuffer()).equals(Buffer.from(pdf))).toBe(true)
		const download = await sandbox.request(`/integrator/v1/kyb-doc/${uploaded.id}?download=1`, { token: me.token })
		expect(download.headers.get('content-disposition')).toMatch(/^attachment;/)
		expect((await sandbox.request(`/integrator/v1/kyb-doc/${uploaded.id}`)).status).toBe(401)

		const replaced = await me.upload('amlPolicy', samplePng())
		expect(replaced.status).toBe(201)
		expect(replaced.json.data).toMatchObject({ filename: 'amlPolicy.png', mimeType: 'image/png' })
		expectRefused(await me.get(`/integrator/v1/kyb-doc/${uploaded.id}`), 404)
		const record = await me.record()
		expect(record.documents.find((doc) => doc.name === 'amlPolicy')).toMatchObject({
			id: replaced.json.data.id,
			status: 'UPLOADED',
			filename: 'amlPolicy.png',
		})

		const removed = await me.send('DELETE', `/integrator/v1/kyb-doc/${replaced.json.data.id}`)
		expect(removed.status).toBe(200)
		expect((await me.record()).documents.find((doc) => doc.name === 'amlPolicy')).toMatchObject({ id: null, status: 'MISSING', file: null })
		expectRefused(await me.send('DELETE', `/integrator/v1/kyb-doc/${replaced.json.data.id}`), 404)
	})

	it('keeps one file per place when uploads and saves race @race', async () => {
		const me = await onboardingClient(sandbox)
		const answers = await Promise.all([
			...Array.from({ length: 5 }, (_, index) => me.upload('cacDoc', samplePdf(`race ${index}`))),
			me.step({ step: 'product-interest', productInterest: ['wallets'] }, 'POST'),
			me.step({ step: 'company-information', draft: true, city: 'Ikeja' }),
		])
		expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 201, 201, 200, 200])
		const record = await me.record()
		const cac = record.documents.find((doc) => doc.name === 'cacDoc')!
		expect(answers.slice(0, 5).map((answer) => answer.json.data.id)).toContain(cac.id)
		expect((await me.get(`/integrator/v1/kyb-doc/${cac.id}`)).status).toBe(200)
		expect(record).toMatchObject({ productInterest: ['wallets'], companyInformation: { city: 'Ikeja' } })
	})

	it("links a shareholder's files uploaded before it was saved, drops them with it, and drops unlinked ones on submit", async () => {
		const me = await onboardingClient(sandbox)
		const front = (await me.upload('shareholderIdFront', samplePng())).json.data.id as string
		const stray = (await me.upload('shareholderIdBack', samplePng())).json.data.id as string
		const saved = await me.step({ step: 'shareholders-info', shareholders: [{ ...SAMPLE_SHAREHOLDERS[0], idFrontDocId: front }] })
		expect(saved.status, JSON.stringify(saved.json)).toBe(200)
		const [holder] = (await me.record()).shareholders
		expect(holder).toMatchObject({ idFrontDocId: front, idBackDocId: null, idFront: { id: front, mimeType: 'image/png' } })
		// Saving again without the reference keeps the link; removing the shareholder removes its files.
		await me.step({ step: 'shareholders-info', shareholders: [{ ...SAMPLE_SHAREHOLDERS[0], id: holder!.id }] })
		expect((await me.record()).shareholders[0]?.idFrontDocId).toBe(front)
		await me.step({ step: 'shareholders-info', draft: true, shareholders: [] })
		expectRefused(await me.get(`/integrator/v1/kyb-doc/${front}`), 404)

		// Files waiting for a shareholder are capped.
		for (let count = 1; count < MAX_UNLINKED_FILES; count++) expect((await me.upload('shareholderIdBack', samplePng())).status).toBe(201)
		expectRefused(await me.upload('shareholderIdBack', samplePng()), 409, { message: TOO_MANY_UNLINKED_MESSAGE })

		await completeKyb(me)
		expect((await me.get(`/integrator/v1/kyb-doc/${stray}`)).status).toBe(200)
		expect((await me.step(SUBMIT, 'POST')).status).toBe(200)
		expectRefused(await me.get(`/integrator/v1/kyb-doc/${stray}`), 404)
		expectRefused(await me.send('DELETE', `/integrator/v1/kyb-doc/${(await me.record()).documents[0]!.id}`), 409)
	})

	it('lists countries, a country’s states and a state’s cities', async () => {
		const me = await onboardingClient(sandbox)
		const countries = supportedCountriesResponseSchema.parse((await me.get('/integrator/v1/supported/COUNTRIES')).json).data
		expect(countries.length).toBeGreaterThan(240)
		expect(countries).toContainEqual({ code: 'NG', name: 'Nigeria' })
		const states = supportedStatesResponseSchema.parse((await me.get('/integrator/v1/supported/STATES?country=ng')).json).data
		expect(states).toContainEqual({ code: 'LA', name: 'Lagos' })
		const cities = supportedCitiesResponseSchema.parse((await me.get('/integrator/v1/supported/CITIES?country=NG&state=LA')).json).data
		expect(cities).toContainEqual({ name: 'Ikeja' })
		expectRefused(await me.get('/integrator/v1/supported/PLANETS'), 404, {
			message: 'Unknown resource PLANETS; known: COUNTRIES, STATES, CITIES',
		})
		expectRefused(await me.get('/integrator/v1/supported/STATES'), 400, { message: 'country is required' })
		expectRefused(await me.get('/integrator/v1/supported/STATES?country=Nigeria'), 400, {
			message: 'country must be a two-letter country code',
		})
		expectRefused(await me.get('/integrator/v1/supported/STATES?country=QQ'), 404, { message: 'No country with the code QQ' })
		expectRefused(await me.get('/integrator/v1/supported/CITIES?country=NG'), 400, { message: 'state is required' })
		expectRefused(await me.get('/integrator/v1/supported/CITIES?country=NG&state=ZZ'), 404)
		expect((await sandbox.get('/integrator/v1/supported/COUNTRIES')).status).toBe(401)
		expect((await sandbox.get('/integrator/v1/supported-noauth/COUNTRIES')).status).toBe(200)
	})

	it('seeds each onboarding scenario with real files', async () => {
		const tag = uniqueSuffix()
		const seed = async (name: string) => {
			const answer = await sandbox.post(`/sandbox/v1/control/scenarios/${name}`, { tag })
			expect(answer.status).toBe(201)
			const email = scenarioResponseSchema.parse(answer.json).data.integrators[0]!.email
			return { email, kyb: controlKybResponseSchema.parse((await sandbox.get(controlPath(email))).json).data }
		}
		const inProgress = await seed('kyb-in-progress')
		expect(inProgress.kyb).toMatchObject({ status: 'DRAFT', completedSteps: ['product-interest', 'company-information'], shareholders: [] })
		expect(inProgress.kyb.companyInformation?.registrationNumber).toBeTruthy()

		const submitted = await seed('kyb-submitted')
		expect(submitted.kyb).toMatchObject({ status: 'SUBMITTED', kybVerified: false })
		expect(submitted.kyb.documents.map((doc) => [doc.name, doc.status])).toEqual(KYB_DOCUMENT_NAMES.map((name) => [name, 'IN_REVIEW']))
		// People's places are stored as the forms write them: each state is a code of its nationality's list.
		for (const person of [...submitted.kyb.shareholders, ...submitted.kyb.stakeholders])
			expect(
				statesOf(person.nationality)?.map((state) => state.code),
				`${person.state} of ${person.nationality}`,
			).toContain(person.state)
		for (const doc of [...submitted.kyb.documents.map((entry) => entry.id), submitted.kyb.shareholders[0]!.idFrontDocId]) {
			const file = await sandbox.request(controlPath(submitted.email, `/documents/${doc}`))
			expect((await checkDocumentBytes(new Uint8Array(await file.arrayBuffer()))).ok).toBe(true)
		}

		const rejected = await seed('kyb-documents-rejected')
		expect(rejected.kyb).toMatchObject({ status: 'REVIEW_NEEDED', documentsNeedUpdate: true, shareholdersNeedUpdate: true })
		expect(rejected.kyb.documents.filter((doc) => doc.status === 'REJECTED').map((doc) => [doc.name, doc.reason])).toEqual([
			['cacDoc', REJECTIONS.cacDoc],
			['proofOfAddress', REJECTIONS.proofOfAddress],
		])
		expect(rejected.kyb.shareholders.filter((holder) => holder.status === 'REJECTED').map((holder) => holder.reason)).toEqual([
			REJECTIONS.shareholder,
		])
		const token = await login(sandbox, rejected.email, SCENARIO_PASSWORD)
		const profile = await sandbox.send('GET', '/integrator/v1', { token })
		expect(profile.json.data.onboarding).toEqual({ status: 'REVIEW_NEEDED', documentsNeedUpdate: true, shareholdersNeedUpdate: true })
		// The integrator can fix a rejected document straight away.
		expect(
			(
				await sandbox.send('POST', '/integrator/v1/kyb-doc-upload', {
					token,
					body: { name: 'cacDoc', docBase64: Buffer.from(sampleFile('cacDoc')).toString('base64') },
				})
			).status,
		).toBe(201)

		const approved = await seed('kyb-approved')
		expect(approved.kyb).toMatchObject({ status: 'REVIEWED', kybVerified: true })
		// A company seeded as verified without a record reads as reviewed, and stays so.
		const verified = await seed('services-approved')
		expect(verified.kyb).toMatchObject({ status: 'REVIEWED', kybVerified: true })
		const verifiedToken = await login(sandbox, verified.email, SCENARIO_PASSWORD)
		const save = await sandbox.send('PATCH', '/integrator/v1/onboard-kyb', {
			token: verifiedToken,
			body: { step: 'product-interest', productInterest: ['fcat'] },
		})
		expectRefused(save, 409, { code: ONBOARDING_ERROR_CODES.alreadyReviewed })

		const kyc = await seed('kyc-submitted')
		expect(kyc.kyb).toMatchObject({ kind: 'KYC', status: 'SUBMITTED', personalInformation: { country: 'NG' } })
		expect(kyc.kyb.documents.every((doc) => doc.status === 'IN_REVIEW')).toBe(true)
	})
})
