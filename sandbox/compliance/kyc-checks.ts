import { createHash, randomInt, timingSafeEqual } from 'node:crypto'
import { and, eq, isNull, sql } from 'drizzle-orm'
import {
	isFaceMatchFailing,
	isGovNumberFailing,
	isLivenessFailing,
	KYC_CHECK_ERROR_CODES,
	KYC_CHECK_MESSAGES,
	KYC_OTP_LENGTH,
	KYC_OTP_MAX_ATTEMPTS,
	KYC_OTP_DESTINATION_LIMIT,
	KYC_OTP_MAX_REQUESTS,
	KYC_OTP_TTL_MS,
	maskNumber,
	type OtpChannel,
	type SignedUrlRequest,
	FACE_MATCH_PASS_SCORE,
	LIVENESS_PASS_SCORE,
} from '#contract/compliance/kyc-checks.ts'
import type { GovCheckKind, KycStep } from '#contract/compliance/kyc-flow-labels.ts'
import { checkKycImage, KYC_IMAGE_ERROR_CODES, KYC_IMAGE_MESSAGES, type KycImagePurpose } from '#contract/compliance/kyc-images.ts'
import type { IdDocumentType } from '#contract/compliance/kyc-verification-labels.ts'
import { hashSecret, verifySecret } from '../auth/passwords.ts'
import type { SandboxContext } from '../context.ts'
import type { Db } from '../db/database.ts'
import { refuse, Refused, type Refusal } from '../http/refusal.ts'
import { decodesWhole } from './kyc-decode.ts'
import { businessNameOf, newKycId } from './kyc-flows.ts'
import { minutesOf, takeHit } from './kyc-limits.ts'
import { kycOtps, kycUploads, type KycVerificationRow } from './kyc-schema.ts'
import { onStep, toKycVerification, type Session, type StepWork } from './kyc-verifications.ts'
import { notifyVerificationCompleted, sendKycCode } from './notices.ts'

/**
 * The end customer's checks (contract/compliance/kyc-checks.ts): codes by
 * SMS and e-mail, photos uploaded to signed URLs, the ID document, liveness,
 * the face match and the government checks. Every outcome is a pure function
 * of what was sent (the documented test values), so tests and demos reach
 * each one on purpose.
 */

// ─── Codes (phone and e-mail steps) ────────────────────────────────────────

/**
 * One step of the end customer's (onStep), and when it ends the verification,
 * the integrator's 'kyc.verification.completed' event with the verification
 * as their list shows it, raised after the transaction has committed.
 */
async function step(ctx: SandboxContext, session: Session, kycStep: KycStep, nowMs: number, work: StepWork) {
	const result = await onStep(ctx.db, session.row.id, kycStep, nowMs, work)
	if (result.ok && result.ended)
		await notifyVerificationCompleted(ctx, result.row.integratorPk, toKycVerification(result.row, session.flow.name, nowMs))
	return result
}

/**
 * A new code for the step, replacing any waiting one: at most
 * KYC_OTP_MAX_REQUESTS per channel (the count and the code change in one
 * conditional upsert). Sent to the outbox after the transaction commits.
 */
export async function requestOtp(ctx: SandboxContext, session: Session, channel: OtpChannel, to: string) {
	const code = String(randomInt(0, 10 ** KYC_OTP_LENGTH)).padStart(KYC_OTP_LENGTH, '0')
	const codeHash = await hashSecret(code)
	const nowMs = ctx.now()
	const expiresAt = new Date(nowMs + KYC_OTP_TTL_MS)
	const result = await step(ctx, session, channel, nowMs, async (tx) => {
		const values = { sentTo: to, codeHash, attempts: 0, expiresAt }
		const [saved] = await tx
			.insert(kycOtps)
			.values({ verificationId: session.row.id, channel, ...values, requests: 1, createdAt: new Date(nowMs) })
			.onConflictDoUpdate({
				target: [kycOtps.verificationId, kycOtps.channel],
				set: { ...values, requests: sql`${kycOtps.requests} + 1`, createdAt: new Date(nowMs) },
				setWhere: sql`${kycOtps.requests} < ${KYC_OTP_MAX_REQUESTS}`,
			})
			.returning()
		if (!saved) return refuse(429, KYC_CHECK_MESSAGES.tooManyCodes, { code: KYC_CHECK_ERROR_CODES.tooManyCodes, field: 'to' })
		// Per destination too, whichever verification asks (record 105): thrown, so the code above is not kept either.
		const destination = await takeHit(tx, `otp|${channel}|${to.toLowerCase()}`, KYC_OTP_DESTINATION_LIMIT, nowMs)
		if (!destination.ok)
			throw new Refused(
				refuse(429, KYC_CHECK_MESSAGES.tooManyCodesToDestination(channel, minutesOf(destination.retryAfterMs)), {
					code: KYC_CHECK_ERROR_CODES.tooManyCodesToDestination,
					field: 'to',
				}),
			)
		return channel === 'phone' ? { phone: to } : { email: to }
	})
	if (!result.ok) return result
	const business = businessNameOf(session.integrator)
	const minutes = Math.round(KYC_OTP_TTL_MS / 60_000)
	await sendKycCode(ctx, { business, channel, to, code, minutes })
	return result
}

