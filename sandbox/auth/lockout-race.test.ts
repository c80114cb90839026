import { describe, expect, it } from 'vitest'
import { apiErrorSchema } from '#contract/envelope.ts'
import { moneyIntegrator, TEST_PIN, transferBody } from '../ledger/test-client.ts'
import { RATE_LIMIT_MAX_ATTEMPTS, RATE_LIMIT_MESSAGE } from '../rate-limit.ts'
import { databaseBackends, sandboxBackends } from '../test-support/backends.ts'
import { expectRefused, newIntegrator, TEST_PASSWORD, withClock, type IntegratorClient } from '../test-support/integrator-client.ts'
import { useSandbox } from '../test-support/use-sandbox.ts'

/**
 * The guessing lockouts under a race: 40 guesses sent at once, the right
 * answer at index 12. Whatever order the sandbox takes them in, at most five
 * wrong answers are compared before the lock, and the right one, arriving
 * after the lock, is refused. The per-minute limits are off here (they would
 * refuse most of the burst before the lockout is reached); the last blocks
 * check the transfer route's own limit, and that the anonymous login's
 * password step is throttled rather than locked (docs/decisions/028).
 */
const BURST = 40
const RIGHT_AT = 12
const WRONG = (i: number) => String(100_000 + i)
const NEW_PASSWORD = 'Changed.Pass-2027'

type Answer = { status: number; json: unknown }
const codeOf = (answer: Answer) => apiErrorSchema.safeParse(answer.json).data?.errors?.[0]?.code

/** The burst's answers told apart: wrong answers compared, refusals of the lock, successes. */
function tally(answers: Answer[], wrongCode: string, lockedCode: string, succeeded: (answer: Answer) => boolean) {
	return {
		wrong: answers.filter((answer) => answer.status === 400 && codeOf(answer) === wrongCode).length,
		locked: answers.filter((answer) => answer.status === 429 && codeOf(answer) === lockedCode).length,
		succeeded: answers.filter(succeeded).length,
	}
}

/**
 * No more than five wrong answers in a row are checked, whatever the order
 * the server takes the burst in: four answered 400, the fifth set the lock
 * (429) and every later one met it. The right answer may pass only when it
 * was checked before the lock, and as a right answer restarts the count,
 * then up to four wrong ones before it and up to five after it are checked.
 */
function expectAtMostFiveChecked(counts: { wrong: number; locked: number; succeeded: number }) {
	expect(counts.succeeded).toBeLessThanOrEqual(1)
	expect(counts.wrong).toBeLessThanOrEqual(counts.succeeded ? 8 : 4)
	expect(counts.locked).toBe(BURST - counts.wrong - counts.succeeded)
}

