import { AML_QUESTIONS } from '../../../contract/onboarding/aml-questions'
import { test, expect } from '../utils/fixtures'
import { registerIntegrator } from '../utils/sandbox'
import { chooseLocation, expectAccessible, controlRecord, fixtureFile, review, saveAndContinue, uploadDocument } from './helpers'

const DOCUMENTS = ['amlPolicy', 'licenseDoc', 'cacDoc', 'incorporationDoc', 'regOfDirAndShareholders', 'proofOfAddress']

test('a company onboards, is sent back for two documents and a shareholder, fixes them and is verified', async ({
	page,
	login,
	jsEnabled,
	waitForHydration,
}, testInfo) => {
	test.setTimeout(180_000)
	const user = await registerIntegrator({ accountType: 'COMPANY', country: 'NG' })
	await login(page, user.email)
	const card = page.getByTestId('dashboard-onboarding')
	await expect(card).toContainText('KYB onboarding')
	await card.getByRole('link', { name: 'Continue onboarding' }).click()

	// 1. Product interest (the bare URL resumes at the first step).
	await expect(page).toHaveURL(/\/business-onboarding\/product-interest$/)
	await expect(page.getByRole('link', { name: /Product interest/ })).toHaveAttribute('aria-current', 'step')
	await expectAccessible(page)
	await waitForHydration()
	await page.getByRole('button', { name: 'Save and continue' }).click()
	await expect(page.getByText('Choose at least one service')).toBeVisible()
	await page.getByLabel('Trading').check()
	await page.getByLabel('Payments').check()
	await saveAndContinue(page, /\/company-information$/)

	// 2. Company information, with the chained pickers; Back keeps what was typed.
	await waitForHydration()
	await page.getByLabel('Registration number').fill('RC-1234567')
	await page.getByLabel('Tax identification number').fill('TIN-7654321')
	await page.getByRole('button', { name: 'Back' }).click()
	await expect(page).toHaveURL(/\/product-interest$/)
	await expect(page.getByLabel('Trading')).toBeChecked()
	await page.getByRole('link', { name: /Company information/ }).click()
	await expect(page.getByLabel('Registration number')).toHaveValue('RC-1234567')
	await waitForHydration()
	await page.getByLabel('Business address').fill('12 Marina Road')
	await chooseLocation(page, jsEnabled, { country: 'Nigeria', state: 'Lagos', city: 'Ikeja' })
	// Nothing typed is lost while the lists fill.
	await expect(page.getByLabel('Tax identification number')).toHaveValue('TIN-7654321')
	await page.getByLabel('Nature of business').fill('Payments for retailers')
	await page.getByLabel('Source of funds', { exact: true }).selectOption({ label: 'Business revenue' })
	await expectAccessible(page)
	await saveAndContinue(page, /\/documents-upload$/)

	// Leaving and coming back resumes where the user stopped.
	await page.goto('/')
	await page.getByTestId('dashboard-onboarding').getByRole('link', { name: 'Continue onboarding' }).click()
	await expect(page).toHaveURL(/\/business-onboarding\/documents-upload$/)
	await expect(page.getByTestId('onboarding-progress-count')).toHaveText('2 of 7 steps done')

	// 3. Documents: six real uploads.
	await waitForHydration()
	for (const name of DOCUMENTS) await uploadDocument(page, name, fixtureFile(testInfo, `${name}.pdf`))
	await expectAccessible(page)
	// Removing a document asks first; 'Keep it' keeps it.
	await page.getByRole('link', { name: 'Remove CAC certificate' }).click()
	await expect(page.getByRole('heading', { name: 'Remove CAC certificate?' })).toBeVisible()
	await page.getByRole('link', { name: 'Keep it' }).click()
	await expect(page.getByRole('heading', { name: 'Remove CAC certificate?' })).toHaveCount(0)
	await expect(page.getByRole('link', { name: 'Remove CAC certificate' })).toBeVisible()
	await waitForHydration()
	await saveAndContinue(page, /\/shareholders-info$/)

	// 4. Shareholders: the form opens while there is none; the total is capped at 100 %.
	await waitForHydration()
	const form = page.getByRole('form', { name: 'Add shareholder' })
	await form.getByLabel('First name').fill('Amina')
	await form.getByLabel('Last name').fill('Diallo')
	await form.getByLabel('Position').fill('Director')
	await chooseLocation(page, jsEnabled, { country: 'Nigeria', state: 'Lagos', countryLabel: 'Nationality' }, form)
	await form.getByLabel('Address', { exact: true }).fill('3 Allen Avenue')
	await form.getByLabel('Number of shares').fill('600')
	await form.getByLabel('Shares percent').fill('60')
	await form.getByLabel('ID type').selectOption({ label: 'International passport' })
	await form.getByLabel('Proof of address type').selectOption({ label: 'Utility bill' })
	await form.getByLabel('ID document (front)').setInputFiles(fixtureFile(testInfo, 'front.png'))
	await form.getByLabel('ID document (back)').setInputFiles(fixtureFile(testInfo, 'back.png'))
	await form.getByLabel('Proof of address', { exact: true }).setInputFiles(fixtureFile(testInfo, 'address.pdf'))
	await expectAccessible(page)
	await form.getByRole('button', { name: 'Save shareholder' }).click()
	await expect(page.getByTestId('shares-total')).toHaveText('Shares held by shareholders: 60 % of 100 %')
	await expect(page.getByRole('link', { name: 'Edit Amina Diallo' })).toBeVisible()
	// Removing a shareholder asks first; 'Keep it' keeps her.
	await page.getByRole('link', { name: 'Remove Amina Diallo' }).click()
	await expect(page.getByRole('heading', { name: 'Remove Amina Diallo?' })).toBeVisible()
	await page.getByRole('link', { name: 'Keep it' }).click()
	await expect(page.getByRole('heading', { name: 'Remove Amina Diallo?' })).toHaveCount(0)
	await expect(page.getByRole('link', { name: 'Edit Amina Diallo' })).toBeVisible()
	await waitForHydration()
	await saveAndContinue(page, /\/aml-questionnaire$/)

	// 5. AML questionnaire: thirty questions grouped by topic, all required.
	await expect(page.getByRole('group', { name: 'Sanctions screening' })).toBeVisible()
	await waitForHydration()
	for (const question of AML_QUESTIONS) await page.getByRole('group', { name: question.text }).getByLabel('Yes').check()
	await expectAccessible(page)
	await saveAndContinue(page, /\/information-summary$/)

	// 6. Summary: everything read back, each part with an Edit link.
	await expect(page.getByText('RC-1234567')).toBeVisible()
	await expect(page.getByText('Trading, Payments')).toBeVisible()
	await expect(page.getByRole('link', { name: 'Edit Company information' })).toHaveAttribute(
		'href',
		'/business-onboarding/company-information',
	)
	await expect(page.getByText('30 of 30')).toBeVisible()
	await expectAccessible(page)
	await page.getByRole('button', { name: 'Continue to sign and submit' }).click()

	// 7. Sign and submit.
	await expect(page).toHaveURL(/\/sign-and-submit$/)
	await expectAccessible(page)
	await page.getByLabel('I accept the agreement').check()
	await page.getByLabel('Signature (type your full name)').fill('Erin Tester')
	await page.getByRole('button', { name: 'Submit' }).click()
	await expect(page).toHaveURL(/\/business-onboarding\/submitted$/)
	await expect(page.getByRole('heading', { name: 'Onboarding submitted' })).toBeVisible()
	await expectAccessible(page)
	await page.goto('/business-onboarding')
	await expect(page.getByTestId('onboarding-state')).toHaveText(/KYB documents are under review/)
	await page.goto('/settings')
	await expect(page.getByTestId('review-banner')).toContainText('KYB documents are under review')

	// The reviewer rejects two documents and the shareholder.
	const shareholder = (await controlRecord(user.email)).shareholders[0]!
	await review(user.email, {
		documents: {
			cacDoc: { status: 'REJECTED', reason: 'The CAC certificate is blurred' },
			licenseDoc: { status: 'REJECTED', reason: 'The licence has expired' },
		},
		shareholders: { [shareholder.id]: { status: 'REJECTED', reason: 'The address does not match the proof' } },
	})
	await page.reload()
	const banner = page.getByTestId('review-banner')
	await expect(banner).toContainText('Some KYB documents were rejected:')
	await banner.getByRole('link', { name: 'Review & Resubmit' }).click()
	await expect(page).toHaveURL(/\/business-onboarding\?review=documents(%2C|,)stakeholders$/)

	// Only the rejected items, each with its reason.
	await expect(page.getByTestId('document-cacDoc')).toContainText('The CAC certificate is blurred')
	await expect(page.getByTestId('document-licenseDoc')).toContainText('The licence has expired')
	await expect(page.getByTestId('document-amlPolicy')).toHaveCount(0)
	await expect(page.getByText('The address does not match the proof')).toBeVisible()
	await expect(page.getByRole('button', { name: 'Resubmit' })).toBeDisabled()
	await expectAccessible(page)
	await waitForHydration()
	await uploadDocument(page, 'cacDoc', fixtureFile(testInfo, 'cac-new.pdf'), 'Uploaded')
	await uploadDocument(page, 'licenseDoc', fixtureFile(testInfo, 'licence-new.pdf'), 'Uploaded')
	await page.getByRole('link', { name: 'Edit Amina Diallo' }).click()
	const edit = page.getByRole('form', { name: 'Edit shareholder' })
	await edit.getByLabel('Address', { exact: true }).fill('5 Allen Avenue, Ikeja')
	await edit.getByRole('button', { name: 'Save shareholder' }).click()
	await expect(page.getByText('Not reviewed yet')).toBeVisible()
	await page.getByRole('button', { name: 'Resubmit' }).click()
	await expect(page).toHaveURL(/\/business-onboarding\/submitted$/)

	// The reviewer approves: the verified mark, no banner.
	await review(user.email, { approveAll: true })
	await page.goto('/settings')
	await expect(page.getByRole('main').getByLabel('Verified')).toBeVisible()
	await expect(page.getByTestId('review-banner')).toHaveCount(0)
	await page.goto('/')
	await expect(page.getByTestId('dashboard-onboarding')).toHaveCount(0)
})