/**
 * Checks a code. The attempt is counted first, by one conditional UPDATE
 * (attempts below the limit, code not expired): racing guesses each take a
 * place, and none beyond the fifth is compared. The right code is spent
 * (deleted) as the step passes.
 */
export async function verifyOtp(ctx: SandboxContext, session: Session, channel: OtpChannel, code: string) {
	const nowMs = ctx.now()
	return step(ctx, session, channel, nowMs, async (tx) => {
		const where = and(eq(kycOtps.verificationId, session.row.id), eq(kycOtps.channel, channel))
		const [taken] = await tx
			.update(kycOtps)
			.set({ attempts: sql`${kycOtps.attempts} + 1` })
			.where(and(where, sql`${kycOtps.attempts} < ${KYC_OTP_MAX_ATTEMPTS}`, sql`${kycOtps.expiresAt} > ${new Date(nowMs)}`))
			.returning()
		const fault = (message: string, code: string): Refusal => refuse(400, message, { code, field: 'code' })
		if (!taken) {
			const [row] = await tx.select().from(kycOtps).where(where)
			if (!row) return fault(KYC_CHECK_MESSAGES.noOtp, KYC_CHECK_ERROR_CODES.noOtp)
			if (row.attempts >= KYC_OTP_MAX_ATTEMPTS) return fault(KYC_CHECK_MESSAGES.otpBurned, KYC_CHECK_ERROR_CODES.otpBurned)
			return fault(KYC_CHECK_MESSAGES.otpExpired, KYC_CHECK_ERROR_CODES.otpExpired)
		}
		if (!(await verifySecret(code, taken.codeHash))) {
			const left = KYC_OTP_MAX_ATTEMPTS - taken.attempts
			return left > 0
				? {
						...fault(KYC_CHECK_MESSAGES.otpWrong(left), KYC_CHECK_ERROR_CODES.otpWrong),
						errors: [
							{ message: KYC_CHECK_MESSAGES.otpWrong(left), code: KYC_CHECK_ERROR_CODES.otpWrong, field: 'code', attemptsLeft: left },
						],
					}
				: fault(KYC_CHECK_MESSAGES.otpBurned, KYC_CHECK_ERROR_CODES.otpBurned)
		}
		await tx.delete(kycOtps).where(where)
		const at = new Date(nowMs)
		return channel === 'phone' ? { phone: taken.sentTo, phoneVerifiedAt: at } : { email: taken.sentTo, emailVerifiedAt: at }
	})
}

// ─── Photos: signed URLs and uploads ───────────────────────────────────────

export const UPLOAD_LIFETIME_MS = 15 * 60_000
export const KYC_UPLOAD_PATH = '/compliance/v1/kyc/uploads/'
const stepOfPurpose = (purpose: KycImagePurpose) => (purpose === 'document' ? 'upload' : 'selfie')

async function uploadSignature(ctx: SandboxContext, key: string, expires: number) {
	// A prefix no JWT or lek signing input can have: the same key signs those.
	const mac = await crypto.subtle.sign('HMAC', ctx.jwtKey, new TextEncoder().encode(`kyc-upload|v1|${key}|${expires}`))
	return Buffer.from(mac).subarray(0, 24).toString('base64url')
}

/** A place for one photo of the current step, and the URL its bytes go to (signed, 15 minutes). */
export async function createSignedUrl(ctx: SandboxContext, session: Session, input: SignedUrlRequest, origin: string) {
	const nowMs = ctx.now()
	const key = newKycId('kup', 12)
	const expiresAt = nowMs + UPLOAD_LIFETIME_MS
	const result = await step(ctx, session, stepOfPurpose(input.purpose), nowMs, async (tx) => {
		await tx.insert(kycUploads).values({
			id: key,
			verificationId: session.row.id,
			purpose: input.purpose,
			contentType: input.contentType,
			size: input.size,
			expiresAt: new Date(expiresAt),
			createdAt: new Date(nowMs),
		})
		return {}
	})
	if (!result.ok) return result
	const signature = await uploadSignature(ctx, key, expiresAt)
	const uploadUrl = `${origin}${KYC_UPLOAD_PATH}${key}?${new URLSearchParams({ expires: String(expiresAt), signature })}`
	return { ok: true as const, data: { uploadUrl, key, expiresAt: new Date(expiresAt).toISOString() } }
}

