import { describe, expect, it } from 'vitest'
import { dataUrl, jpeg, png, svg } from '#tests/fixtures/images.ts'
import { SETTINGS_ERROR_CODES } from './credentials.ts'
import { checkLogoDataUrl, checkLogoImage, NO_SIZE_MESSAGE, parseDataUrl, SVG_NO_SIZE_MESSAGE, toDataUrl } from './logo-image.ts'
import { LOGO_DIMENSION_MESSAGE, LOGO_MAX_BYTES, LOGO_SIZE_MESSAGE, LOGO_TYPE_MESSAGE } from './profile.ts'

const accepted = (type: string, width: number, height: number) => ({ ok: true, type, width, height })
const notAnImage = { ok: false, code: SETTINGS_ERROR_CODES.invalidLogo, message: LOGO_TYPE_MESSAGE }
const tooManyPixels = { ok: false, code: SETTINGS_ERROR_CODES.logoDimensions, message: LOGO_DIMENSION_MESSAGE }
const tooManyBytes = { ok: false, code: SETTINGS_ERROR_CODES.logoTooLarge, message: LOGO_SIZE_MESSAGE }
const refused = (message: string) => ({ ok: false, code: SETTINGS_ERROR_CODES.invalidLogo, message })
const external = refused('The SVG must not reference external resources')

describe('checkLogoImage reads the type and size from the bytes', () => {
	it('PNG, from its IHDR chunk', () => {
		expect(checkLogoImage(png(64, 32))).toMatchObject(accepted('image/png', 64, 32))
		expect(checkLogoImage(png(3, 7))).toMatchObject(accepted('image/png', 3, 7))
		expect(checkLogoImage(png(100, 100))).toMatchObject(accepted('image/png', 100, 100))
	})

	it('JPEG, baseline or progressive, from its start-of-frame segment', () => {
		expect(checkLogoImage(jpeg(100, 80))).toMatchObject(accepted('image/jpeg', 100, 80))
		expect(checkLogoImage(jpeg(64, 48))).toMatchObject(accepted('image/jpeg', 64, 48))
		expect(checkLogoImage(jpeg(80, 20, 0xc2))).toMatchObject(accepted('image/jpeg', 80, 20))
		expect(checkLogoImage(jpeg(10, 10))).toMatchObject(accepted('image/jpeg', 10, 10))
	})

	it('SVG, from the root width and height (px or none)', () => {
		expect(checkLogoImage(svg('<svg xmlns="http://www.w3.org/2000/svg" width="48" height="40px"></svg>'))).toMatchObject(
			accepted('image/svg+xml', 48, 40),
		)
		expect(checkLogoImage(svg('<svg xmlns="http://www.w3.org/2000/svg" width="40" height="30px"></svg>'))).toMatchObject(
			accepted('image/svg+xml', 40, 30),
		)
		expect(checkLogoImage(svg('<svg width="24" height="24"></svg>'))).toMatchObject(accepted('image/svg+xml', 24, 24))
	})

	it('SVG, else from a viewBox of space-separated numbers, after an XML declaration and comments', () => {
		expect(checkLogoImage(svg('<?xml version="1.0"?><svg viewBox="0 0 60 45"><rect/></svg>'))).toMatchObject(
			accepted('image/svg+xml', 60, 45),
		)
		expect(checkLogoImage(svg('<?xml version="1.0"?>\n<!-- logo --><svg viewBox="0 0 60 25"><rect/></svg>'))).toMatchObject(
			accepted('image/svg+xml', 60, 25),
		)
		// A percentage is no size: the viewBox gives it.
		expect(checkLogoImage(svg('<svg width="100%" height="100%" viewBox="0 0 10 10"/>'))).toMatchObject(accepted('image/svg+xml', 10, 10))
		// The size read from a viewBox counts against the limit like any other.
		expect(checkLogoImage(svg('<?xml version="1.0"?><svg viewBox="0 0 120 90"><rect/></svg>'))).toEqual(tooManyPixels)
		expect(checkLogoImage(svg('<?xml version="1.0"?>\n<!-- logo --><svg viewBox="0 0 120 50"><rect/></svg>'))).toEqual(tooManyPixels)
	})

	it('SVG lengths in absolute units count as CSS pixels (96 per inch)', () => {
		expect(checkLogoImage(svg('<svg width="1in" height="0.5in"/>'))).toMatchObject(accepted('image/svg+xml', 96, 48))
		expect(checkLogoImage(svg('<svg width="2in" height="1in"/>'))).toEqual(tooManyPixels)
	})

	it('an SVG without a measurable size is refused @bad-input', () => {
		// Commas in the viewBox are valid SVG but image-size reads only spaces: no size.
		expect(checkLogoImage(svg('<svg width="100%" height="100%" viewBox="0,0,10,10"/>'))).toEqual(refused(SVG_NO_SIZE_MESSAGE))
		expect(checkLogoImage(svg('<svg xmlns="http://www.w3.org/2000/svg"><rect/></svg>'))).toEqual(refused(SVG_NO_SIZE_MESSAGE))
		expect(checkLogoImage(svg('<svg></svg>'))).toEqual(refused(SVG_NO_SIZE_MESSAGE))
		// Safety comes first: an unsafe SVG is refused as such, with a size or without.
		expect(checkLogoImage(svg('<svg><script>alert(1)</script></svg>'))).toEqual(refused('The SVG must not contain scripts'))
		expect(checkLogoImage(svg('<svg width="0" height="0" viewBox="0 0 0 0"/>'))).toEqual(refused(NO_SIZE_MESSAGE))
	})

	it('an image of no pixels is refused @bad-input', () => {
		expect(checkLogoImage(png(0, 0))).toEqual(refused(NO_SIZE_MESSAGE))
	})

	it('anything else is not a logo image', () => {
		expect(checkLogoImage(svg('GIF89a…'))).toEqual(notAnImage)
		expect(checkLogoImage(svg('GIF89a\x01\x00\x01\x00'))).toEqual(notAnImage)
		expect(checkLogoImage(new Uint8Array([]))).toEqual(notAnImage)
		expect(checkLogoImage(svg('not an image'))).toEqual(notAnImage)
		expect(checkLogoImage(svg('not a png at all, not at all'))).toEqual(notAnImage)
		// A JPEG that ends, or breaks off, before any frame.
		expect(checkLogoImage(new Uint8Array([0xff, 0xd8, 0xff, 0xd9]))).toEqual(notAnImage)
		expect(checkLogoImage(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00]))).toEqual(notAnImage)
		// An HTML page that holds an SVG is not an SVG.
		expect(checkLogoImage(svg('<html><svg width="1" height="1"/></html>'))).toEqual(notAnImage)
	})
})

