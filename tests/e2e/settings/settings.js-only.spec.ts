import { writeFileSync } from 'node:fs'
import { png } from '../../fixtures/images'
import { test, expect } from '../utils/fixtures'
import { passwordLogin, registerIntegrator, sandboxFetch, seedScenario } from '../utils/sandbox'

test('a chosen logo is previewed and can be removed before upload', async ({ page, login, waitForHydration }, testInfo) => {
	const user = await registerIntegrator()
	await login(page, user.email)
	await page.goto('/settings')
	await waitForHydration()
	await expect(page.getByRole('button', { name: 'Upload Logo' })).toHaveCount(0)
	const file = testInfo.outputPath('logo.png')
	writeFileSync(file, png(40, 40))
	await page.getByLabel('Choose Logo').setInputFiles(file)
	await expect(page.getByRole('img', { name: 'Selected logo' })).toBeVisible()
	await expect(page.getByRole('button', { name: 'Upload Logo' })).toBeVisible()
	await page.getByRole('button', { name: 'Remove selected image' }).click()
	await expect(page.getByRole('img', { name: 'Selected logo' })).toHaveCount(0)
	await expect(page.getByRole('button', { name: 'Upload Logo' })).toHaveCount(0)
})

test('offline, the MFA toggles are disabled; back online they work', async ({ page, context, login, waitForHydration }) => {
	const user = await registerIntegrator()
	const token = await passwordLogin(user.email, user.password!)
	await sandboxFetch('/auth/v1/pin', { token, body: { pin: '123456', confirmPin: '123456' } })
	await login(page, user.email)
	await page.goto('/settings/security?section=mfa')
	await waitForHydration()
	const toggle = page.getByRole('switch', { name: 'Transaction PIN' })
	await context.setOffline(true)
	await expect(toggle).toBeDisabled()
	await expect(page.getByText('You are offline.')).toBeVisible()
	await context.setOffline(false)
	await expect(toggle).toBeEnabled()
	await toggle.click()
	// Switches at once, before the answer arrives.
	await expect(toggle).toHaveAttribute('aria-checked', 'true')
	await expect(page.getByTestId('toast')).toContainText('MFA preference updated')
})

test('the phone OTP step counts down the code’s remaining life', async ({ page, login, waitForHydration }) => {
	const scenario = await seedScenario('settings-ready')
	await login(page, scenario.integrators[0]!.email)
	await page.goto('/settings/security?section=phone')
	await waitForHydration()
	await page.getByRole('button', { name: 'Send OTP' }).click()
	await expect(page.getByRole('dialog')).toBeVisible()
	await expect(page.getByTestId('otp-countdown')).toHaveText(/The code expires in 0[23]:\d{2}\./)
	await page.getByRole('link', { name: 'Cancel' }).click()
	await expect(page.getByRole('link', { name: 'Input OTP' })).toBeVisible()
	await expect(page.getByRole('button', { name: 'Resend OTP' })).toBeVisible()
})
