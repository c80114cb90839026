import pino, { type DestinationStream } from 'pino'
import { redactForLog } from '#contract/logging.ts'

/**
 * JSON-lines logger on pino: one object per line with level, time and msg;
 * info on stdout, warnings and errors on stderr. Callers pass only safe
 * fields (never tokens, passwords, OTPs or request bodies); the dashboard's
 * redaction list (contract/logging.ts) applies here too, as a second line
 * of defence. Writes are synchronous: no worker thread, nothing lost on exit.
 * Every line says `"service":"sandbox"`: embedded, the sandbox shares the
 * dashboard's stdout, whose lines say `"service":"dashboard"`.
 */
export type Logger = {
	info(msg: string, fields?: Record<string, unknown>): void
	warn(msg: string, fields?: Record<string, unknown>): void
	error(msg: string, fields?: Record<string, unknown>): void
}

const SILENT: Logger = { info: () => {}, warn: () => {}, error: () => {} }

/** `write` receives every line (without its newline) instead of stdout and stderr. */
export function createLogger(options: { enabled: boolean; write?: (line: string) => void }): Logger {
	if (!options.enabled) return SILENT
	const settings: pino.LoggerOptions = {
		level: 'info',
		base: { service: 'sandbox' },
		messageKey: 'msg',
		timestamp: pino.stdTimeFunctions.isoTime,
		formatters: {
			level: (label) => ({ level: label }),
			log: (fields) => redactForLog(fields) as Record<string, unknown>,
		},
	}
	const write = options.write
	const captured: DestinationStream | undefined = write && { write: (line: string) => write(line.replace(/\n$/, '')) }
	const out = pino(settings, captured ?? pino.destination({ dest: 1, sync: true }))
	const err = pino(settings, captured ?? pino.destination({ dest: 2, sync: true }))
	return {
		info: (msg, fields) => (fields ? out.info(fields, msg) : out.info(msg)),
		warn: (msg, fields) => (fields ? err.warn(fields, msg) : err.warn(msg)),
		error: (msg, fields) => (fields ? err.error(fields, msg) : err.error(msg)),
	}
}

/** The parts of an error that are safe to log (no request data). */
export function describeError(error: unknown) {
	if (error instanceof Error) return { error: error.message, stack: error.stack }
	return { error: String(error) }
}