describe('checkLogoImage applies the limits', () => {
	it('over 100 pixels either way', () => {
		expect(checkLogoImage(png(101, 1))).toEqual(tooManyPixels)
		expect(checkLogoImage(png(1, 101))).toEqual(tooManyPixels)
		expect(checkLogoImage(jpeg(50, 101))).toEqual(tooManyPixels)
		expect(checkLogoImage(svg('<svg width="200" height="50"/>'))).toEqual(tooManyPixels)
	})

	it('over 409600 bytes, whatever the content', () => {
		const big = new Uint8Array(LOGO_MAX_BYTES + 1)
		big.set(png(10, 10))
		expect(checkLogoImage(big)).toEqual(tooManyBytes)
		expect(checkLogoImage(png(1, 1, LOGO_MAX_BYTES))).toEqual(tooManyBytes)
		expect(checkLogoImage(new Uint8Array(LOGO_MAX_BYTES + 1))).toEqual(tooManyBytes)
	})

	it('returns the bytes it checked', () => {
		const bytes = png(10, 10)
		expect(checkLogoImage(bytes)).toMatchObject({ ok: true, bytes })
	})
})

describe('checkLogoImage refuses SVGs that are not safe to serve back', () => {
	it('scripts, also namespaced', () => {
		const scripts = refused('The SVG must not contain scripts')
		expect(checkLogoImage(svg('<svg width="10" height="10"><script>alert(1)</script></svg>'))).toEqual(scripts)
		expect(
			checkLogoImage(svg('<svg width="10" height="10" xmlns:svg="http://www.w3.org/2000/svg"><svg:script>alert(1)</svg:script></svg>')),
		).toEqual(scripts)
	})

	it('event-handler attributes', () => {
		const handlers = refused('The SVG must not contain event handlers')
		expect(checkLogoImage(svg('<svg width="10" height="10" onload="alert(1)"></svg>'))).toEqual(handlers)
		expect(checkLogoImage(svg('<svg width="10" height="10" onload="alert(1)"/>'))).toEqual(handlers)
		expect(checkLogoImage(svg('<svg width="10" height="10"><rect onclick = "alert(1)"/></svg>'))).toEqual(handlers)
	})

	it('foreign content @bad-input', () => {
		expect(checkLogoImage(svg('<svg width="10" height="10"><foreignObject><p>hi</p></foreignObject></svg>'))).toEqual(
			refused('The SVG must not embed foreign content'),
		)
	})

	it('a DOCTYPE or entities, which could spell any of the above indirectly', () => {
		expect(checkLogoImage(svg('<!DOCTYPE svg [<!ENTITY x "y">]><svg width="1" height="1"/>'))).toEqual(
			refused('The SVG must not declare a DOCTYPE or entities'),
		)
	})

	it('references outside the document, but not to #fragments within it', () => {
		expect(checkLogoImage(svg('<svg width="10" height="10"><image href="https://evil.example/x.png"/></svg>'))).toEqual(external)
		expect(checkLogoImage(svg('<svg width="10" height="10"><a xlink:href="javascript:alert(1)"><rect/></a></svg>'))).toEqual(external)
		expect(checkLogoImage(svg('<svg width="10" height="10"><rect style="fill:url(https://x/y)"/></svg>'))).toEqual(external)
		expect(checkLogoImage(svg('<svg width="10" height="10"><style>@import "https://x/y.css";</style></svg>'))).toEqual(external)
		expect(checkLogoImage(svg('<svg width="10" height="10"><use xlink:href="#a"/></svg>'))).toMatchObject({ ok: true })
		expect(checkLogoImage(svg('<svg width="10" height="10"><rect fill="url(#g)"/><rect style="fill:url(\'#g\')"/></svg>'))).toMatchObject({
			ok: true,
		})
	})
})

