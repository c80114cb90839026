import * as OTPAuth from 'otpauth'
import { test, expect } from '../utils/fixtures'
import { passwordLogin, registerIntegrator, sandboxFetch, seedScenario, waitForMessage } from '../utils/sandbox'

const pinSection = '/settings/security?section=pin'

test('set a PIN (mismatch first), then change it (wrong current PIN, then right) @bad-input', async ({ page, login, waitForHydration }) => {
	const user = await registerIntegrator()
	await login(page, user.email)
	await page.goto('/settings/security')
	await expect(page.getByRole('heading', { name: 'Security preferences' })).toBeVisible()
	await page.getByRole('link', { name: 'Set PIN' }).click()
	await waitForHydration()
	await page.getByLabel('PIN', { exact: true }).fill('123456')
	await page.getByLabel('Confirm PIN').fill('123457')
	await page.getByRole('button', { name: 'Create PIN' }).click()
	await expect(page.getByText('Ooooops... PINs do not yet match')).toBeVisible()

	await page.getByLabel('PIN', { exact: true }).fill('123456')
	await page.getByLabel('Confirm PIN').fill('123456')
	await page.getByRole('button', { name: 'Create PIN' }).click()
	await expect(page.getByTestId('toast')).toContainText('PIN created')
	await expect(page).toHaveURL(pinSection)

	await page.getByRole('link', { name: 'Change PIN' }).click()
	await waitForHydration()
	await page.getByLabel('Current PIN').fill('000000')
	await page.getByLabel('New PIN', { exact: true }).fill('654321')
	await page.getByLabel('Confirm new PIN').fill('654321')
	await page.getByRole('button', { name: 'Update PIN' }).click()
	await expect(
		page
			.locator('form')
			.getByText(/current PIN|incorrect|wrong/i)
			.first(),
	).toBeVisible()

	await page.getByLabel('Current PIN').fill('123456')
	await page.getByLabel('New PIN', { exact: true }).fill('654321')
	await page.getByLabel('Confirm new PIN').fill('654321')
	await page.getByRole('button', { name: 'Update PIN' }).click()
	await expect(page.getByTestId('toast')).toContainText('PIN updated')
	const token = await passwordLogin(user.email, user.password!)
	const check = await sandboxFetch<{ data: { valid: boolean } }>('/auth/v1/pin/validate', { token, body: { pin: '654321' } })
	expect(check.data.valid).toBe(true)
})

test('create a password (weak and mismatched first), then change it', async ({ page, login, waitForHydration }) => {
	const user = await registerIntegrator({ password: null })
	await login(page, user.email)
	await page.goto('/settings/security?section=password')
	await page.getByRole('link', { name: 'Create password' }).click()
	await waitForHydration()
	await page.getByLabel('Password', { exact: true }).fill('weak')
	await page.getByLabel('Confirm password').fill('weaker')
	await page.getByRole('button', { name: 'Create password' }).click()
	await expect(page.getByText('Password must be at least 10 characters')).toBeVisible()
	await expect(page.getByText('Ooooops... passwords do not yet match')).toBeVisible()

	await page.getByLabel('Password', { exact: true }).fill('First.Passw0rd')
	await page.getByLabel('Confirm password').fill('First.Passw0rd')
	await page.getByRole('button', { name: 'Create password' }).click()
	await expect(page.getByTestId('toast')).toContainText('Password created')

	await page.getByRole('link', { name: 'Change password' }).click()
	await waitForHydration()
	// A wrong current password says how many tries are left before password changes lock.
	await page.getByLabel('Current password').fill('Wrong.Passw0rd')
	await page.getByLabel('New password', { exact: true }).fill('Second.Passw0rd')
	await page.getByLabel('Confirm new password').fill('Second.Passw0rd')
	await page.getByRole('button', { name: 'Update password' }).click()
	await expect(
		page.getByText('Your current password is not correct. 4 attempts left before changing your password is locked for 30 minutes.'),
	).toBeVisible()

	await waitForHydration()
	await page.getByLabel('Current password').fill('First.Passw0rd')
	await page.getByLabel('New password', { exact: true }).fill('Second.Passw0rd')
	await page.getByLabel('Confirm new password').fill('Second.Passw0rd')
	await page.getByRole('button', { name: 'Update password' }).click()
	await expect(page.getByTestId('toast')).toContainText('Password updated')
	await expect(passwordLogin(user.email, 'Second.Passw0rd')).resolves.toBeTruthy()
})

