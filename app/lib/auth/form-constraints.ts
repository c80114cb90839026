import type { FieldConstraint } from '../field-constraint.ts'

/**
 * What HTML checks on the sign-up and two-factor forms (required, lengths,
 * patterns), as conform's `getZodConstraint` reads them from the schemas in
 * ./schemas.ts and ./login-two-factor.ts, declared here without zod so the
 * pages' first visit does not load it (record 120). form-constraints.test.ts
 * checks each against its schema.
 */
const NO_CONTROL_CHARACTERS = '^(?=.*(?:^[^\\x00-\\x1F]*$)).*$'

export const REGISTER_CONSTRAINT: Record<string, FieldConstraint> = {
	accountType: { required: false },
	businessName: { required: false },
	firstName: { required: true, minLength: 1, maxLength: 60, pattern: NO_CONTROL_CHARACTERS },
	lastName: { required: true, minLength: 1, maxLength: 60, pattern: NO_CONTROL_CHARACTERS },
	email: { required: true, minLength: 1, maxLength: 254, pattern: NO_CONTROL_CHARACTERS },
	country: { required: true, pattern: '^(?=.*(?:^[A-Za-z]{2}$)).*$' },
	password: { required: false },
	confirmPassword: { required: false },
}

export const LOGIN_CODE_CONSTRAINT: Record<string, FieldConstraint> = { code: { required: true, minLength: 1 } }

export const LOGIN_RECOVERY_CODE_CONSTRAINT: Record<string, FieldConstraint> = {
	recoveryCode: { required: true, minLength: 1, maxLength: 32 },
}
