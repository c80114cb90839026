import { describe, expect, it } from 'vitest'
import { LOGO_DIMENSION_MESSAGE, LOGO_MAX_BYTES, LOGO_SIZE_MESSAGE, LOGO_TYPE_MESSAGE } from '#contract/settings/profile.ts'
import { checkLogo, jpegDimensions, pngDimensions, svgDimensions } from './logo-images.ts'
import { dataUrl, jpeg, png } from '#tests/fixtures/images.ts'

describe('logo checks', () => {
	it('reads PNG and JPEG sizes from their headers', () => {
		expect(pngDimensions(png(3, 7))).toEqual({ width: 3, height: 7 })
		expect(pngDimensions(Buffer.from('not a png at all, not at all'))).toBeNull()
		expect(jpegDimensions(jpeg(64, 48))).toEqual({ width: 64, height: 48 })
		expect(jpegDimensions(jpeg(80, 20, 0xc2))).toEqual({ width: 80, height: 20 })
		expect(jpegDimensions(Buffer.from([0xff, 0xd8, 0xff, 0xd9]))).toBeNull()
		expect(jpegDimensions(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00]))).toBeNull()
	})

	it('reads SVG sizes from width/height or the viewBox and refuses active content', () => {
		expect(svgDimensions('<svg xmlns="http://www.w3.org/2000/svg" width="40" height="30px"></svg>')).toEqual({ ok: true, dimensions: { width: 40, height: 30 } })
		expect(svgDimensions('<?xml version="1.0"?>\n<!-- logo --><svg viewBox="0 0 120 50"><rect/></svg>')).toEqual({ ok: true, dimensions: { width: 120, height: 50 } })
		expect(svgDimensions('<svg width="100%" height="100%" viewBox="0,0,10,10"/>')).toEqual({ ok: true, dimensions: { width: 10, height: 10 } })
		expect(svgDimensions('<svg width="10" height="10"><script>alert(1)</script></svg>').ok).toBe(false)
		expect(svgDimensions('<svg width="10" height="10" onload="alert(1)"/>').ok).toBe(false)
		expect(svgDimensions('<svg width="10" height="10"><image href="https://evil.example/x.png"/></svg>').ok).toBe(false)
		expect(svgDimensions('<svg width="10" height="10"><use xlink:href="#a"/></svg>').ok).toBe(true)
		expect(svgDimensions('<svg width="10" height="10"><rect style="fill:url(https://x/y)"/></svg>').ok).toBe(false)
		expect(svgDimensions('<!DOCTYPE svg [<!ENTITY x "y">]><svg width="1" height="1"/>').ok).toBe(false)
		expect(svgDimensions('<html><svg width="1" height="1"/></html>').ok).toBe(false)
		expect(svgDimensions('<svg></svg>').ok).toBe(false)
	})

	it('checks size, type and pixels of data URLs', () => {
		expect(checkLogo(dataUrl('image/png', png(100, 100)))).toMatchObject({ ok: true, contentType: 'image/png' })
		expect(checkLogo(dataUrl('image/png', png(101, 1)))).toMatchObject({ ok: false, message: LOGO_DIMENSION_MESSAGE })
		expect(checkLogo(dataUrl('image/png', png(1, 1, LOGO_MAX_BYTES)))).toMatchObject({ ok: false, message: LOGO_SIZE_MESSAGE })
		expect(checkLogo(dataUrl('image/png', jpeg(10, 10)))).toMatchObject({ ok: false, message: LOGO_TYPE_MESSAGE })
		expect(checkLogo(dataUrl('image/gif', 'GIF89a'))).toMatchObject({ ok: false, message: LOGO_TYPE_MESSAGE })
		expect(checkLogo('data:image/svg+xml,%3Csvg%20width%3D%2210%22%20height%3D%2210%22%2F%3E')).toMatchObject({ ok: true, contentType: 'image/svg+xml' })
		expect(checkLogo('data:image/png;base64,@@@')).toMatchObject({ ok: false, message: LOGO_TYPE_MESSAGE })
		expect(checkLogo('data:image/png;base64,')).toMatchObject({ ok: false, message: LOGO_TYPE_MESSAGE })
	})
})
