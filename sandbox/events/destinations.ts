import { lookup as dnsLookup, type LookupAddress } from 'node:dns'
import { BlockList, isIP } from 'node:net'
import { isLoopbackHost } from '#contract/settings/integrations.ts'
import type { WebhookReach } from './settings.ts'

/**
 * Where the sandbox may send a webhook (docs/decisions/097-webhook-destinations.md).
 * Always this machine's loopback (the receiver under development, the tests');
 * with reach 'public', https receivers on public addresses too. Never a
 * private, link-local, shared, documentation, multicast or unspecified
 * address, whichever name leads there: a host name is resolved here, each
 * address checked, and the connection made to the checked address (the
 * `lookup` below), so a name that changes its answer between a check and the
 * connection cannot slip past.
 */

const loopback = new BlockList()
loopback.addSubnet('127.0.0.0', 8, 'ipv4')
loopback.addAddress('::1', 'ipv6')

/** Ranges no webhook may reach, loopback aside (RFC 6890's special-purpose registries, roughly). */
const refused = new BlockList()
for (const [network, prefix] of [
	['0.0.0.0', 8],
	['10.0.0.0', 8],
	['100.64.0.0', 10],
	['169.254.0.0', 16],
	['172.16.0.0', 12],
	['192.0.0.0', 24],
	['192.0.2.0', 24],
	['192.168.0.0', 16],
	['198.18.0.0', 15],
	['198.51.100.0', 24],
	['203.0.113.0', 24],
	['224.0.0.0', 4],
	['240.0.0.0', 4],
] as const)
	refused.addSubnet(network, prefix, 'ipv4')
for (const [network, prefix] of [
	['::', 128],
	['64:ff9b::', 96],
	['100::', 64],
	['2001:db8::', 32],
	['fc00::', 7],
	['fe80::', 10],
	['ff00::', 8],
] as const)
	refused.addSubnet(network, prefix, 'ipv6')

/** '::ffff:10.0.0.1' is 10.0.0.1: an IPv4-mapped address is judged as the IPv4 one. */
function normalise(address: string): { address: string; family: 'ipv4' | 'ipv6' } | null {
	const bare = address.replace(/^\[|\]$/g, '')
	const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(bare)
	if (mapped) return { address: mapped[1]!, family: 'ipv4' }
	const version = isIP(bare)
	return version === 4 ? { address: bare, family: 'ipv4' } : version === 6 ? { address: bare, family: 'ipv6' } : null
}

export const DESTINATION_MESSAGES = {
	scheme: 'Not sent: the webhook URL must start with https:// (plain http only on this machine, localhost or 127.0.0.1).',
	loopbackOnly: (host: string) =>
		`Not sent: this sandbox sends webhooks to this machine only (localhost, 127.0.0.1, [::1]), not to ${host}. Its operator can allow public https receivers with SANDBOX_WEBHOOK_REACH=public.`,
	private: (host: string) => `Not sent: ${host} is a private, link-local or reserved address, which webhooks never go to.`,
	localhostElsewhere: 'Not sent: localhost did not resolve to this machine.',
} as const

function isLoopbackAddress(address: string) {
	const ip = normalise(address)
	return ip !== null && loopback.check(ip.address, ip.family)
}

/** Why an address may not be sent to, or null when it may. */
export function addressRefusal(address: string, reach: WebhookReach, shownAs = address): string | null {
	const ip = normalise(address)
	if (!ip) return DESTINATION_MESSAGES.private(shownAs)
	if (isLoopbackAddress(ip.address)) return null
	if (refused.check(ip.address, ip.family)) return DESTINATION_MESSAGES.private(shownAs)
	return reach === 'public' ? null : DESTINATION_MESSAGES.loopbackOnly(shownAs)
}

/**
 * Why the URL may not be sent to, as far as it can be told without resolving
 * a name; null when it may be tried (a name is checked again once resolved).
 */
export function destinationRefusal(url: URL, reach: WebhookReach): string | null {
	const plainOnLoopback = url.protocol === 'http:' && isLoopbackHost(url.hostname)
	if (url.protocol !== 'https:' && !plainOnLoopback) return DESTINATION_MESSAGES.scheme
	if (normalise(url.hostname)) return addressRefusal(url.hostname, reach)
	if (isLoopbackHost(url.hostname)) return null
	return reach === 'public' ? null : DESTINATION_MESSAGES.loopbackOnly(url.hostname)
}

export class DestinationRefused extends Error {
	readonly code = 'EWEBHOOKDESTINATION'
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void

/**
 * The `lookup` of a webhook's connection: the name resolved, every address
 * checked (one refused address refuses the name: it may be the one used),
 * and only checked addresses handed to the socket.
 */
export function guardedLookup(reach: WebhookReach) {
	return (hostname: string, options: { all?: boolean; family?: number | string }, callback: LookupCallback) => {
		dnsLookup(hostname, { all: true, family: typeof options.family === 'number' ? options.family : 0 }, (error, addresses) => {
			if (error) return callback(error, [])
			for (const { address } of addresses) {
				const refusal = !isLoopbackHost(hostname)
					? addressRefusal(address, reach, `${hostname} (${address})`)
					: isLoopbackAddress(address)
						? null
						: DESTINATION_MESSAGES.localhostElsewhere
				if (refusal) return callback(new DestinationRefused(refusal), [])
			}
			if (options.all) return callback(null, addresses)
			const first = addresses[0]
			if (!first) return callback(Object.assign(new Error(`${hostname} has no address`), { code: 'ENOTFOUND' }), [])
			callback(null, first.address, first.family)
		})
	}
}
