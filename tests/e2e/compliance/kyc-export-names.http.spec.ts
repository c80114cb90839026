import { parse } from 'content-disposition'
import { test, expect } from '../utils/fixtures'
import { kycCompany } from './kyc-support'

/**
 * The KYC verifications export names its file after the flow filter, which
 * is anyone's to type in the URL: the name goes through the one download
 * header builder (an ASCII `filename` with unsafe characters replaced, the
 * whole name in `filename*`), so a quote cannot add a parameter and a
 * character beyond Latin-1 cannot make the header unsendable (a 500).
 */
/** `filename` a token or a quoted string of printable ASCII without quote or backslash, then `filename*` when the name needs it. */
const SAFE_DISPOSITION =
	/^attachment; filename=(?:[\w.!#$&+^`|~-]+|"[\x20\x21\x23-\x5B\x5D-\x7E]*")(?:; filename\*=UTF-8''[\w!#$&+.^`|~%-]+)?$/

test('the KYC export names its file safely, whatever the flow filter holds', async ({ page, login }) => {
	const company = await kycCompany()
	await login(page, company.email)
	for (const flow of ['a";filename="evil.html', 'Āccount ✓ onboarding', 'customer-onboarding', 'a\\b;c', '%00x']) {
		const answer = await page.request.get(`/product/compliance/kyc-onboarding/export.csv?flow=${encodeURIComponent(flow)}`)
		expect(answer.status(), flow).toBe(200)
		const disposition = answer.headers()['content-disposition'] ?? ''
		expect(disposition, flow).toMatch(SAFE_DISPOSITION)
		expect(disposition, flow).not.toContain('evil.html"')
		// One parameter, the file name, a CSV whatever the filter said.
		const { type, parameters } = parse(disposition)
		expect(type).toBe('attachment')
		expect(Object.keys(parameters)).toEqual(['filename'])
		expect(parameters.filename).toMatch(/^kyc-[a-z0-9.-]*\.csv$|^kyc-verifications\.csv$/)
		expect(answer.headers()['content-type']).toBe('text/csv; charset=utf-8')
	}
})
