/**
 * What the sandbox logs about an error it did not expect: the error's class,
 * its database code and identifiers (table, column, constraint), its message
 * with every quoted literal replaced, and the stack frames. Never the
 * parameters of a query, its SQL text, or the detail of a database error,
 * which hold the request's values (e-mails, password hashes, tokens).
 */

type Described = {
	errorClass: string
	error: string
	sqlState?: string
	table?: string
	column?: string
	constraint?: string
	cause?: Described
	stack?: string
}

const MAX_CAUSE_DEPTH = 3

/** Quoted literals ('x', "x") and anything after a `params:` marker or a `Failed query:` prefix go. */
export function redactMessage(message: string) {
	if (message.startsWith('Failed query:')) return 'Failed query (SQL and parameters not logged)'
	return message
		.replace(/params:[\s\S]*$/i, 'params: [not logged]')
		.replace(/"(?:[^"\\]|\\.)*"/g, '"…"')
		.replace(/'(?:[^'\\]|\\.)*'/g, "'…'")
		.replace(/\s+/g, ' ')
		.slice(0, 500)
}

const stringField = (error: object, key: string) => {
	const value = (error as Record<string, unknown>)[key]
	return typeof value === 'string' && value.length <= 100 ? value : undefined
}

/** Only the `at …` lines: the first lines of a stack repeat the message. */
const stackFrames = (stack: string | undefined) =>
	stack
		?.split('\n')
		.filter((line) => /^\s+at /.test(line))
		.join('\n')

export function describeFailure(error: unknown, depth = 0): Described {
	if (!(error instanceof Error)) return { errorClass: typeof error, error: '(not an Error; not logged)' }
	const described: Described = {
		errorClass: error.constructor?.name || error.name,
		error: redactMessage(error.message),
	}
	// The database's error code goes out as `sqlState`: `code` is a redacted key (one-time codes).
	const sqlState = stringField(error, 'code')
	if (sqlState) described.sqlState = sqlState
	for (const key of ['table', 'column', 'constraint'] as const) {
		const value = stringField(error, key)
		if (value) described[key] = value
	}
	if (error.cause !== undefined && depth < MAX_CAUSE_DEPTH) described.cause = describeFailure(error.cause, depth + 1)
	if (depth === 0) described.stack = stackFrames(error.stack)
	return described
}
