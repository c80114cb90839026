/**
 * The authenticator prompt under every one-time code field, without zod:
 * the views import it from here so a page with a code field does not load
 * zod on its first visit (record 120); the schemas' modules re-export it.
 */
export const AUTHENTICATOR_PROMPT = 'Input OTP from your authenticator app'
