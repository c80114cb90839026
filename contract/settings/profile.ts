/**
 * The logo on the profile tab: what the provider accepts, without zod (the logo panel checks a chosen
 * file in the browser on its first visit); the call that sets it is in logo-schemas.ts
 * (docs/decisions/120-light-forms.md).
 */

export const LOGO_MAX_BYTES = 409_600
export const LOGO_MAX_DIMENSION_PX = 100
export const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/svg+xml'] as const
export type LogoType = (typeof LOGO_TYPES)[number]
export const LOGO_EXTENSIONS = ['.jpg', '.jpeg', '.png', '.svg'] as const
export const LOGO_SIZE_MESSAGE = 'The file is large. File size should not be more than 400kb'
export const LOGO_DIMENSION_MESSAGE = 'The file is large. File dimension should not be more than 100 x 100'
export const LOGO_TYPE_MESSAGE = 'The file must be a .jpg, .jpeg, .png or .svg image'
