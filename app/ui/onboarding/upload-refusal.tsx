import { ERROR_TOAST_TITLE } from '#app/lib/constants.ts'
import type { OnboardingReply } from '#app/lib/onboarding/step-data.ts'
import { UPLOAD_ERROR_TOAST_MS, UPLOAD_INTENTS } from '#app/lib/onboarding/upload-status.ts'
import { formErrorOf } from '#app/lib/reply.ts'
import { Toaster } from '../shell/toaster.tsx'

/** An upload or removal the server refused (a plain post, without JavaScript): the reason above the list and as a 10 s toast. */
export function UploadRefusal({ reply }: { reply: OnboardingReply | undefined }) {
	const message = reply && (reply.intent === UPLOAD_INTENTS.upload || reply.intent === UPLOAD_INTENTS.remove) ? formErrorOf(reply) : null
	if (!message) return null
	return (
		<>
			<p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-900">
				{message}
			</p>
			<Toaster toast={{ id: `upload-${message}`, type: 'error', title: ERROR_TOAST_TITLE, description: message, durationMs: UPLOAD_ERROR_TOAST_MS }} />
		</>
	)
}
