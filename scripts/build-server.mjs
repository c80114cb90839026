#!/usr/bin/env node
/**
 * Second half of `npm run build` (the first half is `remix vite:build`).
 *
 * Bundles the two Node entry points with esbuild:
 *   server/index.ts  → build/server.js   (the dashboard's HTTP server; spawns the sandbox)
 *   sandbox/main.ts  → build/sandbox.js  (the sandbox provider)
 * copies sandbox/db/migrations → build/sandbox-migrations, and writes a .br
 * and a .gz beside every compressible file of build/client/assets, which the
 * server sends as they are (compressed once here at the highest levels, never
 * again per request).
 *
 * Dependencies stay external (`packages: 'external'`): the runtime image keeps
 * node_modules, and native/wasm packages (PGlite) must not be bundled.
 * The package.json `imports` map (#app/*, #contract/*, #sandbox/*) is resolved by esbuild.
 */
import { cp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import zlib from 'node:zlib'
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
		target: 'node24',
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

// Precompressed assets. Small files are left alone: the server does not
// compress anything under 1 KB either.
const assets = path.join(root, 'build/client/assets')
const COMPRESSIBLE = /\.(?:js|mjs|css|svg|json|txt|html|xml|map)$/
const MIN_BYTES = 1024
const brotli = promisify(zlib.brotliCompress)
const gzip = promisify(zlib.gzip)
if (await exists(assets)) {
	const files = (await readdir(assets)).filter((f) => COMPRESSIBLE.test(f))
	let written = 0
	await Promise.all(
		files.map(async (file) => {
			const full = path.join(assets, file)
			const body = await readFile(full)
			if (body.length < MIN_BYTES) return
			const [br, gz] = await Promise.all([
				brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
				gzip(body, { level: 9 }),
			])
			await Promise.all([writeFile(`${full}.br`, br), writeFile(`${full}.gz`, gz)])
			written++
		}),
	)
	console.log(`build-server: build/client/assets → .br and .gz beside ${written} files`)
}

console.log(`build-server: done in ${Date.now() - started} ms${missing ? ` (${missing} input(s) missing, see above)` : ''}`)
if (missing && process.env.BUILD_STRICT === '1') {
	console.error('build-server: BUILD_STRICT=1 and inputs are missing')
	process.exit(1)
}
