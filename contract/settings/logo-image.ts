import { JPG } from 'image-size/types/jpg'
import { PNG } from 'image-size/types/png'
import { SVG } from 'image-size/types/svg'
import { decodeBase64 } from '../base64.ts'
import { SETTINGS_ERROR_CODES, type SettingsErrorCode } from './error-codes.ts'
import {
	LOGO_DIMENSION_MESSAGE,
	LOGO_MAX_BYTES,
	LOGO_MAX_DIMENSION_PX,
	LOGO_SIZE_MESSAGE,
	LOGO_TYPE_MESSAGE,
	LOGO_TYPES,
	type LogoType,
} from './profile.ts'

/**
 * The one check of a logo file, run by the dashboard (in the browser before
 * upload and again in its action) and by the sandbox provider (on
 * PATCH /integrator/v1/logo), so that both accept exactly the same files.
 *
 * Browser-safe: bytes are Uint8Array, base64 goes through atob/btoa, and
 * image-size reads types and sizes from a Uint8Array without Node APIs.
 *
 * The rules, in order:
 * 1. at most LOGO_MAX_BYTES bytes (logoTooLarge, LOGO_SIZE_MESSAGE);
 * 2. the bytes are a PNG, a JPEG or an SVG, as image-size recognises them
 *    by their content; the file name plays no part, and a declared type
 *    (checkLogoDataUrl) must agree with the content (invalidLogo,
 *    LOGO_TYPE_MESSAGE);
 * 3. an SVG must be safe to serve back: its root element is <svg> (only an
 *    XML declaration and comments before it), with no DOCTYPE or entities,
 *    no scripts, no event-handler attributes, no <foreignObject> and no
 *    reference outside the document (href, url() and @import may only point
 *    at `#fragment`s) (invalidLogo, with a message naming the problem);
 * 4. a measurable size, as image-size reads it: for a JPEG, a baseline or
 *    progressive frame (SOF0-SOF2); for an SVG, width and height attributes
 *    on the root (px, absolute units or em/ex; not %), else a viewBox of
 *    space-separated numbers; zero is no size (invalidLogo; an SVG without
 *    a size is told so);
 * 5. at most LOGO_MAX_DIMENSION_PX on each side (logoDimensions,
 *    LOGO_DIMENSION_MESSAGE).
 */

export type LogoImage = { ok: true; type: LogoType; width: number; height: number; bytes: Uint8Array }
export type LogoRefusal = { ok: false; code: SettingsErrorCode; message: string }
export type LogoImageCheck = LogoImage | LogoRefusal

export const SVG_NO_SIZE_MESSAGE = 'The SVG must give its size: width and height in pixels, or a viewBox'
export const NO_SIZE_MESSAGE = 'The image has no size'

const refuse = (message: string, code: SettingsErrorCode = SETTINGS_ERROR_CODES.invalidLogo): LogoRefusal => ({ ok: false, code, message })

/**
 * image-size's readers for the three logo types, imported one by one: its
 * imageSize() would bring the readers of all twenty types it knows into the
 * browser bundle, only for every other type to be refused. Like imageSize(),
 * the first reader whose validate() recognises the bytes names the type.
 */
const READERS = [
	['image/png', PNG],
	['image/jpeg', JPG],
	['image/svg+xml', SVG],
] as const

function detect(bytes: Uint8Array): LogoType | null {
	try {
		return READERS.find(([, reader]) => reader.validate(bytes))?.[0] ?? null
	} catch {
		// The PNG reader throws on a PNG signature without its IHDR chunk.
		return null
	}
}

/** Width and height as image-size reads them; null when it finds none. */
function measure(bytes: Uint8Array, type: LogoType): { width: number; height: number } | null {
	try {
		const { width, height } = READERS.find(([name]) => name === type)![1].calculate(bytes)
		return Number.isFinite(width) && Number.isFinite(height) ? { width, height } : null
	} catch {
		return null
	}
}

/**
 * Markup an SVG served back as a logo must not carry. A regular-expression
 * scan is enough only because entities, which could spell any of these
 * indirectly, are refused first. `[\w.-]+:` allows for namespace prefixes
 * (`<svg:script>`); a reference to `#id` in the same document is allowed.
 */
