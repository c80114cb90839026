import { expect, test } from 'vitest'
import { checksLine, playwrightChecks, vitestChecks } from './test-results.mjs'

/** What `npm test` prints of what the run checked (scripts/test-results.mjs), read from the two reports. */
const spec = (file: string, title: string, tests: Array<[project: string, status: string, fuzz?: number]>) => ({
	file,
	title,
	tags: [...title.matchAll(/@[\w-]+/g)].map((m) => m[0]),
	tests: tests.map(([projectName, status, fuzz]) => ({
		projectName,
		status,
		annotations: fuzz === undefined ? [] : [{ type: 'fuzz posts', description: String(fuzz) }],
		results: [],
	})),
})

const playwrightReport = {
	suites: [
		{
			specs: [
				spec('auth/login.spec.ts', 'a user logs in', [
					['js-enabled', 'expected'],
					['js-disabled', 'flaky'],
				]),
				spec('auth/login.spec.ts', 'a wrong password is refused @bad-input', [
					['js-enabled', 'expected'],
					['js-disabled', 'expected'],
				]),
				spec('auth/login.spec.ts', 'a broken flow', [
					['js-enabled', 'unexpected'],
					['js-disabled', 'expected'],
				]),
			],
			suites: [
				{
					specs: [
						spec('shell/fuzz.http.spec.ts', 'every action survives @bad-input', [['js-enabled', 'expected', 4873]]),
						spec('money/transfers.http.spec.ts', 'bad amounts are refused @bad-input', [['js-enabled', 'expected']]),
					],
				},
			],
		},
	],
}

test('flows are counted per project, without the plain posts; a tagged case once whichever project ran it; fuzz posts from the annotation', () => {
	expect(playwrightChecks(playwrightReport)).toEqual({ jsOn: 2, jsOff: 3, badInput: 3, race: 0, fuzzPosts: 4873 })
})

test('a failed or skipped test is not counted as checked', () => {
	const failed = {
		suites: [
			{ specs: [spec('a.spec.ts', 'x @race', [['js-enabled', 'unexpected']]), spec('b.spec.ts', 'y', [['js-enabled', 'skipped']])] },
		],
	}
	expect(playwrightChecks(failed)).toEqual({ jsOn: 0, jsOff: 0, badInput: 0, race: 0, fuzzPosts: 0 })
})

test('vitest cases are counted by their tags (on each backend they ran on) and the fuzzer’s meta', () => {
	const report = {
		testResults: [
			{
				assertionResults: [
					{ ancestorTitles: ["ledger on 'pglite'"], title: 'racing transfers move once @race', status: 'passed', meta: {} },
					{ ancestorTitles: ["ledger on 'postgres'"], title: 'racing transfers move once @race', status: 'passed', meta: {} },
					{ ancestorTitles: [], title: 'refuses bad amounts @bad-input', status: 'failed', meta: {} },
					{ ancestorTitles: [], title: 'answers no 5xx @bad-input', status: 'passed', meta: { fuzzPosts: 1944 } },
					{ ancestorTitles: [], title: 'a word like @bad-inputs is no tag', status: 'passed', meta: {} },
				],
			},
		],
	}
	expect(vitestChecks(report)).toEqual({ jsOn: 0, jsOff: 0, badInput: 1, race: 2, fuzzPosts: 1944 })
})

test('one line sums the steps that say; none says, no line', () => {
	expect(
		checksLine([
			{ jsOn: 190, jsOff: 182, badInput: 80, race: 0, fuzzPosts: 4873 },
			null,
			{ jsOn: 0, jsOff: 0, badInput: 200, race: 28, fuzzPosts: 1944 },
		]),
	).toBe('checks: 190 flows with JavaScript on, 182 with it off, 280 bad-input cases, 28 race cases, 6,817 fuzz posts')
	expect(checksLine([null, null])).toBeNull()
})
