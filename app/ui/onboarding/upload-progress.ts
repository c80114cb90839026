import type { UploadAnswer } from '#app/lib/onboarding/upload-status.ts'

/**
 * Posts a form with XMLHttpRequest, which (unlike fetch) reports upload
 * progress, asking the action for a JSON answer rather than a redirect.
 */
export function uploadWithProgress(url: string, body: FormData, onProgress: (fraction: number) => void): Promise<UploadAnswer> {
	return new Promise((resolve) => {
		const xhr = new XMLHttpRequest()
		xhr.open('POST', url)
		xhr.setRequestHeader('Accept', 'application/json')
		xhr.upload.onprogress = (event) => {
			if (event.lengthComputable) onProgress(event.loaded / event.total)
		}
		xhr.onload = () => {
			try {
				const answer = JSON.parse(xhr.responseText) as UploadAnswer
				resolve(typeof answer.message === 'string' ? answer : { ok: false, message: 'The upload failed. Please try again.' })
			} catch {
				resolve({ ok: false, message: 'The upload failed. Please try again.' })
			}
		}
		xhr.onerror = () => resolve({ ok: false, message: 'The upload failed: check your connection and try again.' })
		xhr.send(body)
	})
}