const SVG_FORBIDDEN: readonly (readonly [RegExp, string])[] = [
	[/<!DOCTYPE|<!ENTITY/i, 'The SVG must not declare a DOCTYPE or entities'],
	[/<(?:[\w.-]+:)?script\b/i, 'The SVG must not contain scripts'],
	[/[\s"'/:]on[a-z]+\s*=/i, 'The SVG must not contain event handlers'],
	[/<(?:[\w.-]+:)?foreignObject\b/i, 'The SVG must not embed foreign content'],
	[/href\s*=\s*["'](?!\s*#)/i, 'The SVG must not reference external resources'],
	[/url\(\s*(?!["']?\s*#)/i, 'The SVG must not reference external resources'],
	[/@import|javascript:/i, 'The SVG must not reference external resources'],
]

/** Only an optional BOM, an XML declaration, comments and whitespace may come before the root <svg>. */
const SVG_ROOT_FIRST = /^\uFEFF?\s*(?:<\?xml[^>]*\?>\s*)?(?:<!--[\s\S]*?-->\s*)*<svg[\s>/]/i

function svgProblem(text: string): LogoRefusal | null {
	for (const [pattern, message] of SVG_FORBIDDEN) if (pattern.test(text)) return refuse(message)
	if (!SVG_ROOT_FIRST.test(text)) return refuse(LOGO_TYPE_MESSAGE)
	return null
}

function check(bytes: Uint8Array, declared?: LogoType): LogoImageCheck {
	if (bytes.length > LOGO_MAX_BYTES) return refuse(LOGO_SIZE_MESSAGE, SETTINGS_ERROR_CODES.logoTooLarge)
	let text: string | undefined
	const svgText = () => (text ??= new TextDecoder().decode(bytes))
	// image-size does not recognise an SVG whose root has no attributes at
	// all (`<svg>`); a root <svg> first still says what the file is meant to
	// be, so that it is refused for what it lacks, not as some other type.
	const type = detect(bytes) ?? (SVG_ROOT_FIRST.test(svgText()) ? 'image/svg+xml' : null)
	if (!type || (declared && declared !== type)) return refuse(LOGO_TYPE_MESSAGE)
	if (type === 'image/svg+xml') {
		const problem = svgProblem(svgText())
		if (problem) return problem
	}
	const size = measure(bytes, type)
	if (!size) return refuse(type === 'image/svg+xml' ? SVG_NO_SIZE_MESSAGE : LOGO_TYPE_MESSAGE)
	const { width, height } = size
	if (width <= 0 || height <= 0) return refuse(NO_SIZE_MESSAGE)
	if (width > LOGO_MAX_DIMENSION_PX || height > LOGO_MAX_DIMENSION_PX)
		return refuse(LOGO_DIMENSION_MESSAGE, SETTINGS_ERROR_CODES.logoDimensions)
	return { ok: true, type, width, height, bytes }
}

/** Checks a logo file's bytes against every rule above. */
export function checkLogoImage(bytes: Uint8Array): LogoImageCheck {
	return check(bytes)
}

const isLogoType = (value: string): value is LogoType => (LOGO_TYPES as readonly string[]).includes(value)

const DATA_URL = /^data:([a-z]+\/[a-z0-9.+-]+)((?:;[a-z0-9-]+=[^;,]*)*)(;base64)?,(.*)$/is

/**
 * A data URL (`data:<type>[;param=value…][;base64],<payload>`) as its
 * declared type, lower-cased, and its bytes; null when it is not one. A
 * payload without `;base64` is percent-encoded text.
 */
export function parseDataUrl(value: string): { type: string; bytes: Uint8Array } | null {
	const match = DATA_URL.exec(value)
	if (!match) return null
	const [, declared = '', , base64, payload = ''] = match
	let bytes: Uint8Array | null
	if (base64) bytes = decodeBase64(payload)
	else {
		try {
			bytes = new TextEncoder().encode(decodeURIComponent(payload))
		} catch {
			bytes = null
		}
	}
	return bytes ? { type: declared.toLowerCase(), bytes } : null
}

/**
 * Checks a logo sent as a data URL, as PATCH /integrator/v1/logo receives
 * it: the declared type must be a logo type AND what the bytes are; then the
 * bytes must pass checkLogoImage.
 */
export function checkLogoDataUrl(value: string): LogoImageCheck {
	const decoded = parseDataUrl(value)
	if (!decoded || !isLogoType(decoded.type)) return refuse(LOGO_TYPE_MESSAGE)
	return check(decoded.bytes, decoded.type)
}

/** The data URL PATCH /integrator/v1/logo expects for these bytes. */
export function toDataUrl(bytes: Uint8Array, type: LogoType) {
	let binary = ''
	for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000))
	return `data:${type};base64,${btoa(binary)}`
}
