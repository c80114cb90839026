import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, test } from 'vitest'

/**
 * The habits `npm run lint` keeps (docs/decisions/128-one-way-per-pattern.md), each proved on a
 * small fixture rather than the whole tree: knip, with this repository's options, fails on an
 * export nothing imports.
 */
const root = path.resolve(import.meta.dirname, '..')
const knipOptions = JSON.parse(readFileSync(path.join(root, 'knip.json'), 'utf8')) as Record<string, unknown>

const fixtures: string[] = []
afterAll(() => fixtures.forEach((dir) => rmSync(dir, { recursive: true, force: true })))

/** Runs knip with the repository's options over `files`, `main.ts` the one entry. */
function knip(files: Record<string, string>) {
	const dir = mkdtempSync(path.join(tmpdir(), 'knip-fixture-'))
	fixtures.push(dir)
	const { ignoreExportsUsedInFile, include } = knipOptions
	writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: 'fixture', private: true, type: 'module' }))
	writeFileSync(path.join(dir, 'knip.json'), JSON.stringify({ entry: ['main.ts'], project: ['**/*.ts'], ignoreExportsUsedInFile, include }))
	for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text)
	const result = spawnSync(path.join(root, 'node_modules/.bin/knip'), ['--directory', dir, '--no-progress'], { encoding: 'utf8' })
	return { status: result.status, output: `${result.stdout}${result.stderr}` }
}

describe('knip: an unused export fails lint', () => {
	test('an export nothing imports fails, with its name and place', () => {
		const { status, output } = knip({
			'main.ts': "import { used } from './lib.ts'\nconsole.log(used())\n",
			'lib.ts': 'export const used = () => 1\nexport const planted = 2\nexport type Planted = { a: 1 }\n',
		})
		expect(status).toBe(1)
		expect(output).toContain('planted  lib.ts:2:14')
		expect(output).toContain('Planted  type  lib.ts:3:13')
	})

	test('an export that is imported, or used in its own file, passes', () => {
		const { status, output } = knip({
			'main.ts': "import { used } from './lib.ts'\nconsole.log(used())\n",
			'lib.ts': 'export const used = () => helper()\nexport const helper = () => 1\n',
		})
		expect(output).toBe('')
		expect(status).toBe(0)
	})
})
