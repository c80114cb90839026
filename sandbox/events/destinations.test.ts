import { expect, test } from 'vitest'
import { addressRefusal, DESTINATION_MESSAGES, destinationRefusal, guardedLookup, ownListenerRefusal } from './destinations.ts'

/** Where a webhook may go (docs/decisions/097-webhook-destinations.md): checked without sending anything anywhere. */

test('loopback always; public addresses only with reach public; private, link-local and reserved ones never', () => {
	for (const address of ['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1']) {
		expect(addressRefusal(address, 'loopback'), address).toBeNull()
		expect(addressRefusal(address, 'public'), address).toBeNull()
	}
	for (const address of ['93.184.215.14', '2606:4700::1111']) {
		expect(addressRefusal(address, 'public'), address).toBeNull()
		expect(addressRefusal(address, 'loopback'), address).toMatch(/^Not sent: this sandbox sends webhooks to this machine only/)
	}
	for (const address of [
		'10.0.0.1',
		'172.16.5.4',
		'192.168.1.1',
		'169.254.169.254',
		'100.64.0.1',
		'0.0.0.0',
		'224.0.0.1',
		'198.51.100.7',
		'::',
		'fe80::1',
		'fd00::1',
		'::ffff:10.0.0.1',
		'64:ff9b::a00:1',
	]) {
		expect(addressRefusal(address, 'public'), address).toBe(
			`Not sent: ${address} is a private, link-local or reserved address, which webhooks never go to.`,
		)
	}
})

