import net from 'node:net'

/** A port nothing listens on now (the OS picks it), for a server a test starts. */
export async function freePort(): Promise<number> {
	return new Promise((resolve, reject) => {
		const server = net.createServer()
		server.unref()
		server.on('error', reject)
		server.listen(0, '127.0.0.1', () => {
			const address = server.address()
			server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))))
		})
	})
}

/** Whether something accepts connections on `port` (within a second). */
export function portAcceptsConnections(port: number): Promise<boolean> {
	return new Promise((resolve) => {
		const socket = net.connect({ port, host: '127.0.0.1' })
		socket.setTimeout(1_000)
		socket.once('connect', () => {
			socket.destroy()
			resolve(true)
		})
		socket.once('error', () => resolve(false))
		socket.once('timeout', () => {
			socket.destroy()
			resolve(false)
		})
	})
}
