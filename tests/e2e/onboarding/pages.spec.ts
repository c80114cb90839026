import { AML_QUESTIONS } from '../../../contract/onboarding/aml-questions'
import { ADULT_MESSAGE } from '../../../contract/onboarding/field-rules'
import { test, expect } from '../utils/fixtures'
import { seedScenario } from '../utils/sandbox'
import { chooseLocation, controlRecord, expectAccessible, expectAccessibleAtBothWidths, saveAndContinue } from './helpers'

const NARROW = { width: 360, height: 740 }

/** A company with product interest and company information saved (Lagos, Nigeria), nothing else. */
async function companyInProgress() {
	return (await seedScenario('kyb-in-progress')).integrators[0]!.email
}

test('an adult stakeholder with no shares: a child is refused, the form asks no shares and the list shows none @bad-input', async ({
	page,
	login,
	jsEnabled,
	waitForHydration,
}) => {
	const email = await companyInProgress()
	await login(page, email)
	await page.goto('/business-onboarding/shareholders-info?add=stakeholder')
	await waitForHydration()
	const form = page.getByRole('form', { name: 'Add stakeholder' })
	await expect(form.getByLabel('Shares percent')).toHaveCount(0)
	await form.getByLabel('Full name').fill('Ngozi Eze')
	await chooseLocation(page, jsEnabled, { country: 'Nigeria', state: 'Lagos', countryLabel: 'Nationality' }, form)
	await form.getByLabel('Address', { exact: true }).fill('7 Awolowo Road')
	await form.getByLabel('E-mail').fill('ngozi@example.com')
	await form.getByLabel('Phone number').fill('+2348031234567')
	const nineYearsAgo = `${new Date().getUTCFullYear() - 9}-03-01`
	await form.getByLabel('Date of birth').fill(nineYearsAgo)
	await form.getByRole('button', { name: 'Save stakeholder' }).click()
	await expect(form.getByText(ADULT_MESSAGE)).toBeVisible()
	await expectAccessible(page)
	await page.setViewportSize(NARROW)
	await expectAccessible(page)
	expect((await controlRecord(email)).stakeholders).toEqual([])
	await form.getByLabel('Date of birth').fill('1984-05-17')
	await form.getByRole('button', { name: 'Save stakeholder' }).click()
	const list = page.getByRole('region', { name: 'Other stakeholders (no shares)' })
	await expect(list).toContainText('Ngozi Eze')
	await expect(list).toContainText('Nigeria')
	await expect(list).toContainText('17 May 1984')
	await expect(list).not.toContainText('%')
})

test('at 360 px the steps fold into "Step 2 of 7" and the form starts on the first screen; the summary names places', async ({
	page,
	login,
}) => {
	const email = await companyInProgress()
	await login(page, email)
	await page.setViewportSize(NARROW)
	await page.goto('/business-onboarding/company-information')
	const steps = page.getByTestId('onboarding-progress-narrow')
	await expect(steps.locator('summary')).toHaveText('Step 2 of 7: Company information')
	await expect(page.getByRole('link', { name: /Product interest/ })).toBeHidden()
	const field = await page.getByLabel('Registration number').boundingBox()
	expect(field!.y + field!.height).toBeLessThan(NARROW.height)
	await steps.locator('summary').click()
	await expect(page.getByRole('link', { name: /Product interest/ })).toBeVisible()
	await expectAccessible(page)
	await page.goto('/business-onboarding/information-summary')
	await expect(page.getByText('Ikeja, Lagos, Nigeria')).toBeVisible()
	await expectAccessible(page)
	await page.setViewportSize({ width: 1280, height: 800 })
	await expectAccessible(page)
})

test('the AML follow-up is not required once outsourcing is answered No, and the page counts the answers', async ({
	page,
	login,
	jsEnabled,
	waitForHydration,
}) => {
	const email = await companyInProgress()
	await login(page, email)
	await page.goto('/business-onboarding/aml-questionnaire')
	await waitForHydration()
	await expect(page.getByTestId('aml-answered')).toHaveText('0 of 30 answered')
	for (const question of AML_QUESTIONS) {
		if (question.key === 'overseesOutsourcedFunctions') continue
		await page
			.getByRole('group', { name: question.text })
			.getByLabel(question.key === 'outsourcesAmlFunctions' ? 'No' : 'Yes')
			.check()
	}
	if (jsEnabled) {
		await expect(page.getByTestId('aml-answered')).toHaveText('29 of 29 answered')
		await expect(page.getByRole('group', { name: AML_QUESTIONS.at(-1)!.text }).getByLabel('Yes')).toBeDisabled()
	}
	await expectAccessibleAtBothWidths(page)
	await saveAndContinue(page, /\/information-summary$/)
	await expect(page.getByText('29 of 29')).toBeVisible()
	const answers = (await controlRecord(email)).amlAnswers
	expect(answers).toMatchObject({ outsourcesAmlFunctions: false })
	expect(answers).not.toHaveProperty('overseesOutsourcedFunctions')
})
