import { describe, expect, test } from 'vitest'
import { LOGO_DIMENSION_MESSAGE, LOGO_SIZE_MESSAGE, LOGO_TYPE_MESSAGE } from '#contract/settings/profile.ts'
import { jpeg, png } from '#tests/fixtures/images.ts'
import { getLogoProblem, inspectImage, toDataUrl } from './logo.ts'

const svg = (text: string) => new TextEncoder().encode(text)

describe('inspectImage reads the type and size from the bytes', () => {
	test('PNG', () => expect(inspectImage(png(64, 32))).toEqual({ type: 'image/png', width: 64, height: 32 }))
	test('JPEG', () => expect(inspectImage(jpeg(100, 80))).toEqual({ type: 'image/jpeg', width: 100, height: 80 }))
	test('SVG with width and height', () =>
		expect(inspectImage(svg('<svg xmlns="http://www.w3.org/2000/svg" width="48" height="40px"></svg>'))).toEqual({ type: 'image/svg+xml', width: 48, height: 40 }))
	test('SVG with a viewBox only', () =>
		expect(inspectImage(svg('<?xml version="1.0"?><svg viewBox="0 0 120 90"><rect/></svg>'))).toEqual({ type: 'image/svg+xml', width: 120, height: 90 }))
	test('anything else is not an image', () => {
		expect(inspectImage(new TextEncoder().encode('GIF89a…'))).toBeNull()
		expect(inspectImage(new Uint8Array([]))).toBeNull()
	})
})

describe('getLogoProblem says what SPEC.md §5 says', () => {
	test('a small image within 100 x 100 is fine', () => {
		expect(getLogoProblem(png(100, 100), 'logo.png')).toBeNull()
		expect(getLogoProblem(jpeg(10, 10), 'logo.JPEG')).toBeNull()
		expect(getLogoProblem(svg('<svg width="24" height="24"></svg>'), 'logo.svg')).toBeNull()
	})
	test('over 100 pixels either way', () => {
		expect(getLogoProblem(png(101, 1), 'logo.png')).toBe(LOGO_DIMENSION_MESSAGE)
		expect(getLogoProblem(jpeg(50, 101), 'logo.jpg')).toBe(LOGO_DIMENSION_MESSAGE)
	})
	test('over 409600 bytes', () => {
		const big = new Uint8Array(409_601)
		big.set(png(10, 10))
		expect(getLogoProblem(big, 'logo.png')).toBe(LOGO_SIZE_MESSAGE)
	})
	test('a file that only pretends to be an image, or has another extension', () => {
		expect(getLogoProblem(new TextEncoder().encode('not an image'), 'logo.png')).toBe(LOGO_TYPE_MESSAGE)
		expect(getLogoProblem(png(10, 10), 'logo.gif')).toBe(LOGO_TYPE_MESSAGE)
	})
	test('an SVG that could run script is refused', () => {
		expect(getLogoProblem(svg('<svg width="10" height="10"><script>alert(1)</script></svg>'), 'x.svg')).toBe(LOGO_TYPE_MESSAGE)
		expect(getLogoProblem(svg('<svg width="10" height="10" onload="alert(1)"></svg>'), 'x.svg')).toBe(LOGO_TYPE_MESSAGE)
		expect(getLogoProblem(svg('<svg width="10" height="10"><image href="https://evil.example/x.png"/></svg>'), 'x.svg')).toBe(LOGO_TYPE_MESSAGE)
	})
})

test('toDataUrl encodes the bytes as base64', () => {
	expect(toDataUrl(new Uint8Array([1, 2, 3]), 'image/png')).toBe('data:image/png;base64,AQID')
})