test('five wrong current passwords lock password changes and say until when; the owner gets an e-mail @bad-input', async ({
	page,
	login,
	waitForHydration,
}) => {
	const user = await registerIntegrator()
	const startedAt = new Date()
	await login(page, user.email)
	await page.goto('/settings/security?section=password&edit=1')
	for (let attempt = 1; attempt <= 5; attempt++) {
		await waitForHydration()
		await page.getByLabel('Current password').fill('Wrong.Passw0rd')
		await page.getByLabel('New password', { exact: true }).fill('Second.Passw0rd')
		await page.getByLabel('Confirm new password').fill('Second.Passw0rd')
		await page.getByRole('button', { name: 'Update password' }).click()
		const left = 5 - attempt
		await expect(
			page.getByText(
				attempt < 5
					? `Your current password is not correct. ${left} ${left === 1 ? 'attempt' : 'attempts'} left before changing your password is locked for 30 minutes.`
					: /^Too many wrong passwords\. Changing your password is locked until \d\d:\d\d UTC\.$/,
			),
		).toBeVisible()
	}
	const message = await waitForMessage(user.email, { after: startedAt, where: (m) => m.subject === 'Changing your password is locked' })
	expect(message.text).toMatch(/changing your password is locked until \d\d:\d\d UTC/)
	// Logging in with the same password still works: the login step is throttled, never locked.
	await expect(passwordLogin(user.email, user.password!)).resolves.toBeTruthy()
})

test('turn 2FA on from the setup key on the page, then change the PIN without and with a valid code', async ({
	page,
	login,
	waitForHydration,
}) => {
	const user = await registerIntegrator()
	const apiToken = await passwordLogin(user.email, user.password!)
	await sandboxFetch('/auth/v1/pin', { token: apiToken, body: { pin: '111111', confirmPin: '111111' } })
	await login(page, user.email)
	await page.goto('/settings/security?section=2fa')
	await waitForHydration()
	await page.getByRole('button', { name: 'Set up 2FA' }).click()
	await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible()
	const shown = page.getByTestId('two-fa-key')
	const key = (await shown.getAttribute('data-key'))!
	// Shown in groups of four, as authenticator apps print it.
	expect((await shown.textContent())!.trim()).toBe(key.match(/.{1,4}/g)!.join(' '))
	const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(key), digits: 6, period: 30 })
	await page.getByLabel('Input OTP from your authenticator app').fill(totp.generate())
	await page.getByRole('button', { name: 'Confirm token' }).click()
	await expect(page.getByText('Your 2FA is set', { exact: true })).toBeVisible()

	await page.goto(`${pinSection}&edit=1`)
	await waitForHydration()
	await page.getByLabel('Current PIN').fill('111111')
	await page.getByLabel('New PIN', { exact: true }).fill('222222')
	await page.getByLabel('Confirm new PIN').fill('222222')
	await page.getByLabel('Input OTP from your authenticator app').fill('000000')
	await page.getByRole('button', { name: 'Update PIN' }).click()
	await expect(page.locator('form').getByText(/code/i).first()).toBeVisible()
	const unchanged = await sandboxFetch<{ data: { valid: boolean } }>('/auth/v1/pin/validate', { token: apiToken, body: { pin: '111111' } })
	expect(unchanged.data.valid).toBe(true)

	await page.getByLabel('Current PIN').fill('111111')
	await page.getByLabel('New PIN', { exact: true }).fill('222222')
	await page.getByLabel('Confirm new PIN').fill('222222')
	// The code that turned 2FA on cannot be used again: take the next step's (one step of drift is allowed).
	await page.getByLabel('Input OTP from your authenticator app').fill(totp.generate({ timestamp: Date.now() + 30_000 }))
	await page.getByRole('button', { name: 'Update PIN' }).click()
	await expect(page.getByTestId('toast')).toContainText('PIN updated')
})

test('verify the e-mail through the link in the outbox', async ({ page, login }) => {
	const user = await registerIntegrator()
	await login(page, user.email)
	await page.goto('/settings/security?section=email')
	const startedAt = new Date()
	await page.getByRole('switch', { name: 'Email verification' }).click()
	await expect(page.getByTestId('toast')).toContainText('Verification e-mail sent')
	const message = await waitForMessage(user.email, { after: startedAt, subject: /verif/i })
	const link = message.links.find((l) => l.includes('/email/confirm'))!
	await page.goto(link)
	await expect(page).toHaveURL(/\/settings\/security\?section=email/)
	await expect(page.getByText('Your e-mail is verified')).toBeVisible()
	await expect(page.getByRole('switch', { name: 'Email verification' })).toHaveAttribute('aria-checked', 'true')
	await expect(page.getByRole('switch', { name: 'Email verification' })).toBeDisabled()
})

