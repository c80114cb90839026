import { WALLET_BATCH_MAX_ROWS } from '#contract/compliance/screening-checks.ts'

/**
 * A batch of wallet analyses comes as a CSV file (docs/decisions/090): one
 * address per line, with its network before it (`network,address`), or the
 * address alone, whose network is then read from its shape. A first line
 * `network,address` (any case, any order) is a header. The file is checked
 * on the server by its content and size; its good rows are screened and
 * charged, the others listed with their reason.
 */

/** 100 rows of the longest addresses fit in well under this. */
export const BATCH_FILE_MAX_BYTES = 64 * 1024
export const BATCH_FILE_FIELD = 'file'

export const BATCH_MESSAGES = {
	fileRequired: 'Choose a CSV file of addresses',
	tooLarge: `The file is too large: a batch file must be ${BATCH_FILE_MAX_BYTES / 1024} kB or less`,
	notCsv: 'This is not a CSV file: save it as CSV (comma-separated values, UTF-8) and upload it again',
	unreadable: (reason: string) => `The file could not be read as CSV: ${reason}`,
	empty: 'The file has no addresses',
	tooManyRows: `A file can hold at most ${WALLET_BATCH_MAX_ROWS} addresses: split it and upload each part`,
} as const

/** An example of the format, shown beside the upload and offered as a file. */
export const BATCH_EXAMPLE =
	'network,address\nBTC,bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4\nETH,0x52908400098527886E0F7030069857D2E4169EE7\n'
