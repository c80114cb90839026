import { deflateSync } from 'node:zlib'

/** Tiny, valid images built by hand for the logo tests. */

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

/** A grey 8-bit greyscale PNG of the given size; `padding` bytes of a private chunk make it bigger. */
export function png(width: number, height: number, padding = 0) {
	const header = Buffer.alloc(13)
	header.writeUInt32BE(width, 0)
	header.writeUInt32BE(height, 4)
	header.set([8, 0, 0, 0, 0], 8) // bit depth 8, greyscale, deflate, no filter, no interlace
	const rows = Buffer.alloc((width + 1) * height, 0x80)
	for (let row = 0; row < height; row++) rows[row * (width + 1)] = 0 // filter type none
	return Buffer.concat([
		Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
		chunk('IHDR', header),
		...(padding > 0 ? [chunk('prVt', Buffer.alloc(padding))] : []),
		chunk('IDAT', deflateSync(rows)),
		chunk('IEND', Buffer.alloc(0)),
	])
}

/** The headers of a baseline (SOF0) or progressive (SOF2) JPEG: enough for a size reader. */
export function jpeg(width: number, height: number, frame: 0xc0 | 0xc2 = 0xc0) {
	const app0 = Buffer.from([0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00])
	const sof = Buffer.from([0xff, frame, 0x00, 0x0b, 0x08, 0, 0, 0, 0, 0x01, 0x01, 0x11, 0x00])
	sof.writeUInt16BE(height, 5)
	sof.writeUInt16BE(width, 7)
	return Buffer.concat([Buffer.from([0xff, 0xd8]), app0, sof, Buffer.from([0xff, 0xd9])])
}

export const dataUrl = (type: string, bytes: Buffer | string) => `data:${type};base64,${Buffer.from(bytes).toString('base64')}`
