import path from 'node:path'
import { ESLint } from 'eslint'
import { describe, expect, test } from 'vitest'

/**
 * The module boundaries are lint rules; these cases prove each rule fires
 * on a forbidden import and stays quiet on an allowed one.
 */
const eslint = new ESLint({ cwd: path.resolve(import.meta.dirname, '..') })

async function restrictedImports(filePath: string, code: string) {
	const [result] = await eslint.lintText(code, { filePath })
	return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message)
}

describe('module boundaries', () => {
	test.each([
		['app/server/shell/example.server.ts', "import { createApp } from '#sandbox/app.ts'\nexport { createApp }\n", 'never import sandbox/'],
		['app/routes/money/example.tsx', "import { x } from '../../../sandbox/outbox.ts'\nexport { x }\n", 'never import sandbox/'],
		[
			'sandbox/products/example.ts',
			"import { SERVICES } from '#app/lib/products/services.ts'\nexport { SERVICES }\n",
			'never imports the dashboard',
		],
		['sandbox/products/example.ts', "import { createApp } from '../app.ts'\nexport { createApp }\n", 'an area never imports them back'],
		[
			'sandbox/http/example.ts',
			"import { seedScenario } from '../scenarios.ts'\nexport { seedScenario }\n",
			'an area never imports them back',
		],
		['contract/example.ts', "import { SERVICES } from '#app/lib/products/services.ts'\nexport { SERVICES }\n", 'must not import app/'],
		['app/lib/example.ts', "import { getEnv } from '#app/server/env.server.ts'\nexport { getEnv }\n", 'no server code'],
		['app/lib/example.ts', "import { Button } from '#app/ui/kit/button.tsx'\nexport { Button }\n", 'must not import views'],
		['app/ui/example.tsx', "import type { User } from '#app/server/user.server.ts'\nexport type { User }\n", 'never import a *.server.ts'],
		['app/ui/shell/example.tsx', "import { log } from '../../server/logger.server.ts'\nexport { log }\n", 'never import a *.server.ts'],
	])('%s: a forbidden import fails lint', async (file, code, reason) => {
		const messages = await restrictedImports(file, code)
		expect(messages.join('\n')).toContain(reason)
	})

	test.each([
		['app/ui/example.tsx', "import { SERVICES } from '#app/lib/products/services.ts'\nexport { SERVICES }\n"],
		['app/server/example.server.ts', "import { profileSchema } from '#contract/shell.ts'\nexport { profileSchema }\n"],
		['app/lib/example.ts', "import { SERVICE_NAMES } from '#contract/products.ts'\nexport { SERVICE_NAMES }\n"],
		['sandbox/app.ts', "import { settingsRoutes } from './settings/routes.ts'\nexport { settingsRoutes }\n"],
		['sandbox/products/example.test.ts', "import { SCENARIO_PASSWORD } from '../scenarios.ts'\nexport { SCENARIO_PASSWORD }\n"],
	])('%s: an allowed import passes', async (file, code) => {
		expect(await restrictedImports(file, code)).toEqual([])
	})
})
