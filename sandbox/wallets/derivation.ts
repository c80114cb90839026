import { secp256k1 } from '@noble/curves/secp256k1.js'
import { ripemd160 } from '@noble/hashes/legacy.js'
import { sha256 } from '@noble/hashes/sha2.js'
import { keccak_256 } from '@noble/hashes/sha3.js'
import { bytesToHex, hexToBytes } from '@noble/hashes/utils.js'
import { HARDENED_OFFSET, HDKey } from '@scure/bip32'
import { mnemonicToSeedSync, validateMnemonic } from '@scure/bip39'
import { wordlist } from '@scure/bip39/wordlists/english.js'
import { bitcoinP2wpkhAddress, ethereumAddress, tronAddress } from '#contract/wallets/addresses.ts'
import type { WalletNetwork } from '#contract/wallets/networks.ts'

/**
 * The sandbox's deposit addresses, derived from one HD key per environment
 * (BIP-32), so each is a real address of its network that passes
 * checkAddress (contract/wallets/addresses.ts). Server only.
 *
 *   deriveDepositAddress({ network, account, index }: DepositAddressRequest, seed?: string): string
 *     network  'BTC' | 'ETH' | 'TRON' (contract/wallets/networks.ts WalletNetwork)
 *     account  the integrator's wallet-account number: an integer 0 … 2^31 − 1 (hardened in the path)
 *     index    the wallet's number within that account: an integer 0 … 2^31 − 1
 *     seed     the configured seed text; default: SANDBOX_WALLET_SEED, else the test mnemonic (below)
 *   → the address: 'bc1q…' (P2WPKH, lower case), '0x…' (EIP-55 checksummed) or 'T…' (base58check).
 *     The same arguments always give the same address; throws a RangeError on a bad account or index.
 *
 *   depositAddressPath({ network, account, index }): string        e.g. "m/84'/0'/7'/0/3"
 *   fakeTransactionHash(network, seed: string): string              the network's hash shape, deterministic
 *
 * Paths follow BIP-84 for Bitcoin native segwit (m/84'/0'/account'/0/index)
 * and BIP-44 with SLIP-44 coin types for Ethereum (m/44'/60'/account'/0/index)
 * and Tron (m/44'/195'/account'/0/index): the external chain (0), as a wallet
 * restored from the same seed would find them.
 *
 * No private key leaves this module: it returns addresses only and never logs.
 */

export type DepositAddressRequest = { network: WalletNetwork; account: number; index: number }

/**
 * The seed when SANDBOX_WALLET_SEED is unset outside production: the BIP-39
 * test mnemonic of the published BIP-84/BIP-44 test vectors. Everyone knows
 * its keys, so nothing of value may ever be sent to its addresses.
 */
export const TEST_WALLET_MNEMONIC = 'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about'

export const WALLET_SEED_MESSAGES = {
	invalid: 'must be a BIP-39 mnemonic (12 to 24 English words with a valid checksum) or a hex seed of 16 to 64 bytes',
	requiredInProduction:
		'is required when NODE_ENV=production (the deposit addresses come from it; without it they would be the public test mnemonic’s), unless SANDBOX=on runs the public demo on purpose',
} as const

const HEX_SEED = /^(?:0x)?((?:[0-9a-fA-F]{2}){16,64})$/
const words = (text: string) => text.trim().toLowerCase().split(/\s+/).join(' ')

/** Why `text` is not a usable seed, or null. */
export function walletSeedProblem(text: string): string | null {
	if (HEX_SEED.test(text.trim())) return null
	return validateMnemonic(words(text), wordlist) ? null : WALLET_SEED_MESSAGES.invalid
}

/** Whether a start under this environment must be refused for want of a seed (sandbox/env.ts reports it). */
export const walletSeedMissing = (env: { NODE_ENV?: string; SANDBOX?: string; SANDBOX_WALLET_SEED?: string }) =>
	env.NODE_ENV === 'production' && env.SANDBOX !== 'on' && !env.SANDBOX_WALLET_SEED?.trim()

