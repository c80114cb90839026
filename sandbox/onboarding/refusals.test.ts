import { describe, expect, it } from 'vitest'
import { controlCharactersMessage } from '#contract/fields.ts'
import { AML_QUESTION_KEYS } from '#contract/onboarding/aml-questions.ts'
import {
	EMPTY_FILE_MESSAGE,
	mismatchMessage,
	SELFIE_TYPE_MESSAGE,
	toDocBase64,
	UNREADABLE_FILE_MESSAGE,
} from '#contract/onboarding/document-check.ts'
import { DOCUMENT_MAX_BYTES, DOCUMENT_SIZE_MESSAGE } from '#contract/onboarding/document-rules.ts'
import { ONBOARDING_ERROR_CODES } from '#contract/onboarding/options.ts'
import { UNKNOWN_STEP_MESSAGE } from '#contract/onboarding/requests.ts'
import { REJECTION_REASON_MESSAGE } from '#contract/onboarding/review.ts'
import { AGREEMENT_MESSAGE, OTHER_SOURCE_OF_FUND_MESSAGE, sharesOver100Message } from '#contract/onboarding/steps.ts'
import { sandboxBackends } from '../test-support/backends.ts'
import { expectRefused } from '../test-support/integrator-client.ts'
import { useSandbox } from '../test-support/use-sandbox.ts'
import { WRONG_CONTENT_TYPE_MESSAGE } from './routes.ts'
import { SAMPLE_COMPANY, SAMPLE_PERSONAL, SAMPLE_SHAREHOLDERS, SAMPLE_STAKEHOLDERS } from './sample-data.ts'
import { samplePdf, samplePng } from './sample-files.ts'
import { completeKyb, controlPath, onboardingClient, review, sampleFile, SUBMIT } from './test-client.ts'

const TOMORROW = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10)