describe.each(databaseBackends())('guessing lockouts under concurrent guesses on $name', (backend) => {
	const sandbox = useSandbox(backend, { rateLimitPerMinute: 0 })
	const clock = withClock(sandbox)
	const burst = (send: (i: number) => Promise<Answer>) => Promise.all(Array.from({ length: BURST }, (_, i) => send(i)))

	it('40 transfers with wrong PINs at once: at most five checked, then locked; the right PIN at 12 is refused once locked @race', async () => {
		const me = await moneyIntegrator(sandbox, clock)
		expect((await me.deposit('NGN', '100000.00')).status).toBe(201)
		const answers = await burst((i) => me.transfer({ ...transferBody(), amount: '1.00', pin: i === RIGHT_AT ? TEST_PIN : WRONG(i) }))
		const counts = tally(answers, 'WRONG_PIN', 'PIN_LOCKED', (answer) => answer.status === 201)
		expectAtMostFiveChecked(counts)
		// Money moved only if the right PIN was checked before the lock.
		expect((await me.funding('NGN')).balance).toBe(counts.succeeded ? '99949.00' : '100000.00')
		expectRefused(await me.transfer({ ...transferBody(), amount: '1.00' }), 429, { code: 'PIN_LOCKED', field: 'pin' })
	})

	it('a wrong PIN says how many attempts are left, in words and as attemptsLeft @bad-input', async () => {
		const me = await moneyIntegrator(sandbox, clock)
		expect((await me.deposit('NGN', '1000.00')).status).toBe(201)
		for (const left of [4, 3, 2, 1]) {
			const error = expectRefused(await me.transfer({ pin: '000000' }), 400, { code: 'WRONG_PIN', field: 'pin' })
			expect(error.message).toBe(
				`Your PIN is not correct. ${left} ${left === 1 ? 'attempt' : 'attempts'} left before your PIN is locked for 30 minutes.`,
			)
			expect(error.errors?.[0]).toMatchObject({ attemptsLeft: left, message: error.message })
		}
		expectRefused(await me.transfer({ pin: '000000' }), 429, { code: 'PIN_LOCKED' })
	})

	it('40 PIN validations at once: at most five checked, the right PIN at 12 is not confirmed @race', async () => {
		const me = await moneyIntegrator(sandbox, clock)
		const answers = await burst((i) => me.post('/auth/v1/pin/validate', { pin: i === RIGHT_AT ? TEST_PIN : WRONG(i) }))
		const valid = (answer: Answer) => answer.status === 200 && (answer.json as { data: { valid: boolean } }).data.valid
		expectAtMostFiveChecked({
			wrong: answers.filter((answer) => answer.status === 200 && !valid(answer)).length,
			locked: answers.filter((answer) => answer.status === 429 && codeOf(answer) === 'PIN_LOCKED').length,
			succeeded: answers.filter(valid).length,
		})
	})

	it('40 codes at once on the extra OTP step: at most five checked, the right code at 12 changes nothing @race', async () => {
		const me = await newIntegrator(sandbox, clock)
		await me.enable2FA()
		const right = me.nextCode()
		const answers = await burst((i) => me.post('/auth/v1/2fa/recovery-codes', { token: i === RIGHT_AT ? right : WRONG(i) }))
		expectAtMostFiveChecked(tally(answers, 'INVALID_TOTP', 'TWO_FA_LOCKED', (answer) => answer.status === 200))
	})

	it('40 codes at once at login: at most five checked, the right code at 12 gives no token @race', async () => {
		const me: IntegratorClient = await newIntegrator(sandbox, clock)
		await me.enable2FA()
		const started = await sandbox.post('/auth/v1/login/password', { email: me.email, password: TEST_PASSWORD })
		const challenge = started.json.data.challenge as string
		const right = me.nextCode()
		const answers = await burst((i) => sandbox.post('/auth/v1/login/2fa', { challenge, code: i === RIGHT_AT ? right : WRONG(i) }))
		expectAtMostFiveChecked(tally(answers, 'INVALID_TOTP', 'TWO_FA_LOCKED', (answer) => answer.status === 200))
	})

	it('40 password changes with wrong current passwords at once: at most five checked, the right one at 12 is refused once locked @race', async () => {
		const me = await newIntegrator(sandbox, clock)
		const change = (oldPassword: string) =>
			me.patch('/auth/v1/login/password', { oldPassword, newPassword: NEW_PASSWORD, confirmNewPassword: NEW_PASSWORD })
		const answers = await burst((i) => change(i === RIGHT_AT ? TEST_PASSWORD : `Wrong.Pass-${i}`))
		const counts = tally(answers, 'WRONG_PASSWORD', 'PASSWORD_LOCKED', (answer) => answer.status === 200)
		expectAtMostFiveChecked(counts)
		// The password changed only if the right one was checked before the lock.
		const check = await sandbox.post('/auth/v1/login/password/check', { email: me.email, password: NEW_PASSWORD })
		expect(check.json.data.valid).toBe(counts.succeeded === 1)
		expectRefused(await change(TEST_PASSWORD), 429, { code: 'PASSWORD_LOCKED', field: 'oldPassword' })
	})

	it('a wrong current password says how many attempts are left, in words and as attemptsLeft @bad-input', async () => {
		const me = await newIntegrator(sandbox, clock)
		const change = () =>
			me.patch('/auth/v1/login/password', { oldPassword: 'Wrong.Pass-2026', newPassword: NEW_PASSWORD, confirmNewPassword: NEW_PASSWORD })
		for (const left of [4, 3, 2, 1]) {
			const error = expectRefused(await change(), 400, { code: 'WRONG_PASSWORD', field: 'oldPassword' })
			expect(error.message).toBe(
				`Your current password is not correct. ${left} ${left === 1 ? 'attempt' : 'attempts'} left before changing your password is locked for 30 minutes.`,
			)
			expect(error.errors?.[0]).toMatchObject({ attemptsLeft: left, message: error.message })
		}
		expectRefused(await change(), 429, { code: 'PASSWORD_LOCKED', field: 'oldPassword' })
	})

	it('40 right PINs at once all pass: a check waits for a place rather than being refused @race', async () => {
		const me = await moneyIntegrator(sandbox, clock)
		const answers = await burst(() => me.post('/auth/v1/pin/validate', { pin: TEST_PIN }))
		expect(answers.map((answer) => answer.status === 200 && (answer.json as { data: { valid: boolean } }).data.valid)).toEqual(
			Array(BURST).fill(true),
		)
	})
})

describe.each(sandboxBackends())('the transfer route is rate limited per integrator on $name', (backend) => {
	const sandbox = useSandbox(backend)
	const clock = withClock(sandbox)

	it(`refuses the PIN check past ${RATE_LIMIT_MAX_ATTEMPTS} transfers a minute, from any address @bad-input`, async () => {
		const me = await moneyIntegrator(sandbox, clock)
		expect((await me.deposit('NGN', '10000.00')).status).toBe(201)
		for (let i = 0; i < RATE_LIMIT_MAX_ATTEMPTS; i++) await me.transferOk({ amount: '1.00' })
		const limited = expectRefused(await me.transfer({ amount: '1.00' }), 429)
		expect(limited.message).toBe(RATE_LIMIT_MESSAGE)
		clock.advance(61_000)
		await me.transferOk({ amount: '1.00' })
	})
})

describe.each(sandboxBackends())('the login password step is throttled, not locked, on $name', (backend) => {
	const sandbox = useSandbox(backend)
	const clock = withClock(sandbox)

	it(`40 wrong passwords at once: at most ${RATE_LIMIT_MAX_ATTEMPTS} compared, the rest throttled; the owner logs in a minute later @race`, async () => {
		const me = await newIntegrator(sandbox, clock)
		const answers = await Promise.all(
			Array.from({ length: BURST }, (_, i) => sandbox.post('/auth/v1/login/password', { email: me.email, password: `Wrong.Pass-${i}` })),
		)
		// The limiter counts each attempt before the password is compared, in one synchronous step: a burst cannot overrun it.
		const compared = answers.filter((answer) => answer.status === 401).length
		expect(compared).toBeLessThanOrEqual(RATE_LIMIT_MAX_ATTEMPTS)
		expect(answers.filter((answer) => answer.status === 429)).toHaveLength(BURST - compared)
		clock.advance(61_000)
		expect((await sandbox.post('/auth/v1/login/password', { email: me.email, password: TEST_PASSWORD })).status).toBe(200)
	})
})
