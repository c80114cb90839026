import { expect, test } from 'vitest'
import { addressRefusal, destinationRefusal, guardedLookup } from './destinations.ts'

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
	const refusal = (url: string, reach: 'loopback' | 'public' = 'public') => destinationRefusal(new URL(url), reach)
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
			guardedLookup('public')(host, { all }, (error, address) => resolve({ error, address })),
		)
	const local = await lookup('localhost', false)
	expect(local.error).toBeNull()
	expect(['127.0.0.1', '::1']).toContain(local.address)
	const all = await lookup('localhost', true)
	expect(all.error).toBeNull()
	expect((all.address as { address: string }[]).length).toBeGreaterThan(0)
})
