import { test, expect } from '../utils/fixtures'
import { registerIntegrator } from '../utils/sandbox'
import { chooseLocation, expectAccessible, fixtureFile, review, saveAndContinue, uploadDocument } from './helpers'

test('an individual passes KYC: sent back for one document, fixes it and is verified', async ({
	page,
	login,
	jsEnabled,
	waitForHydration,
}, testInfo) => {
	test.setTimeout(150_000)
	const user = await registerIntegrator({ accountType: 'INDIVIDUAL', country: 'DE' })
	await login(page, user.email)
	// An individual asking for the business flow is sent to their own.
	await page.goto('/business-onboarding/company-information')
	await expect(page).toHaveURL(/\/individual-onboarding\/company-information$/)
	await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
	await page.goto('/individual-onboarding')
	await expect(page).toHaveURL(/\/individual-onboarding\/product-interest$/)
	await waitForHydration()
	await page.getByLabel('Crypto wallets').check()
	await saveAndContinue(page, /\/personal-information$/)

	await waitForHydration()
	await page.getByLabel('Date of birth').fill('1990-04-12')
	await page.getByLabel('Nationality').selectOption({ label: 'Germany' })
	await page.getByLabel('Address', { exact: true }).fill('Unter den Linden 1')
	await chooseLocation(page, jsEnabled, { country: 'Germany', state: 'Berlin', city: 'Adlershof' })
	await page.getByLabel('ID type').selectOption({ label: 'International passport' })
	await page.getByLabel('ID number').fill('C01X00T47')
	await expectAccessible(page)
	await saveAndContinue(page, /\/identity-documents$/)

	// Leaving and coming back resumes at the documents.
	await page.goto('/')
	await page.getByTestId('dashboard-onboarding').getByRole('link', { name: 'Continue onboarding' }).click()
	await expect(page).toHaveURL(/\/individual-onboarding\/identity-documents$/)
	await waitForHydration()
	await uploadDocument(page, 'idFront', fixtureFile(testInfo, 'id-front.png'))
	await uploadDocument(page, 'idBack', fixtureFile(testInfo, 'id-back.png'))
	await uploadDocument(page, 'selfie', fixtureFile(testInfo, 'selfie.png'))
	await uploadDocument(page, 'kycProofOfAddress', fixtureFile(testInfo, 'bill.pdf'))
	await expectAccessible(page)
	await saveAndContinue(page, /\/information-summary$/)

	await expect(page.getByText('International passport C01X00T47')).toBeVisible()
	await page.getByRole('button', { name: 'Continue to sign and submit' }).click()
	await page.getByLabel('I accept the agreement').check()
	await page.getByLabel('Signature (type your full name)').fill('Erin Tester')
	await page.getByRole('button', { name: 'Submit' }).click()
	await expect(page.getByRole('heading', { name: 'Onboarding submitted' })).toBeVisible()

	await review(user.email, { documents: { idFront: { status: 'REJECTED', reason: 'The photo is cut off' } } })
	await page.goto('/settings')
	const banner = page.getByTestId('review-banner')
	await expect(banner).toContainText('Some KYC documents were rejected:')
	// 'Review & Resubmit' is for companies; an individual finds the way from the dashboard.
	await expect(banner.getByRole('link', { name: 'Review & Resubmit' })).toHaveCount(0)
	await page.goto('/')
	await page.getByTestId('dashboard-onboarding').getByRole('link', { name: 'Review & Resubmit' }).click()
	await expect(page).toHaveURL(/\/individual-onboarding\?review=documents$/)
	await expect(page.getByTestId('document-idFront')).toContainText('The photo is cut off')
	await expect(page.getByTestId('document-selfie')).toHaveCount(0)
	await expectAccessible(page)
	await waitForHydration()
	await uploadDocument(page, 'idFront', fixtureFile(testInfo, 'id-front-2.png'))
	await page.getByRole('button', { name: 'Resubmit' }).click()
	await expect(page).toHaveURL(/\/individual-onboarding\/submitted$/)

	await review(user.email, { approveAll: true })
	await page.goto('/settings')
	await expect(page.getByRole('main').getByLabel('Verified')).toBeVisible()
	await expect(page.getByTestId('review-banner')).toHaveCount(0)
})
