import { readFileSync, writeFileSync } from 'node:fs'
import * as OTPAuth from 'otpauth'
import { LOGO_DIMENSION_MESSAGE, LOGO_SIZE_MESSAGE, LOGO_TYPE_MESSAGE } from '../../../contract/settings/profile'
import { jpeg, png } from '../../fixtures/images'
import { test, expect } from '../utils/fixtures'
import { passwordLogin, registerIntegrator, sandboxFetch } from '../utils/sandbox'

test('the profile tab shows a company: heading, name, website, country, active since', async ({ page, login }) => {
	const user = await registerIntegrator({ accountType: 'COMPANY', businessName: 'Analytical Engines International Ltd', country: 'NG' })
	await login(page, user.email)
	await page.goto('/settings')
	await expect(page).toHaveTitle('Settings | Integrator Dashboard')
	await expect(page.getByRole('link', { name: 'Company Profile' })).toHaveAttribute('aria-current', 'page')
	await expect(page.getByRole('heading', { name: 'Company information' })).toBeVisible()
	await expect(page.getByText(/^Active since \d{2} [A-Z][a-z]{2}, \d{4} • \d{1,2}:\d{2} UTC$/)).toBeVisible()
	// 'Analytical Engines International Ltd' is longer than 20 characters.
	await expect(page.getByRole('main').getByText('Analytical Engines I...', { exact: true })).toBeVisible()
	await expect(page.getByText('Company website')).toBeVisible()
	await expect(page.getByText('Nigeria')).toBeVisible()
	await expect(page.getByText('ID', { exact: true })).toHaveCount(0)
	await expect(page.getByTestId('review-banner')).toHaveCount(0)
})

test('the profile tab shows an individual with an ID and no website', async ({ page, login }) => {
	const user = await registerIntegrator({ accountType: 'INDIVIDUAL', firstName: 'Ngozi', lastName: 'Eze', country: 'KE' })
	await login(page, user.email)
	await page.goto('/settings')
	await expect(page.getByRole('link', { name: 'Profile', exact: true })).toBeVisible()
	await expect(page.getByRole('heading', { name: 'Personal information' })).toBeVisible()
	await expect(page.getByText(String(user.profile.pk))).toBeVisible()
	await expect(page.getByText('Company website')).toHaveCount(0)
	await expect(page.getByText('Kenya')).toBeVisible()
})

