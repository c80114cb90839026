/**
 * JSON-line logging. Values under keys that can carry credentials are
 * replaced before anything is written (DESIGN.md §6: no token, PIN,
 * password or OTP in logs), so a careless `log.info(..., body)` stays safe.
 */
const LEVELS = { debug: 10, info: 20, warn: 30, error: 40 } as const
type Level = keyof typeof LEVELS

const SECRET_KEY = /(token|password|secret|cookie|authorization|pin$|otp$)/i

export function redact(value: unknown, depth = 0): unknown {
	if (depth > 4 || value === null || typeof value !== 'object') {
		return typeof value === 'string' ? value.replace(/([?&]token=)[^&\s]+/gi, '$1[redacted]') : value
	}
	if (value instanceof Error) return { name: value.name, message: value.message }
	if (Array.isArray(value)) return value.map((item) => redact(item, depth + 1))
	return Object.fromEntries(
		Object.entries(value).map(([key, item]) => [key, SECRET_KEY.test(key) ? '[redacted]' : redact(item, depth + 1)]),
	)
}

function threshold(): number {
	const level = (process.env.LOG_LEVEL ?? 'info') as Level
	return LEVELS[level] ?? LEVELS.info
}

function write(level: Level, msg: string, fields?: Record<string, unknown>) {
	if (LEVELS[level] < threshold()) return
	const line = JSON.stringify({ level, time: new Date().toISOString(), msg, ...(redact(fields ?? {}) as object) })
	if (level === 'error' || level === 'warn') process.stderr.write(line + '\n')
	else process.stdout.write(line + '\n')
}

export const log = {
	debug: (msg: string, fields?: Record<string, unknown>) => write('debug', msg, fields),
	info: (msg: string, fields?: Record<string, unknown>) => write('info', msg, fields),
	warn: (msg: string, fields?: Record<string, unknown>) => write('warn', msg, fields),
	error: (msg: string, fields?: Record<string, unknown>) => write('error', msg, fields),
}
