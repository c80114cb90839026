import { lookup as dnsLookup, type LookupAddress } from 'node:dns'
import { isIP } from 'node:net'
import { networkInterfaces } from 'node:os'
import ipaddr from 'ipaddr.js'
import { isLoopbackHost } from '#contract/settings/integrations.ts'
import type { WebhookSettings } from './settings.ts'

/**
 * Where the sandbox may send a webhook (docs/decisions/097-webhook-destinations.md,
 * docs/decisions/103-webhooks-never-reach-the-provider.md).
 * Always this machine's loopback (the receiver under development, the tests'),
 * except the ports the provider itself listens on (the sandbox's and the
 * dashboard's); with reach 'public', https receivers on public addresses too.
 * Never a private, link-local, shared, documentation, multicast, reserved or
 * unspecified address, nor an IPv6 form that embeds one: ipaddr.js names the
 * ranges, and the IPv4 address inside a translation form is judged as an
 * IPv4 address. A host name is resolved here, each address checked, and the
 * connection made to the checked address (the `lookup` below), so a name that
 * changes its answer between a check and the connection cannot slip past.
 */

export type DestinationSettings = Pick<WebhookSettings, 'reach' | 'ownPorts'>

export const DESTINATION_MESSAGES = {
	scheme: 'Not sent: the webhook URL must start with https:// (plain http only on this machine, localhost or 127.0.0.1).',
	loopbackOnly: (host: string) =>
		`Not sent: this sandbox sends webhooks to this machine only (localhost, 127.0.0.1, [::1]), not to ${host}. Its operator can allow public https receivers with SANDBOX_WEBHOOK_REACH=public.`,
	private: (host: string) => `Not sent: ${host} is a private, link-local or reserved address, which webhooks never go to.`,
	localhostElsewhere: 'Not sent: localhost did not resolve to this machine.',
	/**
	 * Every failure to connect, and a refused address of the provider's own, read
	 * the same: the log must not tell an open port from a closed one, nor the
	 * provider's listeners from the rest (docs/decisions/103-webhooks-never-reach-the-provider.md).
	 */
	couldNotConnect: 'Not sent: could not connect to the receiver.',
	/** Said when the URL is saved: the integrator learns nothing the API's own address did not tell them. */
	ownListener:
		"This URL points at the provider's own service (its API or this dashboard), which webhooks never go to. Enter the address of your own receiver.",
} as const

type Judgement = 'loopback' | 'public' | 'refused'

/** An IPv4 address: this machine, a public unicast one, or one of the ranges webhooks never go to (every named range but unicast). */
function judgeIPv4(ip: ipaddr.IPv4): Judgement {
	const range = ip.range()
	return range === 'loopback' ? 'loopback' : range === 'unicast' ? 'public' : 'refused'
}

const ipv4At = (parts: number[], index: number) =>
	new ipaddr.IPv4([parts[index]! >> 8, parts[index]! & 0xff, parts[index + 1]! >> 8, parts[index + 1]! & 0xff])

/** The IPv4 addresses an IPv6 translation form carries, which is where a packet to it may end up. */
function embeddedIPv4(ip: ipaddr.IPv6): ipaddr.IPv4[] | null {
	const parts = ip.parts
	switch (ip.range() as string) {
		case 'rfc6145': // SIIT ::ffff:0:a.b.c.d
			return [ipv4At(parts, 6)]
		case 'rfc6052': // NAT64 64:ff9b::a.b.c.d (the local-use 64:ff9b:1::/48 is refused before this)
			return [ipv4At(parts, 6)]
		case '6to4': // 2002:AABB:CCDD::/48
			return [ipv4At(parts, 1)]
		case 'teredo': {
			// 2001:0:<server IPv4>:<flags>:<port>:<client IPv4, inverted>
			const client = ipv4At(parts, 6)
			return [ipv4At(parts, 2), new ipaddr.IPv4(client.octets.map((octet) => octet ^ 0xff))]
		}
		default:
			// IPv4-compatible ::a.b.c.d (deprecated, still routed by some stacks); ::, ::1 have their own ranges.
			if (parts.slice(0, 6).every((part) => part === 0) && ip.range() === 'unicast') return [ipv4At(parts, 6)]
			return null
	}
}

const NAT64_LOCAL_USE = ipaddr.IPv6.parse('64:ff9b:1::')

function judgeIPv6(ip: ipaddr.IPv6): Judgement {
	if (ip.isIPv4MappedAddress()) return judgeIPv4(ip.toIPv4Address())
	// A network's own translator: its IPv4 may sit anywhere in the low 80 bits, and it is local to that network.
	if (ip.match(NAT64_LOCAL_USE, 48)) return 'refused'
	const embedded = embeddedIPv4(ip)
	// Only public IPv4 inside: as public as its IPv4 (a translated this-machine address is not taken as loopback).
	if (embedded) return embedded.every((v4) => judgeIPv4(v4) === 'public') ? 'public' : 'refused'
	const range = ip.range()
	return range === 'loopback' ? 'loopback' : range === 'unicast' ? 'public' : 'refused'
}

