import { fileTypeFromBuffer } from 'file-type'
import { decodeBase64 } from '../base64.ts'
import {
	DOCUMENT_MAX_BYTES,
	DOCUMENT_MIME_TYPES,
	DOCUMENT_SIZE_MESSAGE,
	type DocumentMimeType,
	IMAGE_ONLY_DOCUMENTS,
} from './document-rules.ts'
import { ONBOARDING_ERROR_CODES, type DocumentName } from './options.ts'

/**
 * The one check of an onboarding document, run by the dashboard (in the
 * browser before upload and in its action) and by the provider (on
 * POST /integrator/v1/kyb-doc-upload), so both accept the same files.
 * Browser-safe: bytes are Uint8Array, base64 goes through atob/btoa.
 *
 * In order:
 * 1. not empty, at most DOCUMENT_MAX_BYTES (DOCUMENT_SIZE_MESSAGE);
 * 2. the content is a PDF, PNG or JPEG as file-type reads it from the bytes;
 *    a selfie must be a PNG or JPEG;
 * 3. the file name's extension, when given, and the data URL's declared
 *    type, when given, agree with the content.
 */

export type DocumentCheckCode = typeof ONBOARDING_ERROR_CODES.fileTooLarge | typeof ONBOARDING_ERROR_CODES.invalidFile
export type CheckedDocument = { ok: true; mimeType: DocumentMimeType; extension: string; bytes: Uint8Array }
export type DocumentRefusal = { ok: false; code: DocumentCheckCode; message: string }
export type DocumentCheck = CheckedDocument | DocumentRefusal

export const DOCUMENT_TYPE_MESSAGE = 'The file must be a PDF, PNG or JPEG (its content is checked, not only its name)'
export const SELFIE_TYPE_MESSAGE = 'The selfie must be a PNG or JPEG photo'
export const EMPTY_FILE_MESSAGE = 'The file is empty'
export const UNREADABLE_FILE_MESSAGE = 'The file could not be read: send it as base64 or a data URL'

const KIND_LABELS: Record<DocumentMimeType, string> = {
	'application/pdf': 'a PDF',
	'image/png': 'a PNG image',
	'image/jpeg': 'a JPEG image',
}
const EXTENSIONS: Record<DocumentMimeType, readonly string[]> = {
	'application/pdf': ['pdf'],
	'image/png': ['png'],
	'image/jpeg': ['jpg', 'jpeg'],
}

/** The message for a file whose name says one thing and whose content another. */
export const mismatchMessage = (extension: string, actual: DocumentMimeType) =>
	`The file's name ends in .${extension} but its content is ${KIND_LABELS[actual]}: choose the right file or rename it`

const refuse = (message: string, code: DocumentCheckCode = ONBOARDING_ERROR_CODES.invalidFile): DocumentRefusal => ({
	ok: false,
	code,
	message,
})
const isDocumentType = (value: string): value is DocumentMimeType => (DOCUMENT_MIME_TYPES as readonly string[]).includes(value)

export type DocumentCheckOptions = {
	/** The document's name: a selfie must be an image. */
	name?: DocumentName
	/** The file's own name ('policy.pdf'). */
	filename?: string
	/** The type a data URL declared. */
	declaredType?: string
}

/** Checks a document's bytes against every rule above. */
export async function checkDocumentBytes(bytes: Uint8Array, options: DocumentCheckOptions = {}): Promise<DocumentCheck> {
	if (bytes.length === 0) return refuse(EMPTY_FILE_MESSAGE)
	if (bytes.length > DOCUMENT_MAX_BYTES) return refuse(DOCUMENT_SIZE_MESSAGE, ONBOARDING_ERROR_CODES.fileTooLarge)
	let detected: string | undefined
	try {
		detected = (await fileTypeFromBuffer(bytes))?.mime
	} catch {
		detected = undefined
	}
	const extension = options.filename?.includes('.') ? options.filename.split('.').pop()!.toLowerCase() : null
	if (!detected || !isDocumentType(detected))
		return refuse(extension ? `The file's name ends in .${extension} but its content is not a PDF, PNG or JPEG` : DOCUMENT_TYPE_MESSAGE)
	if (options.name && IMAGE_ONLY_DOCUMENTS.includes(options.name) && detected === 'application/pdf') return refuse(SELFIE_TYPE_MESSAGE)
	if (extension !== null && !EXTENSIONS[detected].includes(extension)) return refuse(mismatchMessage(extension, detected))
	const declared = options.declaredType?.toLowerCase()
	if (declared && declared !== 'application/octet-stream' && declared !== detected)
		return refuse(`The file was sent as ${declared} but its content is ${KIND_LABELS[detected]}`)
	return { ok: true, mimeType: detected, extension: EXTENSIONS[detected][0]!, bytes }
}

const DATA_URL = /^data:([a-z]+\/[a-z0-9.+-]+)?((?:;[a-z0-9-]+=[^;,]*)*);base64,/i

/** `docBase64` (a base64 data URL or bare base64) as its declared type and bytes; null when it is neither. */
export function decodeDocBase64(value: string): { declaredType: string | null; bytes: Uint8Array } | null {
	const match = DATA_URL.exec(value)
	const bytes = decodeBase64(match ? value.slice(match[0].length) : value)
	return bytes ? { declaredType: match?.[1]?.toLowerCase() ?? null, bytes } : null
}

/** Checks an upload as the provider receives it. */
export async function checkDocumentUpload(upload: { name?: DocumentName; docBase64: string; filename?: string }): Promise<DocumentCheck> {
	const decoded = decodeDocBase64(upload.docBase64)
	if (!decoded) return refuse(UNREADABLE_FILE_MESSAGE)
	return checkDocumentBytes(decoded.bytes, {
		name: upload.name,
		filename: upload.filename,
		declaredType: decoded.declaredType ?? undefined,
	})
}

/** The `docBase64` the upload call expects for these bytes. */
export function toDocBase64(bytes: Uint8Array, mimeType: string) {
	let binary = ''
	for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000))
	return `data:${mimeType};base64,${btoa(binary)}`
}
