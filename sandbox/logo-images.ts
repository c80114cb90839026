import { SETTINGS_ERROR_CODES } from '#contract/settings/credentials.ts'
import { LOGO_DIMENSION_MESSAGE, LOGO_MAX_BYTES, LOGO_MAX_DIMENSION_PX, LOGO_SIZE_MESSAGE, LOGO_TYPE_MESSAGE, LOGO_TYPES, type LogoType } from '#contract/settings/profile.ts'

/**
 * Checks an uploaded logo by its content (DESIGN.md §6): the data URL's
 * declared type must be one of LOGO_TYPES AND match what the bytes are; the
 * decoded size is at most LOGO_MAX_BYTES; the pixel size, read from the
 * PNG IHDR chunk, the JPEG SOFn segment or the SVG root element, is at most
 * LOGO_MAX_DIMENSION_PX on each side. SVGs with scripts, event handlers or
 * external references are refused (they are served with CSP
 * default-src 'none' as well).
 */

export type Dimensions = { width: number; height: number }
export type LogoCheck =
	| { ok: true; contentType: LogoType; bytes: Buffer; dimensions: Dimensions }
	| { ok: false; code: string; message: string }

const refuse = (message: string, code: string = SETTINGS_ERROR_CODES.invalidLogo): LogoCheck => ({ ok: false, code, message })

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])

/** Width and height from the IHDR chunk, which must come first. */
export function pngDimensions(bytes: Buffer): Dimensions | null {
	if (bytes.length < 24 || !bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return null
	if (bytes.toString('latin1', 12, 16) !== 'IHDR') return null
	return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) }
}

/** Walks the JPEG segments to the first start-of-frame (SOF0–SOF15 except DHT, JPG, DAC). */
export function jpegDimensions(bytes: Buffer): Dimensions | null {
	if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== 0xd8) return null
	let offset = 2
	while (offset + 4 <= bytes.length) {
		if (bytes[offset] !== 0xff) return null
		const marker = bytes[offset + 1] ?? 0
		if (marker === 0xff) {
			offset += 1 // fill byte
			continue
		}
		if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
			offset += 2 // markers without a length
			continue
		}
		if (marker === 0xd9 || marker === 0xda) return null // end of image or start of scan before any frame
		const length = bytes.readUInt16BE(offset + 2)
		if (length < 2) return null
		const isFrame = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc
		if (isFrame) {
			if (offset + 9 > bytes.length) return null
			return { height: bytes.readUInt16BE(offset + 5), width: bytes.readUInt16BE(offset + 7) }
		}
		offset += 2 + length
	}
	return null
}

const SVG_FORBIDDEN: [RegExp, string][] = [
	[/<script/i, 'The SVG must not contain scripts'],
	[/[\s"'/]on[a-z]+\s*=/i, 'The SVG must not contain event handlers'],
	[/<!DOCTYPE|<!ENTITY/i, 'The SVG must not declare a DOCTYPE or entities'],
	[/<foreignObject/i, 'The SVG must not embed foreign content'],
	[/(?:xlink:)?href\s*=\s*["']\s*(?!#)/i, 'The SVG must not reference external resources'],
	[/url\(\s*["']?\s*(?!#)/i, 'The SVG must not reference external resources'],
	[/@import|javascript:/i, 'The SVG must not reference external resources'],
]

const attribute = (tag: string, name: string) => new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`, 'i').exec(tag)?.slice(1).find((v) => v !== undefined)

/** A length in user units or px; anything else (%, em, mm) is not a pixel size. */
const pixels = (value: string | undefined) => {
	const match = value === undefined ? null : /^\s*(\d+(?:\.\d+)?)\s*(?:px)?\s*$/i.exec(value)
	return match ? Number(match[1]) : null
}

export type SvgCheck = { ok: true; dimensions: Dimensions } | { ok: false; message: string }

/** The root <svg>'s width/height (else its viewBox), after refusing active or external content. */
export function svgDimensions(text: string): SvgCheck {
	for (const [pattern, message] of SVG_FORBIDDEN) if (pattern.test(text)) return { ok: false, message }
	// Only an XML declaration, comments and whitespace may come before the root element.
	const root = /^\uFEFF?\s*(?:<\?xml[^>]*\?>\s*)?(?:<!--[\s\S]*?-->\s*)*(<svg(?=[\s>/])[^>]*>)/i.exec(text)?.[1]
	if (!root) return { ok: false, message: LOGO_TYPE_MESSAGE }
	const width = pixels(attribute(root, 'width'))
	const height = pixels(attribute(root, 'height'))
	if (width !== null && height !== null) return { ok: true, dimensions: { width, height } }
	const viewBox = attribute(root, 'viewBox')?.trim().split(/[\s,]+/).map(Number)
	if (viewBox?.length === 4 && viewBox.every(Number.isFinite)) return { ok: true, dimensions: { width: viewBox[2] ?? 0, height: viewBox[3] ?? 0 } }
	return { ok: false, message: 'The SVG must give its size: width and height in pixels, or a viewBox' }
}

const DATA_URL = /^data:([a-z]+\/[a-z0-9.+-]+)((?:;[a-z0-9-]+=[^;,]*)*)(;base64)?,(.*)$/is

function decodeDataUrl(value: string): { declared: string; bytes: Buffer } | null {
	const match = DATA_URL.exec(value)
	if (!match) return null
	const [, declared = '', , base64, payload = ''] = match
	if (base64) {
		const compact = payload.replace(/\s+/g, '')
		if (!/^[A-Za-z0-9+/_-]*={0,2}$/.test(compact)) return null
		return { declared: declared.toLowerCase(), bytes: Buffer.from(compact, 'base64') }
	}
	try {
		return { declared: declared.toLowerCase(), bytes: Buffer.from(decodeURIComponent(payload), 'utf8') }
	} catch {
		return null
	}
}

const isLogoType = (value: string): value is LogoType => (LOGO_TYPES as readonly string[]).includes(value)

export function checkLogo(dataUrl: string): LogoCheck {
	const decoded = decodeDataUrl(dataUrl)
	if (!decoded || !isLogoType(decoded.declared)) return refuse(LOGO_TYPE_MESSAGE)
	const { declared, bytes } = decoded
	if (bytes.length > LOGO_MAX_BYTES) return refuse(LOGO_SIZE_MESSAGE, SETTINGS_ERROR_CODES.logoTooLarge)
	if (bytes.length === 0) return refuse(LOGO_TYPE_MESSAGE)
	let dimensions: Dimensions | null
	if (declared === 'image/png') dimensions = pngDimensions(bytes)
	else if (declared === 'image/jpeg') dimensions = jpegDimensions(bytes)
	else {
		const svg = svgDimensions(bytes.toString('utf8'))
		if (!svg.ok) return refuse(svg.message)
		dimensions = svg.dimensions
	}
	// The bytes are not what the data URL says they are.
	if (!dimensions) return refuse(LOGO_TYPE_MESSAGE)
	if (dimensions.width <= 0 || dimensions.height <= 0) return refuse('The image has no size')
	if (dimensions.width > LOGO_MAX_DIMENSION_PX || dimensions.height > LOGO_MAX_DIMENSION_PX) {
		return refuse(LOGO_DIMENSION_MESSAGE, SETTINGS_ERROR_CODES.logoDimensions)
	}
	return { ok: true, contentType: declared, bytes, dimensions }
}