describe.each(sandboxBackends())('onboarding refuses bad input and saves nothing on $name', (backend) => {
	const sandbox = useSandbox(backend)

	it('refuses each bad step with a clear 4xx and keeps the draft as it was @bad-input', async () => {
		const me = await onboardingClient(sandbox)
		await me.step({ step: 'company-information', draft: true, registrationNumber: 'RC-9' }, 'POST')
		const before = await me.record()

		expectRefused(await me.step({ step: 'nope' }), 400, { message: UNKNOWN_STEP_MESSAGE, field: 'step' })
		expectRefused(await me.step({}), 400, { field: 'step' })
		expectRefused(await me.step({ step: 'product-interest' }), 400, { message: 'Choose at least one service', field: 'productInterest' })
		expectRefused(await me.step({ step: 'product-interest', productInterest: ['gold'] }), 400, { message: 'Choose services from the list' })
		const company = expectRefused(await me.step({ step: 'company-information' }), 400, { field: 'registrationNumber' })
		expect(company.errors?.map((item) => item.message)).toEqual(
			expect.arrayContaining(['Registration number is required', 'City is required', 'Choose a source of funds']),
		)
		expectRefused(await me.step({ step: 'company-information', ...SAMPLE_COMPANY, sourceOfFund: 'OTHER' }), 400, {
			message: OTHER_SOURCE_OF_FUND_MESSAGE,
			field: 'otherTypeOfSourceOfFund',
		})
		expectRefused(await me.step({ step: 'company-information', ...SAMPLE_COMPANY, state: 'ZZ' }), 400, {
			code: ONBOARDING_ERROR_CODES.unknownPlace,
			field: 'state',
		})
		expectRefused(await me.step({ step: 'company-information', ...SAMPLE_COMPANY, city: 'Accra' }), 400, {
			message: 'Choose a city of the chosen state',
		})
		expectRefused(await me.step({ step: 'company-information', ...SAMPLE_COMPANY, country: 'QQ' }), 400, {
			message: 'Choose a country from the list',
		})
		expectRefused(await me.step({ step: 'documents-upload' }), 400, {
			code: ONBOARDING_ERROR_CODES.missingDocument,
			field: 'documents.cacDoc',
		})
		expectRefused(await me.step({ step: 'shareholders-info' }), 400, { message: 'Add at least one shareholder', field: 'shareholders' })
		const over = SAMPLE_SHAREHOLDERS.map((holder) => ({ ...holder, sharesPercent: 55 }))
		expectRefused(await me.step({ step: 'shareholders-info', shareholders: over }), 400, {
			message: sharesOver100Message(110),
			field: 'shareholders',
		})
		expectRefused(await me.step({ step: 'shareholders-info', draft: true, shareholders: over }), 400, {
			message: sharesOver100Message(110),
		})
		expectRefused(await me.step({ step: 'shareholders-info', shareholders: [{ ...SAMPLE_SHAREHOLDERS[0], sharesPercent: 101 }] }), 400, {
			message: /^Shares percent cannot be more than 100/,
			field: 'shareholders.0.sharesPercent',
		})
		expectRefused(await me.step({ step: 'shareholders-info', shareholders: [{ ...SAMPLE_SHAREHOLDERS[0], id: 'sh_nobody' }] }), 400, {
			code: ONBOARDING_ERROR_CODES.unknownShareholder,
		})
		expectRefused(
			await me.step({
				step: 'shareholders-info',
				shareholders: SAMPLE_SHAREHOLDERS,
				stakeholders: [{ ...SAMPLE_STAKEHOLDERS[0], dateOfBirth: TOMORROW }],
			}),
			400,
			{
				message: 'Date of birth cannot be in the future',
				field: 'stakeholders.0.dateOfBirth',
			},
		)
		expectRefused(
			await me.step({
				step: 'shareholders-info',
				shareholders: SAMPLE_SHAREHOLDERS,
				stakeholders: [{ ...SAMPLE_STAKEHOLDERS[0], email: 'not-an-email' }],
			}),
			400,
			{ message: 'Enter a valid e-mail address' },
		)
		const aml = expectRefused(await me.step({ step: 'aml-questionnaire', amlAnswers: {} }), 400)
		expect(aml.errors).toHaveLength(AML_QUESTION_KEYS.length)
		expect(new Set(aml.errors?.map((item) => item.message))).toEqual(new Set(['Answer this question']))
		expectRefused(await me.step({ step: 'aml-questionnaire', draft: true, amlAnswers: { trainsStaff: 'maybe' } }), 400, {
			message: 'Answer this question',
		})
		expectRefused(await me.step({ step: 'personal-information', ...SAMPLE_PERSONAL }), 400, { code: ONBOARDING_ERROR_CODES.wrongStep })
		expectRefused(await me.step({ step: '4', signature: 'Ada' }), 400, { message: AGREEMENT_MESSAGE })
		expectRefused(await me.step({ step: '4', acceptedAgreement: true }), 400, { message: 'Signature is required' })

		// NUL and other control characters, a wrong content type, no token.
		expectRefused(await me.step({ step: 'company-information', draft: true, registrationNumber: 'RC\u0000' }), 400, {
			code: 'control_characters',
		})
		expectRefused(await me.step({ step: 'company-information', draft: true, registrationNumber: 'RC\u0007' }), 400, {
			message: controlCharactersMessage('the registration number'),
		})
		const form = await sandbox.request('/integrator/v1/onboard-kyb', {
			method: 'PATCH',
			token: me.token,
			headers: { 'content-type': 'application/x-www-form-urlencoded' },
			body: 'step=product-interest&productInterest=wallets',
		})
		expect(form.status).toBe(415)
		expect(((await form.json()) as { message: string }).message).toBe(WRONG_CONTENT_TYPE_MESSAGE)
		expectRefused(await me.step('{"step":'), 400, { message: 'The request body is not valid JSON' })
		expect(
			(await sandbox.send('PATCH', '/integrator/v1/onboard-kyb', { body: { step: 'product-interest', productInterest: ['wallets'] } }))
				.status,
		).toBe(401)

		// An incomplete record cannot be submitted: every missing thing is listed.
		const incomplete = expectRefused(await me.step(SUBMIT, 'POST'), 400)
		const fields = incomplete.errors?.map((item) => item.field)
		expect(fields).toEqual(
			expect.arrayContaining([
				'productInterest',
				'companyInformation.city',
				'documents.amlPolicy',
				'shareholders',
				`amlAnswers.${AML_QUESTION_KEYS[0]}`,
			]),
		)
		expect(incomplete.errors?.every((item) => item.code)).toBe(true)

		expect(await me.record()).toEqual(before)
		expect((await me.profile()).onboarding.status).toBe(null)
	})

	it('refuses bad files: too big, not what the name says, not a document, unreadable @bad-input', async () => {
		const me = await onboardingClient(sandbox)
		const before = await me.record()
		const big = samplePdf('big', 600 * 1024)
		expectRefused(await me.upload('cacDoc', big), 400, { message: DOCUMENT_SIZE_MESSAGE, code: ONBOARDING_ERROR_CODES.fileTooLarge })
		const huge = await me.send('POST', '/integrator/v1/kyb-doc-upload', {
			name: 'cacDoc',
			docBase64: toDocBase64(samplePdf('huge', 900 * 1024), 'application/pdf'),
		})
		expectRefused(huge, 413, { message: DOCUMENT_SIZE_MESSAGE })
		expectRefused(await me.upload('cacDoc', samplePng(), { filename: 'certificate.pdf' }), 400, {
			message: mismatchMessage('pdf', 'image/png'),
			code: ONBOARDING_ERROR_CODES.invalidFile,
		})
		expectRefused(await me.upload('cacDoc', samplePng(), { type: 'application/pdf' }), 400, {
			message: 'The file was sent as application/pdf but its content is a PNG image',
		})
		expectRefused(await me.upload('cacDoc', new TextEncoder().encode('just some text'), { filename: 'certificate.pdf' }), 400, {
			message: "The file's name ends in .pdf but its content is not a PDF, PNG or JPEG",
		})
		expectRefused(await me.upload('cacDoc', new Uint8Array()), 400, { message: EMPTY_FILE_MESSAGE })
		expectRefused(await me.send('POST', '/integrator/v1/kyb-doc-upload', { name: 'cacDoc', docBase64: 'not base64 !!' }), 400, {
			message: UNREADABLE_FILE_MESSAGE,
		})
		expectRefused(
			await me.send('POST', '/integrator/v1/kyb-doc-upload', { name: 'passport', docBase64: toDocBase64(samplePdf(), 'application/pdf') }),
			400,
			{ field: 'name' },
		)
		expectRefused(await me.upload('selfie', samplePng()), 400, { code: ONBOARDING_ERROR_CODES.unknownDocument })
		expectRefused(await me.upload('shareholderIdFront', samplePng(), { shareholderId: 'sh_nobody' }), 400, {
			code: ONBOARDING_ERROR_CODES.unknownShareholder,
		})
		expectRefused(await me.upload('cacDoc', samplePdf(), { shareholderId: 'sh_nobody' }), 400, { field: 'shareholderId' })
		expect(await me.record()).toEqual(before)

		// The limit itself passes: a file of exactly 500 KB, sent as base64 JSON.
		// The padding's length also lengthens the cross-reference offsets: measure once, then correct.
		const first = samplePdf('limit', DOCUMENT_MAX_BYTES - samplePdf('limit').length - 2)
		const exact = samplePdf('limit', DOCUMENT_MAX_BYTES - samplePdf('limit').length - 2 - (first.length - DOCUMENT_MAX_BYTES))
		expect(exact.length).toBe(DOCUMENT_MAX_BYTES)
		expect((await me.upload('cacDoc', exact)).status).toBe(201)

		const person = await onboardingClient(sandbox, 'INDIVIDUAL')
		expectRefused(await person.upload('selfie', samplePdf()), 400, { message: SELFIE_TYPE_MESSAGE })
		expectRefused(await person.step({ step: 'personal-information', ...SAMPLE_PERSONAL, idType: 'PASSPORT', idNumber: 'A1234567' }), 400, {
			message: 'In Nigeria the ID must be a BVN or a NIN',
		})
		expectRefused(await person.step({ step: 'personal-information', ...SAMPLE_PERSONAL, dateOfBirth: TOMORROW }), 400, {
			message: 'Date of birth cannot be in the future',
		})
		expectRefused(await person.step({ step: 'personal-information', ...SAMPLE_PERSONAL, nationality: 'QQ' }), 400, {
			message: 'Choose a nationality from the list',
			field: 'nationality',
		})
		expectRefused(await person.step({ step: 'personal-information', draft: true, city: 'Nowhere', state: 'LA', country: 'NG' }), 400, {
			message: 'Choose a city of the chosen state',
			field: 'city',
		})
	})

	it("never serves or links another integrator's document, and refuses a review of unknown items @bad-input", async () => {
		const me = await onboardingClient(sandbox)
		const other = await onboardingClient(sandbox)
		const theirs = await other.upload('shareholderIdFront', sampleFile('shareholderIdFront'))
		expect(theirs.status).toBe(201)
		const id = theirs.json.data.id as string
		expectRefused(await me.get(`/integrator/v1/kyb-doc/${id}`), 404)
		expectRefused(await me.send('DELETE', `/integrator/v1/kyb-doc/${id}`), 404)
		expectRefused(await me.step({ step: 'shareholders-info', shareholders: [{ ...SAMPLE_SHAREHOLDERS[0], idFrontDocId: id }] }), 400, {
			code: ONBOARDING_ERROR_CODES.unknownDocument,
		})
		expect((await sandbox.request(controlPath(me.email, `/documents/${id}`))).status).toBe(404)
		expect((await other.get(`/integrator/v1/kyb-doc/${id}`)).status).toBe(200)
		expect((await me.record()).shareholders).toEqual([])

		expectRefused(await review(sandbox, me.email, { approveAll: true }), 409, { code: ONBOARDING_ERROR_CODES.nothingToReview })
		await completeKyb(me)
		expect((await me.step(SUBMIT, 'POST')).status).toBe(200)
		const submitted = await me.record()
		const unknown = expectRefused(
			await review(sandbox, me.email, {
				documents: { cacDoc: { status: 'APPROVED' }, passport: { status: 'REJECTED', reason: 'x' } },
				shareholders: { sh_nobody: { status: 'APPROVED' } },
			}),
			400,
		)
		expect(unknown.errors?.map((item) => item.code)).toEqual([
			ONBOARDING_ERROR_CODES.unknownDocument,
			ONBOARDING_ERROR_CODES.unknownShareholder,
		])
		expectRefused(await review(sandbox, me.email, { documents: { cacDoc: { status: 'REJECTED' } } }), 400, {
			message: REJECTION_REASON_MESSAGE,
		})
		expectRefused(await review(sandbox, me.email, { documents: { cacDoc: { status: 'MAYBE' } } }), 400)
		expectRefused(await review(sandbox, me.email, { approveAll: false }), 400)
		expectRefused(await review(sandbox, me.email, {}), 400)
		expectRefused(await review(sandbox, 'nobody@example.test', { approveAll: true }), 404)
		expect(await me.record()).toEqual(submitted)
	})
})
