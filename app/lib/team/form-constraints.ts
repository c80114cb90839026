import type { FieldConstraint } from '../field-constraint.ts'

/**
 * What HTML checks on the Team tab's invite form, as conform's `getZodConstraint` reads it from
 * inviteFormSchema (./schemas.ts), declared without zod so the page's first visit does not load it
 * (record 120); form-constraints.test.ts checks it against the schema.
 */
export const INVITE_CONSTRAINT: Record<string, FieldConstraint> = {
	email: { required: true, minLength: 1, maxLength: 254, pattern: '^(?=.*(?:^[^\\x00-\\x1F]*$)).*$' },
	role: { required: true, pattern: 'ADMIN|FINANCE|DEVELOPER|COMPLIANCE|VIEWER' },
}
