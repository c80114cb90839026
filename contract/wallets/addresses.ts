import { sha256 } from '@noble/hashes/sha2.js'
import { keccak_256 } from '@noble/hashes/sha3.js'
import { bytesToHex } from '@noble/hashes/utils.js'
import { base58, bech32, bech32m, createBase58check } from '@scure/base'
import { z } from 'zod'
import { controlCharactersMessage, textSchema } from '../fields.ts'
import { NETWORKS, WALLET_NETWORKS, type WalletNetwork } from './networks.ts'

/**
 * Crypto addresses: is this string an address on this network, checksum
 * included? Runs in the browser too (the withdrawal form shares its schema with
 * the server), so it stands on @scure/base (bech32, bech32m, base58) and
 * @noble/hashes (sha256, keccak-256) only: audited, dependency-free, a few kB.
 *
 * - Bitcoin: bech32 (BIP-173: P2WPKH bc1q… and P2WSH) and bech32m (BIP-350:
 *   P2TR bc1p…), base58check P2PKH (1…) and P2SH (3…). Mainnet only, as
 *   production: the sandbox stands in for the provider's live API, so an
 *   address it takes must be one production takes, or an integration built on
 *   the sandbox breaks on go-live. Its own deposit addresses are mainnet-shaped
 *   too (sandbox/wallets/derivation.ts); no coin ever moves, and ETH and Tron
 *   addresses look the same on test networks anyway. A testnet address (tb1…,
 *   m…, n…, 2…) is refused with a message that says so.
 * - Ethereum: 0x + 40 hex with the EIP-55 mixed-case checksum. All lower or all
 *   upper case carries no checksum (EIP-55 keeps them valid for backward
 *   compatibility) and is accepted, as wallets and exchanges do, since explorers
 *   and APIs hand out lower-case addresses; a mixed-case address whose case does
 *   not match its checksum is a typo and refused. Either way the address comes
 *   back in its checksummed form.
 * - Tron: base58check of 0x41 + 20 bytes ('T…', 34 characters).
 */

export const ADDRESS_MAX_LENGTH = 128

const article = (word: string) => (/^[AEIOU]/i.test(word) ? 'an' : 'a')
const anAddress = (network: WalletNetwork) => `${article(NETWORKS[network].label)} ${NETWORKS[network].label} address`

export const ADDRESS_MESSAGES = {
	required: 'Address is required',
	tooLong: 'The address is too long',
	controlCharacters: controlCharactersMessage('the address'),
	checksum: 'This address has a typo: its checksum does not match',
	invalid: (network: WalletNetwork) => `This is not a valid ${NETWORKS[network].label} address`,
	/** 'This is a Tron address, not an Ethereum address' */
	otherNetwork: (network: WalletNetwork, other: WalletNetwork) => `This is ${anAddress(other)}, not ${anAddress(network)}`,
	bitcoinTestnet: 'This is a Bitcoin testnet address: enter a mainnet address (starting with bc1, 1 or 3)',
	bitcoinMixedCase: 'This is not a valid Bitcoin address: it mixes upper and lower case',
	bitcoinUnsupported: 'This kind of Bitcoin address is not supported: enter one starting with bc1q, bc1p, 1 or 3',
} as const

export type AddressCheck = { ok: true; address: string } | { ok: false; message: string }

/** What a network's reader makes of a string: not its shape at all (null), its address, or its shape with a fault. */
type Reading = null | { ok: true; address: string } | { ok: false; message: string }

const base58check = createBase58check(sha256)
const BASE58 = '[1-9A-HJ-NP-Za-km-z]'
const BECH32_CHARSET = /^[qpzry9x8gf2tvdw0s3jn54khce6mua7l]+$/

function decodeBase58check(text: string): Uint8Array | 'checksum' | null {
	try {
		return base58check.decode(text)
	} catch {
		// base58 itself decodes (the shape was checked), so what failed is the checksum or the length.
		try {
			return base58.decode(text).length >= 5 ? 'checksum' : null
		} catch {
			return null
		}
	}
}

const BITCOIN_MAINNET = { bech32: 'bc', p2pkh: 0x00, p2sh: 0x05 }
const BITCOIN_TESTNET = { bech32: ['tb', 'bcrt'], versions: [0x6f, 0xc4] }

