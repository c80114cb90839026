import type { ActionFunctionArgs } from '@remix-run/node'
import { onboardingKindOf } from '#app/server/onboarding/record.server.ts'
import { handleScriptUpload } from '#app/server/onboarding/script-upload.server.ts'
import { requireUser } from '#app/server/user.server.ts'

/** The upload widget's posts with JavaScript (XMLHttpRequest, for its progress bar): a JSON answer, no page. */
export async function action({ request, context }: ActionFunctionArgs) {
	const user = await requireUser(request, context)
	return handleScriptUpload(request, user, onboardingKindOf(request))
}
