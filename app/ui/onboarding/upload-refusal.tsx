import { useHydrated } from 'remix-utils/use-hydrated'
import { ERROR_TOAST_TITLE } from '#app/lib/constants.ts'
import type { OnboardingReply } from '#app/lib/onboarding/step-data.ts'
import { UPLOAD_ERROR_TOAST_MS, UPLOAD_INTENTS } from '#app/lib/onboarding/upload-status.ts'
import { SubmitButton } from '../kit/button.tsx'
import { Toaster } from '../shell/toaster.tsx'

/**
 * Uploads or a removal the server refused (a plain post, without
 * JavaScript): every reason above the list, one line per file, and a 10 s
 * toast.
 */
export function UploadRefusal({ reply }: { reply: OnboardingReply | undefined }) {
	const messages =
		reply && (reply.intent === UPLOAD_INTENTS.upload || reply.intent === UPLOAD_INTENTS.remove) ? (reply.result.error?.[''] ?? []) : []
	if (!messages.length) return null
	return (
		<>
			<div role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-900">
				{messages.length === 1 ? (
					<p>{messages[0]}</p>
				) : (
					<ul className="list-disc pl-5">
						{messages.map((message) => (
							<li key={message}>{message}</li>
						))}
					</ul>
				)}
			</div>
			<Toaster
				toast={{
					id: `upload-${messages.join()}`,
					type: 'error',
					title: ERROR_TOAST_TITLE,
					description: messages.join(' '),
					durationMs: UPLOAD_ERROR_TOAST_MS,
				}}
			/>
		</>
	)
}

/** Without JavaScript, the one button that sends every file chosen in the list (with it, each goes up when chosen). */
export function UploadChosenButton() {
	const hydrated = useHydrated()
	if (hydrated) return null
	return (
		<div>
			<SubmitButton name="intent" value={UPLOAD_INTENTS.upload} variant="secondary" pendingLabel="Uploading...">
				Upload chosen files
			</SubmitButton>
		</div>
	)
}