test('a valid logo is uploaded and shown in the top bar', async ({ page, login, waitForHydration, jsEnabled }, testInfo) => {
	const user = await registerIntegrator()
	await login(page, user.email)
	await page.goto('/settings')
	await waitForHydration()
	const file = testInfo.outputPath('logo.png')
	writeFileSync(file, png(64, 64))
	await page.getByLabel('Choose Logo').setInputFiles(file)
	if (jsEnabled) {
		// The preview (a blob: URL) really loads: the page's CSP allows it.
		const preview = page.getByRole('img', { name: 'Selected logo' })
		await expect(page.getByText('Selected: logo.png')).toBeVisible()
		await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(64)
	}
	await page.getByRole('button', { name: 'Upload Logo' }).click()
	await expect(page.getByTestId('toast')).toContainText('Logo updated')
	// The panel leaves its 'selected' state: the new logo, 'Replace Logo', nothing waiting to upload.
	const panel = page.getByRole('region', { name: 'Logo' })
	await expect(panel.getByRole('img', { name: 'Selected logo' })).toHaveCount(0)
	await expect(panel.getByText(/^Selected:/)).toHaveCount(0)
	await expect(panel.getByRole('img', { name: /logo$/ })).toHaveAttribute('src', /\/sandbox\/logos\//)
	await expect(page.getByLabel('Replace Logo')).toBeAttached()
	await expect(panel.getByRole('link', { name: 'Remove current logo' })).toBeVisible()
	if (jsEnabled) await expect(panel.getByRole('button', { name: 'Upload Logo' })).toHaveCount(0)
	const summaryImage = page.locator('header summary img')
	await expect(summaryImage).toHaveAttribute('src', /\/sandbox\/logos\//)
	if (jsEnabled) {
		// Loaded, not just referenced: the page's CSP lets the logo's origin in.
		await expect.poll(() => summaryImage.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(64)
	}
	expect(readFileSync(file).length).toBeGreaterThan(0)

	// Removing it asks first: 'Keep it' keeps it, 'Remove logo' removes it.
	await panel.getByRole('link', { name: 'Remove current logo' }).click()
	await expect(page).toHaveURL(/[?&]dialog=remove-logo/)
	await expect(page.getByRole('heading', { name: 'Remove your logo?' })).toBeVisible()
	await page.getByRole('link', { name: 'Keep it' }).click()
	await expect(page.getByRole('heading', { name: 'Remove your logo?' })).toHaveCount(0)
	await expect(summaryImage).toHaveAttribute('src', /\/sandbox\/logos\//)
	await panel.getByRole('link', { name: 'Remove current logo' }).click()
	await page.getByRole('button', { name: 'Remove logo' }).click()
	await expect(page.getByTestId('toast')).toContainText('Logo removed')
	await expect(page.locator('header summary img')).toHaveCount(0)
})

const BAD_LOGOS = [
	{ name: 'too-wide.png', bytes: () => png(101, 1), message: LOGO_DIMENSION_MESSAGE },
	{ name: 'too-tall.jpg', bytes: () => jpeg(10, 150), message: LOGO_DIMENSION_MESSAGE },
	{
		name: 'too-big.png',
		bytes: () => {
			const big = new Uint8Array(409_700)
			big.set(png(10, 10))
			return big
		},
		message: LOGO_SIZE_MESSAGE,
	},
	{ name: 'not-an-image.png', bytes: () => new TextEncoder().encode('hello'), message: LOGO_TYPE_MESSAGE },
	{
		name: 'script.svg',
		bytes: () => new TextEncoder().encode('<svg width="10" height="10"><script>alert(1)</script></svg>'),
		message: LOGO_TYPE_MESSAGE,
	},
]

for (const bad of BAD_LOGOS) {
	test(`a bad logo (${bad.name}) is refused with the logo message, in the browser and on the server @bad-input`, async ({
		page,
		login,
		waitForHydration,
		jsEnabled,
	}, testInfo) => {
		const user = await registerIntegrator()
		await login(page, user.email)
		await page.goto('/settings')
		await waitForHydration()
		const file = testInfo.outputPath(bad.name)
		writeFileSync(file, bad.bytes())
		await page.getByLabel('Choose Logo').setInputFiles(file)
		if (!jsEnabled) await page.getByRole('button', { name: 'Upload Logo' }).click()
		const toast = page.getByTestId('toast').filter({ hasText: bad.message })
		await expect(toast).toContainText('Ooooops')

		// The server refuses it too when the browser's checks are bypassed.
		const posted = await page.request.post('/settings?index', {
			multipart: { intent: 'upload-logo', logo: { name: bad.name, mimeType: 'image/png', buffer: Buffer.from(bad.bytes()) } },
			headers: { Origin: new URL(page.url()).origin },
			maxRedirects: 0,
		})
		expect(posted.status()).toBe(400)
		expect(await posted.text()).toContain(bad.message)
		const profile = await sandboxFetch<{ data: { logoUrl: string | null } }>('/integrator/v1', {
			token: await passwordLogin(user.email, user.password!),
		})
		expect(profile.data.logoUrl).toBeNull()
	})
}

test('the webhook URL is set, and bad ones are refused with a message @bad-input', async ({ page, login, waitForHydration }) => {
	const user = await registerIntegrator()
	await login(page, user.email)
	await page.goto('/settings/integrations')
	await expect(page.getByTestId('business-id')).toContainText(String(user.profile.pk))
	await expect(page.getByTestId('current-webhook')).toHaveText('N/A')
	await waitForHydration()

	await page.getByRole('button', { name: 'Save Changes' }).click()
	await expect(page.getByText('You have not yet inputted a webhook url.')).toBeVisible()
	await page.getByLabel('Webhook URL').fill('http://hooks.example.com/in')
	await page.getByRole('button', { name: 'Save Changes' }).click()
	await expect(page.getByText('The webhook URL must start with https://')).toBeVisible()
	await expect(page.getByTestId('current-webhook')).toHaveText('N/A')

	await page.getByLabel('Webhook URL').fill('https://hooks.example.com/in')
	await page.getByRole('button', { name: 'Save Changes' }).click()
	await expect(page.getByTestId('toast')).toContainText('Webhook updated')
	await expect(page.getByTestId('current-webhook').getByRole('link')).toHaveText('https://hooks.example.com/in')
})

test('a webhook typed without a scheme gets https://, even for a host starting with h', async ({
	page,
	login,
	waitForHydration,
	jsEnabled,
}) => {
	const user = await registerIntegrator()
	await login(page, user.email)
	await page.goto('/settings/integrations')
	await waitForHydration()
	const field = page.getByLabel('Webhook URL')
	await field.pressSequentially('hooks.example.com')
	// With JavaScript the prefix appears while typing; without it the server adds it.
	await expect(field).toHaveValue(jsEnabled ? 'https://hooks.example.com' : 'hooks.example.com')
	await page.getByRole('button', { name: 'Save Changes' }).click()
	await expect(page.getByTestId('toast')).toContainText('Webhook updated')
	await expect(page.getByTestId('current-webhook').getByRole('link')).toHaveText('https://hooks.example.com')
})

test('with 2FA on, the webhook change needs the authenticator code', async ({ page, login, waitForHydration }) => {
	const user = await registerIntegrator()
	// Logged in first: with 2FA on, a login asks for the code (tests/e2e/auth/two-factor-login.spec.ts).
	await login(page, user.email)
	const token = await passwordLogin(user.email, user.password!)
	const setup = await sandboxFetch<{ data: { secret: string } }>('/auth/v1/2fa', { method: 'POST', token, body: {} })
	const totp = OTPAuth.URI.parse(setup.data.secret) as OTPAuth.TOTP
	// The previous time step's code is valid (one step of drift) and keeps the current one fresh for the form.
	await sandboxFetch('/auth/v1/2fa/verify', { method: 'PATCH', token, body: { token: totp.generate({ timestamp: Date.now() - 30_000 }) } })

	await page.goto('/settings/integrations')
	await waitForHydration()
	await page.getByLabel('Webhook URL').fill('https://hooks.example.com/2fa')
	await page.getByLabel('Input OTP from your authenticator app').fill('000000')
	await page.getByRole('button', { name: 'Save Changes' }).click()
	await expect(page.getByTestId('current-webhook')).toHaveText('N/A')
	await expect(page.locator('form').getByText(/code/i).first()).toBeVisible()

	await page.getByLabel('Webhook URL').fill('https://hooks.example.com/2fa')
	await page.getByLabel('Input OTP from your authenticator app').fill(totp.generate())
	await page.getByRole('button', { name: 'Save Changes' }).click()
	await expect(page.getByTestId('toast')).toContainText('Webhook updated')
	await expect(page.getByTestId('current-webhook').getByRole('link')).toHaveText('https://hooks.example.com/2fa')
})
