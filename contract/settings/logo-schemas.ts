import { z } from 'zod'
import { envelope } from '../envelope.ts'
import { LOGO_TYPE_MESSAGE } from './profile.ts'

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
