import { randomBytes } from 'node:crypto'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

/**
 * The back office's token when SANDBOX_CONTROL_TOKEN is unset: made at the
 * sandbox's first start and kept in DATA_DIR (mode 0600), where the CLIs and
 * the tests read it, so the default run is as closed as a configured one
 * (docs/decisions/104-the-back-office-knows-its-caller-by-a-token.md).
 * Node built-ins only: the CLIs and test clients import it too.
 */

export const CONTROL_TOKEN_FILE = 'sandbox-control-token'

/** The file a sandbox with this data directory keeps its generated token in. */
export const controlTokenPath = (dataDir: string) => path.join(path.resolve(dataDir), CONTROL_TOKEN_FILE)

/** The same bound as SANDBOX_CONTROL_TOKEN (sandbox/env.ts): a shorter file is not taken. */
const MIN_LENGTH = 24

/** The token kept in `dataDir`, or undefined when there is none (yet) or it cannot be read. */
export function readControlToken(dataDir: string): string | undefined {
	try {
		const token = readFileSync(controlTokenPath(dataDir), 'utf8').trim()
		return token.length >= MIN_LENGTH ? token : undefined
	} catch {
		return undefined
	}
}

/**
 * The token kept in `dataDir`, made (and written with mode 0600) when there is
 * none. Two sandboxes starting on one directory at once agree: the file is
 * created exclusively, and the one that loses reads the winner's.
 */
export function loadOrCreateControlToken(dataDir: string): { token: string; file: string; created: boolean } {
	const file = controlTokenPath(dataDir)
	const existing = readControlToken(dataDir)
	if (existing) return { token: existing, file, created: false }
	mkdirSync(path.dirname(file), { recursive: true })
	const token = randomBytes(32).toString('base64url')
	try {
		writeFileSync(file, `${token}\n`, { mode: 0o600, flag: 'wx' })
		return { token, file, created: true }
	} catch (error) {
		const raced = (error as NodeJS.ErrnoException).code === 'EEXIST' ? readControlToken(dataDir) : undefined
		if (raced) return { token: raced, file, created: false }
		// A file too short to be a token (cut off, or typed by hand): replaced, as nothing could use it.
		if ((error as NodeJS.ErrnoException).code === 'EEXIST') {
			writeFileSync(file, `${token}\n`, { mode: 0o600 })
			return { token, file, created: true }
		}
		throw error
	}
}

/**
 * The token a client of the back office on this machine sends (the CLIs, the
 * test helpers): SANDBOX_CONTROL_TOKEN when set, else the one the sandbox keeps
 * in `dataDir` (DATA_DIR, ./data by default).
 */
export function localControlToken(dataDir = process.env.DATA_DIR || './data'): string | undefined {
	return process.env.SANDBOX_CONTROL_TOKEN || readControlToken(dataDir)
}
