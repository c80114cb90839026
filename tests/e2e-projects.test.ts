import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect, test } from 'vitest'

/**
 * The end-to-end projects (playwright.config.ts): every flow runs with
 * JavaScript enabled and disabled, but a test that never opens a page (it
 * only makes HTTP requests) runs once — twice would test the same thing.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

type Spec = { title: string; file: string; line: number; tests: { projectName: string }[] }
type Suite = { specs?: Spec[]; suites?: Suite[] }

function listed(): Spec[] {
	const dataDir = mkdtempSync(path.join(os.tmpdir(), 'e2e-list-'))
	try {
		const run = spawnSync(path.join(root, 'node_modules/.bin/playwright'), ['test', '--list', '--reporter=json'], {
			cwd: root,
			encoding: 'utf8',
			env: { ...process.env, E2E_DATA_DIR: dataDir, PLAYWRIGHT_JSON_OUTPUT_NAME: '' },
			maxBuffer: 64 * 1024 * 1024,
		})
		expect(run.status, run.stderr).toBe(0)
		const specs: Spec[] = []
		const walk = (suite: Suite) => {
			specs.push(...(suite.specs ?? []))
			for (const child of suite.suites ?? []) walk(child)
		}
		for (const suite of (JSON.parse(run.stdout) as { suites: Suite[] }).suites) walk(suite)
		return specs
	} finally {
		rmSync(dataDir, { recursive: true, force: true })
	}
}

/** The source of the test declared at `line`: from there to the `})` at its indentation. */
function testSource(file: string, line: number) {
	const lines = readFileSync(path.join(root, 'tests/e2e', file), 'utf8')
		.split('\n')
		.slice(line - 1)
	const indent = /^\s*/.exec(lines[0] ?? '')![0]
	const end = lines.findIndex((text, i) => i > 0 && text === `${indent}})`)
	return lines.slice(0, end === -1 ? undefined : end + 1).join('\n')
}

test('a test that only makes HTTP requests runs in one project; every test that opens a page runs in both or is js-only', () => {
	const specs = listed()
	expect(specs.length).toBeGreaterThan(50)
	const twiceWithoutPage = specs
		.filter((spec) => spec.tests.some((t) => t.projectName === 'js-disabled'))
		.filter((spec) => !/\bpage\b/.test(testSource(spec.file, spec.line)))
		.map((spec) => `${spec.file}:${spec.line} ${spec.title}`)
	expect(twiceWithoutPage).toEqual([])
	for (const spec of specs.filter((s) => /\.http\.spec\.ts$/.test(s.file)))
		expect(spec.tests.map((t) => t.projectName)).toEqual(['js-enabled'])
})
