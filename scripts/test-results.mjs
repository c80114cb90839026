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
