import { describe, expect, test } from 'vitest'
import { SETTINGS_ERROR_CODES } from '#contract/settings/credentials.ts'
import { LOGO_DIMENSION_MESSAGE, LOGO_SIZE_MESSAGE, LOGO_TYPE_MESSAGE } from '#contract/settings/profile.ts'
import { jpeg, png, svg } from '#tests/fixtures/images.ts'
import { checkLogoFile } from './logo.ts'

/** The shared rules themselves are tested beside checkLogoImage; here, what the dashboard adds for a chosen file. */

const file = (bytes: Uint8Array, name: string) => new File([new Uint8Array(bytes)], name)

describe('checkLogoFile', () => {
	test('a logo within the limits, named like one, whatever the case of its extension', async () => {
		expect(await checkLogoFile(file(png(100, 100), 'logo.png'))).toMatchObject({ ok: true, type: 'image/png', width: 100, height: 100 })
		expect(await checkLogoFile(file(jpeg(10, 10), 'logo.JPEG'))).toMatchObject({ ok: true, type: 'image/jpeg' })
		expect(await checkLogoFile(file(svg('<svg width="24" height="24"></svg>'), 'logo.svg'))).toMatchObject({
			ok: true,
			type: 'image/svg+xml',
		})
	})

	test('a file named otherwise is refused, even when its content is a logo @bad-input', async () => {
		expect(await checkLogoFile(file(png(10, 10), 'logo.gif'))).toEqual({
			ok: false,
			code: SETTINGS_ERROR_CODES.invalidLogo,
			message: LOGO_TYPE_MESSAGE,
		})
	})

	test('size and dimension refusals keep their messages @bad-input', async () => {
		const big = new Uint8Array(409_601)
		big.set(png(10, 10))
		expect(await checkLogoFile(file(big, 'logo.png'))).toMatchObject({ ok: false, message: LOGO_SIZE_MESSAGE })
		expect(await checkLogoFile(file(png(101, 1), 'logo.png'))).toMatchObject({ ok: false, message: LOGO_DIMENSION_MESSAGE })
		expect(await checkLogoFile(file(jpeg(50, 101), 'logo.jpg'))).toMatchObject({ ok: false, message: LOGO_DIMENSION_MESSAGE })
	})

	test('every other refusal is shown as the type message @bad-input', async () => {
		const refusedAsType = { ok: false, code: SETTINGS_ERROR_CODES.invalidLogo, message: LOGO_TYPE_MESSAGE }
		expect(await checkLogoFile(file(svg('not an image'), 'logo.png'))).toEqual(refusedAsType)
		expect(await checkLogoFile(file(svg('<svg width="10" height="10"><script>alert(1)</script></svg>'), 'x.svg'))).toEqual(refusedAsType)
		expect(await checkLogoFile(file(svg('<svg width="10" height="10" onload="alert(1)"></svg>'), 'x.svg'))).toEqual(refusedAsType)
		expect(await checkLogoFile(file(svg('<svg width="10" height="10"><image href="https://evil.example/x.png"/></svg>'), 'x.svg'))).toEqual(
			refusedAsType,
		)
		expect(await checkLogoFile(file(svg('<svg><rect/></svg>'), 'x.svg'))).toEqual(refusedAsType)
	})
})
