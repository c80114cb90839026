/** Where one uploaded document stands, in the words the upload list shows. */
export type DocumentState = 'missing' | 'uploaded' | 'in-review' | 'approved' | 'rejected'

export const DOCUMENT_STATE_LABELS: Record<DocumentState, string> = {
	missing: 'Missing',
	uploaded: 'Uploaded',
	'in-review': 'In review',
	approved: 'Approved',
	rejected: 'Rejected',
}

/** One document slot of an upload list: its name (the form value), label, state and the reviewer's reason. */
export type DocumentSlot = {
	name: string
	label: string
	state: DocumentState
	reason: string | null
	filename: string | null
	size: number | null
	/** The stored file's id (what removing it names); null while missing. */
	id: string | null
}

/** The error toast of a refused upload stays longer than the usual 5 s: the reason needs reading. */
export const UPLOAD_ERROR_TOAST_MS = 10_000

/** The upload intents every upload list posts. */
export const UPLOAD_INTENTS = { upload: 'upload-document', remove: 'remove-document' } as const

/** An answer to a script's upload (Accept: application/json): the refusal's reason, or null when it went through. */
export type UploadAnswer = { ok: true; message: string } | { ok: false; message: string }

export function formatBytes(bytes: number) {
	return bytes < 1024 ? `${bytes} B` : `${Math.round(bytes / 1024)} KB`
}

/** The field of a documents list's form that carries one document's file (the list sends every chosen file in one post). */
export const documentFileField = (name: string) => `file-${name}`
