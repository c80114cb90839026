import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { ESLint } from 'eslint'
import { afterAll, describe, expect, test } from 'vitest'

/**
 * The habits `npm run lint` keeps (docs/decisions/128-one-way-per-pattern.md), each proved on a
 * small fixture rather than the whole tree: ESLint fails on an import out of order and on a type
 * imported as a value (docs/architecture.md#imports); knip, with this repository's options, fails
 * on an export nothing imports.
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

const eslint = new ESLint({ cwd: root })

/** The import-style rules' messages for `code` linted as `filePath`. */
async function importMessages(filePath: string, code: string) {
	const [result] = await eslint.lintText(code, { filePath })
	return (result?.messages ?? [])
		.filter((m) => m.ruleId?.startsWith('import-x/') || m.ruleId === '@typescript-eslint/consistent-type-imports')
		.map((m) => `${m.ruleId}: ${m.message}`)
}

describe('ESLint: one way to write imports', () => {
	test.each([
		['a package after a relative import', "import { b } from './b.ts'\nimport { z } from 'zod'\nexport { b, z }\n", 'import-x/order'],
		[
			'#app before #contract',
			"import { cn } from '#app/ui/kit/cn.ts'\nimport { envelope } from '#contract/envelope.ts'\nexport { cn, envelope }\n",
			'import-x/order',
		],
		['./ before ../', "import { a } from './a.ts'\nimport { b } from '../b.ts'\nexport { a, b }\n", 'import-x/order'],
		['not alphabetical', "import { b } from './b.ts'\nimport { a } from './a.ts'\nexport { a, b }\n", 'import-x/order'],
		['a blank line between groups', "import { z } from 'zod'\n\nimport { a } from './a.ts'\nexport { a, z }\n", 'import-x/order'],
		[
			'a type imported as a value',
			"import { User } from '#app/server/user.server.ts'\nexport const name = (user: User) => user.email\n",
			'@typescript-eslint/consistent-type-imports',
		],
	])('%s fails lint', async (_case, code, rule) => {
		expect((await importMessages('app/server/example.server.ts', code)).join('\n')).toContain(rule)
	})

	test('imports in the one order, types as types, pass', async () => {
		const code = [
			"import { readFileSync } from 'node:fs'",
			"import { z } from 'zod'",
			"import { envelope } from '#contract/envelope.ts'",
			"import type { Toast } from '#app/server/toast.server.ts'",
			"import { requireUser, type User } from '#app/server/user.server.ts'",
			"import { replyForm } from '../action-reply.server.ts'",
			"import { a } from './a.ts'",
			'export const all = [readFileSync, z, envelope, requireUser, replyForm, a]',
			'export type Both = User | Toast',
			'',
		].join('\n')
		expect(await importMessages('app/server/fiat/example.server.ts', code)).toEqual([])
	})
})
