import QRCode from 'qrcode'

/** A QR code drawn here (no script, no third party), as an SVG data URL: a crypto deposit address, a KYC flow's public link. */
export async function qrCodeDataUrl(text: string) {
	const svg = await QRCode.toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 4 })
	return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`
}
