import * as OTPAuth from 'otpauth'
import { test, expect } from '../utils/fixtures'
import { passwordLogin, registerIntegrator, sandboxFetch, waitForMessage } from '../utils/sandbox'

const CODE_PROMPT = 'Input OTP from your authenticator app'

test('turning 2FA on shows ten recovery codes once; a valid code regenerates them', async ({ page, login, waitForHydration }) => {
	const user = await registerIntegrator()
	await login(page, user.email)
	await page.goto('/settings/security?section=2fa')
	await waitForHydration()
	await page.getByRole('button', { name: 'Set up 2FA' }).click()
	const key = (await page.getByTestId('two-fa-key').textContent())!.trim()
	const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(key), digits: 6, period: 30 })
	await page.getByLabel(CODE_PROMPT).fill(totp.generate())
	await page.getByRole('button', { name: 'Confirm token' }).click()
	await expect(page.getByRole('heading', { name: '2FA enabled: your recovery codes' })).toBeVisible()
	await expect(page.getByText('they are shown only once')).toBeVisible()
	const first = await page.getByTestId('recovery-codes').getByRole('listitem').allTextContents()
	expect(first).toHaveLength(10)

	// Shown once: the page itself no longer has them.
	await page.goto('/settings/security?section=2fa')
	await expect(page.getByText('Your 2FA is set', { exact: true })).toBeVisible()
	await expect(page.getByTestId('recovery-codes')).toHaveCount(0)

	await waitForHydration()
	await page.getByLabel(CODE_PROMPT).fill('000000')
	await page.getByRole('button', { name: 'Regenerate recovery codes' }).click()
	await expect(page.getByText('The code from your authenticator app is not correct')).toBeVisible()
	await page.getByLabel(CODE_PROMPT).fill(totp.generate({ timestamp: Date.now() + 30_000 }))
	await page.getByRole('button', { name: 'Regenerate recovery codes' }).click()
	await expect(page.getByRole('heading', { name: 'Your new recovery codes' })).toBeVisible()
	const second = await page.getByTestId('recovery-codes').getByRole('listitem').allTextContents()
	expect(second).toHaveLength(10)
	expect(second).not.toContain(first[0])
})

test('five wrong PINs lock the PIN and say until when; the owner gets an e-mail @bad-input', async ({ page, login, waitForHydration }) => {
	const user = await registerIntegrator()
	const apiToken = await passwordLogin(user.email, user.password!)
	await sandboxFetch('/auth/v1/pin', { token: apiToken, body: { pin: '111111', confirmPin: '111111' } })
	const startedAt = new Date()
	await login(page, user.email)
	await page.goto('/settings/security?section=pin&edit=1')
	for (let attempt = 1; attempt <= 5; attempt++) {
		await waitForHydration()
		await page.getByLabel('Current PIN').fill('000000')
		await page.getByLabel('New PIN', { exact: true }).fill('222222')
		await page.getByLabel('Confirm new PIN').fill('222222')
		await page.getByRole('button', { name: 'Update PIN' }).click()
		await expect(
			page.getByText(attempt < 5 ? 'Your current PIN is not correct' : /^Too many wrong PINs\. Your PIN is locked until \d\d:\d\d UTC\.$/),
		).toBeVisible()
	}
	const message = await waitForMessage(user.email, { after: startedAt, where: (m) => m.subject === 'Your PIN is locked' })
	expect(message.text).toMatch(/locked until \d\d:\d\d UTC/)
})