test('verify the phone with the SMS code from the outbox', async ({ page, login, waitForHydration }) => {
	const scenario = await seedScenario('settings-ready')
	const company = scenario.integrators[0]!
	await login(page, company.email)
	await page.goto('/settings/security?section=phone')
	await waitForHydration()
	const startedAt = new Date()
	await page.getByRole('button', { name: 'Send OTP' }).click()
	await expect(page).toHaveURL(/dialog=otp/)
	// The settings-ready scenario's contact number (sandbox/scenarios.ts).
	const sms = await waitForMessage('+2348010000003', { after: startedAt })
	const otp = /\b(\d{6})\b/.exec(sms.text)![1]!
	await page.getByLabel('Input the OTP sent to your registered phone number').fill('000000')
	await page.getByRole('button', { name: 'Confirm token' }).click()
	await expect(
		page
			.getByRole('dialog')
			.or(page.locator('section[aria-labelledby="otp-step-title"]'))
			.getByText(/OTP|code/i)
			.first(),
	).toBeVisible()
	await page.getByLabel('Input the OTP sent to your registered phone number').fill(otp)
	await page.getByRole('button', { name: 'Confirm token' }).click()
	await expect(page.getByTestId('toast')).toContainText('Phone verified')
	await expect(page.getByText('Your phone number is verified', { exact: true })).toBeVisible()
})

test('generate, search, refresh and delete a session', async ({ page, login, waitForHydration, jsEnabled }) => {
	const user = await registerIntegrator()
	await login(page, user.email)
	await page.goto('/settings/security?section=sessions')
	await expect(page.getByText('Nothing to show here yet')).toBeVisible()
	await page.getByRole('link', { name: 'Generate new session' }).click()
	await waitForHydration()
	await page.getByLabel('Expires in').selectOption('7')
	if (jsEnabled) {
		const draft = page.getByLabel('Whitelisted IP addresses (press Enter to add)')
		for (const ip of [' 203.0.113.7 ', '203.0.113.7', '2001:db8::1', '198.51.100.9']) {
			await draft.fill(ip)
			await draft.press('Enter')
		}
		await page.getByRole('button', { name: 'Remove 198.51.100.9' }).click()
		await expect(page.getByRole('list', { name: 'Added IP addresses' }).getByRole('listitem')).toHaveCount(2)
	} else {
		await page.getByLabel('Whitelisted IP addresses (one per line)').fill(' 203.0.113.7 \n203.0.113.7\n2001:db8::1')
	}
	await page.getByRole('button', { name: 'Generate', exact: true }).click()
	await expect(page.getByTestId('session-secret')).toBeVisible()

	await page.goto('/settings/security?section=sessions&q=203.0.113.7')
	const card = page.locator('li[data-testid^="session-"]')
	await expect(card).toHaveCount(1)
	await expect(card).toContainText('Active')
	await card.locator('summary').click()
	await expect(card).toContainText('203.0.113.7, 2001:db8::1')
	await page.goto('/settings/security?section=sessions&q=10.9.9.9')
	await expect(page.getByText('No search found for 10.9.9.9')).toBeVisible()

	await page.goto('/settings/security?section=sessions')
	await waitForHydration()
	const expand = async () => {
		if ((await card.locator('details').getAttribute('open')) === null) await card.locator('summary').click()
	}
	await expand()
	await card.getByRole('button', { name: 'Refresh' }).click()
	await expect(page.getByTestId('toast')).toContainText('Session refreshed')
	await expand()
	// Deleting asks first; Cancel returns and changes nothing.
	await card.getByRole('link', { name: /^Delete session / }).click()
	await expect(page).toHaveURL(/dialog=delete-session&sessionId=/)
	const confirm = page.getByRole(jsEnabled ? 'dialog' : 'region', { name: 'Delete this session?' })
	await expect(confirm).toBeVisible()
	await confirm.getByRole('link', { name: 'Cancel' }).click()
	await expect(page).toHaveURL('/settings/security?section=sessions')
	await expect(page.getByRole('heading', { name: 'Delete this session?' })).toHaveCount(0)
	await expect(card).toHaveCount(1)
	await expand()
	await card.getByRole('link', { name: /^Delete session / }).click()
	await page.getByRole('button', { name: 'Delete session' }).click()
	await expect(page.getByTestId('toast')).toContainText('Session deleted')
	await expect(page.getByText('Nothing to show here yet')).toBeVisible()
})

