/**
 * What `npm test` reads from Playwright's JSON report (scripts/test.mjs): the
 * counts for its last line, and the tests that passed only on a retry.
 */

/** Every test of the report, each with its spec's title, file and line. */
function* tests(report) {
	const walk = function* (suite) {
		for (const spec of suite.specs ?? []) for (const test of spec.tests ?? []) yield { spec, test }
		for (const child of suite.suites ?? []) yield* walk(child)
	}
	for (const suite of report?.suites ?? []) yield* walk(suite)
}

/** passed counts the flaky ones too (they passed, on a retry); null without stats. */
export function playwrightCounts(report) {
	const s = report?.stats
	if (!s) return null
	return { passed: (s.expected ?? 0) + (s.flaky ?? 0), failed: s.unexpected ?? 0, flaky: s.flaky ?? 0 }
}

/** One line per test that failed and then passed on a retry: `flaky: <title> [<project>] (<file>:<line>)`. */
export function flakyLines(report) {
	const lines = []
	for (const { spec, test } of tests(report)) {
		if (test.status !== 'flaky') continue
		const project = test.projectName ? ` [${test.projectName}]` : ''
		lines.push(`flaky: ${spec.title}${project} (${spec.file}:${spec.line})`)
	}
	return lines
}

/**
 * What a run checked, beside its pass and fail counts, so that a change to how the tests run can
 * show it lost nothing (docs/decisions/118-ci-run-profile.md):
 * - `jsOn`, `jsOff`: browser tests that passed in the js-enabled and js-disabled projects
 *   (`*.http.spec.ts` post without a page: they are not flows);
 * - `badInput`, `race`: test cases tagged `@bad-input` or `@race` in their title that passed,
 *   each case once whichever project or backend ran it twice (a case moved from a browser spec to
 *   a plain post keeps its count);
 * - `fuzzPosts`: what the fuzzers say they sent (a `fuzz posts` annotation in Playwright, the
 *   `fuzzPosts` meta in vitest).
 */
export const BAD_INPUT_TAG = '@bad-input'
export const RACE_TAG = '@race'
const tagged = (title, tag) => new RegExp(`(^|\\s)${tag}(\\s|$)`).test(title)

export function playwrightChecks(report) {
	if (!report?.suites) return null
	const checks = { jsOn: 0, jsOff: 0, badInput: new Set(), race: new Set(), fuzzPosts: 0 }
	for (const { spec, test } of tests(report)) {
		if (test.status !== 'expected' && test.status !== 'flaky') continue
		const title = [spec.title, ...(spec.tags ?? [])].join(' ')
		const key = `${spec.file} ${spec.title}`
		if (!/\.http\.spec\.[cm]?[jt]s$/.test(spec.file)) {
			if (test.projectName === 'js-enabled') checks.jsOn += 1
			if (test.projectName === 'js-disabled') checks.jsOff += 1
		}
		if (tagged(title, BAD_INPUT_TAG)) checks.badInput.add(key)
		if (tagged(title, RACE_TAG)) checks.race.add(key)
		const results = test.results ?? []
		const annotations = [...(test.annotations ?? []), ...(results.at(-1)?.annotations ?? [])]
		const fuzz = annotations.find((a) => a.type === 'fuzz posts')
		if (fuzz) checks.fuzzPosts += Number(fuzz.description) || 0
	}
	return { ...checks, badInput: checks.badInput.size, race: checks.race.size }
}

export function vitestChecks(report) {
	if (!report?.testResults) return null
	const checks = { jsOn: 0, jsOff: 0, badInput: 0, race: 0, fuzzPosts: 0 }
	for (const file of report.testResults)
		for (const result of file.assertionResults ?? []) {
			if (result.status !== 'passed') continue
			const title = [...(result.ancestorTitles ?? []), result.title].join(' ')
			if (tagged(title, BAD_INPUT_TAG)) checks.badInput += 1
			if (tagged(title, RACE_TAG)) checks.race += 1
			checks.fuzzPosts += Number(result.meta?.fuzzPosts) || 0
		}
	return checks
}

/** One line of what the steps checked, or null when none says: `checks: 250 flows with JavaScript on, …`. */
export function checksLine(parts) {
	const present = parts.filter(Boolean)
	if (!present.length) return null
	const sum = (key) => present.reduce((total, part) => total + part[key], 0)
	const n = (value) => value.toLocaleString('en-US')
	return (
		`checks: ${n(sum('jsOn'))} flows with JavaScript on, ${n(sum('jsOff'))} with it off, ` +
		`${n(sum('badInput'))} bad-input cases, ${n(sum('race'))} race cases, ${n(sum('fuzzPosts'))} fuzz posts`
	)
}
