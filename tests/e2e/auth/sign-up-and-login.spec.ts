import { test, expect } from '../utils/fixtures'
import { E2E_PASSWORD, uniqueEmail, uniqueSuffix, waitForMessage } from '../utils/sandbox'

/**
 * The new user's path (docs/product/auth.md#sign-up): register, find the link in the outbox,
 * open it, land on the dashboard, log out, log in again with a password.
 */
test('a new company signs up, opens the e-mailed link, logs out and logs in with its password', async ({ page, waitForHydration }) => {
	const email = uniqueEmail('signup')
	const businessName = `Acme ${uniqueSuffix().slice(-5)}`
	const startedAt = new Date()

	await page.goto('/auth/register')
	await waitForHydration()
	await expect(page.getByText('Liquidity Solutions for Global Businesses').first()).toBeVisible()
	await page.getByLabel('Company').check()
	await page.getByLabel('Business name').fill(businessName)
	await page.getByLabel('First name').fill('Ada')
	await page.getByLabel('Last name').fill('Lovelace')
	await page.getByLabel('E-mail').fill(email)
	await page.getByLabel('Country').selectOption('NG')
	await page.getByLabel('Password (optional)').fill(E2E_PASSWORD)
	await page.getByLabel('Confirm password').fill(E2E_PASSWORD)
	await page.getByRole('button', { name: 'Create account' }).click()

	await expect(page).toHaveURL('/auth/register-success')
	await expect(page.getByRole('heading', { name: 'Your account is ready' })).toBeVisible()
	await expect(page.getByText(email)).toBeVisible()

	const message = await waitForMessage(email, { after: startedAt })
	const link = message.links.find((l) => l.includes('/auth/verify?'))
	expect(link, 'the e-mail carries a login link to the dashboard').toBeTruthy()
	await page.goto(link!)
	await expect(page).toHaveURL('/')
	await expect(page.getByRole('heading', { name: businessName })).toBeVisible()
	await expect(page.getByText('Company', { exact: true }).first()).toBeVisible()
	await expect(page).toHaveTitle(/Dashboard/)
	await expect(page.getByText('Nigeria')).toBeVisible()

	// The sign-up page is only for the moment after a sign-up.
	await page.goto('/auth/register-success')
	await expect(page).toHaveURL('/')

	await waitForHydration()
	await page.getByRole('link', { name: 'Logout' }).first().click()
	await expect(page).toHaveURL(/dialog=logout/)
	await expect(page.getByRole('heading', { name: 'Log out?' })).toBeVisible()
	await page.getByRole('button', { name: 'Log out' }).click()
	await expect(page).toHaveURL('/auth/login')
	await page.goto('/')
	await expect(page).toHaveURL('/auth/login')

	await waitForHydration()
	await page.getByLabel('E-mail').fill(email)
	await page.getByLabel('Password (optional)').fill(E2E_PASSWORD)
	await page.getByRole('button', { name: 'Log in' }).click()
	await expect(page).toHaveURL('/')
	await expect(page.getByRole('heading', { name: businessName })).toBeVisible()
})

test('an individual signs up without a password and is greeted by name', async ({ page, waitForHydration }) => {
	const email = uniqueEmail('person')
	const lastName = `Okafor${uniqueSuffix().slice(-4)}`
	const startedAt = new Date()
	await page.goto('/auth/register')
	await waitForHydration()
	await page.getByLabel('Personal').check()
	await page.getByLabel('First name').fill('Chidi')
	await page.getByLabel('Last name').fill(lastName)
	await page.getByLabel('E-mail').fill(email)
	await page.getByLabel('Country').selectOption('KE')
	await page.getByRole('button', { name: 'Create account' }).click()
	await expect(page).toHaveURL('/auth/register-success')

	const message = await waitForMessage(email, { after: startedAt })
	await page.goto(message.links.find((l) => l.includes('/auth/verify?'))!)
	await expect(page).toHaveURL('/')
	await expect(page.getByRole('heading', { name: `Chidi ${lastName}` })).toBeVisible()
	await expect(page.getByText('Personal', { exact: true }).first()).toBeVisible()
})

test('sign-up refuses bad input with the field messages and creates nothing @bad-input', async ({ page, waitForHydration }) => {
	const email = uniqueEmail('bad-signup')
	await page.goto('/auth/register')
	await waitForHydration()
	await page.getByLabel('Company').check()
	await page.getByLabel('First name').fill('Ada')
	await page.getByLabel('E-mail').fill(email)
	await page.getByLabel('Password (optional)').fill('short')
	await page.getByLabel('Confirm password').fill('different')
	await page.getByRole('button', { name: 'Create account' }).click()

	await expect(page).toHaveURL('/auth/register')
	await expect(page.getByText('Business name is required')).toBeVisible()
	await expect(page.getByText('Last name is required')).toBeVisible()
	await expect(page.getByText('Country is required')).toBeVisible()
	await expect(page.getByText('Password must be at least 10 characters')).toBeVisible()
	await expect(page.getByText('Ooooops... passwords do not yet match')).toBeVisible()
	// What the user typed is kept (except passwords).
	await expect(page.getByLabel('E-mail')).toHaveValue(email)
})

test('signing up twice with one e-mail says the account exists', async ({ page, waitForHydration }) => {
	const email = uniqueEmail('twice')
	for (const attempt of [1, 2]) {
		await page.goto('/auth/register')
		await waitForHydration()
		await page.getByLabel('Personal').check()
		await page.getByLabel('First name').fill('Twice')
		await page.getByLabel('Last name').fill('Over')
		await page.getByLabel('E-mail').fill(email)
		await page.getByLabel('Country').selectOption('GH')
		await page.getByRole('button', { name: 'Create account' }).click()
		if (attempt === 1) await expect(page).toHaveURL('/auth/register-success')
	}
	await expect(page).toHaveURL('/auth/register')
	await expect(page.getByText('An account with this e-mail already exists')).toBeVisible()
})

test('register-success without a sign-up goes to login', async ({ page }) => {
	await page.goto('/auth/register-success')
	await expect(page).toHaveURL('/auth/login')
})
