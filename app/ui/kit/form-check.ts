import { parseWithZod } from '@conform-to/zod'
import type { ZodTypeAny } from 'zod'

/**
 * The browser's check of a form against its schema: conform's
 * `parseWithZod`, as the server runs it, giving each field's messages.
 * Loaded by the kit's form binding (./form.ts) with a dynamic import when
 * the form is first used, so zod and this parser stay out of a page's
 * first visit (docs/decisions/120-light-forms.md).
 */
export function errorsOf(schema: ZodTypeAny, formData: FormData): Record<string, string[]> {
	const submission = parseWithZod(formData, { schema })
	if (submission.status === 'success') return {}
	const errors: Record<string, string[]> = {}
	for (const [name, messages] of Object.entries(submission.error ?? {})) if (messages?.length) errors[name] = messages
	return errors
}