/** The configured seed text, read each time like the other settings; throws when production has none. */
export function configuredWalletSeed(env: NodeJS.ProcessEnv = process.env): string {
	if (walletSeedMissing(env)) throw new Error(`SANDBOX_WALLET_SEED: ${WALLET_SEED_MESSAGES.requiredInProduction}`)
	return env.SANDBOX_WALLET_SEED?.trim() || TEST_WALLET_MNEMONIC
}

const MAX_INDEX = HARDENED_OFFSET - 1
const PURPOSE_AND_COIN: Record<WalletNetwork, string> = { BTC: "84'/0'", ETH: "44'/60'", TRON: "44'/195'" }

function checkIndex(name: string, value: number) {
	if (!Number.isSafeInteger(value) || value < 0 || value > MAX_INDEX)
		throw new RangeError(`${name} must be a whole number from 0 to ${MAX_INDEX}, not ${String(value)}`)
}

export function depositAddressPath({ network, account, index }: DepositAddressRequest): string {
	checkIndex('account', account)
	checkIndex('index', index)
	return `m/${PURPOSE_AND_COIN[network]}/${account}'/0/${index}`
}

/**
 * Root keys by seed text: the mnemonic's PBKDF2 (2,048 rounds) runs once per
 * seed, not per address. Keyed by a hash, so the map holds no seed as a key.
 */
const roots = new Map<string, HDKey>()
const seedKey = (seedText: string) => bytesToHex(sha256(new TextEncoder().encode(seedText)))
function rootOf(seedText: string): HDKey {
	const key = seedKey(seedText)
	let root = roots.get(key)
	if (!root) {
		const problem = walletSeedProblem(seedText)
		if (problem) throw new Error(`SANDBOX_WALLET_SEED ${problem}`)
		const hex = HEX_SEED.exec(seedText.trim())?.[1]
		root = HDKey.fromMasterSeed(hex ? hexToBytes(hex) : mnemonicToSeedSync(words(seedText)))
		roots.set(key, root)
	}
	return root
}

/** The 20 bytes Ethereum and Tron share: the last 20 of keccak-256 over the uncompressed public key's x‖y. */
const accountHash = (publicKey: Uint8Array) => keccak_256(secp256k1.Point.fromBytes(publicKey).toBytes(false).subarray(1)).subarray(12)

/**
 * Account nodes (m/purpose'/coin'/account') by seed, network and account: the
 * three hardened steps run once per integrator, leaving two public steps per
 * address. Bounded: cleared past 10,000 entries.
 */
const accounts = new Map<string, HDKey>()
function accountOf(seed: string, { network, account }: DepositAddressRequest): HDKey {
	const root = rootOf(seed)
	const key = `${seedKey(seed)}|${network}|${account}`
	let node = accounts.get(key)
	if (!node) {
		if (accounts.size >= 10_000) accounts.clear()
		// Kept as the public node (the account's xpub): the addresses below it need no private key.
		node = HDKey.fromExtendedKey(root.derive(`m/${PURPOSE_AND_COIN[network]}/${account}'`).publicExtendedKey)
		accounts.set(key, node)
	}
	return node
}

export function deriveDepositAddress(request: DepositAddressRequest, seed: string = configuredWalletSeed()): string {
	depositAddressPath(request) // checks account and index
	const publicKey = accountOf(seed, request).deriveChild(0).deriveChild(request.index).publicKey
	if (!publicKey) throw new Error('The derived key has no public key')
	switch (request.network) {
		case 'BTC':
			return bitcoinP2wpkhAddress(ripemd160(sha256(publicKey)))
		case 'ETH':
			return ethereumAddress(accountHash(publicKey))
		case 'TRON':
			return tronAddress(accountHash(publicKey))
	}
}

/**
 * A transaction hash of the network's shape, the same for the same
 * (network, seed): 64 hex digits for a Bitcoin txid and a Tron transaction id,
 * 0x + 64 hex digits for Ethereum. `seed` is any text that tells one
 * transaction from another (a deposit's or withdrawal's id).
 */
export function fakeTransactionHash(network: WalletNetwork, seed: string): string {
	const hex = bytesToHex(sha256(new TextEncoder().encode(`${network}:${seed}`)))
	return network === 'ETH' ? `0x${hex}` : hex
}
