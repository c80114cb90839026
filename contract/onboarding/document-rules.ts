import { SHAREHOLDER_DOCUMENT_NAMES, type DocumentName, type ShareholderDocumentName } from './options.ts'

// A document's size, types and accept lists, apart from the upload schemas of documents.ts so that the onboarding steps' file fields load no zod (docs/decisions/120-light-forms.md).

export const DOCUMENT_MAX_BYTES = 512_000
export const DOCUMENT_SIZE_MESSAGE = 'File size too big. File must be 500kb or less'
export const DOCUMENT_UPLOAD_PATH = '/integrator/v1/kyb-doc-upload'

export const DOCUMENT_MIME_TYPES = ['application/pdf', 'image/png', 'image/jpeg'] as const
export type DocumentMimeType = (typeof DOCUMENT_MIME_TYPES)[number]
/** What a file input offers (`accept`). */
export const DOCUMENT_ACCEPT = '.pdf,.png,.jpg,.jpeg,application/pdf,image/png,image/jpeg'
export const IMAGE_ACCEPT = '.png,.jpg,.jpeg,image/png,image/jpeg'
/** Documents that must be a photo, not a PDF. */
export const IMAGE_ONLY_DOCUMENTS: readonly DocumentName[] = ['selfie']

export const isShareholderDocument = (name: DocumentName): name is ShareholderDocumentName =>
	(SHAREHOLDER_DOCUMENT_NAMES as readonly string[]).includes(name)
