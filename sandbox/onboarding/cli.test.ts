import { describe, expect, it } from 'vitest'
import { REJECTION_REASON_MESSAGE } from '#contract/onboarding/review.ts'
import { reviewRequestOf, runOnboardingCommand, type OnboardingCli } from './cli.ts'

describe('the review command line', () => {
	it('reads a document by name, a shareholder by id, and approve-all', () => {
		expect(reviewRequestOf(['a@x.test', 'reject', 'cacDoc', 'Not', 'legible'])).toEqual({
			ok: true,
			request: { documents: { cacDoc: { status: 'REJECTED', reason: 'Not legible' } } },
		})
		expect(reviewRequestOf(['a@x.test', 'approve', 'sh_123'])).toEqual({
			ok: true,
			request: { shareholders: { sh_123: { status: 'APPROVED' } } },
		})
		expect(reviewRequestOf(['a@x.test', 'approve-all'])).toEqual({ ok: true, request: { approveAll: true } })
		expect(reviewRequestOf(['a@x.test', 'reject', 'cacDoc'])).toEqual({ ok: false, message: REJECTION_REASON_MESSAGE })
		expect(reviewRequestOf(['a@x.test', 'maybe', 'cacDoc'])).toMatchObject({ ok: false, message: expect.stringMatching(/^Usage:/) })
	})

	it('hands the request to the back office, or refuses with the usage @bad-input', async () => {
		const calls: unknown[] = []
		const cli: OnboardingCli = {
			kyb: async (email) => calls.push(['kyb', email]),
			review: async (email, request) => calls.push(['review', email, request]),
		}
		const fail = (message: string) => new Error(message)
		await runOnboardingCommand(cli, 'kyb', ['a@x.test'], fail)
		await runOnboardingCommand(cli, 'review', ['a@x.test', 'approve-all'], fail)
		expect(calls).toEqual([
			['kyb', 'a@x.test'],
			['review', 'a@x.test', { approveAll: true }],
		])
		await expect(runOnboardingCommand(cli, 'review', [], fail)).rejects.toThrow(/^Usage:/)
	})
})
