import * as OTPAuth from 'otpauth'
import { test, expect } from '../utils/fixtures'
import { loginLink, passwordLogin, registerIntegrator, sandboxFetch, VERIFY_URL } from '../utils/sandbox'

/** Turns 2FA on for `email` through the sandbox; answers the authenticator and the recovery codes. */
async function withTwoFactor() {
	const user = await registerIntegrator()
	const token = await passwordLogin(user.email, user.password!)
	const setup = await sandboxFetch<{ data: { secret: string } }>('/auth/v1/2fa', { body: {}, token })
	const totp = OTPAuth.URI.parse(setup.data.secret) as OTPAuth.TOTP
	const verified = await sandboxFetch<{ data: { recoveryCodes: string[] } }>('/auth/v1/2fa/verify', {
		method: 'PATCH',
		body: { token: totp.generate() },
		token,
	})
	// The setup spent this 30-second step; the next one is accepted too (one step of drift).
	const nextCode = () => totp.generate({ timestamp: Date.now() + 30_000 })
	return { user, nextCode, recoveryCodes: verified.data.recoveryCodes }
}

const CODE_PROMPT = 'Input OTP from your authenticator app'

test('with 2FA on, a password login asks for the code before any session exists', async ({ page, waitForHydration }) => {
	const { user, nextCode } = await withTwoFactor()
	await page.goto('/auth/login?redirectTo=%2F%3Ffrom%3D2fa')
	await waitForHydration()
	await page.getByLabel('E-mail').fill(user.email)
	await page.getByLabel('Password (optional)').fill(user.password!)
	await page.getByRole('button', { name: 'Log in' }).click()
	await expect(page).toHaveURL('/auth/login/2fa')
	await expect(page.getByRole('heading', { name: 'Two-factor authentication' })).toBeVisible()
	// No challenge in the URL, and no session yet.
	expect(page.url()).not.toContain('challenge')
	await page.goto('/')
	await expect(page).toHaveURL(/\/auth\/login/)

	await page.goto('/auth/login/2fa')
	await waitForHydration()
	await page.getByLabel(CODE_PROMPT).fill('000000')
	await page.getByRole('button', { name: 'Confirm token' }).click()
	await expect(page.getByText('The code from your authenticator app is not correct')).toBeVisible()
	await expect(page).toHaveURL('/auth/login/2fa')

	await page.getByLabel(CODE_PROMPT).fill(nextCode())
	await page.getByRole('button', { name: 'Confirm token' }).click()
	await expect(page).toHaveURL('/?from=2fa')
	await expect(page.getByRole('heading', { name: user.businessName! })).toBeVisible()
})

test('with 2FA on, a login link leads to the code step, then where the user was going', async ({ page, waitForHydration }) => {
	const { user, nextCode } = await withTwoFactor()
	await page.goto(await loginLink(user.email, `${VERIFY_URL}?redirectTo=%2F%3Ftab%3Dservices`))
	await expect(page).toHaveURL('/auth/login/2fa')
	await waitForHydration()
	await page.getByLabel(CODE_PROMPT).fill(nextCode())
	await page.getByRole('button', { name: 'Confirm token' }).click()
	await expect(page).toHaveURL('/?tab=services')
})

test('a recovery code logs in instead of the code, once', async ({ page, waitForHydration }) => {
	const { user, recoveryCodes } = await withTwoFactor()
	const useRecoveryCode = async (code: string) => {
		await page.goto(await loginLink(user.email))
		await expect(page).toHaveURL('/auth/login/2fa')
		await waitForHydration()
		await page.getByText('Lost your device? Use a recovery code').click()
		await page.getByLabel('Recovery code').fill(code)
		await page.getByRole('button', { name: 'Use recovery code' }).click()
	}
	await useRecoveryCode(recoveryCodes[0]!)
	await expect(page).toHaveURL('/')
	await page.context().clearCookies()
	await useRecoveryCode(recoveryCodes[0]!)
	await expect(page.getByText('This recovery code is not valid or has already been used')).toBeVisible()
	await expect(page).toHaveURL('/auth/login/2fa')
})

test('five wrong codes lock 2FA and say until when @bad-input', async ({ page, waitForHydration }) => {
	const { user, nextCode } = await withTwoFactor()
	await page.goto(await loginLink(user.email))
	await expect(page).toHaveURL('/auth/login/2fa')
	for (let attempt = 1; attempt <= 5; attempt++) {
		await waitForHydration()
		await page.getByLabel(CODE_PROMPT).fill('000000')
		await page.getByRole('button', { name: 'Confirm token' }).click()
		await expect(
			page.getByText(
				attempt < 5 ? 'The code from your authenticator app is not correct' : /Two-factor authentication is locked until \d\d:\d\d UTC/,
			),
		).toBeVisible()
	}
	await page.getByLabel(CODE_PROMPT).fill(nextCode())
	await page.getByRole('button', { name: 'Confirm token' }).click()
	await expect(page.getByText(/Too many wrong codes\. Two-factor authentication is locked until/)).toBeVisible()
	await expect(page).toHaveURL('/auth/login/2fa')
})

test('the code step without a login waiting for it goes back to login', async ({ page }) => {
	await page.goto('/auth/login/2fa')
	await expect(page).toHaveURL('/auth/login')
})
