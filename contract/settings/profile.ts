import { z } from 'zod'
import { envelope } from '../envelope.ts'

/** The logo on the profile tab: what the provider accepts, and the call that sets it. */

export const LOGO_MAX_BYTES = 409_600
export const LOGO_MAX_DIMENSION_PX = 100
export const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/svg+xml'] as const
export type LogoType = (typeof LOGO_TYPES)[number]
export const LOGO_EXTENSIONS = ['.jpg', '.jpeg', '.png', '.svg'] as const
export const LOGO_SIZE_MESSAGE = 'The file is large. File size should not be more than 400kb'
export const LOGO_DIMENSION_MESSAGE = 'The file is large. File dimension should not be more than 100 x 100'
export const LOGO_TYPE_MESSAGE = 'The file must be a .jpg, .jpeg, .png or .svg image'

/**
 * PATCH /integrator/v1/logo: `logo` is a data URL (`data:image/png;base64,…`)
 * or null to remove the logo. The server checks the decoded content (type,
 * bytes, pixels); this schema checks only the envelope of the value.
 */
export const logoRequestSchema = z.object({
	logo: z
		.string({ required_error: 'Choose a logo', invalid_type_error: LOGO_TYPE_MESSAGE })
		.regex(/^data:[^,]*,/, LOGO_TYPE_MESSAGE)
		.nullable(),
})
export const logoResponseSchema = envelope(z.object({ logoUrl: z.string().nullable() }))
