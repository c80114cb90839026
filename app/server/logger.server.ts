import pino, { type DestinationStream } from 'pino'
import { redactForLog } from '#contract/logging.ts'

/**
 * JSON-line logging on pino: info and debug on stdout, warnings and errors
 * on stderr, from LOG_LEVEL up. Values under keys that can carry credentials
 * are replaced before anything is written (no token, PIN, password or OTP in
 * logs; the list is contract/logging.ts), so a careless
 * `log.info(..., body)` stays safe. Call sites keep `log.info(msg, fields)`.
 * Every line says `"service":"dashboard"`: the embedded sandbox writes to the
 * same stdout, its lines say `"service":"sandbox"`.
 *
 * Writes are synchronous (one write per line, in the calling tick): no
 * worker thread, nothing lost when the process exits.
 */
export type LogLevel = 'debug' | 'info' | 'warn' | 'error'
export type Fields = Record<string, unknown>
export type Log = Record<LogLevel, (msg: string, fields?: Fields) => void>

const LEVELS: readonly string[] = ['debug', 'info', 'warn', 'error'] satisfies LogLevel[]

/** The redaction the logger applies; exported for tests. */
export const redact = redactForLog

export function createLog(options: { level?: string; stdout?: DestinationStream; stderr?: DestinationStream } = {}): Log {
	const level = options.level && LEVELS.includes(options.level) ? options.level : 'info'
	const settings: pino.LoggerOptions = {
		level,
		base: { service: 'dashboard' },
		messageKey: 'msg',
		timestamp: pino.stdTimeFunctions.isoTime,
		formatters: {
			level: (label) => ({ level: label }),
			log: (fields) => redactForLog(fields) as Fields,
		},
	}
	const out = pino(settings, options.stdout ?? pino.destination({ dest: 1, sync: true }))
	const err = pino(settings, options.stderr ?? pino.destination({ dest: 2, sync: true }))
	return {
		debug: (msg, fields) => (fields ? out.debug(fields, msg) : out.debug(msg)),
		info: (msg, fields) => (fields ? out.info(fields, msg) : out.info(msg)),
		warn: (msg, fields) => (fields ? err.warn(fields, msg) : err.warn(msg)),
		error: (msg, fields) => (fields ? err.error(fields, msg) : err.error(msg)),
	}
}

export const log: Log = createLog({ level: process.env.LOG_LEVEL })
