import { createServer, type AddressInfo, type Server } from 'node:net'

export type ReceivedMail = { from: string; to: string[]; data: string }

/**
 * A minimal SMTP listener (no TLS, no auth) that records what it receives,
 * so the SMTP path is tested against a real socket conversation.
 */
export async function startSmtpRecorder() {
	const received: ReceivedMail[] = []
	const server: Server = createServer((socket) => {
		let buffer = ''
		let inData = false
		let current: ReceivedMail = { from: '', to: [], data: '' }
		socket.setEncoding('utf8')
		socket.write('220 recorder ESMTP\r\n')
		socket.on('data', (chunk: string) => {
			buffer += chunk
			while (true) {
				if (inData) {
					const end = buffer.indexOf('\r\n.\r\n')
					if (end < 0) return
					current.data = buffer.slice(0, end)
					buffer = buffer.slice(end + 5)
					inData = false
					received.push(current)
					current = { from: '', to: [], data: '' }
					socket.write('250 OK queued\r\n')
					continue
				}
				const lineEnd = buffer.indexOf('\r\n')
				if (lineEnd < 0) return
				const line = buffer.slice(0, lineEnd)
				buffer = buffer.slice(lineEnd + 2)
				const verb = line.slice(0, 4).toUpperCase()
				if (verb === 'EHLO' || verb === 'HELO') {
					socket.write('250-recorder\r\n250 8BITMIME\r\n')
				} else if (verb === 'MAIL') {
					current.from = line
					socket.write('250 OK\r\n')
				} else if (verb === 'RCPT') {
					current.to.push(line)
					socket.write('250 OK\r\n')
				} else if (verb === 'DATA') {
					inData = true
					socket.write('354 End data with <CR><LF>.<CR><LF>\r\n')
				} else if (verb === 'QUIT') {
					socket.end('221 Bye\r\n')
				} else {
					socket.write('250 OK\r\n')
				}
			}
		})
		socket.on('error', () => {})
	})
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
	const { port } = server.address() as AddressInfo
	return {
		url: `smtp://127.0.0.1:${port}`,
		received,
		close: () => new Promise<void>((resolve) => server.close(() => resolve())),
	}
}