/**
 * The bytes PUT to a signed URL: the signature and expiry first, then the
 * photo checked by content (the same check as the dashboard's), and it must
 * be what the URL was made for (type and size). Stored once.
 */
export async function receiveUpload(
	ctx: SandboxContext,
	key: string,
	query: { expires?: string; signature?: string },
	contentType: string,
	bytes: Uint8Array,
) {
	const nowMs = ctx.now()
	const expires = Number(query.expires)
	const given = Buffer.from(query.signature ?? '')
	const expected = Buffer.from(await uploadSignature(ctx, key, expires))
	if (!Number.isSafeInteger(expires) || given.length !== expected.length || !timingSafeEqual(given, expected))
		return refuse(404, KYC_CHECK_MESSAGES.uploadNotFound, { code: KYC_CHECK_ERROR_CODES.uploadNotFound })
	if (expires <= nowMs) return refuse(409, KYC_CHECK_MESSAGES.uploadExpired, { code: KYC_CHECK_ERROR_CODES.uploadNotFound })
	const [upload] = await ctx.db.select().from(kycUploads).where(eq(kycUploads.id, key))
	if (!upload || upload.uploadedAt) return refuse(404, KYC_CHECK_MESSAGES.uploadNotFound, { code: KYC_CHECK_ERROR_CODES.uploadNotFound })
	const purpose = upload.purpose
	const checked = await checkKycImage(bytes, purpose)
	if (!checked.ok) return refuse(400, checked.message, { code: checked.code, field: 'file' })
	if (!decodesWhole(bytes, checked.type))
		return refuse(400, KYC_IMAGE_MESSAGES.corrupt(purpose), { code: KYC_IMAGE_ERROR_CODES.invalid, field: 'file' })
	if (
		checked.type !== contentType.split(';')[0]!.trim().toLowerCase() ||
		checked.type !== upload.contentType ||
		checked.size !== upload.size
	)
		return refuse(400, KYC_CHECK_MESSAGES.uploadMismatch, { code: KYC_IMAGE_ERROR_CODES.invalid, field: 'file' })
	const [stored] = await ctx.db
		.update(kycUploads)
		.set({ data: Buffer.from(bytes).toString('base64'), width: checked.width, height: checked.height, uploadedAt: new Date(nowMs) })
		.where(and(eq(kycUploads.id, key), isNull(kycUploads.uploadedAt)))
		.returning()
	if (!stored) return refuse(404, KYC_CHECK_MESSAGES.uploadNotFound, { code: KYC_CHECK_ERROR_CODES.uploadNotFound })
	return { ok: true as const, data: { key, contentType: checked.type, size: checked.size, width: checked.width, height: checked.height } }
}

/** An uploaded photo of this verification for `purpose`, or the refusal. */
async function uploadOf(tx: Db, row: KycVerificationRow, key: string, purpose: KycImagePurpose) {
	const [upload] = await tx
		.select()
		.from(kycUploads)
		.where(and(eq(kycUploads.id, key), eq(kycUploads.verificationId, row.id), eq(kycUploads.purpose, purpose)))
	if (!upload?.uploadedAt || !upload.data)
		return refuse(400, KYC_CHECK_MESSAGES.uploadNotFound, { code: KYC_CHECK_ERROR_CODES.uploadNotFound, field: 'key' })
	return { ok: true as const, upload, bytes: Buffer.from(upload.data, 'base64') }
}

/** A whole number in [low, high] read from a hash of `parts`: the same answer for the same photos, every time. */
function score(low: number, high: number, ...parts: Uint8Array[]) {
	const hash = createHash('sha256')
	for (const part of parts) hash.update(part)
	return low + (hash.digest().readUInt32BE(0) % (high - low + 1))
}

/** The ID document step: the uploaded photo and its kind. */
export function submitDocument(ctx: SandboxContext, session: Session, key: string, documentType: IdDocumentType) {
	const nowMs = ctx.now()
	return step(ctx, session, 'upload', nowMs, async (tx, row) => {
		const found = await uploadOf(tx, row, key, 'document')
		if (!found.ok) return found
		return { documentKey: key, documentType, documentAt: new Date(nowMs) }
	})
}

/**
 * Liveness of the selfie: a selfie under LIVENESS_MIN_PX on a side fails
 * (scores 20 to 39), any other passes (80 to 99). Without an ID document step
 * in the flow, a pass completes the selfie step; with one, the face match does.
 */
