import { DEMO_COMPANY_EMAIL, DEMO_PASSWORD } from '../utils/env'
import { test, expect } from '../utils/fixtures'
import { loginLink, registerIntegrator, VERIFY_URL, waitForMessage } from '../utils/sandbox'

// These tests are about logging in (the login event, the cookie a login sets): no session made for them.
test.use({ loginBy: 'link' })

test('login by e-mailed link: the form, the confirmation with the mailbox, the link, the dashboard', async ({ page, waitForHydration }) => {
	const user = await registerIntegrator({ accountType: 'COMPANY', password: null })
	const startedAt = new Date()
	await page.goto('/auth')
	await expect(page).toHaveURL('/auth/login')
	await waitForHydration()
	await page.getByLabel('E-mail').fill(user.email)
	await page.getByRole('button', { name: 'Log in' }).click()

	await expect(page).toHaveURL('/auth/login-success')
	await expect(page.getByText(user.email)).toBeVisible()
	const mailbox = page.getByRole('link', { name: 'mailbox' })
	await expect(mailbox).toHaveAttribute('href', /\/sandbox\/mailbox\?to=/)

	const message = await waitForMessage(user.email, { after: startedAt })
	await page.goto(message.links.find((l) => l.includes('/auth/verify?'))!)
	await expect(page).toHaveURL('/')
	await expect(page.getByRole('heading', { name: user.businessName! })).toBeVisible()
})

test('a protected page sends the visitor to login and back there afterwards', async ({ page, waitForHydration }) => {
	await page.goto('/?from=bookmark')
	await expect(page).toHaveURL('/auth/login?redirectTo=%2F%3Ffrom%3Dbookmark')
	await waitForHydration()
	await page.getByLabel('E-mail').fill(DEMO_COMPANY_EMAIL)
	await page.getByLabel('Password (optional)').fill(DEMO_PASSWORD)
	await page.getByRole('button', { name: 'Log in' }).click()
	await expect(page).toHaveURL('/?from=bookmark')
})

test('a login link brings the user back to where they were going', async ({ page }) => {
	const user = await registerIntegrator()
	const link = await loginLink(user.email, `${VERIFY_URL}?redirectTo=%2F%3Ftab%3Dservices`)
	await page.goto(link)
	await expect(page).toHaveURL('/?tab=services')
})

test('redirectTo cannot send the user to another site @bad-input', async ({ page, waitForHydration }) => {
	await page.goto('/auth/login?redirectTo=%2F%2Fevil.example%2Fphish')
	await waitForHydration()
	await page.getByLabel('E-mail').fill(DEMO_COMPANY_EMAIL)
	await page.getByLabel('Password (optional)').fill(DEMO_PASSWORD)
	await page.getByRole('button', { name: 'Log in' }).click()
	await expect(page).toHaveURL('/')
})

test('a signed-in user opening an auth page goes to the dashboard', async ({ page, login }) => {
	const user = await registerIntegrator()
	await login(page, user.email)
	for (const path of ['/auth/login', '/auth/register', '/auth/login-success', '/auth']) {
		await page.goto(path)
		await expect(page).toHaveURL('/')
	}
})

test('a wrong password is refused with a clear message @bad-input', async ({ page, waitForHydration }) => {
	const user = await registerIntegrator()
	await page.goto('/auth/login')
	await waitForHydration()
	await page.getByLabel('E-mail').fill(user.email)
	await page.getByLabel('Password (optional)').fill('Wrong.Passw0rd')
	await page.getByRole('button', { name: 'Log in' }).click()
	await expect(page.getByText('Incorrect e-mail or password')).toBeVisible()
	await expect(page).toHaveURL('/auth/login')
	await expect(page.getByLabel('E-mail')).toHaveValue(user.email)
})

test('an invalid e-mail is refused with the field message @bad-input', async ({ page, waitForHydration }) => {
	await page.goto('/auth/login')
	await waitForHydration()
	await page.getByLabel('E-mail').fill('not-an-email')
	await page.getByRole('button', { name: 'Log in' }).click()
	await expect(page.getByText('Enter a valid e-mail address')).toBeVisible()
	await expect(page).toHaveURL('/auth/login')
})

test('a reused login link is refused: logged out, back at login, with the reason @bad-input', async ({ page, context }) => {
	const user = await registerIntegrator()
	const link = await loginLink(user.email)
	await page.goto(link)
	await expect(page).toHaveURL('/')
	await context.clearCookies()
	await page.goto(link)
	await expect(page).toHaveURL('/auth/login')
	await expect(page.getByTestId('toast')).toContainText('This login link has already been used')
	await page.goto('/')
	await expect(page).toHaveURL('/auth/login')
})

test('an invalid login link is refused with the reason @bad-input', async ({ page }) => {
	await page.goto('/auth/verify?token=not-a-real-token')
	await expect(page).toHaveURL('/auth/login')
	const toast = page.getByTestId('toast')
	await expect(toast).toContainText('Ooooops')
	await expect(toast).toContainText('This login link is not valid')
})

test('a bad login link opened while signed in does not end the session: only a POST logs out @bad-input', async ({ page }) => {
	const user = await registerIntegrator()
	await page.goto(await loginLink(user.email))
	await expect(page).toHaveURL('/')
	await page.goto('/auth/verify?token=bogus')
	await expect(page).toHaveURL('/')
	await expect(page.getByTestId('toast')).toContainText('This login link is not valid')
	await page.goto('/settings')
	await expect(page).toHaveURL('/settings')
})

test('a login link without a token explains itself @bad-input', async ({ page }) => {
	const response = await page.goto('/auth/verify')
	expect(response?.status()).toBe(400)
	await expect(page.getByRole('heading', { name: 'This login link is incomplete' })).toBeVisible()
	await page.getByRole('link', { name: 'Go to login' }).click()
	await expect(page).toHaveURL('/auth/login')
})

test('the verification confirmation page offers the way in', async ({ page }) => {
	await page.goto('/auth/verification-successful')
	await expect(page.getByRole('heading', { name: 'Verification successful' })).toBeVisible()
	await page.getByRole('link', { name: 'Log in' }).click()
	await expect(page).toHaveURL('/auth/login')
})

test('a login link is e-mailed the same way whether or not the address has an account', async ({ page, waitForHydration }) => {
	await page.goto('/auth/login')
	await waitForHydration()
	await page.getByLabel('E-mail').fill('nobody-here@example.test')
	await page.getByRole('button', { name: 'Log in' }).click()
	await expect(page).toHaveURL('/auth/login-success')
	await expect(page.getByText('If nobody-here@example.test has an account')).toBeVisible()
})
