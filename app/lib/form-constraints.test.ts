import { getZodConstraint } from '@conform-to/zod'
import { describe, expect, it } from 'vitest'
import { LOGIN_CODE_CONSTRAINT, LOGIN_RECOVERY_CODE_CONSTRAINT, REGISTER_CONSTRAINT } from './auth/form-constraints.ts'
import { loginCodeFormSchema, loginRecoveryCodeFormSchema } from './auth/login-two-factor.ts'
import { registerFormSchema } from './auth/schemas.ts'
import {
	REGENERATE_RECOVERY_CODES_CONSTRAINT,
	rotateSecretConstraint,
	TWO_FA_VERIFY_CONSTRAINT,
	webhookConstraint,
} from './settings/form-constraints.ts'
import { rotateSecretFormSchema, webhookFormSchema } from './settings/integrations-schemas.ts'
import { regenerateRecoveryCodesFormSchema, twoFAVerifyFormSchema } from './settings/security-schemas.ts'

/**
 * The HTML constraints a form renders are declared without zod (record 120),
 * so the page's first visit does not load it; each must be what conform's
 * `getZodConstraint` reads from the schema the browser and the server check,
 * so the markup is the same as before and cannot drift from the schema.
 */
describe('declared form constraints', () => {
	it.each([
		['sign-up', REGISTER_CONSTRAINT, registerFormSchema],
		['login code', LOGIN_CODE_CONSTRAINT, loginCodeFormSchema],
		['login recovery code', LOGIN_RECOVERY_CODE_CONSTRAINT, loginRecoveryCodeFormSchema],
		['two-factor verification', TWO_FA_VERIFY_CONSTRAINT, twoFAVerifyFormSchema],
		['new recovery codes', REGENERATE_RECOVERY_CODES_CONSTRAINT, regenerateRecoveryCodesFormSchema],
		['webhook, 2FA on', webhookConstraint(true), webhookFormSchema(true)],
		['webhook, 2FA off', webhookConstraint(false), webhookFormSchema(false)],
		['signing secret, 2FA on', rotateSecretConstraint(true), rotateSecretFormSchema(true)],
		['signing secret, 2FA off', rotateSecretConstraint(false), rotateSecretFormSchema(false)],
	] as const)('%s: is what getZodConstraint reads from its schema', (_, declared, schema) => {
		expect(declared).toEqual(getZodConstraint(schema))
	})
})