export function checkLiveness(ctx: SandboxContext, session: Session, key: string) {
	const nowMs = ctx.now()
	return step(ctx, session, 'selfie', nowMs, async (tx, row) => {
		const found = await uploadOf(tx, row, key, 'selfie')
		if (!found.ok) return found
		const image = { width: found.upload.width ?? 0, height: found.upload.height ?? 0 }
		const failing = isLivenessFailing(image)
		const value = failing ? score(20, LIVENESS_PASS_SCORE - 21, found.bytes) : score(80, 99, found.bytes)
		const at = new Date(nowMs)
		const needsMatch = row.steps.includes('upload')
		return {
			selfieKey: key,
			livenessScore: value,
			livenessPassed: !failing,
			livenessAt: at,
			faceMatchScore: null,
			faceMatchPassed: null,
			faceMatchAt: null,
			selfieAt: !failing && !needsMatch ? at : null,
			...(failing ? { failureReason: KYC_CHECK_MESSAGES.livenessFailed } : {}),
		}
	})
}

/**
 * The selfie matched with the ID document: a landscape selfie (wider than
 * tall) fails (scores 10 to 49), any other matches (75 to 99). Needs the
 * selfie's liveness passed and the document uploaded.
 */
export function matchFace(ctx: SandboxContext, session: Session, key: string) {
	const nowMs = ctx.now()
	return step(ctx, session, 'selfie', nowMs, async (tx, row) => {
		if (row.selfieKey !== key || row.livenessPassed !== true) return refuse(409, KYC_CHECK_MESSAGES.livenessFirst, { field: 'key' })
		if (!row.documentKey) return refuse(409, KYC_CHECK_MESSAGES.noDocument, { field: 'key' })
		const [selfie, document] = await Promise.all([uploadOf(tx, row, key, 'selfie'), uploadOf(tx, row, row.documentKey, 'document')])
		if (!selfie.ok) return selfie
		if (!document.ok) return document
		const failing = isFaceMatchFailing({ width: selfie.upload.width ?? 0, height: selfie.upload.height ?? 0 })
		const value = failing ? score(10, 49, selfie.bytes, document.bytes) : score(FACE_MATCH_PASS_SCORE + 5, 99, selfie.bytes, document.bytes)
		const at = new Date(nowMs)
		return {
			faceMatchScore: value,
			faceMatchPassed: !failing,
			faceMatchAt: at,
			selfieAt: failing ? null : at,
			...(failing ? { failureReason: KYC_CHECK_MESSAGES.faceMatchFailed } : {}),
		}
	})
}

// ─── Government checks ─────────────────────────────────────────────────────

const FIRST_NAMES = ['Adaeze', 'Chinedu', 'Ngozi', 'Tunde', 'Amina', 'Emeka', 'Funmilayo', 'Ibrahim', 'Kemi', 'Segun']
const LAST_NAMES = ['Okafor', 'Adeyemi', 'Bello', 'Eze', 'Okonkwo', 'Abubakar', 'Balogun', 'Nwosu', 'Olawale', 'Yusuf']

/** The record a number finds: a name and a birth date read from its hash (the same every time). */
function govRecord(number: string) {
	const digest = createHash('sha256').update(number).digest()
	const day = 1 + (digest[2]! % 28)
	const month = 1 + (digest[3]! % 12)
	const year = 1970 + (digest.readUInt16BE(4) % 35)
	return {
		firstName: FIRST_NAMES[digest[0]! % FIRST_NAMES.length]!,
		lastName: LAST_NAMES[digest[1]! % LAST_NAMES.length]!,
		dateOfBirth: `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`,
	}
}

/** A government check (the step named bvn): a number ending in 0 finds no record and fails the verification. */
export function checkGovernmentId(ctx: SandboxContext, session: Session, kind: GovCheckKind, number: string) {
	const nowMs = ctx.now()
	return step(ctx, session, 'bvn', nowMs, async () => {
		if (!session.flow.govChecks.includes(kind))
			return refuse(400, KYC_CHECK_MESSAGES.kindNotOffered(kind), { code: KYC_CHECK_ERROR_CODES.kindNotOffered, field: 'kind' })
		const failing = isGovNumberFailing(number)
		const record = failing ? null : govRecord(number)
		return {
			govKind: kind,
			govNumber: maskNumber(number),
			govVerified: !failing,
			govFirstName: record?.firstName ?? null,
			govLastName: record?.lastName ?? null,
			govDateOfBirth: record?.dateOfBirth ?? null,
			govAt: new Date(nowMs),
			...(failing ? { failureReason: KYC_CHECK_MESSAGES.govFailed(kind) } : {}),
		}
	})
}

/** A photo of the integrator's own verification, for its report. */
export async function readVerificationFile(db: Db, row: KycVerificationRow, kind: KycImagePurpose) {
	const key = kind === 'document' ? row.documentKey : row.selfieKey
	if (!key) return null
	const [upload] = await db
		.select({ contentType: kycUploads.contentType, data: kycUploads.data })
		.from(kycUploads)
		.where(and(eq(kycUploads.id, key), eq(kycUploads.verificationId, row.id)))
	return upload?.data ? { contentType: upload.contentType, bytes: Buffer.from(upload.data, 'base64') } : null
}
