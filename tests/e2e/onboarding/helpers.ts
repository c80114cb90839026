import { writeFileSync } from 'node:fs'
import type { Page, TestInfo } from '@playwright/test'
import type { ControlKyb } from '../../../contract/onboarding/review'
import { pdf } from '../../fixtures/documents'
import { png } from '../../fixtures/images'
import { expect, expectNoA11yViolations } from '../utils/fixtures'
import { sandboxFetch } from '../utils/sandbox'

/** A small valid file written to the test's output folder: a PDF, or a PNG for names ending in .png. */
export function fixtureFile(testInfo: TestInfo, name: string) {
	const file = testInfo.outputPath(name)
	writeFileSync(file, name.endsWith('.png') ? png(32, 32) : pdf(name))
	return file
}

/** The provider's back office: the record as the reviewer sees it. */
export async function controlRecord(email: string) {
	return (await sandboxFetch<{ data: ControlKyb }>(`/sandbox/v1/control/integrators/${encodeURIComponent(email)}/kyb`)).data
}

export async function review(email: string, body: unknown) {
	await sandboxFetch(`/sandbox/v1/control/integrators/${encodeURIComponent(email)}/kyb/review`, { method: 'POST', body })
}

/**
 * Chooses a country (or nationality), then a state, then a city: with
 * JavaScript each list fills as the one before is chosen; without it,
 * 'Update' reloads the form with the next list.
 */
export async function chooseLocation(
	page: Page,
	jsEnabled: boolean,
	place: { country: string; state: string; city?: string; countryLabel?: string },
	scope = page.locator('main'),
) {
	await scope.getByLabel(place.countryLabel ?? 'Country', { exact: true }).selectOption({ label: place.country })
	if (!jsEnabled) await scope.getByRole('button', { name: 'Update' }).click()
	const state = scope.getByLabel('State', { exact: true })
	await expect(state.locator('option', { hasText: place.state })).toHaveCount(1)
	await state.selectOption({ label: place.state })
	if (!place.city) return
	if (!jsEnabled) await scope.getByRole('button', { name: 'Update' }).click()
	const city = scope.getByLabel('City', { exact: true })
	await expect(city.locator('option', { hasText: place.city }).first()).toBeAttached()
	await city.selectOption({ label: place.city })
}

/**
 * Uploads one document from its slot and waits for its new state: with
 * JavaScript choosing the file uploads it; without, 'Upload chosen files'
 * sends it.
 */
export async function uploadDocument(page: Page, slot: string, file: string, state = 'Uploaded') {
	const item = page.getByTestId(`document-${slot}`)
	await item.locator('input[type=file]').setInputFiles(file)
	const send = page.getByRole('button', { name: 'Upload chosen files' })
	if (await send.count()) await send.click()
	await expect(item.getByTestId('document-state')).toHaveText(state)
}

export async function saveAndContinue(page: Page, nextUrl: RegExp) {
	await page.getByRole('button', { name: 'Save and continue' }).click()
	await expect(page).toHaveURL(nextUrl)
}

/**
 * axe on an onboarding page. The 'Saved' toast of the step before is left
 * out: it fades away while axe runs, and a half-transparent toast reads as
 * low contrast (the toast itself is checked with the shell's pages).
 */
export const expectAccessible = (page: Page) => expectNoA11yViolations(page, { exclude: ['[data-testid="toast"]'] })

/** axe on an onboarding page at 1280 and at 360 px (the viewport is put back as it was). */
export async function expectAccessibleAtBothWidths(page: Page) {
	const before = page.viewportSize()
	for (const size of [
		{ width: 1280, height: 800 },
		{ width: 360, height: 740 },
	]) {
		await page.setViewportSize(size)
		await expectAccessible(page)
	}
	if (before) await page.setViewportSize(before)
}
