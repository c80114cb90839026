import jpeg from 'jpeg-js'
import pngjs from 'pngjs'
import { KYC_IMAGE_MAX_PX, type KycImageType } from '#contract/compliance/kyc-images.ts'

/**
 * Whether a photo decodes whole (record 106). The shared check
 * (contract/compliance/kyc-images.ts) reads only the type and the header's
 * size, so a PNG cut after its header, or a JPEG cut anywhere, passed it; the
 * provider decodes every pixel before it keeps a photo: pngjs (every chunk's
 * CRC and the whole zlib stream) and jpeg-js (every marker to the end of the
 * scan). Both are pure JavaScript, so nothing native is built. The sides are
 * already at most KYC_IMAGE_MAX_PX, so the decoded pixels are bounded.
 */
export function decodesWhole(bytes: Uint8Array, type: KycImageType): boolean {
	const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
	try {
		if (type === 'image/png') {
			const image = pngjs.PNG.sync.read(buffer, { checkCRC: true })
			return image.width > 0 && image.height > 0
		}
		const image = jpeg.decode(buffer, {
			formatAsRGBA: false,
			maxResolutionInMP: (KYC_IMAGE_MAX_PX * KYC_IMAGE_MAX_PX) / 1_000_000,
			maxMemoryUsageInMB: 256,
		})
		return image.width > 0 && image.height > 0
	} catch {
		return false
	}
}
