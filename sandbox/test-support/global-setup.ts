import { ensurePgliteTemplate, ensurePostgresTemplate } from './backends.ts'

/**
 * vitest's global set-up (vite.config.ts): the migrated templates every
 * suite's database is copied from, made once before the suites start rather
 * than by the first suites at once.
 */
export default async function setup() {
	await ensurePgliteTemplate()
	if (process.env.TEST_DATABASE_URL) await ensurePostgresTemplate(process.env.TEST_DATABASE_URL)
}
