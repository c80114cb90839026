import { expect, onTestFinished, test } from 'vitest'
import { z } from 'zod'
import { callProvider } from '#app/server/provider/client.server.ts'
import { inRounds, setGateDeadlineForTests } from '#tests/support/provider-rounds.server.ts'
import { useProvider } from '#tests/support/provider-session.server.ts'

/**
 * `inRounds` on small pages of its own against the real sandbox: calls made together pass as one
 * round, calls made one after the other fail with the calls and answers in order, and a round
 * given but not made (or made but not given) fails too (docs/decisions/133-round-trips-counted-not-timed.md).
 */

useProvider()
const COUNTRIES = '/integrator/v1/supported-noauth/COUNTRIES'
const HEALTH = '/healthz'
const ask = (path: string) => callProvider(path, { schema: z.unknown() })
const calls = { countries: `GET ${COUNTRIES}`, health: `GET ${HEALTH}` }

/** What `inRounds` threw, as text (the assertion's message), or null. */
const failureOf = (checked: Promise<unknown>) =>
	checked.then(
		() => null,
		(thrown: unknown) => String((thrown as Error).message),
	)

test('calls made together are one round, in any order; the page’s answer comes back', async () => {
	const answer = await inRounds('together', async () => (await Promise.all([ask(HEALTH), ask(COUNTRIES)])).length, [
		calls.countries,
		calls.health,
	])
	expect(answer).toBe(2)
})

test('calls made one after the other fail with what happened, in order, once the gate gives up', async () => {
	onTestFinished(setGateDeadlineForTests(50))
	const failure = await failureOf(
		inRounds(
			'one after the other',
			async () => {
				await ask(COUNTRIES)
				return ask(HEALTH)
			},
			[calls.countries, calls.health],
		),
	)
	expect(failure).toContain('one after the other: one provider round trip expected; what happened, in order:')
	expect(failure).toContain(
		[
			`   1. started  ${calls.countries} (round 1)`,
			`   2. (the gate waited 50 ms for ${calls.health}, then let the calls go)`,
			`   3. answered ${calls.countries}`,
			`   4. started  ${calls.health} (round 2, after 1 answer)`,
			`   5. answered ${calls.health}`,
		].join('\n'),
	)
})

test('two rounds pass when the second starts after an answer, all together; one round made where two are given fails', async () => {
	const twice = await inRounds(
		'a refusal, then the form',
		async () => {
			await ask(HEALTH)
			return Promise.all([ask(COUNTRIES), ask(COUNTRIES)])
		},
		[calls.health],
		[calls.countries, calls.countries],
	)
	expect(twice).toHaveLength(2)

	const failure = await failureOf(
		inRounds('all at once', () => Promise.all([ask(HEALTH), ask(COUNTRIES)]), [calls.health], [calls.countries]),
	)
	expect(failure).toContain('all at once: 2 provider round trips expected')
	expect(failure).toContain(`started  ${calls.countries} (round 1)`)
})

test('a call the rounds do not list fails; what the page throws is thrown once the calls are checked', async () => {
	expect(await failureOf(inRounds('an extra call', () => Promise.all([ask(HEALTH), ask(COUNTRIES)]), [calls.health]))).toContain(
		`started  ${calls.countries} (round 1)`,
	)
	const refused = new Error('the page refused')
	await expect(
		inRounds(
			'a refusal',
			async () => {
				await ask(HEALTH)
				throw refused
			},
			[calls.health],
		),
	).rejects.toBe(refused)
})
