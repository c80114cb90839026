import { existsSync } from 'node:fs'

/**
 * The browser the end-to-end tests drive. Chromium's headless shell first
 * (Debian's `chromium-headless-shell`, the build Playwright itself runs for
 * headless tests): the same Blink as the full browser without its UI layers,
 * it spends far less CPU per page, and Chromium is most of the end-to-end
 * step's CPU on a two-core machine (measured in
 * docs/decisions/071-headless-shell-for-tests.md). The full Chromium is the
 * fallback. Read by `npm test` (scripts/test.mjs) and playwright.config.ts.
 */
export const HEADLESS_SHELL_PATHS = ['/usr/lib/chromium/chromium-headless-shell', '/usr/bin/chromium-headless-shell']
export const FULL_CHROMIUM_PATHS = ['/usr/bin/chromium', '/usr/bin/chromium-browser']

/** CHROMIUM_PATH when it exists, else the headless shell, else the full browser; null when there is none. */
export function findChromium(env: Record<string, string | undefined> = process.env): string | null {
	if (env.CHROMIUM_PATH && existsSync(env.CHROMIUM_PATH)) return env.CHROMIUM_PATH
	return [...HEADLESS_SHELL_PATHS, ...FULL_CHROMIUM_PATHS].find((candidate) => existsSync(candidate)) ?? null
}

/** Whether `path` is a headless shell (what `npm test` installs when it can). */
export const isHeadlessShell = (path: string) => path.includes('headless-shell')
