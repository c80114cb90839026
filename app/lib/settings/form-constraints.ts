import type { FieldConstraint } from '../field-constraint.ts'

/**
 * What HTML checks on the webhook, signing-secret and two-factor forms, as
 * conform's `getZodConstraint` reads them from the schemas in
 * ./integrations-schemas.ts and ./security-schemas.ts, declared here without
 * zod so the pages' first visit does not load it (record 120).
 * form-constraints.test.ts checks each against its schema.
 */
const CODE: FieldConstraint = { required: true, minLength: 1 }

export const webhookConstraint = (twoFAEnabled: boolean): Record<string, FieldConstraint> => ({
	webhook: { required: true, maxLength: 2048 },
	token: twoFAEnabled ? CODE : { required: false, maxLength: 16, pattern: '^(?=.*(?:^[^\\x00-\\x1F]*$)).*$' },
})

export const rotateSecretConstraint = (twoFAEnabled: boolean): Record<string, FieldConstraint> => ({
	pin: { required: true, minLength: 1 },
	token: twoFAEnabled ? CODE : { required: true },
})

export const TWO_FA_VERIFY_CONSTRAINT: Record<string, FieldConstraint> = { token: CODE }

export const REGENERATE_RECOVERY_CODES_CONSTRAINT: Record<string, FieldConstraint> = { token: CODE }
