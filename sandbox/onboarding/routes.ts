import { Hono, type Context } from 'hono'
import { contentDisposition } from '#contract/downloads.ts'
import { checkDocumentUpload } from '#contract/onboarding/document-check.ts'
import { documentUploadRequestSchema } from '#contract/onboarding/documents.ts'
import { SUBMIT_STEP } from '#contract/onboarding/options.ts'
import { parseOnboardingStepRequest } from '#contract/onboarding/requests.ts'
import type { SandboxContext } from '../context.ts'
import type { AppEnv } from '../http/app-env.ts'
import { requireIntegrator } from '../http/bearer-auth.ts'
import { refused } from '../http/refusal.ts'
import { readJsonObject, validate } from '../http/request.ts'
import { fail, ok, validationFailed } from '../responses.ts'
import { deleteDocument, readDocument, uploadDocument } from './document-store.ts'
import { loadRecord } from './records.ts'
import { ONBOARDING_MESSAGES } from './result.ts'
import { saveStep } from './save-step.ts'
import { supportedRoutes } from './supported-routes.ts'

/**
 * /integrator/v1 onboarding: the record (GET), saving a step or submitting
 * (POST, PATCH), documents (upload, read, remove) and the place lists.
 */

export const WRONG_CONTENT_TYPE_MESSAGE = 'Send the body as JSON (Content-Type: application/json)'

/** A body declared as anything but JSON is refused before it is read. */
export function refuseNonJson(c: Context<AppEnv>) {
	const type = c.req.header('content-type')
	return type && !/^application\/json\b/i.test(type.trim()) ? fail(c, 415, WRONG_CONTENT_TYPE_MESSAGE) : null
}

/** Files are served as what their content is, never run, never cached by a shared cache. */
export function serveFile(c: Context<AppEnv>, file: { filename: string; mimeType: string; data: Uint8Array }) {
	const disposition = c.req.query('download') ? 'attachment' : 'inline'
	c.header('Content-Type', file.mimeType)
	c.header('Content-Disposition', contentDisposition(file.filename, disposition))
	c.header('X-Content-Type-Options', 'nosniff')
	c.header('Cache-Control', 'private, no-store')
	c.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
	return c.body(new Uint8Array(file.data))
}

export function onboardingRoutes(ctx: SandboxContext) {
	const app = new Hono<AppEnv>()
	const auth = requireIntegrator(ctx)

	app.route('/', supportedRoutes(ctx))

	app.get('/onboard-kyb', auth, async (c) => ok(c, ONBOARDING_MESSAGES.record, await loadRecord(ctx.db, c.get('integrator'), ctx.now())))

	const save = async (c: Context<AppEnv>) => {
		const wrongType = refuseNonJson(c)
		if (wrongType) return wrongType
		const body = await readJsonObject(c)
		if (!body.ok) return body.response
		const parsed = parseOnboardingStepRequest(body.data)
		if (!parsed.success) return validationFailed(c, parsed.error)
		const result = await saveStep(ctx, c.get('integrator'), parsed.data)
		if (!result.ok) return refused(c, result)
		return ok(c, parsed.data.step === SUBMIT_STEP ? ONBOARDING_MESSAGES.submitted : ONBOARDING_MESSAGES.saved, result.data)
	}
	app.post('/onboard-kyb', auth, save)
	app.patch('/onboard-kyb', auth, save)

	app.post('/kyb-doc-upload', auth, async (c) => {
		const wrongType = refuseNonJson(c)
		if (wrongType) return wrongType
		const body = await readJsonObject(c)
		if (!body.ok) return body.response
		const request = validate(c, documentUploadRequestSchema, body.data)
		if (!request.ok) return request.response
		const file = await checkDocumentUpload(request.data)
		if (!file.ok) return fail(c, 400, file.message, [{ message: file.message, code: file.code, field: 'docBase64' }])
		const result = await uploadDocument(ctx, c.get('integrator'), request.data, file)
		return result.ok ? ok(c, ONBOARDING_MESSAGES.documentUploaded, result.data, 201) : refused(c, result)
	})

	app.get('/kyb-doc/:id', auth, async (c) => {
		const file = await readDocument(ctx.db, c.get('integrator').pk, c.req.param('id'))
		return file ? serveFile(c, file) : fail(c, 404, ONBOARDING_MESSAGES.noDocument)
	})

	app.delete('/kyb-doc/:id', auth, async (c) => {
		const result = await deleteDocument(ctx, c.get('integrator'), c.req.param('id'))
		return result.ok ? ok(c, ONBOARDING_MESSAGES.documentRemoved, result.data) : refused(c, result)
	})

	return app
}
