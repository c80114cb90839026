import { LOGO_DIMENSION_MESSAGE, LOGO_EXTENSIONS, LOGO_MAX_BYTES, LOGO_MAX_DIMENSION_PX, LOGO_SIZE_MESSAGE, LOGO_TYPE_MESSAGE, type LogoType } from '#contract/settings/profile.ts'

/**
 * What a logo file really is, read from its bytes (never from its name or
 * the type the browser declares). Runs in the browser, for an instant answer,
 * and on the server, where it decides (SPEC.md §5 "Logo file").
 */
export type ImageInfo = { type: LogoType; width: number; height: number }

const u16 = (b: Uint8Array, i: number) => ((b[i] ?? 0) << 8) | (b[i + 1] ?? 0)
const u32 = (b: Uint8Array, i: number) => ((b[i] ?? 0) * 2 ** 24 + (((b[i + 1] ?? 0) << 16) | ((b[i + 2] ?? 0) << 8) | (b[i + 3] ?? 0))) >>> 0

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]

function inspectPng(b: Uint8Array): ImageInfo | null {
	if (!PNG_SIGNATURE.every((byte, i) => b[i] === byte)) return null
	// The first chunk is IHDR: width and height, big-endian, at bytes 16 and 20.
	if (String.fromCharCode(...b.subarray(12, 16)) !== 'IHDR') return null
	return { type: 'image/png', width: u32(b, 16), height: u32(b, 20) }
}

function inspectJpeg(b: Uint8Array): ImageInfo | null {
	if (b[0] !== 0xff || b[1] !== 0xd8) return null
	let i = 2
	while (i + 9 < b.length) {
		if (b[i] !== 0xff) return null
		const marker = b[i + 1] ?? 0
		// Start-of-frame markers carry the size; C4 (DHT), C8 and CC (DAC) do not.
		if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
			return { type: 'image/jpeg', height: u16(b, i + 5), width: u16(b, i + 7) }
		}
		i += 2 + u16(b, i + 2)
	}
	return null
}

/** SVGs that could run script or load anything are not images we accept. */
const UNSAFE_SVG = /<script|<foreignObject|\son[a-z]+\s*=|javascript:|(?:xlink:)?href\s*=\s*["'](?!#)/i

function svgLength(value: string | undefined) {
	if (!value) return null
	const match = /^\s*([\d.]+)\s*(px)?\s*$/.exec(value)
	return match ? Number(match[1]) : null
}

function inspectSvg(b: Uint8Array): ImageInfo | null {
	const text = new TextDecoder().decode(b.subarray(0, 65_536))
	const root = /<svg\b([^>]*)>/i.exec(text)
	if (!root || UNSAFE_SVG.test(text)) return null
	const attributes = root[1] ?? ''
	const attribute = (name: string) => new RegExp(`\\s${name}\\s*=\\s*["']([^"']*)["']`, 'i').exec(attributes)?.[1]
	const viewBox = attribute('viewBox')?.trim().split(/[\s,]+/).map(Number)
	const width = svgLength(attribute('width')) ?? viewBox?.[2] ?? null
	const height = svgLength(attribute('height')) ?? viewBox?.[3] ?? null
	if (width === null || height === null || !Number.isFinite(width) || !Number.isFinite(height)) return null
	return { type: 'image/svg+xml', width: Math.ceil(width), height: Math.ceil(height) }
}

export function inspectImage(bytes: Uint8Array): ImageInfo | null {
	return inspectPng(bytes) ?? inspectJpeg(bytes) ?? inspectSvg(bytes)
}

/** The message a logo file earns, or null when it is within every limit. */
export function getLogoProblem(bytes: Uint8Array, fileName?: string): string | null {
	if (bytes.length > LOGO_MAX_BYTES) return LOGO_SIZE_MESSAGE
	if (fileName && !LOGO_EXTENSIONS.some((extension) => fileName.toLowerCase().endsWith(extension))) return LOGO_TYPE_MESSAGE
	const info = inspectImage(bytes)
	if (!info) return LOGO_TYPE_MESSAGE
	if (info.width > LOGO_MAX_DIMENSION_PX || info.height > LOGO_MAX_DIMENSION_PX) return LOGO_DIMENSION_MESSAGE
	return null
}

/** The data URL the provider expects (SPEC.md §7: the logo is sent as a data URL). */
export function toDataUrl(bytes: Uint8Array, type: LogoType) {
	let binary = ''
	for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000))
	return `data:${type};base64,${btoa(binary)}`
}
