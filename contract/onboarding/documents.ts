import { z } from 'zod'
import { envelope } from '../envelope.ts'
import { fileNameSchema } from '../file-names.ts'
import { DOCUMENT_MIME_TYPES } from './document-rules.ts'
import { idField } from './field-rules.ts'
import { DOCUMENT_NAMES, DOCUMENT_STATUSES } from './options.ts'

/**
 * Onboarding documents: the upload call, its answer, and the calls that
 * read and remove a stored file. Files are PDF, PNG or JPEG, at most
 * DOCUMENT_MAX_BYTES (document-rules.ts), checked by content (document-check.ts).
 */

/**
 * POST /integrator/v1/kyb-doc-upload (201). `docBase64` is the file as a
 * data URL (`data:application/pdf;base64,…`) or bare base64; `filename` is
 * the file's own name (its extension must agree with the content). A
 * shareholder's document names the shareholder with `shareholderId`, or is
 * uploaded without it and linked by its id when the shareholders are saved.
 * Uploading a name again replaces the file (and a rejected one goes back to
 * review).
 */
export const documentUploadRequestSchema = z.object({
	name: z.enum(DOCUMENT_NAMES, { errorMap: () => ({ message: `name must be one of ${DOCUMENT_NAMES.join(', ')}` }) }),
	docBase64: z
		.string({ required_error: 'Choose a file', invalid_type_error: 'docBase64 must be the file as base64' })
		.min(1, 'Choose a file'),
	/** Cleaned, not refused: no direction overrides or controls, at most 120 characters (record 108). */
	filename: fileNameSchema(undefined),
	shareholderId: z.preprocess((value) => (value === '' ? undefined : value), idField('the shareholder id').optional()),
})
export type DocumentUploadRequest = z.infer<typeof documentUploadRequestSchema>

export const uploadedDocumentSchema = z.object({
	id: z.string(),
	name: z.enum(DOCUMENT_NAMES),
	shareholderId: z.string().nullable(),
	filename: z.string(),
	mimeType: z.enum(DOCUMENT_MIME_TYPES),
	size: z.number().int(),
	status: z.enum(DOCUMENT_STATUSES),
	uploadedAt: z.string(),
})
export type UploadedDocument = z.infer<typeof uploadedDocumentSchema>
export const documentUploadResponseSchema = envelope(uploadedDocumentSchema)

/**
 * GET /integrator/v1/kyb-doc/{id}: the file's bytes with its type, for the
 * owner only (another integrator's id is 404). `?download=1` asks for an
 * attachment rather than inline display.
 * DELETE /integrator/v1/kyb-doc/{id}: removes it (while it may be changed).
 */
export const documentPath = (id: string) => `/integrator/v1/kyb-doc/${encodeURIComponent(id)}`
export const documentDeleteResponseSchema = envelope(z.object({ id: z.string() }))
