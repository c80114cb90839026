import { describe, expect, it } from 'vitest'
import { jpeg, png } from '#tests/fixtures/images.ts'
import {
	checkDocumentBytes,
	checkDocumentUpload,
	decodeDocBase64,
	DOCUMENT_TYPE_MESSAGE,
	EMPTY_FILE_MESSAGE,
	mismatchMessage,
	SELFIE_TYPE_MESSAGE,
	toDocBase64,
	UNREADABLE_FILE_MESSAGE,
} from './document-check.ts'
import { DOCUMENT_MAX_BYTES, DOCUMENT_SIZE_MESSAGE } from './document-rules.ts'
import { ONBOARDING_ERROR_CODES } from './options.ts'

const pdf = (padding = 0) =>
	new TextEncoder().encode(`%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\n%${'x'.repeat(padding)}\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n`)
const refused = (message: string, code: string = ONBOARDING_ERROR_CODES.invalidFile) => ({ ok: false, code, message })

describe('the onboarding document check', () => {
	it.each([
		['a PDF', pdf(), 'application/pdf', 'policy.pdf'],
		['a PNG', png(4, 4), 'image/png', 'id-front.PNG'],
		['a JPEG', jpeg(4, 4), 'image/jpeg', 'selfie.jpeg'],
		['a JPEG named .jpg', jpeg(4, 4), 'image/jpeg', 'selfie.jpg'],
		['a file without an extension', png(4, 4), 'image/png', 'scan'],
	])('accepts %s by its content', async (_label, bytes, mimeType, filename) => {
		expect(await checkDocumentBytes(bytes, { filename })).toMatchObject({ ok: true, mimeType })
	})

	it('takes a file of exactly the limit and refuses one byte more @bad-input', async () => {
		const base = pdf().length
		expect(await checkDocumentBytes(pdf(DOCUMENT_MAX_BYTES - base))).toMatchObject({ ok: true })
		expect(await checkDocumentBytes(pdf(DOCUMENT_MAX_BYTES - base + 1))).toEqual(
			refused(DOCUMENT_SIZE_MESSAGE, ONBOARDING_ERROR_CODES.fileTooLarge),
		)
	})

	it('refuses what is not a PDF, PNG or JPEG, whatever its name says @bad-input', async () => {
		expect(await checkDocumentBytes(new Uint8Array())).toEqual(refused(EMPTY_FILE_MESSAGE))
		expect(await checkDocumentBytes(new TextEncoder().encode('hello'))).toEqual(refused(DOCUMENT_TYPE_MESSAGE))
		expect(await checkDocumentBytes(new TextEncoder().encode('GIF89a\x01\x00\x01\x00'))).toEqual(refused(DOCUMENT_TYPE_MESSAGE))
		expect(await checkDocumentBytes(new TextEncoder().encode('hello'), { filename: 'a.pdf' })).toEqual(
			refused("The file's name ends in .pdf but its content is not a PDF, PNG or JPEG"),
		)
		expect(await checkDocumentBytes(png(4, 4), { filename: 'contract.pdf' })).toEqual(refused(mismatchMessage('pdf', 'image/png')))
		expect(await checkDocumentBytes(pdf(), { filename: 'photo.jpg' })).toEqual(refused(mismatchMessage('jpg', 'application/pdf')))
		expect(await checkDocumentBytes(pdf(), { name: 'selfie' })).toEqual(refused(SELFIE_TYPE_MESSAGE))
		expect(await checkDocumentBytes(png(4, 4), { declaredType: 'image/jpeg' })).toEqual(
			refused('The file was sent as image/jpeg but its content is a PNG image'),
		)
		expect(await checkDocumentBytes(png(4, 4), { declaredType: 'application/octet-stream' })).toMatchObject({ ok: true })
	})

	it('reads docBase64 as a data URL or bare base64', async () => {
		const bytes = png(2, 2)
		expect(decodeDocBase64(toDocBase64(bytes, 'image/png'))).toEqual({ declaredType: 'image/png', bytes: new Uint8Array(bytes) })
		expect(decodeDocBase64(Buffer.from(bytes).toString('base64'))).toEqual({ declaredType: null, bytes: new Uint8Array(bytes) })
		expect(decodeDocBase64('data:;base64,' + Buffer.from(bytes).toString('base64'))?.declaredType).toBe(null)
		expect(decodeDocBase64('**not base64**')).toBe(null)
		expect(await checkDocumentUpload({ docBase64: '**', name: 'cacDoc' })).toEqual(refused(UNREADABLE_FILE_MESSAGE))
		expect(await checkDocumentUpload({ docBase64: toDocBase64(pdf(), 'application/pdf'), filename: 'cac.pdf' })).toMatchObject({
			ok: true,
			extension: 'pdf',
		})
	})
})