test('a bad IP list is refused with a message and creates nothing @bad-input', async ({ page, login, baseURL }) => {
	const user = await registerIntegrator()
	await login(page, user.email)
	const posted = await page.request.post('/settings/security?section=sessions', {
		form: { intent: 'create-session', email: user.email, expiryDays: '7', whitelistedIps: 'not-an-ip' },
		headers: { Origin: baseURL! },
		maxRedirects: 0,
	})
	expect(posted.status()).toBe(400)
	expect(await posted.text()).toContain('not-an-ip is not a valid IPv4 or IPv6 address')
	const sessions = await sandboxFetch<{ data: unknown[] }>('/auth/v1/tokens', { token: await passwordLogin(user.email, user.password!) })
	expect(sessions.data).toEqual([])
})

test('MFA: nothing to choose until a method is set up, then one toggle per method', async ({ page, login }) => {
	const user = await registerIntegrator()
	await login(page, user.email)
	await page.goto('/settings/security?section=mfa')
	await expect(page.getByText('You do not have any MFA preferences available. Please contact support.')).toBeVisible()
	const token = await passwordLogin(user.email, user.password!)
	await sandboxFetch('/auth/v1/pin', { token, body: { pin: '123456', confirmPin: '123456' } })
	await page.reload()
	const pinToggle = page.getByRole('switch', { name: 'Transaction PIN' })
	await expect(pinToggle).toHaveAttribute('aria-checked', 'false')
	await pinToggle.click()
	await expect(page.getByTestId('toast')).toContainText('MFA preference updated')
	await expect(pinToggle).toHaveAttribute('aria-checked', 'true')
	await expect(page.getByRole('switch', { name: /WhatsApp/i })).toHaveCount(0)
	const profile = await sandboxFetch<{ data: { mfaPreference: { pin: boolean } } }>('/integrator/v1', { token })
	expect(profile.data.mfaPreference.pin).toBe(true)
})

test('at 360 px the 2FA setup key is grouped and never broken inside a group, and the QR code fits its frame', async ({
	page,
	login,
	waitForHydration,
}) => {
	await page.setViewportSize({ width: 360, height: 800 })
	const user = await registerIntegrator()
	await login(page, user.email)
	await page.goto('/settings/security?section=2fa')
	await waitForHydration()
	await page.getByRole('button', { name: 'Set up 2FA' }).click()
	const frame = page.getByRole('img', { name: 'QR code for your authenticator app' })
	await expect(frame).toBeVisible()
	const outer = (await frame.boundingBox())!
	const code = (await frame.locator('svg').boundingBox())!
	expect(outer.x + outer.width).toBeLessThanOrEqual(360)
	expect(code.x).toBeGreaterThanOrEqual(outer.x)
	expect(code.y).toBeGreaterThanOrEqual(outer.y)
	expect(code.x + code.width).toBeLessThanOrEqual(outer.x + outer.width)
	expect(code.y + code.height).toBeLessThanOrEqual(outer.y + outer.height)

	const shown = page.getByTestId('two-fa-key')
	expect((await shown.textContent())!.trim()).toMatch(/^[A-Z2-7]{4}( [A-Z2-7]{1,4})+$/)
	// Each group sits on one line.
	const lines = await shown.locator('span').evaluateAll((groups) => groups.map((group) => group.getClientRects().length))
	expect(lines.length).toBeGreaterThan(1)
	expect(lines.every((count) => count === 1)).toBe(true)
})

test('Cancel is a secondary button everywhere in security settings', async ({ page, login }) => {
	const user = await registerIntegrator({ password: null })
	await login(page, user.email)
	// Secondary: white with a border, never the brand's filled primary.
	const expectSecondary = async (cancel: ReturnType<typeof page.getByRole>) => {
		await expect(cancel).toBeVisible()
		await expect(cancel).toHaveCSS('background-color', 'rgb(255, 255, 255)')
		await expect(cancel).toHaveCSS('border-top-style', 'solid')
	}
	for (const section of ['pin', 'password']) {
		await page.goto(`/settings/security?section=${section}&edit=1`)
		await expectSecondary(page.getByRole('link', { name: 'Cancel' }))
	}
	await page.goto('/settings/security?section=sessions&dialog=new-session')
	await expectSecondary(page.getByRole('link', { name: 'Cancel' }))
})