/** '[::1]' or '10.0.0.1' parsed; null when it is not an IP address. */
function parseAddress(address: string) {
	const bare = address.replace(/^\[|\]$/g, '')
	if (!isIP(bare.split('%')[0]!)) return null
	try {
		return ipaddr.parse(bare)
	} catch {
		return null
	}
}

/** What an address is, for a webhook: null when it is no address at all. */
export function judgeAddress(address: string): Judgement | null {
	const ip = parseAddress(address)
	if (!ip) return null
	return ip.kind() === 'ipv4' ? judgeIPv4(ip as ipaddr.IPv4) : judgeIPv6(ip as ipaddr.IPv6)
}

/** Whether the address is this machine: loopback, unspecified (which connects to it), or one of its interfaces. */
function isThisMachine(address: string) {
	const ip = parseAddress(address)
	if (!ip) return false
	const plain = ip.kind() === 'ipv6' && (ip as ipaddr.IPv6).isIPv4MappedAddress() ? (ip as ipaddr.IPv6).toIPv4Address() : ip
	const range = plain.range()
	if (range === 'loopback' || range === 'unspecified') return true
	const normal = plain.toNormalizedString()
	return Object.values(networkInterfaces()).some((list) =>
		(list ?? []).some((entry) => {
			const own = parseAddress(entry.address)
			return own !== null && own.kind() === plain.kind() && own.toNormalizedString() === normal
		}),
	)
}

/** The port a URL connects to. */
export const webhookPort = (url: URL) => Number(url.port || (url.protocol === 'https:' ? 443 : 80))

/** Whether `host:port` is one of the provider's own listeners (the sandbox's or the dashboard's port, on this machine). */
function isOwnListener(host: string, port: number, ownPorts: readonly number[]) {
	if (!ownPorts.includes(port)) return false
	return isLoopbackHost(host) || isThisMachine(host)
}

/**
 * Why a webhook URL may not be saved because it names the provider's own
 * listener (the clear message the settings form shows), or null. Names other
 * than localhost are resolved only when sent, and checked again then.
 */
export function ownListenerRefusal(url: URL, ownPorts: readonly number[]): string | null {
	return isOwnListener(url.hostname, webhookPort(url), ownPorts) ? DESTINATION_MESSAGES.ownListener : null
}

/** Why an address may not be sent to, or null when it may. */
export function addressRefusal(address: string, reach: WebhookSettings['reach'], shownAs = address): string | null {
	const judged = judgeAddress(address)
	if (judged === 'loopback') return null
	if (judged === null || judged === 'refused') return DESTINATION_MESSAGES.private(shownAs)
	return reach === 'public' ? null : DESTINATION_MESSAGES.loopbackOnly(shownAs)
}

/**
 * Why the URL may not be sent to, as far as it can be told without resolving
 * a name; null when it may be tried (a name is checked again once resolved).
 */
export function destinationRefusal(url: URL, settings: DestinationSettings): string | null {
	const plainOnLoopback = url.protocol === 'http:' && isLoopbackHost(url.hostname)
	if (url.protocol !== 'https:' && !plainOnLoopback) return DESTINATION_MESSAGES.scheme
	if (isOwnListener(url.hostname, webhookPort(url), settings.ownPorts)) return DESTINATION_MESSAGES.couldNotConnect
	if (parseAddress(url.hostname)) return addressRefusal(url.hostname, settings.reach)
	if (isLoopbackHost(url.hostname)) return null
	return settings.reach === 'public' ? null : DESTINATION_MESSAGES.loopbackOnly(url.hostname)
}

export class DestinationRefused extends Error {
	readonly code = 'EWEBHOOKDESTINATION'
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void

/**
 * The `lookup` of a webhook's connection to `port`: the name resolved, every
 * address checked (one refused address refuses the name: it may be the one
 * used), and only checked addresses handed to the socket.
 */
export function guardedLookup(settings: DestinationSettings, port: number) {
	return (hostname: string, options: { all?: boolean; family?: number | string }, callback: LookupCallback) => {
		dnsLookup(hostname, { all: true, family: typeof options.family === 'number' ? options.family : 0 }, (error, addresses) => {
			if (error) return callback(error, [])
			for (const { address } of addresses) {
				const refusal = isOwnListener(address, port, settings.ownPorts)
					? DESTINATION_MESSAGES.couldNotConnect
					: !isLoopbackHost(hostname)
						? addressRefusal(address, settings.reach, `${hostname} (${address})`)
						: judgeAddress(address) === 'loopback'
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
