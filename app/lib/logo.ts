import { SETTINGS_ERROR_CODES } from '#contract/settings/error-codes.ts'
import { checkLogoImage, type LogoImageCheck } from '#contract/settings/logo-image.ts'
import { LOGO_EXTENSIONS, LOGO_MAX_BYTES, LOGO_SIZE_MESSAGE, LOGO_TYPE_MESSAGE } from '#contract/settings/profile.ts'

/**
 * The dashboard's side of the logo check, for a File the user chose: in the
 * browser the moment it is chosen, and again in the settings action. The
 * bytes go through the same checkLogoImage the provider's sandbox runs; on
 * top of it the file must be named like a logo. Every refusal of what the
 * file is (not an image, an unsafe or sizeless SVG) is shown as the one type
 * message; size and dimension refusals keep theirs.
 */
export async function checkLogoFile(file: File): Promise<LogoImageCheck> {
	// Too big is known without reading the file.
	if (file.size > LOGO_MAX_BYTES) return { ok: false, code: SETTINGS_ERROR_CODES.logoTooLarge, message: LOGO_SIZE_MESSAGE }
	const name = file.name.toLowerCase()
	if (!LOGO_EXTENSIONS.some((extension) => name.endsWith(extension))) {
		return { ok: false, code: SETTINGS_ERROR_CODES.invalidLogo, message: LOGO_TYPE_MESSAGE }
	}
	const check = checkLogoImage(new Uint8Array(await file.arrayBuffer()))
	if (!check.ok && check.code === SETTINGS_ERROR_CODES.invalidLogo) return { ...check, message: LOGO_TYPE_MESSAGE }
	return check
}
