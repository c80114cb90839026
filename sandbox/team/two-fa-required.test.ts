import { URI, type TOTP } from 'otpauth'
import { describe, expect, it } from 'vitest'
import { auditListResponseSchema } from '#contract/audit.ts'
import { profileResponseSchema } from '#contract/shell.ts'
import { TEAM_MESSAGES } from '#contract/team/api.ts'
import { ROLE_FORBIDDEN, TWO_FA_REQUIRED, TWO_FA_REQUIRED_MESSAGE } from '#contract/team/roles.ts'
import { databaseBackends } from '../test-support/backends.ts'
import { expectRefused, newIntegrator, withClock } from '../test-support/integrator-client.ts'
import { useSandbox } from '../test-support/use-sandbox.ts'
import { addMember } from './test-client.ts'

const TWO_FA = '/integrator/v1/team/two-fa'

/** The Owner requires 2FA of every member (docs/product/team.md, record 135). */
describe.each(databaseBackends())('2FA required of every member on $name', (backend) => {
	const sandbox = useSandbox(backend)
	const clock = withClock(sandbox)

	it('a member without 2FA may only set it up; setting it up lets them on', async () => {
		const owner = await newIntegrator(sandbox, clock, { label: 'twofa-owner' })
		const member = await addMember(sandbox, owner, 'FINANCE', 'twofa-member')
		// The Owner turns it on only with their own 2FA on.
		expectRefused(await owner.patch(TWO_FA, { required: true }), 409, { message: TEAM_MESSAGES.ownTwoFAFirst })
		await owner.enable2FA()
		const on = await owner.patch(TWO_FA, { required: true })
		expect(on.status, JSON.stringify(on.json)).toBe(200)
		expect(on.json.message).toBe(TEAM_MESSAGES.twoFARequiredOn)
		// The member's open session: every call refused with the code the dashboard turns into the setup page.
		for (const answer of [
			await member.get('/integrator/v1/accounts'),
			await member.get('/integrator/v1/team'),
			await member.get('/integrator/v1/audit'),
		])
			expectRefused(answer, 403, { message: TWO_FA_REQUIRED_MESSAGE, code: TWO_FA_REQUIRED })
		// The profile says so, and the Owner (with 2FA) goes on.
		const profile = profileResponseSchema.parse((await member.get('/integrator/v1')).json).data
		expect(profile).toMatchObject({ teamTwoFARequired: true, twoFAEnabled: false })
		expect((await owner.get('/integrator/v1/team')).status).toBe(200)
		// Setting it up is allowed, and lets them on.
		const setup = await member.post('/auth/v1/2fa')
		expect(setup.status, JSON.stringify(setup.json)).toBe(200)
		const totp = URI.parse(setup.json.data.secret as string) as TOTP
		const verified = await member.patch('/auth/v1/2fa/verify', { token: totp.generate({ timestamp: clock.now() }) })
		expect(verified.status, JSON.stringify(verified.json)).toBe(200)
		expect((await member.get('/integrator/v1/accounts')).status).toBe(200)
		const [entry] = auditListResponseSchema.parse((await owner.get('/integrator/v1/audit?kind=team.two_fa_required')).json).data.items
		expect(entry).toMatchObject({ actor: { email: owner.email, role: 'OWNER' }, before: { required: false }, after: { required: true } })
	})

	it('only the Owner may require it; an Admin is refused @bad-input', async () => {
		const owner = await newIntegrator(sandbox, clock, { label: 'twofa-owner2' })
		const admin = await addMember(sandbox, owner, 'ADMIN', 'twofa-admin')
		expectRefused(await admin.patch(TWO_FA, { required: true }), 403, {
			message: 'Your role (Admin) may not require two-factor authentication of every member',
			code: ROLE_FORBIDDEN,
		})
		expectRefused(await owner.patch(TWO_FA, { required: 'yes' }), 400, { message: 'required must be true or false' })
		expect((await owner.profile()).teamTwoFARequired).toBe(false)
	})
})