test('a URL: https anywhere allowed, plain http only on this machine; names are left to the lookup only with reach public', () => {
	const refusal = (url: string, reach: 'loopback' | 'public' = 'public') => destinationRefusal(new URL(url), { reach, ownPorts: [] })
	expect(refusal('http://127.0.0.1:4000/hook', 'loopback')).toBeNull()
	expect(refusal('http://localhost:4000/hook', 'loopback')).toBeNull()
	expect(refusal('http://[::1]:4000/hook', 'loopback')).toBeNull()
	expect(refusal('http://hooks.example.com/in')).toMatch(/must start with https:\/\//)
	expect(refusal('ftp://127.0.0.1/in')).toMatch(/must start with https:\/\//)
	expect(refusal('https://hooks.example.com/in')).toBeNull()
	expect(refusal('https://hooks.example.com/in', 'loopback')).toMatch(/not to hooks\.example\.com\./)
	expect(refusal('https://169.254.169.254/latest/meta-data')).toMatch(/is a private, link-local or reserved address/)
	expect(refusal('https://[fd12::1]/in')).toMatch(/is a private, link-local or reserved address/)
})

test('the lookup hands the socket only checked addresses: localhost must be this machine', async () => {
	const lookup = (host: string, all: boolean) =>
		new Promise<{ error: Error | null; address: unknown }>((resolve) =>
			guardedLookup({ reach: 'public', ownPorts: [] }, 8080)(host, { all }, (error, address) => resolve({ error, address })),
		)
	const local = await lookup('localhost', false)
	expect(local.error).toBeNull()
	expect(['127.0.0.1', '::1']).toContain(local.address)
	const all = await lookup('localhost', true)
	expect(all.error).toBeNull()
	expect((all.address as { address: string }[]).length).toBeGreaterThan(0)
})

test('with reach public, IPv6 forms that embed or map a private IPv4, and special-purpose IPv6 ranges, are refused @bad-input', () => {
	for (const address of [
		'::ffff:0:a00:1', // SIIT (RFC 6145) of 10.0.0.1
		'64:ff9b::a00:1', // NAT64 well-known prefix of 10.0.0.1
		'64:ff9b::7f00:1', // … of 127.0.0.1 (a translator's own loopback is not this machine's)
		'64:ff9b:1::a00:1', // NAT64 local-use prefix (RFC 8215)
		'64:ff9b:1:5db8:d7:e00::', // … whatever it embeds: local to a network
		'2002:a00:1::1', // 6to4 of 10.0.0.1
		'2002:c0a8:101::1', // 6to4 of 192.168.1.1
		'2002:a9fe:a9fe::1', // 6to4 of 169.254.169.254
		'2002:7f00:1::1', // 6to4 of 127.0.0.1
		'::a00:1', // IPv4-compatible ::10.0.0.1
		'::7f00:1', // IPv4-compatible ::127.0.0.1
		'::a9fe:a9fe', // IPv4-compatible ::169.254.169.254
		'fec0::1', // site-local (deprecated)
		'2001:0:a00:1::1', // Teredo whose server is 10.0.0.1
		'2001:0:5db8:d70e:0:0:f5ff:fffe', // Teredo whose client is 10.0.0.1 (stored inverted)
		'2001:20::1', // ORCHIDv2
		'2001:10::1', // ORCHID (deprecated)
		'2001:2::1', // benchmarking
		'2001:db8::1', // documentation
		'100::1', // discard
		'5f00::1', // segment routing
		'::ffff:169.254.169.254',
		'::ffff:100.64.0.1',
	]) {
		expect(addressRefusal(address, 'public'), address).toBe(
			`Not sent: ${address} is a private, link-local or reserved address, which webhooks never go to.`,
		)
		expect(destinationRefusal(new URL(`https://[${address}]/in`), { reach: 'public', ownPorts: [] }), address).toMatch(
			/is a private, link-local or reserved address/,
		)
	}
	// What they embed, when public, is judged as itself: public.
	for (const address of ['64:ff9b::5db8:d70e', '2002:5db8:d70e::1', '::ffff:93.184.215.14', '2606:4700::1111'])
		expect(addressRefusal(address, 'public'), address).toBeNull()
})

test("the provider's own listeners are never sent to, on any loopback address: refused when saved, and as 'could not connect' when sent @bad-input", () => {
	const settings = { reach: 'loopback' as const, ownPorts: [4110, 3110] }
	for (const url of [
		'http://127.0.0.1:4110/sandbox/v1/control/lending/loans/x/approve',
		'http://localhost:4110/sandbox/v1/control/scenarios/demo',
		'http://app.localhost:3110/settings/integrations',
		'http://127.8.9.10:4110/',
		'http://[::1]:3110/',
		'https://[::ffff:127.0.0.1]:4110/',
		'https://[::ffff:7f00:1]:4110/',
	]) {
		expect(destinationRefusal(new URL(url), settings), url).toBe(DESTINATION_MESSAGES.couldNotConnect)
		expect(destinationRefusal(new URL(url), { ...settings, reach: 'public' }), url).toBe(DESTINATION_MESSAGES.couldNotConnect)
		expect(ownListenerRefusal(new URL(url), settings.ownPorts), url).toBe(DESTINATION_MESSAGES.ownListener)
	}
	expect(DESTINATION_MESSAGES.couldNotConnect).toBe('Not sent: could not connect to the receiver.')
	// Another port on this machine is a receiver under development.
	expect(destinationRefusal(new URL('http://127.0.0.1:4111/hook'), settings)).toBeNull()
	expect(ownListenerRefusal(new URL('http://127.0.0.1:4111/hook'), settings.ownPorts)).toBeNull()
})

test("a name that resolves to this machine is refused at the provider's own port when the connection is made @bad-input", async () => {
	const lookup = (port: number) =>
		new Promise<{ error: (Error & { code?: string }) | null }>((resolve) =>
			guardedLookup({ reach: 'public', ownPorts: [4110] }, port)('localhost', { all: false }, (error) => resolve({ error })),
		)
	const own = await lookup(4110)
	expect(own.error?.code).toBe('EWEBHOOKDESTINATION')
	expect(own.error?.message).toBe(DESTINATION_MESSAGES.couldNotConnect)
	expect((await lookup(4111)).error).toBeNull()
})
