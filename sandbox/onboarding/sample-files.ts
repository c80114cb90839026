import { deflateSync } from 'node:zlib'

/**
 * Small, valid files for scenarios and tests: a one-page PDF with a line of
 * text and a correct cross-reference table, and a greyscale PNG. Built here
 * so the sandbox ships no binary fixtures; the tests' fixtures are these too.
 */

/** A one-page PDF saying `text` (ASCII); `padding` bytes of comment make it bigger. */
export function samplePdf(text = 'Sample document', padding = 0): Uint8Array {
	const safe = text.replace(/[^\x20-\x7E]/g, '?').replace(/([\\()])/g, '\\$1')
	const stream = `BT /F1 18 Tf 72 720 Td (${safe}) Tj ET`
	const objects = [
		'<< /Type /Catalog /Pages 2 0 R >>',
		'<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
		'<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
		`<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
		'<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
	]
	let body = '%PDF-1.4\n'
	const offsets: number[] = []
	objects.forEach((object, index) => {
		offsets.push(body.length)
		body += `${index + 1} 0 obj\n${object}\nendobj\n`
	})
	if (padding > 0) body += `%${'x'.repeat(padding)}\n`
	const xref = body.length
	body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`
	body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
	return new TextEncoder().encode(body)
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
	let c = n
	for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
	return c >>> 0
})

function crc32(bytes: Buffer) {
	let crc = 0xffffffff
	for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8)
	return (crc ^ 0xffffffff) >>> 0
}

function chunk(type: string, data: Buffer) {
	const length = Buffer.alloc(4)
	length.writeUInt32BE(data.length)
	const body = Buffer.concat([Buffer.from(type, 'latin1'), data])
	const crc = Buffer.alloc(4)
	crc.writeUInt32BE(crc32(body))
	return Buffer.concat([length, body, crc])
}

/** A grey PNG of the given size; `padding` bytes of a private chunk make it bigger (still valid). */
export function samplePng(width = 8, height = 8, padding = 0): Uint8Array {
	const header = Buffer.alloc(13)
	header.writeUInt32BE(width, 0)
	header.writeUInt32BE(height, 4)
	header.set([8, 0, 0, 0, 0], 8)
	const rows = Buffer.alloc((width + 1) * height, 0x80)
	for (let row = 0; row < height; row++) rows[row * (width + 1)] = 0
	return new Uint8Array(
		Buffer.concat([
			Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
			chunk('IHDR', header),
			...(padding > 0 ? [chunk('prVt', Buffer.alloc(padding))] : []),
			chunk('IDAT', deflateSync(rows)),
			chunk('IEND', Buffer.alloc(0)),
		]),
	)
}
