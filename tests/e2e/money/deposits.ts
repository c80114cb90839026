import { sandboxFetch } from '../utils/sandbox'

export type Deposit = { amount: string; senderName?: string; senderBank?: string; reference?: string }

/** A bank deposit arriving at the integrator's funding account (the sandbox's back office). */
export async function deposit(email: string, currency: string, body: Deposit) {
	const path = `/sandbox/v1/control/integrators/${encodeURIComponent(email)}/funding/${currency}/deposits`
	return sandboxFetch<{ data: { id: string } }>(path, { method: 'POST', body })
}

/** Many deposits, a few at a time (their order in the ledger is then not the order given). */
export async function depositAll(email: string, currency: string, bodies: Deposit[]) {
	const queue = [...bodies]
	const worker = async () => {
		for (let body = queue.shift(); body; body = queue.shift()) await deposit(email, currency, body)
	}
	await Promise.all(Array.from({ length: 5 }, worker))
}

/** A CSV text as rows of cells (quoted cells with commas, quotes and line breaks handled). */
export function parseCsv(text: string): string[][] {
	const rows: string[][] = []
	let row: string[] = []
	let cell = ''
	let quoted = false
	const endCell = () => {
		row.push(cell)
		cell = ''
	}
	for (let i = 0; i < text.length; i++) {
		const char = text[i]!
		if (quoted) {
			if (char !== '"') cell += char
			else if (text[i + 1] === '"') {
				cell += '"'
				i++
			} else quoted = false
		} else if (char === '"') quoted = true
		else if (char === ',') endCell()
		else if (char === '\n') {
			cell = cell.replace(/\r$/, '')
			endCell()
			rows.push(row)
			row = []
		} else cell += char
	}
	if (cell || row.length) {
		endCell()
		rows.push(row)
	}
	return rows
}