function readBitcoinSegwit(text: string): Reading {
	const lower = text.toLowerCase()
	const separator = lower.lastIndexOf('1')
	if (separator < 1) return null
	const prefix = lower.slice(0, separator)
	if (!['bc', ...BITCOIN_TESTNET.bech32].includes(prefix)) return null
	const data = lower.slice(separator + 1)
	if (!BECH32_CHARSET.test(data) || data.length < 7 || lower.length > 90) return { ok: false, message: ADDRESS_MESSAGES.invalid('BTC') }
	if (text !== lower && text !== text.toUpperCase()) return { ok: false, message: ADDRESS_MESSAGES.bitcoinMixedCase }
	const plain = bech32.decodeUnsafe(lower, 90)
	const modified = plain ? undefined : bech32m.decodeUnsafe(lower, 90)
	const decoded = plain || modified
	if (!decoded) return { ok: false, message: ADDRESS_MESSAGES.checksum }
	const [version, ...words] = decoded.words
	// BIP-350: version 0 is checksummed with bech32, versions 1 to 16 with bech32m; the other one is a wrong checksum.
	if (version === undefined || version > 16) return { ok: false, message: ADDRESS_MESSAGES.invalid('BTC') }
	if ((version === 0) !== Boolean(plain)) return { ok: false, message: ADDRESS_MESSAGES.checksum }
	const program = bech32.fromWordsUnsafe(words)
	if (!program || program.length < 2 || program.length > 40 || (version === 0 && program.length !== 20 && program.length !== 32))
		return { ok: false, message: ADDRESS_MESSAGES.invalid('BTC') }
	if (prefix !== BITCOIN_MAINNET.bech32) return { ok: false, message: ADDRESS_MESSAGES.bitcoinTestnet }
	// P2WPKH (v0, 20 bytes), P2WSH (v0, 32) and P2TR (v1, 32): later versions are valid bech32m but no wallet spends them yet.
	if (version > 1 || (version === 1 && program.length !== 32)) return { ok: false, message: ADDRESS_MESSAGES.bitcoinUnsupported }
	return { ok: true, address: lower }
}

const BITCOIN_BASE58 = new RegExp(`^[13mn2]${BASE58}{25,34}$`)
function readBitcoinBase58(text: string): Reading {
	if (!BITCOIN_BASE58.test(text)) return null
	const bytes = decodeBase58check(text)
	if (bytes === null) return null
	if (bytes === 'checksum') return { ok: false, message: ADDRESS_MESSAGES.checksum }
	const version = bytes[0]!
	if (bytes.length !== 21) return { ok: false, message: ADDRESS_MESSAGES.invalid('BTC') }
	if (version === BITCOIN_MAINNET.p2pkh || version === BITCOIN_MAINNET.p2sh) return { ok: true, address: text }
	if (BITCOIN_TESTNET.versions.includes(version)) return { ok: false, message: ADDRESS_MESSAGES.bitcoinTestnet }
	return null
}

const readBitcoin = (text: string): Reading => readBitcoinSegwit(text) ?? readBitcoinBase58(text)

/** The EIP-55 form of 40 hex digits: a letter is upper case when its nibble of keccak-256(lower-case hex) is 8 or more. */
export function toChecksumAddress(hex40: string): string {
	const lower = hex40.replace(/^0x/i, '').toLowerCase()
	if (!/^[0-9a-f]{40}$/.test(lower)) throw new Error('An Ethereum address is 40 hex digits')
	const hash = bytesToHex(keccak_256(new TextEncoder().encode(lower)))
	let out = '0x'
	for (let i = 0; i < 40; i++) out += parseInt(hash[i]!, 16) >= 8 ? lower[i]!.toUpperCase() : lower[i]!
	return out
}

function readEthereum(text: string): Reading {
	if (!/^0x[0-9a-fA-F]{40}$/.test(text)) return null
	const digits = text.slice(2)
	const checksummed = toChecksumAddress(digits)
	const caseless = digits === digits.toLowerCase() || digits === digits.toUpperCase()
	return caseless || checksummed === text ? { ok: true, address: checksummed } : { ok: false, message: ADDRESS_MESSAGES.checksum }
}

