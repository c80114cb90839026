import type { SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod'
import {
	data,
	MaxPartSizeExceededError,
	redirect,
	unstable_createMemoryUploadHandler,
	unstable_parseMultipartFormData,
	type UploadHandler,
} from '@remix-run/node'
import { GOV_CHECK_KINDS } from '#contract/compliance/kyc-flow-labels.ts'
import { kycFlowIdSchema, type PublicKycFlow } from '#contract/compliance/kyc-flows.ts'
import { checkKycImage, KYC_IMAGE_MAX_BYTES, KYC_IMAGE_MESSAGES, type KycImagePurpose } from '#contract/compliance/kyc-images.ts'
import type { PublicKycVerification } from '#contract/compliance/kyc-verifications.ts'
import {
	checkIdSchema,
	documentTypeSchema,
	KYC_FORM_FIELDS,
	KYC_FORM_MESSAGES,
	kycFormIntentSchema,
	sendCodeSchema,
	verifyCodeSchema,
	type KycFormIntent,
} from '#app/lib/compliance/kyc-form.ts'
import { KYC_FORM_COMPLETED_PATH, KYC_FORM_PATH } from '#app/lib/compliance/kyc-labels.ts'
import { replyForm, replyProviderError, replyRateLimited, replyUnknownIntent } from '../action-reply.server.ts'
import { signedCookieOptions } from '../cookie-options.server.ts'
import { createEncryptedCookieSessionStorage } from '../encrypted-cookie.server.ts'
import { networkIssueResponse } from '../network.server.ts'
import { ProviderError, ProviderUnavailableError } from '../provider/client.server.ts'
import { kycFormApi, type KycFormApi } from '../provider/compliance-kyc.server.ts'
import { checkRateLimits } from '../rate-limit.server.ts'
import { callerOf } from '../request-context.server.ts'

/**
 * The public KYC form (/kyc-form?flow=<id>, no login): the flow's steps for
 * an end customer, on the integrator's branding. Its progress is the
 * provider's verification; the verification token that reaches it lives in
 * the form's own cookie, encrypted like the session's, never in the page.
 * /kyc-form/completed opens only once the form has ended (docs/product/compliance.md#the-public-form-kyc-formflowkyf_).
 */

type FormCookie = {
	flowId: string
	token: string
	/** Set when the verification ended: what the completed page shows. */
	finished?: { status: 'COMPLETED' | 'FAILED'; businessName: string; brandColor: string; logoUrl: string | null }
}
export const KYC_FORM_COOKIE = '__kyc_form'
const COOKIE_HOURS = 24

let storage: ReturnType<typeof createStorage> | undefined
function createStorage() {
	return createEncryptedCookieSessionStorage<FormCookie>({
		cookie: { ...signedCookieOptions(KYC_FORM_COOKIE), maxAge: COOKIE_HOURS * 3600 },
	})
}
const getStorage = () => (storage ??= createStorage())

async function readCookie(request: Request) {
	const session = await getStorage().getSession(request.headers.get('Cookie'))
	const flowId = session.get('flowId')
	const token = session.get('token')
	return { session, value: flowId && token ? ({ flowId, token, finished: session.get('finished') } as FormCookie) : null }
}

/**
 * What the form's pages answer with: never cached, anywhere (the steps show
 * the customer's phone number and e-mail address). A loader's headers reach
 * only its data requests; the routes' `headers` export gives documents the
 * same.
 */
export const KYC_FORM_NO_STORE = { 'Cache-Control': 'private, no-store' }
const NO_STORE = KYC_FORM_NO_STORE

export type KycFormScreen =
	| { state: 'no-flow'; message: string }
	| { state: 'intro'; flow: PublicKycFlow; expired: boolean; unavailable: string | null }
	| { state: 'step'; verification: PublicKycVerification }

function flowIdOf(request: Request) {
	const id = kycFlowIdSchema.safeParse(new URL(request.url).searchParams.get('flow') ?? '')
	return id.success ? id.data : null
}
const formPath = (flowId: string, extra: Record<string, string> = {}) =>
	`${KYC_FORM_PATH}?${new URLSearchParams({ flow: flowId, ...extra })}`

const noFlow = () => data<KycFormScreen>({ state: 'no-flow', message: KYC_FORM_MESSAGES.noFlow }, { status: 404, headers: NO_STORE })

/** The provider unreachable: the network-issue page, as for signed-in pages. */
function unreachable(error: unknown): never {
	if (error instanceof ProviderUnavailableError) throw networkIssueResponse()
	throw error
}

/** A refused token (expired, or naming nothing): the verification is over for this browser. */
const isTokenRefusal = (error: unknown) => error instanceof ProviderError && error.status === 401

/**
 * The form's page: the current step of this browser's verification of the
 * flow (one provider call with its token), or the flow's start page (one
 * call for the flow). An ended verification opens the completed page.
 */
export async function loadKycForm(request: Request) {
	const flowId = flowIdOf(request)
	if (!flowId) return noFlow()
	const { session, value } = await readCookie(request)
	if (value?.flowId === flowId && !value.finished) {
		try {
			const verification = await kycFormApi(request, value.token).get()
			if (verification.status === 'COMPLETED' || verification.status === 'FAILED') throw await finish(session, verification)
			if (verification.status === 'IN_PROGRESS') return data<KycFormScreen>({ state: 'step', verification }, { headers: NO_STORE })
		} catch (error) {
			if (error instanceof Response) throw error
			if (!isTokenRefusal(error)) unreachable(error)
		}
	}
	const expired = new URL(request.url).searchParams.get('expired') === '1'
	try {
		const flow = await kycFormApi(request).getPublicFlow(flowId)
		return data<KycFormScreen>({ state: 'intro', flow, expired, unavailable: null }, { headers: NO_STORE })
	} catch (error) {
		if (error instanceof ProviderError && (error.status === 404 || error.status === 400)) return noFlow()
		unreachable(error)
	}
}

/** The verification ended: the cookie says so, and the completed page opens. */
async function finish(session: Awaited<ReturnType<typeof readCookie>>['session'], verification: PublicKycVerification) {
	session.set('finished', {
		status: verification.status === 'FAILED' ? 'FAILED' : 'COMPLETED',
		businessName: verification.flow.businessName,
		brandColor: verification.flow.brandColor,
		logoUrl: verification.flow.logoUrl,
	})
	return redirect(KYC_FORM_COMPLETED_PATH, {
		status: 303,
		headers: { 'Set-Cookie': await getStorage().commitSession(session), ...NO_STORE },
	})
}

/** /kyc-form/completed: what the ended verification came to; without one, the login page (docs/product/compliance.md#the-public-form-kyc-formflowkyf_). */
export async function loadKycFormCompleted(request: Request) {
	const { value } = await readCookie(request)
	if (!value?.finished) throw redirect('/auth/login')
	return data({ ...value.finished, flowId: value.flowId }, { headers: NO_STORE })
}

/** The public form's posts per client address: enough for a person, not for a script guessing. */
const KYC_FORM_RATE_LIMIT = { limit: 30, windowMs: 60_000 }

/** Files read into memory up to the photo limit; a bigger one is read to its end and dropped, and noted. */
async function readForm(request: Request): Promise<{ form: FormData; oversized: string[] } | null> {
	const multipart = request.headers.get('Content-Type')?.toLowerCase().startsWith('multipart/form-data')
	if (!multipart) return { form: await request.formData(), oversized: [] }
	const oversized: string[] = []
	const files: UploadHandler = async ({ name, filename, contentType, data: stream }) => {
		if (filename === undefined) return undefined
		const chunks: Uint8Array[] = []
		let size = 0
		for await (const chunk of stream) {
			size += chunk.byteLength
			if (size <= KYC_IMAGE_MAX_BYTES) chunks.push(chunk)
		}
		if (size > KYC_IMAGE_MAX_BYTES) {
			oversized.push(name)
			return undefined
		}
		return new File(chunks as BlobPart[], filename, { type: contentType })
	}
	const text = unstable_createMemoryUploadHandler({ maxPartSize: 10_000 })
	try {
		const form = await unstable_parseMultipartFormData(
			request,
			async (part) => (await files(part)) ?? (part.filename === undefined ? text(part) : undefined),
		)
		return { form, oversized }
	} catch (error) {
		if (error instanceof MaxPartSizeExceededError) return null
		throw error
	}
}

const refuseField = (intent: string, field: string, message: string) =>
	replyForm(intent, { status: 'error', error: { [field]: [message] } } satisfies SubmissionResult<string[]>)

/**
 * One post of the form: 'start' (a new verification of the link's flow, its
 * token into the cookie), or the current step's (its intent). A step that
 * moves the verification on answers a redirect to the form (post/redirect/get),
 * or to the completed page when it ended it; a refusal is shown on the step.
 */
export async function handleKycForm(request: Request) {
	const flowId = flowIdOf(request)
	if (!flowId) return replyForm('start', { status: 'error', error: { '': [KYC_FORM_MESSAGES.noFlow] } }, 404)
	const limited = await checkRateLimits([`kyc-form|ip|${callerOf(request).clientIp ?? 'unknown'}`], KYC_FORM_RATE_LIMIT)
	const read = await readForm(request)
	if (!read) return refuseField('start', '', KYC_IMAGE_MESSAGES.tooLarge('document'))
	const { form, oversized } = read
	const intent = kycFormIntentSchema.safeParse(form.get('intent'))
	if (!intent.success) return replyUnknownIntent(KYC_FORM_MESSAGES.unknownIntent)
	if (!limited.allowed)
		return replyRateLimited(intent.data, parseWithZod(form, { schema: verifyCodeSchema.partial() }), limited.retryAfterSeconds)
	const { session, value } = await readCookie(request)

	if (intent.data === 'start') {
		try {
			const started = await kycFormApi(request).start(flowId)
			session.set('flowId', flowId)
			session.set('token', started.token)
			session.unset('finished')
			return redirect(formPath(flowId), { status: 303, headers: { 'Set-Cookie': await getStorage().commitSession(session) } })
		} catch (error) {
			if (error instanceof ProviderError && error.status === 404)
				return replyForm('start', { status: 'error', error: { '': [error.body.message] } }, 404)
			const reply = replyProviderError('start', null, error, [])
			if (!reply) unreachable(error)
			return reply
		}
	}
	if (value?.flowId !== flowId || value.finished) return redirect(formPath(flowId), 303)
	const api = kycFormApi(request, value.token)
	try {
		const after = await runStep(api, intent.data, form, oversized)
		if ('result' in after) return replyForm(intent.data, after.result)
		if (after.status === 'COMPLETED' || after.status === 'FAILED') return await finish(session, after)
		return redirect(formPath(flowId), 303)
	} catch (error) {
		if (isTokenRefusal(error)) {
			session.unset('token')
			session.unset('flowId')
			return redirect(formPath(flowId, { expired: '1' }), {
				status: 303,
				headers: { 'Set-Cookie': await getStorage().commitSession(session) },
			})
		}
		const reply = replyProviderError(intent.data, null, error, [...KYC_FORM_FIELDS, 'file'], {
			fieldOf: (field) => (field === 'file' || field === 'key' ? (intent.data === 'upload-selfie' ? 'selfie' : 'document') : field),
		})
		if (!reply) unreachable(error)
		return reply
	}
}

type StepOutcome = PublicKycVerification | { result: SubmissionResult<string[]> }

/** A chosen photo checked here first (the provider checks it again): the refusal, or its bytes and type. */
async function photoOf(form: FormData, field: 'document' | 'selfie', oversized: string[]) {
	const purpose: KycImagePurpose = field
	const error = (message: string) => ({
		ok: false as const,
		result: { status: 'error', error: { [field]: [message] } } as SubmissionResult<string[]>,
	})
	if (oversized.includes(field)) return error(KYC_IMAGE_MESSAGES.tooLarge(purpose))
	const file = form.get(field)
	if (!(file instanceof File) || file.size === 0) return error(KYC_IMAGE_MESSAGES.required(purpose))
	const bytes = new Uint8Array(await file.arrayBuffer())
	const checked = await checkKycImage(bytes, purpose)
	if (!checked.ok) return error(checked.message)
	return { ok: true as const, bytes, contentType: checked.type }
}

async function runStep(api: KycFormApi, intent: KycFormIntent, form: FormData, oversized: string[]): Promise<StepOutcome> {
	switch (intent) {
		case 'send-code':
		case 'verify-code': {
			const channel = form.get('channel') === 'email' ? 'email' : 'phone'
			if (intent === 'send-code') {
				const submission = parseWithZod(form, { schema: sendCodeSchema(channel) })
				if (submission.status !== 'success') return { result: submission.reply() }
				return channel === 'phone'
					? api.requestOtp({ channel, to: submission.value.to })
					: api.requestOtp({ channel, to: submission.value.to })
			}
			const submission = parseWithZod(form, { schema: verifyCodeSchema })
			if (submission.status !== 'success') return { result: submission.reply({ hideFields: ['code'] }) }
			return api.verifyOtp(channel, submission.value.code)
		}
		case 'upload-document': {
			const submission = parseWithZod(form, { schema: documentTypeSchema })
			if (submission.status !== 'success') return { result: submission.reply() }
			const photo = await photoOf(form, 'document', oversized)
			if (!photo.ok) return photo
			const key = await api.upload({ purpose: 'document', contentType: photo.contentType, size: photo.bytes.length }, photo.bytes)
			return api.submitDocument(key, submission.value.documentType)
		}
		case 'upload-selfie': {
			const photo = await photoOf(form, 'selfie', oversized)
			if (!photo.ok) return photo
			const key = await api.upload({ purpose: 'selfie', contentType: photo.contentType, size: photo.bytes.length }, photo.bytes)
			const checked = await api.checkLiveness(key)
			// A passed liveness leaves the step open only when the selfie must match the ID document too.
			return checked.status === 'IN_PROGRESS' && checked.currentStep === 'selfie' ? api.matchFace(key) : checked
		}
		case 'check-id': {
			// Any kind's format is checked here; whether the flow offers it is the provider's to say (field `kind`).
			const submission = parseWithZod(form, { schema: checkIdSchema(GOV_CHECK_KINDS) })
			if (submission.status !== 'success') return { result: submission.reply() }
			return api.govCheck(submission.value.kind, submission.value.number)
		}
		case 'start':
			return { result: { status: 'error', error: { '': [KYC_FORM_MESSAGES.unknownIntent] } } }
	}
}
