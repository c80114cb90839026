import { fileTypeFromBuffer } from 'file-type'
import { JPG } from 'image-size/types/jpg'
import { PNG } from 'image-size/types/png'

/**
 * The one check of a photo sent on the public KYC form (the ID document and
 * the selfie), run by the dashboard (in the browser when a file is chosen, and
 * in the form's action before anything reaches the provider) and by the
 * provider on the upload itself, so both accept exactly the same files.
 * Browser-safe: bytes are a Uint8Array.
 *
 * In order: not empty; at most KYC_IMAGE_MAX_BYTES; a PNG or a JPEG as
 * file-type reads the content (the name and the declared type play no part);
 * a size image-size can read, at most KYC_IMAGE_MAX_PX on each side (a
 * decompression bomb is refused before anyone decodes it).
 */

export const KYC_IMAGE_TYPES = ['image/png', 'image/jpeg'] as const
export type KycImageType = (typeof KYC_IMAGE_TYPES)[number]
/** A phone's photo, whole: 5 MB (the dashboard accepts a form of up to 6 MB on /kyc-form for it). */
export const KYC_IMAGE_MAX_BYTES = 5 * 1024 * 1024
export const KYC_IMAGE_MAX_PX = 8000

export type KycImagePurpose = 'document' | 'selfie'
const WHAT: Record<KycImagePurpose, string> = { document: 'The ID document photo', selfie: 'The selfie' }

export const KYC_IMAGE_MESSAGES = {
	required: (purpose: KycImagePurpose) => (purpose === 'selfie' ? 'Take or choose a selfie' : 'Choose a photo of your ID document'),
	empty: (purpose: KycImagePurpose) => `${WHAT[purpose]} is empty`,
	tooLarge: (purpose: KycImagePurpose) => `${WHAT[purpose]} is too large: at most 5 MB`,
	notImage: (purpose: KycImagePurpose) => `${WHAT[purpose]} must be a photo (PNG or JPEG)`,
	noSize: (purpose: KycImagePurpose) => `${WHAT[purpose]} could not be read as an image`,
	/** Refused by the provider, which decodes every photo whole (record 106). */
	corrupt: (purpose: KycImagePurpose) => `${WHAT[purpose]} is damaged or incomplete: take or choose it again`,
	tooManyPixels: (purpose: KycImagePurpose) => `${WHAT[purpose]} is too large: at most ${KYC_IMAGE_MAX_PX} × ${KYC_IMAGE_MAX_PX} pixels`,
} as const

export const KYC_IMAGE_ERROR_CODES = { tooLarge: 'IMAGE_TOO_LARGE', invalid: 'INVALID_IMAGE' } as const

/** Width and height as seen upright (a JPEG's EXIF orientation 5 to 8 turns it a quarter). */
export type KycImage = { ok: true; type: KycImageType; width: number; height: number; size: number }
export type KycImageRefusal = { ok: false; code: string; message: string }

const refuse = (message: string, code: string = KYC_IMAGE_ERROR_CODES.invalid): KycImageRefusal => ({ ok: false, code, message })

function measure(bytes: Uint8Array, type: KycImageType) {
	try {
		const size = (type === 'image/png' ? PNG : JPG).calculate(bytes)
		const turned = (size.orientation ?? 1) >= 5
		const [width, height] = turned ? [size.height, size.width] : [size.width, size.height]
		return Number.isFinite(width) && Number.isFinite(height) && width > 0 && height > 0 ? { width, height } : null
	} catch {
		return null
	}
}

export async function checkKycImage(bytes: Uint8Array, purpose: KycImagePurpose): Promise<KycImage | KycImageRefusal> {
	if (bytes.length === 0) return refuse(KYC_IMAGE_MESSAGES.empty(purpose))
	if (bytes.length > KYC_IMAGE_MAX_BYTES) return refuse(KYC_IMAGE_MESSAGES.tooLarge(purpose), KYC_IMAGE_ERROR_CODES.tooLarge)
	let detected: string | undefined
	try {
		detected = (await fileTypeFromBuffer(bytes))?.mime
	} catch {
		detected = undefined
	}
	if (detected !== 'image/png' && detected !== 'image/jpeg') return refuse(KYC_IMAGE_MESSAGES.notImage(purpose))
	const size = measure(bytes, detected)
	if (!size) return refuse(KYC_IMAGE_MESSAGES.noSize(purpose))
	if (size.width > KYC_IMAGE_MAX_PX || size.height > KYC_IMAGE_MAX_PX)
		return refuse(KYC_IMAGE_MESSAGES.tooManyPixels(purpose), KYC_IMAGE_ERROR_CODES.tooLarge)
	return { ok: true, type: detected, ...size, size: bytes.length }
}
