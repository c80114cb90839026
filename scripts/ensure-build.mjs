#!/usr/bin/env node
/**
 * Used by `npm start` and `npm run bench`: runs `npm run build` when
 * build/server.js is missing or older than any source it is built from;
 * otherwise returns at once (a stat walk, a few ms).
 */
import { spawnSync } from 'node:child_process'
import { readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const target = path.join(root, 'build/server.js')
const SOURCE_DIRS = ['app', 'server', 'sandbox', 'contract', 'public']
const SOURCE_FILES = ['vite.config.ts', 'package.json', 'tsconfig.json']
const SKIP = new Set(['node_modules', '.cache', 'build'])

function mtime(file) {
	try {
		return statSync(file).mtimeMs
	} catch {
		return 0
	}
}

/** Newest mtime under a directory (test files included: cheap and safe). */
function newest(dir) {
	let max = 0
	let entries
	try {
		entries = readdirSync(dir, { withFileTypes: true })
	} catch {
		return 0
	}
	for (const entry of entries) {
		if (SKIP.has(entry.name)) continue
		const full = path.join(dir, entry.name)
		const t = entry.isDirectory() ? newest(full) : mtime(full)
		if (t > max) max = t
	}
	return max
}

export function buildReason() {
	const built = mtime(target)
	if (!built) return 'build/server.js is missing'
	for (const file of SOURCE_FILES) {
		if (mtime(path.join(root, file)) > built) return `${file} changed since the last build`
	}
	for (const dir of SOURCE_DIRS) {
		if (newest(path.join(root, dir)) > built) return `${dir}/ changed since the last build`
	}
	return null
}

export function ensureBuild() {
	const reason = buildReason()
	if (!reason) return
	console.log(`ensure-build: ${reason}; running npm run build …`)
	const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm'
	const result = spawnSync(npm, ['run', 'build'], { cwd: root, stdio: 'inherit' })
	if (result.status !== 0) {
		console.error(`ensure-build: npm run build failed (exit ${result.status ?? result.signal})`)
		process.exit(result.status || 1)
	}
	if (!mtime(target)) {
		console.error('ensure-build: the build finished but build/server.js is still missing (does server/index.ts exist?)')
		process.exit(1)
	}
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
	ensureBuild()
}
