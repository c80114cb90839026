import { getGlobalDispatcher, setGlobalDispatcher, type Dispatcher } from 'undici'
import { expect } from 'vitest'
import { getEnv } from '#app/server/env.server.ts'

/**
 * How long the gate holds a round's calls waiting for the rest of the round before it lets them go:
 * only a page that does not make its round's calls at once (or makes other calls) ever waits it,
 * and then fails. Generous, so that a starved machine cannot fail a page that is right.
 */
let gateDeadlineMs = 5_000

/** Shortens the gate's deadline for the helper's own tests (tests/provider-rounds.test.ts); returns the way back. */
export function setGateDeadlineForTests(ms: number) {
	const before = gateDeadlineMs
	gateDeadlineMs = ms
	return () => {
		gateDeadlineMs = before
	}
}

/** The guard's own calls (the profile and the subscriptions): every service screen's first round has them. */
export const GUARD_CALLS = ['GET /integrator/v1', 'GET /integrator/v1/subscriptions'] as const

type Event =
	| { kind: 'started' | 'answered'; call: string; round: number; answersBefore?: number }
	| { kind: 'gave up'; missing: string[]; waitedMs: number }

/**
 * Runs `run` (a page's loader or a post's action) and checks that its provider calls made the
 * `rounds` given, and no more: every call of a round started before any call of that round (or a
 * later one) was answered, and a round's calls started only after an answer of the round before
 * (docs/decisions/133-round-trips-counted-not-timed.md). Each round is a list of `METHOD /path`
 * (no query), in any order.
 *
 * Deterministic, and it does not wait: a gate in the global dispatcher (which every provider call
 * goes through in tests, app/server/provider/client.server.ts) holds each call of a round, unsent,
 * until the round's calls have all started, then sends them together: however slow the machine,
 * no answer can come back before the round is whole. A page that waits for one call
 * before it starts the next never fills the gate: the gate gives up after 5 s, and
 * the assertion fails with every call and answer in the order they happened. Returns what `run`
 * answers; what it throws is thrown again once the calls are checked.
 */
export async function inRounds<T>(what: string, run: () => Promise<T>, ...rounds: (readonly string[])[]): Promise<T> {
	const provider = new URL(getEnv().PROVIDER_API_URL).origin
	const events: Event[] = []
	/** The latest round an answer came back to, and how many answers came back. */
	let answeredRound = 0
	let answers = 0
	// The gate: the calls of the round it is waiting for, the ones it holds, and its deadline.
	let gateRound = 0
	let missing = [...(rounds[0] ?? [])]
	let held: (() => void)[] = []
	let deadline: ReturnType<typeof setTimeout> | undefined
	const release = () => {
		clearTimeout(deadline)
		deadline = undefined
		const going = held
		held = []
		for (const dispatch of going) dispatch()
	}
	const nextRound = () => {
		release()
		gateRound++
		missing = [...(rounds[gateRound] ?? [])]
	}
	const giveUp = () => {
		events.push({ kind: 'gave up', missing: [...missing], waitedMs: gateDeadlineMs })
		gateRound = rounds.length
		release()
	}

	const realDispatcher = getGlobalDispatcher()
	setGlobalDispatcher(
		realDispatcher.compose((dispatch) => (options, handler) => {
			if (new URL(String(options.origin)).origin !== provider) return dispatch(options, handler)
			const call = `${options.method} ${options.path.split('?')[0]}`
			const round = answeredRound + 1
			events.push({ kind: 'started', call, round, answersBefore: answers })
			// Every callback goes on to the call's own handler; the first sign of an answer is noted.
			const answered: Dispatcher.DispatchHandlers = {
				onConnect: (...args) => handler.onConnect?.(...args),
				onUpgrade: (...args) => handler.onUpgrade?.(...args),
				onResponseStarted: () => handler.onResponseStarted?.(),
				onBodySent: (...args) => handler.onBodySent?.(...args),
				onData: (...args) => handler.onData?.(...args) ?? true,
				onComplete: (...args) => handler.onComplete?.(...args),
				onHeaders: (...args) => {
					noteAnswer()
					return handler.onHeaders?.(...args) ?? true
				},
				onError: (error) => {
					noteAnswer()
					handler.onError?.(error)
				},
			}
			let noted = false
			const noteAnswer = () => {
				if (noted) return
				noted = true
				events.push({ kind: 'answered', call, round })
				answers++
				answeredRound = Math.max(answeredRound, round)
			}
			const send = () => dispatch(options, answered)
			if (gateRound >= rounds.length) return send()
			held.push(send)
			const index = missing.indexOf(call)
			if (index >= 0) missing.splice(index, 1)
			if (missing.length === 0) nextRound()
			else deadline ??= setTimeout(giveUp, gateDeadlineMs)
			return true
		}),
	)
	let outcome: { value: T } | { thrown: unknown }
	try {
		outcome = await run().then(
			(value) => ({ value }),
			(thrown: unknown) => ({ thrown }),
		)
	} finally {
		setGlobalDispatcher(realDispatcher)
		gateRound = rounds.length
		release()
	}

	const started = events.flatMap((event) => (event.kind === 'started' ? [event] : []))
	const made = Array.from({ length: Math.max(rounds.length, ...started.map((event) => event.round)) }, (_, index) =>
		started
			.filter((event) => event.round === index + 1)
			.map((event) => event.call)
			.sort(),
	)
	const expected = rounds.map((round) => [...round].sort())
	expect(made, `${what}: ${roundTrips(rounds.length)} expected; what happened, in order:\n${story(events)}`).toEqual(expected)
	if ('thrown' in outcome) throw outcome.thrown
	return outcome.value
}

const roundTrips = (rounds: number) => (rounds === 1 ? 'one provider round trip' : `${rounds} provider round trips`)

/** The calls and answers one per line, each call with its round and how many answers had come back before it started. */
function story(events: Event[]) {
	return events
		.map((event, index) => {
			const line = `  ${String(index + 1).padStart(2)}. `
			if (event.kind === 'gave up')
				return `${line}(the gate waited ${event.waitedMs} ms for ${event.missing.join(', ')}, then let the calls go)`
			if (event.kind === 'answered') return `${line}answered ${event.call}`
			return `${line}started  ${event.call} (round ${event.round}${event.answersBefore ? `, after ${event.answersBefore} answer${event.answersBefore === 1 ? '' : 's'}` : ''})`
		})
		.join('\n')
}
