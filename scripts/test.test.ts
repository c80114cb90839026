import { spawnSync } from 'node:child_process'
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, expect, test } from 'vitest'

/**
 * `npm test`'s own output (scripts/test.mjs), run for real on a tiny
 * Playwright suite of its own: one test passes at once, one only on its retry.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const dir = path.join(root, '.cache', `test-mjs-${process.pid}`)
afterAll(() => rmSync(dir, { recursive: true, force: true }))

test(
	'a test that passed only on its retry is named after the "N passed, N failed" line, and every step prints its time',
	{ timeout: 150_000 },
	() => {
		mkdirSync(dir, { recursive: true })
		writeFileSync(path.join(dir, 'pw.config.mjs'), "export default { testDir: '.', retries: 1, workers: 1 }\n")
		writeFileSync(
			path.join(dir, 'retry.spec.mjs'),
			[
				"import { test, expect } from '@playwright/test'",
				"test('passes at once', () => {})",
				"test('passes on its retry', ({}, testInfo) => expect(testInfo.retry).toBe(1))",
				'',
			].join('\n'),
		)
		const run = spawnSync(process.execPath, ['scripts/test.mjs', 'e2e', '--', '--config', path.join(dir, 'pw.config.mjs')], {
			cwd: root,
			encoding: 'utf8',
			env: { ...process.env, NO_COLOR: '1' },
			timeout: 120_000,
		})
		const lines = run.stdout.trimEnd().split('\n')
		expect(run.status, run.stdout + run.stderr).toBe(0)
		expect(lines.slice(-2)).toEqual(['2 passed, 0 failed', 'flaky: passes on its retry (retry.spec.mjs:3)'])
		expect(lines).toContainEqual(expect.stringMatching(/^environment: \d+\.\d s$/))
		expect(lines).toContainEqual(expect.stringMatching(/^e2e: ok in \d+\.\d s$/))
		expect(lines).toContainEqual(expect.stringMatching(/^ok {3}e2e +\d+\.\d s {2}2 passed \(1 flaky\), 0 failed$/))
	},
)
