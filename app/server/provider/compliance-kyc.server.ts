import { request as undiciRequest } from 'undici'
import { type z } from 'zod'
import { signedUrlResponseSchema, uploadResponseSchema, type OtpRequest, type SignedUrlRequest } from '#contract/compliance/kyc-checks.ts'
import { GOV_CHECK_PATHS, type GovCheckKind } from '#contract/compliance/kyc-flow-labels.ts'
import {
	complianceAccountResponseSchema,
	kycFlowResponseSchema,
	publicKycFlowResponseSchema,
	type KycFlowInput,
	type KycFlowUpdate,
} from '#contract/compliance/kyc-flows.ts'
import type { IdDocumentType } from '#contract/compliance/kyc-verification-labels.ts'
import {
	kycReportResponseSchema,
	kycVerificationsResponseSchema,
	publicKycVerificationResponseSchema,
	startVerificationResponseSchema,
} from '#contract/compliance/kyc-verifications.ts'
import type { KycFileKind, KycVerificationFilters } from '#contract/compliance/kyc-verifications.ts'
import { apiErrorSchema } from '#contract/envelope.ts'
import { GENERIC_ERROR_MESSAGE } from '#app/lib/constants.ts'
import { getEnv } from '../env.server.ts'
import { callerOf } from '../request-context.server.ts'
import type { ProviderCall } from './call.server.ts'
import { callProvider, callTimeoutMs, ProviderError, ProviderUnavailableError, providerHeaders } from './client.server.ts'

/**
 * The compliance service's KYC calls (contract/compliance/kyc-*.ts). The
 * integrator's (its flows, its verifications, their photos) go through the
 * signed-in user's bound call; the end customer's, made for the public form,
 * carry the verification token its start handed out, never an integrator's.
 */
export function kycApi(call: ProviderCall) {
	return {
		getAccount: () => call('/compliance/v1/account', { schema: complianceAccountResponseSchema }).then((a) => a.data),
		createFlow: (body: KycFlowInput) =>
			call('/compliance/v1/account', { method: 'POST', body, schema: kycFlowResponseSchema }).then((a) => a.data),
		updateFlow: (body: KycFlowUpdate) =>
			call('/compliance/v1/account', { method: 'PATCH', body, schema: kycFlowResponseSchema }).then((a) => a.data),
		getFlow: (name: string) =>
			call(`/compliance/v1/kyc/flows/${encodeURIComponent(name)}`, { schema: kycFlowResponseSchema }).then((a) => a.data),
		listVerifications: (query: KycVerificationFilters & { lek?: string; limit?: number }) =>
			call('/compliance/v1/kyc/verifications', { schema: kycVerificationsResponseSchema, query }).then((a) => a.data),
		getReport: (id: string) =>
			call(`/compliance/v1/kyc/verifications/${encodeURIComponent(id)}`, { schema: kycReportResponseSchema }).then((a) => a.data),
	}
}

/** A verification's photo for its owner (the integrator's token); null when the provider has none for it (404). */
export async function getKycFile(request: Request, token: string, id: string, kind: KycFileKind) {
	const path = `/compliance/v1/kyc/verifications/${encodeURIComponent(id)}/files/${kind}`
	const answer = await rawCall(request, path, { method: 'GET', token })
	if (answer.status !== 200) return null
	return { bytes: answer.bytes, contentType: answer.contentType }
}

async function rawCall(
	request: Request,
	path: string,
	options: { method: 'GET' | 'PUT'; token?: string; body?: Uint8Array; contentType?: string },
) {
	const { PROVIDER_API_URL } = getEnv()
	const caller = callerOf(request)
	const headers = providerHeaders(options.token, caller)
	if (options.contentType) headers['content-type'] = options.contentType
	const what = `${options.method} ${path.split('?')[0]}`
	// The request's deadline bounds this call too (docs/decisions/108), the body's reading included.
	const signal = AbortSignal.any([request.signal, AbortSignal.timeout(callTimeoutMs(caller, what))])
	let answer
	let bytes
	try {
		answer = await undiciRequest(new URL(path, PROVIDER_API_URL), { method: options.method, headers, body: options.body, signal })
		bytes = new Uint8Array(await answer.body.arrayBuffer())
	} catch (error) {
		if (request.signal.aborted) throw error
		throw new ProviderUnavailableError(`The provider could not be reached (${what})`, { cause: error })
	}
	if (answer.statusCode >= 500) throw new ProviderUnavailableError(`The provider failed (${answer.statusCode} on ${options.method})`)
	return { status: answer.statusCode, bytes, contentType: String(answer.headers['content-type'] ?? 'application/octet-stream') }
}

/** The end customer's calls for one request of the public form; `token` is the verification's. */
export function kycFormApi(request: Request, token?: string) {
	const post = <S extends z.ZodTypeAny>(path: string, body: unknown, schema: S) =>
		callProvider(path, { method: 'POST', body, schema, token, request }).then((answer) => answer.data as z.output<S>['data'])
	const verification = publicKycVerificationResponseSchema
	return {
		getPublicFlow: (flowId: string) =>
			callProvider(`/compliance/v1/kyc/flows/public/${encodeURIComponent(flowId)}`, { schema: publicKycFlowResponseSchema, request }).then(
				(a) => a.data,
			),
		start: (flowId: string) => post('/compliance/v1/kyc/verification', { flowId }, startVerificationResponseSchema),
		get: () => callProvider('/compliance/v1/kyc/verification', { schema: verification, token, request }).then((a) => a.data),
		requestOtp: (body: OtpRequest) => post('/compliance/v1/otp/request', body, verification),
		verifyOtp: (channel: 'phone' | 'email', code: string) => post('/compliance/v1/otp/verify', { channel, code }, verification),
		submitDocument: (key: string, documentType: IdDocumentType) => post('/compliance/v1/kyc/gov-id', { key, documentType }, verification),
		checkLiveness: (key: string) => post('/compliance/v1/kyc/liveliness', { key }, verification),
		matchFace: (key: string) => post('/compliance/v1/kyc/facematch', { key }, verification),
		govCheck: (kind: GovCheckKind, number: string) => post(`/compliance/v1/gov/ng/${GOV_CHECK_PATHS[kind]}`, { number }, verification),
		/**
		 * A photo to the provider: a signed URL for it, then its bytes PUT there.
		 * The URL must be the provider's own (its origin is PROVIDER_API_URL's):
		 * the dashboard sends nothing anywhere else. Answers the upload's key.
		 */
		async upload(input: SignedUrlRequest, bytes: Uint8Array) {
			const signed = await post('/compliance/v1/kyc/verification/signed-url', input, signedUrlResponseSchema)
			const url = new URL(signed.uploadUrl)
			if (url.origin !== new URL(getEnv().PROVIDER_API_URL).origin)
				throw new ProviderUnavailableError('The upload URL is not the provider’s')
			const answer = await rawCall(request, `${url.pathname}${url.search}`, { method: 'PUT', body: bytes, contentType: input.contentType })
			const json = (() => {
				try {
					return JSON.parse(new TextDecoder().decode(answer.bytes)) as unknown
				} catch {
					return null
				}
			})()
			if (answer.status !== 201) {
				const parsed = apiErrorSchema.safeParse(json)
				throw new ProviderError(answer.status, parsed.success ? parsed.data : { message: GENERIC_ERROR_MESSAGE })
			}
			return uploadResponseSchema.parse(json).data.key
		},
	}
}
export type KycFormApi = ReturnType<typeof kycFormApi>