describe('checkLogoDataUrl checks a logo sent to PATCH /integrator/v1/logo', () => {
	it('accepts a data URL whose declared type is what the bytes are', () => {
		expect(checkLogoDataUrl(dataUrl('image/png', png(100, 100)))).toMatchObject(accepted('image/png', 100, 100))
		expect(checkLogoDataUrl(dataUrl('image/jpeg', jpeg(100, 60)))).toMatchObject(accepted('image/jpeg', 100, 60))
		expect(checkLogoDataUrl(dataUrl('IMAGE/SVG+XML', '<svg viewBox="0 0 64 64"/>'))).toMatchObject(accepted('image/svg+xml', 64, 64))
		// Percent-encoded rather than base64.
		expect(checkLogoDataUrl('data:image/svg+xml,%3Csvg%20width%3D%2210%22%20height%3D%2210%22%2F%3E')).toMatchObject(
			accepted('image/svg+xml', 10, 10),
		)
	})

	it('applies the same limits and SVG rules as checkLogoImage', () => {
		expect(checkLogoDataUrl(dataUrl('image/png', png(101, 1)))).toEqual(tooManyPixels)
		expect(checkLogoDataUrl(dataUrl('image/png', png(1, 1, LOGO_MAX_BYTES)))).toEqual(tooManyBytes)
		expect(checkLogoDataUrl(dataUrl('image/svg+xml', '<svg width="10" height="10"><script>alert(1)</script></svg>'))).toEqual(
			refused('The SVG must not contain scripts'),
		)
	})

	it('refuses other types, types that are not what the bytes are, and broken data URLs @bad-input', () => {
		expect(checkLogoDataUrl(dataUrl('image/png', jpeg(10, 10)))).toEqual(notAnImage)
		expect(checkLogoDataUrl(dataUrl('image/png', jpeg(200, 200)))).toEqual(notAnImage)
		expect(checkLogoDataUrl(dataUrl('image/svg+xml', png(10, 10)))).toEqual(notAnImage)
		expect(checkLogoDataUrl(dataUrl('image/gif', 'GIF89a'))).toEqual(notAnImage)
		expect(checkLogoDataUrl(dataUrl('text/html', '<script>alert(1)</script>'))).toEqual(notAnImage)
		expect(checkLogoDataUrl('data:image/png;base64,@@@')).toEqual(notAnImage)
		expect(checkLogoDataUrl('data:image/png;base64,')).toEqual(notAnImage)
		expect(checkLogoDataUrl('https://example.com/logo.png')).toEqual(notAnImage)
	})
})

describe('data URLs', () => {
	it('toDataUrl encodes the bytes as base64', () => {
		expect(toDataUrl(new Uint8Array([1, 2, 3]), 'image/png')).toBe('data:image/png;base64,AQID')
	})

	it('parseDataUrl reads what toDataUrl writes, and tolerates parameters, whitespace and the URL-safe alphabet', () => {
		const bytes = png(40, 20, 40_000)
		expect(parseDataUrl(toDataUrl(bytes, 'image/png'))).toEqual({ type: 'image/png', bytes: new Uint8Array(bytes) })
		expect(parseDataUrl('data:image/svg+xml;charset=utf-8;base64,PHN2Zz4=')).toEqual({ type: 'image/svg+xml', bytes: svg('<svg>') })
		expect(parseDataUrl('data:application/octet-stream;base64,+/8A\n-_8A')).toEqual({
			type: 'application/octet-stream',
			bytes: new Uint8Array([0xfb, 0xff, 0x00, 0xfb, 0xff, 0x00]),
		})
		expect(parseDataUrl('data:image/png;base64,A')).toBeNull()
		expect(parseDataUrl('data:image/svg+xml,%E0%A4%A')).toBeNull()
		expect(parseDataUrl('image/png;base64,AQID')).toBeNull()
	})
})