export const TRON_VERSION = 0x41
const TRON_SHAPE = new RegExp(`^T${BASE58}{33}$`)
function readTron(text: string): Reading {
	if (!TRON_SHAPE.test(text)) return null
	const bytes = decodeBase58check(text)
	if (bytes === null) return null
	if (bytes === 'checksum') return { ok: false, message: ADDRESS_MESSAGES.checksum }
	return bytes.length === 21 && bytes[0] === TRON_VERSION
		? { ok: true, address: text }
		: { ok: false, message: ADDRESS_MESSAGES.invalid('TRON') }
}

const READERS: Record<WalletNetwork, (text: string) => Reading> = { BTC: readBitcoin, ETH: readEthereum, TRON: readTron }

// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_CHARACTERS = /[\x00-\x1F\x7F]/

/** Which network's address `address` has the shape of (its checksum aside), or null. */
export function detectNetwork(address: string): WalletNetwork | null {
	const text = address.trim()
	return WALLET_NETWORKS.find((network) => READERS[network](text) !== null) ?? null
}

/**
 * Whether `address` (surrounding whitespace ignored) is an address on
 * `network`: its normalised form (EIP-55 case for Ethereum, lower case for
 * bech32), or the one message that says what is wrong.
 */
export function checkAddress(network: WalletNetwork, address: string): AddressCheck {
	const text = address.trim()
	if (!text) return { ok: false, message: ADDRESS_MESSAGES.required }
	if (CONTROL_CHARACTERS.test(text)) return { ok: false, message: ADDRESS_MESSAGES.controlCharacters }
	if (text.length > ADDRESS_MAX_LENGTH) return { ok: false, message: ADDRESS_MESSAGES.tooLong }
	const reading = READERS[network](text)
	if (reading) return reading
	const other = WALLET_NETWORKS.find((candidate) => candidate !== network && READERS[candidate](text) !== null)
	return { ok: false, message: other ? ADDRESS_MESSAGES.otherNetwork(network, other) : ADDRESS_MESSAGES.invalid(network) }
}

/** The address field's text: trimmed, required, bounded, no control characters (the network check comes after). */
export const addressTextSchema = textSchema('the address', {
	required_error: ADDRESS_MESSAGES.required,
	invalid_type_error: ADDRESS_MESSAGES.required,
})
	.min(1, ADDRESS_MESSAGES.required)
	.max(ADDRESS_MAX_LENGTH, ADDRESS_MESSAGES.tooLong)

/** An address on a network known in advance (the route's): the normalised address, or the issue. */
export const addressSchema = (network: WalletNetwork) =>
	addressTextSchema.transform((address, ctx) => {
		const check = checkAddress(network, address)
		if (check.ok) return check.address
		ctx.addIssue({ code: 'custom', message: check.message })
		return z.NEVER
	})

/**
 * For a form whose network is a field beside the address:
 * `z.object({ network: walletNetworkSchema, address: addressTextSchema, … }).transform(withCheckedAddress)`
 * puts the message on `address` and hands on the normalised address.
 */
export function withCheckedAddress<T extends { network: WalletNetwork; address: string }>(value: T, ctx: z.RefinementCtx): T {
	const check = checkAddress(value.network, value.address)
	if (check.ok) return { ...value, address: check.address }
	ctx.addIssue({ code: 'custom', path: ['address'], message: check.message })
	return z.NEVER
}

// ─── Encoding (the sandbox's derivation writes its addresses with these) ─────

/** A P2WPKH address (bc1q…) from the 20-byte hash160 of a compressed public key. */
export const bitcoinP2wpkhAddress = (hash160: Uint8Array) => {
	if (hash160.length !== 20) throw new Error('A P2WPKH program is 20 bytes')
	return bech32.encode(BITCOIN_MAINNET.bech32, [0, ...bech32.toWords(hash160)])
}

/** The EIP-55 Ethereum address of the last 20 bytes of keccak-256 over an uncompressed public key's x‖y. */
export const ethereumAddress = (accountHash: Uint8Array) => toChecksumAddress(bytesToHex(accountHash))

/** The Tron address ('T…') of the same 20 bytes Ethereum uses, behind version byte 0x41. */
export const tronAddress = (accountHash: Uint8Array) => {
	if (accountHash.length !== 20) throw new Error('A Tron account is 20 bytes')
	return base58check.encode(Uint8Array.of(TRON_VERSION, ...accountHash))
}
