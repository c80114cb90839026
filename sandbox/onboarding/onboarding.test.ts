import { describe, expect, it } from 'vitest'
import { AML_QUESTION_KEYS } from '#contract/onboarding/aml-questions.ts'
import { KYB_DOCUMENT_NAMES, KYC_DOCUMENT_NAMES, ONBOARDING_ERROR_CODES } from '#contract/onboarding/options.ts'
import { shareholderInputOf, stakeholderInputOf } from '#contract/onboarding/people.ts'
import { controlKybResponseSchema } from '#contract/onboarding/review.ts'
import { sandboxBackends } from '../test-support/backends.ts'
import { expectRefused } from '../test-support/integrator-client.ts'
import { useSandbox } from '../test-support/use-sandbox.ts'
import { approvedSubject, rejectedSubject, submittedSubject } from './notices.ts'
import { SAMPLE_COMPANY, SAMPLE_SHAREHOLDERS } from './sample-data.ts'
import { completeKyb, completeKyc, controlPath, onboardingClient, outboxSubjects, review, sampleFile, SUBMIT } from './test-client.ts'

describe.each(sandboxBackends())('onboarding (KYB, KYC, review, resubmit) on $name', (backend) => {
	const sandbox = useSandbox(backend)

	it('starts as an empty draft that GET does not store, and resumes a saved step', async () => {
		const me = await onboardingClient(sandbox)
		const empty = await me.record()
		expect(empty).toMatchObject({
			kind: 'KYB',
			status: 'DRAFT',
			lastStep: null,
			completedSteps: [],
			productInterest: [],
			shareholders: [],
			amlAnswers: {},
		})
		expect(empty.documents.map((doc) => [doc.name, doc.status])).toEqual(KYB_DOCUMENT_NAMES.map((name) => [name, 'MISSING']))
		expect((await me.profile()).onboarding).toEqual({ status: null, documentsNeedUpdate: false, shareholdersNeedUpdate: false })

		const saved = await me.step({ step: 'product-interest', productInterest: ['wallets', 'wallets', 'fcat'] }, 'POST')
		expect(saved.status).toBe(200)
		expect(saved.json.data).toMatchObject({
			productInterest: ['wallets', 'fcat'],
			lastStep: 'product-interest',
			completedSteps: ['product-interest'],
		})
		// A draft keeps what is sent and leaves the rest: the next visit resumes from it.
		const draft = await me.step({ step: 'company-information', draft: true, registrationNumber: 'RC-1', country: 'NG' })
		expect(draft.status).toBe(200)
		const resumed = await me.record()
		expect(resumed.lastStep).toBe('company-information')
		expect(resumed.completedSteps).toEqual(['product-interest'])
		expect(resumed.companyInformation).toMatchObject({ registrationNumber: 'RC-1', country: 'NG', city: null })
		await me.step({ step: 'company-information', draft: true, city: 'Ikeja', state: 'LA' })
		expect((await me.record()).companyInformation).toMatchObject({ registrationNumber: 'RC-1', state: 'LA', city: 'Ikeja' })
	})

	it('takes a company from draft to submitted, rejected, fixed, resubmitted and approved', async () => {
		const me = await onboardingClient(sandbox)
		const ready = await completeKyb(me)
		expect(ready.completedSteps).toEqual([
			'product-interest',
			'company-information',
			'documents-upload',
			'shareholders-info',
			'aml-questionnaire',
		])
		expect(ready.documents.every((doc) => doc.status === 'UPLOADED' && doc.file?.mimeType === 'application/pdf')).toBe(true)
		expect(
			ready.shareholders.map((holder) => [holder.firstName, holder.status, !!holder.idFront, !!holder.idBack, !!holder.proofOfAddress]),
		).toEqual([
			['Ada', 'PENDING', true, true, true],
			['Kwame', 'PENDING', true, true, true],
		])
		// Outsourcing is answered No in the sample, so its follow-up does not apply and is not kept.
		expect(Object.keys(ready.amlAnswers)).toHaveLength(AML_QUESTION_KEYS.length - 1)

		const submitted = await me.step(SUBMIT, 'POST')
		expect(submitted.status, JSON.stringify(submitted.json)).toBe(200)
		expect(submitted.json.data).toMatchObject({ status: 'SUBMITTED', signature: 'Ada Okafor', acceptedAgreement: true, lastStep: '4' })
		expect(submitted.json.data.submittedAt).toEqual(expect.any(String))
		expect((await me.record()).documents.every((doc) => doc.status === 'IN_REVIEW')).toBe(true)
		expect((await me.profile()).onboarding).toEqual({ status: 'SUBMITTED', documentsNeedUpdate: false, shareholdersNeedUpdate: false })
		expect(await outboxSubjects(sandbox, me.email)).toContain(submittedSubject('KYB'))

		// Submitted: nothing changes and a second submit is refused.
		expectRefused(await me.step(SUBMIT, 'POST'), 409, { code: ONBOARDING_ERROR_CODES.alreadySubmitted })
		expectRefused(await me.step({ step: 'company-information', ...SAMPLE_COMPANY, city: 'Epe' }), 409, {
			code: ONBOARDING_ERROR_CODES.alreadySubmitted,
		})
		expectRefused(await me.upload('cacDoc', sampleFile('cacDoc')), 409, { code: ONBOARDING_ERROR_CODES.alreadySubmitted })

		// The back office sees each document's name and each shareholder's id.
		const control = controlKybResponseSchema.parse((await sandbox.get(controlPath(me.email))).json).data
		expect(control.documents.map((doc) => doc.name)).toEqual([...KYB_DOCUMENT_NAMES])
		const kwame = control.shareholders.find((holder) => holder.firstName === 'Kwame')!
		const cac = control.documents.find((doc) => doc.name === 'cacDoc')!
		const served = await sandbox.request(controlPath(me.email, `/documents/${cac.id}`))
		expect(served.headers.get('content-type')).toBe('application/pdf')

		const rejected = await review(sandbox, me.email, {
			documents: {
				cacDoc: { status: 'REJECTED', reason: 'Not legible' },
				licenseDoc: { status: 'REJECTED', reason: 'Expired' },
				amlPolicy: { status: 'APPROVED' },
			},
			shareholders: { [kwame.id]: { status: 'REJECTED', reason: 'ID expired' } },
		})
		expect(rejected.status, JSON.stringify(rejected.json)).toBe(200)
		expect(rejected.json.data).toMatchObject({
			status: 'REVIEW_NEEDED',
			documentsNeedUpdate: true,
			shareholdersNeedUpdate: true,
			kybVerified: false,
		})
		expect((await me.profile()).onboarding).toEqual({ status: 'REVIEW_NEEDED', documentsNeedUpdate: true, shareholdersNeedUpdate: true })
		expect(await outboxSubjects(sandbox, me.email)).toContain(rejectedSubject('KYB'))
		const afterReview = await me.record()
		expect(afterReview.documents.find((doc) => doc.name === 'cacDoc')).toMatchObject({ status: 'REJECTED', reason: 'Not legible' })
		expect(afterReview.shareholders.find((holder) => holder.id === kwame.id)).toMatchObject({ status: 'REJECTED', reason: 'ID expired' })

		// Only the rejected items may change; resubmitting before fixing them all lists what is left.
		expectRefused(await me.upload('amlPolicy', sampleFile('amlPolicy')), 409, { code: ONBOARDING_ERROR_CODES.notEditable })
		expectRefused(await me.step({ step: 'aml-questionnaire', draft: true, amlAnswers: { trainsStaff: false } }), 409, {
			code: ONBOARDING_ERROR_CODES.notEditable,
		})
		const ada = afterReview.shareholders.find((holder) => holder.firstName === 'Ada')!
		const people = afterReview.shareholders.map((holder, index) => ({ ...SAMPLE_SHAREHOLDERS[index], id: holder.id }))
		expectRefused(
			await me.step({
				step: 'shareholders-info',
				shareholders: people.map((holder) => (holder.id === ada.id ? { ...holder, position: 'Chair' } : holder)),
			}),
			409,
			{ code: ONBOARDING_ERROR_CODES.notEditable },
		)
		expect((await me.upload('cacDoc', sampleFile('cacDoc'))).status).toBe(201)
		const early = expectRefused(await me.step(SUBMIT, 'POST'), 400)
		expect(early.errors?.map((item) => item.field)).toEqual(expect.arrayContaining(['documents.licenseDoc']))
		expect(early.errors).toContainEqual(expect.objectContaining({ stakeholder: 'Kwame Mensah' }))

		expect((await me.upload('licenseDoc', sampleFile('licenseDoc'))).status).toBe(201)
		// A rejected shareholder's files may be replaced; an approved or waiting one's may not.
		expectRefused(await me.upload('shareholderIdFront', sampleFile('shareholderIdFront'), { shareholderId: ada.id }), 409, {
			code: ONBOARDING_ERROR_CODES.notEditable,
		})
		expectRefused(await me.upload('shareholderIdFront', sampleFile('shareholderIdFront')), 409, {
			code: ONBOARDING_ERROR_CODES.notEditable,
		})
		const newFront = await me.upload('shareholderIdFront', sampleFile('shareholderIdFront'), { shareholderId: kwame.id })
		expect(newFront.status).toBe(201)
		expect((await me.record()).shareholders.find((holder) => holder.id === kwame.id)).toMatchObject({
			status: 'PENDING',
			idFrontDocId: newFront.json.data.id,
		})
		const fixed = await me.step({
			step: 'shareholders-info',
			shareholders: people.map((holder) => (holder.id === kwame.id ? { ...holder, idType: 'PASSPORT' } : holder)),
		})
		expect(fixed.status, JSON.stringify(fixed.json)).toBe(200)
		const beforeResubmit = await me.record()
		expect(beforeResubmit).toMatchObject({ documentsNeedUpdate: false, shareholdersNeedUpdate: false })
		expect(beforeResubmit.documents.find((doc) => doc.name === 'cacDoc')).toMatchObject({ status: 'UPLOADED', reason: 'Not legible' })
		expect(beforeResubmit.shareholders.find((holder) => holder.id === kwame.id)).toMatchObject({
			status: 'PENDING',
			idType: 'PASSPORT',
			reason: 'ID expired',
		})

		const resubmitted = await me.step(SUBMIT, 'POST')
		expect(resubmitted.status, JSON.stringify(resubmitted.json)).toBe(200)
		expect(resubmitted.json.data.status).toBe('SUBMITTED')
		expect(resubmitted.json.data.documents.find((doc: { name: string }) => doc.name === 'amlPolicy').status).toBe('APPROVED')

		const approved = await review(sandbox, me.email, { approveAll: true })
		expect(approved.json.data).toMatchObject({
			status: 'REVIEWED',
			kybVerified: true,
			documentsNeedUpdate: false,
			shareholdersNeedUpdate: false,
		})
		const profile = await me.profile()
		expect(profile.kybVerified).toBe(true)
		expect(profile.onboarding).toEqual({ status: 'REVIEWED', documentsNeedUpdate: false, shareholdersNeedUpdate: false })
		expect((await me.record()).shareholders.every((holder) => holder.status === 'APPROVED' && holder.reason === null)).toBe(true)
		expect(await outboxSubjects(sandbox, me.email)).toContain(approvedSubject('KYB'))
		expectRefused(await review(sandbox, me.email, { approveAll: true }), 409, { code: ONBOARDING_ERROR_CODES.alreadyReviewed })
		expectRefused(await me.step(SUBMIT, 'POST'), 409, { code: ONBOARDING_ERROR_CODES.alreadyReviewed })
	})

	it('lets a rejected shareholder be fixed beside the other stakeholders, sent back as they are read', async () => {
		const me = await onboardingClient(sandbox)
		await completeKyb(me)
		expect((await me.step(SUBMIT, 'POST')).status).toBe(200)
		const submitted = await me.record()
		const kwame = submitted.shareholders.find((holder) => holder.firstName === 'Kwame')!
		expect((await review(sandbox, me.email, { shareholders: { [kwame.id]: { status: 'REJECTED', reason: 'ID expired' } } })).status).toBe(
			200,
		)
		const record = await me.record()
		// What the dashboard sends: every person as the record gave them, one of them changed.
		const shareholders = record.shareholders.map((holder) =>
			holder.id === kwame.id ? { ...shareholderInputOf(holder), address: '22 Oxford Street, Osu' } : shareholderInputOf(holder),
		)
		const fixed = await me.step({
			step: 'shareholders-info',
			draft: true,
			shareholders,
			stakeholders: record.stakeholders.map(stakeholderInputOf),
		})
		expect(fixed.status, JSON.stringify(fixed.json)).toBe(200)
		expect((await me.record()).shareholders.find((holder) => holder.id === kwame.id)).toMatchObject({
			status: 'PENDING',
			address: '22 Oxford Street, Osu',
		})
		// A stakeholder still cannot change while the review waits.
		const changed = record.stakeholders.map((person) => ({ ...stakeholderInputOf(person), address: 'Somewhere else' }))
		expectRefused(await me.step({ step: 'shareholders-info', draft: true, shareholders, stakeholders: changed }), 409, {
			code: ONBOARDING_ERROR_CODES.notEditable,
		})
	})

	it('e-mails each review decision: a reviewer rejecting items one at a time sends one e-mail for each', async () => {
		const me = await onboardingClient(sandbox)
		await completeKyb(me)
		expect((await me.step(SUBMIT, 'POST')).status).toBe(200)
		const rejections = async () => (await outboxSubjects(sandbox, me.email)).filter((subject) => subject === rejectedSubject('KYB')).length
		expect((await review(sandbox, me.email, { documents: { cacDoc: { status: 'REJECTED', reason: 'Not legible' } } })).status).toBe(200)
		expect(await rejections()).toBe(1)
		expect((await review(sandbox, me.email, { documents: { licenseDoc: { status: 'REJECTED', reason: 'Expired' } } })).status).toBe(200)
		expect(await rejections()).toBe(2)
		// The second lists everything still to fix.
		const latest = (
			(await sandbox.get(`/sandbox/v1/outbox?to=${encodeURIComponent(me.email)}`)).json.data as { subject: string; text: string }[]
		)[0]!
		expect(latest.text).toContain('CAC certificate: Not legible')
		expect(latest.text).toContain('Operating licence: Expired')
	})

	it('carries an individual through KYC: personal information, four documents, submit, approval', async () => {
		const me = await onboardingClient(sandbox, 'INDIVIDUAL')
		const ready = await completeKyc(me)
		expect(ready).toMatchObject({ kind: 'KYC', companyInformation: null, personalInformation: { idType: 'NIN', idNumber: '12345678901' } })
		expect(ready.documents.map((doc) => doc.name)).toEqual([...KYC_DOCUMENT_NAMES])
		expectRefused(await me.step({ step: 'company-information', ...SAMPLE_COMPANY }), 400, { code: ONBOARDING_ERROR_CODES.wrongStep })
		expectRefused(await me.upload('cacDoc', sampleFile('cacDoc')), 400, { code: ONBOARDING_ERROR_CODES.unknownDocument })

		const submitted = await me.step(SUBMIT, 'POST')
		expect(submitted.status, JSON.stringify(submitted.json)).toBe(200)
		expect((await me.profile()).onboarding.status).toBe('SUBMITTED')
		const rejected = await review(sandbox, me.email, { documents: { selfie: { status: 'REJECTED', reason: 'Face not visible' } } })
		expect(rejected.json.data.status).toBe('REVIEW_NEEDED')
		expect((await me.upload('selfie', sampleFile('selfie'))).status).toBe(201)
		expect((await me.step(SUBMIT, 'POST')).status).toBe(200)
		const approved = await review(sandbox, me.email, { approveAll: true })
		expect(approved.json.data).toMatchObject({ status: 'REVIEWED', kybVerified: true })
		expect((await me.profile()).kybVerified).toBe(true)
		expect(await outboxSubjects(sandbox, me.email)).toEqual(
			expect.arrayContaining([submittedSubject('KYC'), rejectedSubject('KYC'), approvedSubject('KYC')]),
		)
	})
})
