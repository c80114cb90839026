import type { APIRequestContext, Page } from '@playwright/test'
import { DOCUMENT_TYPE_MESSAGE } from '../../../contract/onboarding/document-check'
import { DOCUMENT_SIZE_MESSAGE } from '../../../contract/onboarding/document-rules'
import { pdf, notAPdf } from '../../fixtures/documents'
import { png } from '../../fixtures/images'
import { test, expect } from '../utils/fixtures'
import { registerIntegrator } from '../utils/sandbox'
import { controlRecord } from './helpers'

type Form = Record<string, string | { name: string; mimeType: string; buffer: Buffer }>

/** Posts like a browser would (same origin), without following the redirect of a success. */
async function post(page: Page, path: string, form: Form, multipart = false) {
	const request: APIRequestContext = page.request
	const options = { headers: { Origin: new URL(page.url()).origin }, maxRedirects: 0 }
	return multipart
		? request.post(path, { ...options, multipart: form })
		: request.post(path, { ...options, form: form as Record<string, string> })
}

async function expectRefused(response: Awaited<ReturnType<typeof post>>, message: string) {
	expect(response.status(), message).toBe(400)
	expect(await response.text()).toContain(message.replace(/'/g, '&#x27;'))
}

const file = (name: string, buffer: Buffer, mimeType = 'application/pdf') => ({ name, mimeType, buffer })

test('a company’s bad input is refused with a clear message and nothing is saved @bad-input', async ({ page, login }) => {
	test.setTimeout(60_000)
	const user = await registerIntegrator({ accountType: 'COMPANY', country: 'NG' })
	const other = await registerIntegrator({ accountType: 'COMPANY', country: 'NG' })
	await login(page, user.email)
	const base = '/business-onboarding'

	// A missing required field on each step.
	await expectRefused(await post(page, `${base}/product-interest`, { intent: 'save' }), 'Choose at least one service')
	await expectRefused(
		await post(page, `${base}/company-information`, {
			intent: 'save',
			taxIdentificationNumber: 'T1',
			businessAddress: 'A',
			country: 'NG',
			state: 'LA',
			city: 'Ikeja',
			natureOfBusiness: 'N',
			sourceOfFund: 'LOANS',
		}),
		'Registration number is required',
	)
	await expectRefused(
		await post(page, `${base}/aml-questionnaire`, { intent: 'save', 'amlAnswers.hasComplianceOfficer': 'yes' }),
		'Answer this question',
	)
	const person = {
		intent: 'save-person',
		type: 'shareholder',
		lastName: 'Diallo',
		position: 'Director',
		nationality: 'NG',
		state: 'LA',
		address: 'A',
		sharesAmount: '10',
		sharesPercent: '60',
		idType: 'PASSPORT',
		proofOfAddressType: 'UTILITY_BILL',
	}
	await expectRefused(await post(page, `${base}/shareholders-info`, person), 'First name is required')
	await expectRefused(await post(page, `${base}/documents-upload`, { intent: 'save' }), 'AML policy')
	await expectRefused(await post(page, `${base}/shareholders-info`, { intent: 'save' }), 'Add at least one shareholder')
	await expectRefused(
		await post(page, `${base}/sign-and-submit`, { intent: 'save', signature: 'Erin Tester' }),
		'Accept the agreement to submit',
	)

	// Shares above 100 %: one shareholder at 60 % is saved, a second at 50 % is not.
	const files = {
		idFrontFile: file('f.png', png(8, 8), 'image/png'),
		idBackFile: file('b.png', png(8, 8), 'image/png'),
		proofOfAddressFile: file('p.pdf', pdf()),
	}
	const saved = await post(page, `${base}/shareholders-info`, { ...person, firstName: 'Amina', ...files }, true)
	expect(saved.status()).toBe(302)
	await expectRefused(
		await post(page, `${base}/shareholders-info?add=shareholder`, { ...person, firstName: 'Bola', sharesPercent: '50', ...files }, true),
		"The shareholders' shares add up to 110 %",
	)
	// A stakeholder born in the future.
	const stakeholder = {
		intent: 'save-person',
		type: 'stakeholder',
		fullName: 'Kofi Mensah',
		address: 'A',
		nationality: 'GH',
		state: 'AA',
		email: 'kofi@example.com',
		phone: '+233201234567',
		sharesPercent: '0',
	}
	await expectRefused(
		await post(page, `${base}/shareholders-info?add=stakeholder`, { ...stakeholder, dateOfBirth: '2999-01-01' }),
		'Date of birth cannot be in the future',
	)

	// A document of 600 KB, and files that are not what their names say: refused before the provider.
	await expectRefused(
		await post(
			page,
			`${base}/documents-upload`,
			{ intent: 'upload-document', document: 'amlPolicy', file: file('big.pdf', pdf('big', 600 * 1024)) },
			true,
		),
		DOCUMENT_SIZE_MESSAGE,
	)
	await expectRefused(
		await post(
			page,
			`${base}/documents-upload`,
			{ intent: 'upload-document', document: 'amlPolicy', file: file('policy.pdf', notAPdf()) },
			true,
		),
		'its content is not a PDF, PNG or JPEG',
	)
	await expectRefused(
		await post(
			page,
			`${base}/documents-upload`,
			{ intent: 'upload-document', document: 'amlPolicy', file: file('policy', notAPdf()) },
			true,
		),
		DOCUMENT_TYPE_MESSAGE,
	)
	await expectRefused(
		await post(
			page,
			`${base}/documents-upload`,
			{ intent: 'upload-document', document: 'amlPolicy', file: file('policy.pdf', png(8, 8)) },
			true,
		),
		'its content is a PNG image',
	)
	// The script's upload route answers the same refusal as JSON.
	const scripted = await page.request.post(`${base}/upload`, {
		headers: { Origin: new URL(page.url()).origin, Accept: 'application/json' },
		multipart: { intent: 'upload-document', document: 'amlPolicy', file: file('big.pdf', pdf('big', 600 * 1024)) },
	})
	expect(scripted.status()).toBe(400)
	expect(await scripted.json()).toEqual({ ok: false, message: `big.pdf: ${DOCUMENT_SIZE_MESSAGE}` })

	// Submitting an incomplete record: the provider's list of what is missing.
	const incomplete = await post(page, `${base}/sign-and-submit`, { intent: 'save', acceptedAgreement: 'on', signature: 'Erin Tester' })
	expect(incomplete.status()).toBe(400)
	const list = await incomplete.text()
	expect(list).toContain('Registration number')
	expect(list).toContain('CAC certificate')

	// Another integrator's document id.
	const otherDoc = await (async () => {
		await login(page, other.email)
		const upload = await post(
			page,
			`${base}/documents-upload`,
			{ intent: 'upload-document', document: 'cacDoc', file: file('cac.pdf', pdf()) },
			true,
		)
		expect(upload.status()).toBe(302)
		const id = (await controlRecord(other.email)).documents.find((d) => d.name === 'cacDoc')!.id!
		await login(page, user.email)
		return id
	})()
	const removed = await post(page, `${base}/documents-upload`, {
		intent: 'remove-document',
		documentId: otherDoc,
		confirm: 'remove-document',
	})
	expect(removed.status()).toBe(400)
	expect((await controlRecord(other.email)).documents.find((d) => d.name === 'cacDoc')!.status).toBe('UPLOADED')

	// Removals without their question's answer (a forged or stray post) remove nothing.
	const amina = (await controlRecord(user.email)).shareholders[0]!.id
	await expectRefused(
		await post(page, `${base}/shareholders-info`, { intent: 'remove-person', id: amina }),
		'Confirm the removal first: use Remove beside the person.',
	)
	await expectRefused(
		await post(page, `${base}/documents-upload`, { intent: 'remove-document', documentId: otherDoc }),
		'Confirm the removal first: use Remove beside the document.',
	)

	// Nothing of the refused posts was saved.
	const record = await controlRecord(user.email)
	expect(record.status).toBe('DRAFT')
	expect(record.companyInformation?.registrationNumber ?? null).toBeNull()
	expect(record.shareholders.map((s) => s.firstName)).toEqual(['Amina'])
	expect(record.stakeholders).toEqual([])
	expect(record.documents.every((d) => d.status === 'MISSING')).toBe(true)
	expect(Object.keys(record.amlAnswers)).toEqual([])
})

test('an individual’s date of birth in the future and missing ID number are refused @bad-input', async ({ page, login }) => {
	const user = await registerIntegrator({ accountType: 'INDIVIDUAL', country: 'DE' })
	await login(page, user.email)
	const details = { intent: 'save', nationality: 'DE', address: 'A', country: 'DE', state: 'BE', city: 'Adlershof', idType: 'PASSPORT' }
	await expectRefused(
		await post(page, '/individual-onboarding/personal-information', { ...details, dateOfBirth: '2999-01-01', idNumber: 'C01X00T47' }),
		'Date of birth cannot be in the future',
	)
	await expectRefused(
		await post(page, '/individual-onboarding/personal-information', { ...details, dateOfBirth: '1990-01-01' }),
		'ID number is required',
	)
	await expectRefused(await post(page, '/individual-onboarding/identity-documents', { intent: 'save' }), 'Selfie')
	expect((await controlRecord(user.email)).personalInformation?.dateOfBirth ?? null).toBeNull()
})
