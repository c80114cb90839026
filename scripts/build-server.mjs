#!/usr/bin/env node
/**
 * Second half of `npm run build` (the first half is `remix vite:build`).
 *
 * Bundles the two Node entry points with esbuild:
 *   server/index.ts  → build/server.js   (the dashboard's HTTP server; spawns the sandbox)
 *   sandbox/main.ts  → build/sandbox.js  (the sandbox provider)
 * and copies sandbox/db/migrations → build/sandbox-migrations.
 *
 * Dependencies stay external (`packages: 'external'`): the runtime image keeps
 * node_modules, and native/wasm packages (PGlite) must not be bundled.
 * The package.json `imports` map (#app/*, #contract/*, #sandbox/*) is resolved by esbuild.
 */
import { cp, rm, stat } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import path from 'node:path'
import * as esbuild from 'esbuild'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const out = path.join(root, 'build')

const entries = [
	{ from: 'server/index.ts', to: 'server.js', what: 'dashboard server' },
	{ from: 'sandbox/main.ts', to: 'sandbox.js', what: 'sandbox provider' },
]

async function exists(file) {
	try {
		await stat(file)
		return true
	} catch {
		return false
	}
}

let missing = 0
const started = Date.now()
for (const entry of entries) {
	const input = path.join(root, entry.from)
	if (!(await exists(input))) {
		missing++
		console.warn(`build-server: skipped ${entry.what}: ${entry.from} does not exist yet (build/${entry.to} not written)`)
		continue
	}
	const result = await esbuild.build({
		entryPoints: [input],
		outfile: path.join(out, entry.to),
		bundle: true,
		platform: 'node',
		format: 'esm',
		target: 'node20',
		packages: 'external',
		sourcemap: true,
		logLevel: 'warning',
		metafile: true,
	})
	const bytes = Object.values(result.metafile.outputs).reduce((sum, o) => sum + (o.bytes ?? 0), 0)
	console.log(`build-server: ${entry.from} → build/${entry.to} (${Math.round(bytes / 1024)} KB incl. sourcemap)`)
}

const migrations = path.join(root, 'sandbox/db/migrations')
const migrationsOut = path.join(out, 'sandbox-migrations')
if (await exists(migrations)) {
	await rm(migrationsOut, { recursive: true, force: true })
	await cp(migrations, migrationsOut, { recursive: true })
	console.log('build-server: sandbox/db/migrations → build/sandbox-migrations')
} else {
	missing++
	console.warn('build-server: skipped migrations: sandbox/db/migrations does not exist yet')
}

console.log(`build-server: done in ${Date.now() - started} ms${missing ? ` (${missing} input(s) missing, see above)` : ''}`)
if (missing && process.env.BUILD_STRICT === '1') {
	console.error('build-server: BUILD_STRICT=1 and inputs are missing')
	process.exit(1)
}
