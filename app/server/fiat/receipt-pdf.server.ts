import PDFDocument from 'pdfkit'
import type { Payout } from '#contract/fiat/payouts.ts'
import { symbolsAsCodes } from '#contract/money/format.ts'
import { receiptSections } from '#app/lib/fiat/receipt.ts'
import { formatDateTime } from '#app/lib/format.ts'

/**
 * A payout's receipt as a PDF, made here with PDFKit (record 087) from the
 * rows the receipt page shows (app/lib/fiat/receipt.ts): every figure is the
 * page's, and a PDF text extractor reads it back as text.
 *
 * PDFKit's built-in Helvetica writes WinAnsi (Latin-1 and a few more): a
 * character beyond it (a name in another script, an emoji) prints as '?'
 * rather than as a wrong glyph.
 */

const WIN_ANSI_EXTRAS = '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ'
const printable = (char: string) => (char >= ' ' && char <= '~') || (char >= '\u00a0' && char <= '\u00ff') || WIN_ANSI_EXTRAS.includes(char)

/** A currency symbol the font lacks ('₦') is written as its code (docs/decisions/111-one-money-format.md). */
export const pdfText = (text: string) =>
	[...symbolsAsCodes(text.normalize('NFC'), printable)].map((char) => (printable(char) ? char : '?')).join('')

const LEFT = 50
const LABEL_WIDTH = 150
const VALUE_X = LEFT + LABEL_WIDTH + 10
const VALUE_WIDTH = 595.28 - VALUE_X - LEFT

export async function receiptPdf(payout: Payout, nowMs: number): Promise<Buffer> {
	const doc = new PDFDocument({
		size: 'A4',
		margin: LEFT,
		info: { Title: `Payout receipt ${payout.reference}`, Author: 'Integrator Dashboard', Subject: 'Payout receipt' },
	})
	const chunks: Buffer[] = []
	doc.on('data', (chunk: Buffer) => chunks.push(chunk))
	const ended = new Promise<void>((resolve, reject) => {
		doc.on('end', resolve)
		doc.on('error', reject)
	})
	doc.font('Helvetica-Bold').fontSize(20).fillColor('#111827').text('Payout receipt', LEFT, LEFT)
	doc
		.moveDown(0.3)
		.font('Helvetica')
		.fontSize(10)
		.fillColor('#4b5563')
		.text(pdfText(`Printed ${formatDateTime(nowMs)}`))
	for (const section of receiptSections(payout)) {
		doc.moveDown(1).font('Helvetica-Bold').fontSize(12).fillColor('#111827').text(pdfText(section.title), LEFT)
		doc.moveDown(0.3)
		for (const row of section.rows) {
			const y = doc.y
			const label = pdfText(row.label)
			const value = pdfText(row.value)
			doc.font('Helvetica').fontSize(10).fillColor('#6b7280').text(label, LEFT, y, { width: LABEL_WIDTH })
			const labelBottom = doc.y
			doc.fillColor('#111827').text(value, VALUE_X, y, { width: VALUE_WIDTH })
			doc.y = Math.max(labelBottom, doc.y) + 4
		}
	}
	doc.end()
	await ended
	return Buffer.concat(chunks)
}
