/**
 * JSON-lines logger: one object per line with level, msg and time. Callers
 * pass only safe fields: never tokens, passwords, OTPs or request bodies
 * (DESIGN.md §6).
 */
export type LogLevel = 'debug' | 'info' | 'warn' | 'error'
export type Logger = {
	info(msg: string, fields?: Record<string, unknown>): void
	warn(msg: string, fields?: Record<string, unknown>): void
	error(msg: string, fields?: Record<string, unknown>): void
}

export function createLogger(options: { enabled: boolean; write?: (line: string) => void }): Logger {
	const write = options.write ?? ((line: string) => process.stdout.write(line + '\n'))
	const emit = (level: LogLevel, msg: string, fields?: Record<string, unknown>) => {
		if (!options.enabled) return
		write(JSON.stringify({ level, msg, time: new Date().toISOString(), ...fields }))
	}
	return {
		info: (msg, fields) => emit('info', msg, fields),
		warn: (msg, fields) => emit('warn', msg, fields),
		error: (msg, fields) => emit('error', msg, fields),
	}
}

/** The parts of an error that are safe to log (no request data). */
export function describeError(error: unknown) {
	if (error instanceof Error) return { error: error.message, stack: error.stack }
	return { error: String(error) }
}
