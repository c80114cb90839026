import { DOCUMENT_LABELS } from '#contract/onboarding/options.ts'
import { isEditable } from '#contract/onboarding/record.ts'
import { UPLOAD_INTENTS, type UploadAnswer } from '#app/lib/onboarding/upload-status.ts'
import type { OnboardingKind } from '#app/lib/onboarding/verification.ts'
import type { User } from '../user.server.ts'
import { isDocumentName, uploadFile } from './documents.server.ts'
import { DOCUMENT_SIZE_MESSAGE, readOnboardingForm } from './form-data.server.ts'
import { requireKind } from './record.server.ts'

const answer = (body: UploadAnswer, status = 200) => Response.json(body, { status })
const refuse = (message: string) => answer({ ok: false, message }, 400)

/**
 * A document sent by the upload widget's script: the same checks and the
 * same provider call as the plain form post, always answered as JSON (the
 * widget reloads the page's data itself).
 */
export async function handleScriptUpload(request: Request, user: User, kind: OnboardingKind) {
	const [, record] = await Promise.all([requireKind(request, user, kind), user.onboardingRecord])
	if (!isEditable(record)) return refuse('Your onboarding is under review: documents cannot change now.')
	const read = await readOnboardingForm(request)
	if (!read.form) return refuse(DOCUMENT_SIZE_MESSAGE)
	if (read.oversized.length) return refuse(`${read.oversized[0]!.filename}: ${DOCUMENT_SIZE_MESSAGE}`)
	if (read.form.get('intent') !== UPLOAD_INTENTS.upload) return refuse('Choose a document to upload.')
	const name = read.form.get('document')
	if (!isDocumentName(name)) return refuse('Choose which document this is.')
	const uploaded = await uploadFile(user, name, read.form.get('file'))
	if (!uploaded.ok) return refuse(uploaded.message)
	return answer({ ok: true, message: `${DOCUMENT_LABELS[name]} was uploaded.` })
}
