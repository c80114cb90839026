import { afterEach, describe, expect, it, vi } from 'vitest'
import { ADDRESS_MESSAGES, checkAddress } from '#contract/wallets/addresses.ts'
import { WALLET_NETWORKS, isTransactionHash } from '#contract/wallets/networks.ts'
import { parseSandboxEnv } from '../env.ts'
import {
	TEST_WALLET_MNEMONIC,
	configuredWalletSeed,
	depositAddressPath,
	deriveDepositAddress,
	fakeTransactionHash,
	walletSeedProblem,
} from './derivation.ts'

const environment = (vars: Record<string, string>) => vars as unknown as NodeJS.ProcessEnv

afterEach(() => {
	vi.unstubAllEnvs()
})

/**
 * Published vectors for the BIP-39 test mnemonic 'abandon … about' (no passphrase):
 * - BIP-84 (github.com/bitcoin/bips/blob/master/bip-0084.mediawiki, "Test vectors"): m/84'/0'/0'/0/0 and /1;
 * - Ethereum m/44'/60'/0'/0/0 and /1: the addresses ethers.js, MetaMask and Ian Coleman's BIP-39 tool show for it;
 * - Tron m/44'/195'/0'/0/0 and /1: the ones Ledger's Tron app tests and Ian Coleman's tool show.
 */
const VECTORS = [
	{ network: 'BTC', index: 0, address: 'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu', path: "m/84'/0'/0'/0/0" },
	{ network: 'BTC', index: 1, address: 'bc1qnjg0jd8228aq7egyzacy8cys3knf9xvrerkf9g', path: "m/84'/0'/0'/0/1" },
	{ network: 'ETH', index: 0, address: '0x9858EfFD232B4033E47d90003D41EC34EcaEda94', path: "m/44'/60'/0'/0/0" },
	{ network: 'ETH', index: 1, address: '0x6Fac4D18c912343BF86fa7049364Dd4E424Ab9C0', path: "m/44'/60'/0'/0/1" },
	{ network: 'TRON', index: 0, address: 'TUEZSdKsoDHQMeZwihtdoBiN46zxhGWYdH', path: "m/44'/195'/0'/0/0" },
	{ network: 'TRON', index: 1, address: 'TSeJkUh4Qv67VNFwY8LaAxERygNdy6NQZK', path: "m/44'/195'/0'/0/1" },
] as const

describe('deposit address derivation', () => {
	it.each(VECTORS)('$network index $index of the test mnemonic is the published $address', ({ network, index, address, path }) => {
		expect(depositAddressPath({ network, account: 0, index })).toBe(path)
		expect(deriveDepositAddress({ network, account: 0, index }, TEST_WALLET_MNEMONIC)).toBe(address)
	})

	it('uses the test mnemonic when SANDBOX_WALLET_SEED is unset, and the configured seed when set', () => {
		vi.stubEnv('SANDBOX_WALLET_SEED', '')
		expect(deriveDepositAddress({ network: 'BTC', account: 0, index: 0 })).toBe(VECTORS[0].address)
		// BIP-32 test vector 1's seed, as hex: another root, other addresses.
		vi.stubEnv('SANDBOX_WALLET_SEED', '000102030405060708090a0b0c0d0e0f')
		const other = deriveDepositAddress({ network: 'BTC', account: 0, index: 0 })
		expect(other).not.toBe(VECTORS[0].address)
		expect(checkAddress('BTC', other)).toEqual({ ok: true, address: other })
		// The mnemonic's words with stray spaces and capitals are the same mnemonic.
		expect(
			deriveDepositAddress({ network: 'ETH', account: 0, index: 0 }, `  ${TEST_WALLET_MNEMONIC.toUpperCase().replaceAll(' ', '  ')} `),
		).toBe(VECTORS[2].address)
	})

	it('gives every integrator, wallet and network its own address, each valid for its network', () => {
		const seen = new Set<string>()
		for (const network of WALLET_NETWORKS)
			for (const account of [0, 1, 2_147_483_647])
				for (const index of [0, 1, 41]) {
					const address = deriveDepositAddress({ network, account, index }, TEST_WALLET_MNEMONIC)
					expect(checkAddress(network, address)).toEqual({ ok: true, address })
					expect(deriveDepositAddress({ network, account, index }, TEST_WALLET_MNEMONIC)).toBe(address)
					seen.add(address)
				}
		expect(seen.size).toBe(WALLET_NETWORKS.length * 9)
	})

	it('refuses an account or index outside 0 … 2^31 − 1 or not a whole number @bad-input', () => {
		for (const bad of [-1, 2_147_483_648, 1.5, Number.NaN]) {
			expect(() => deriveDepositAddress({ network: 'ETH', account: bad, index: 0 })).toThrow(RangeError)
			expect(() => deriveDepositAddress({ network: 'ETH', account: 0, index: bad })).toThrow(/index must be a whole number/)
		}
	})

	it('a one-character typo in a derived address is refused with the checksum message @bad-input', () => {
		for (const network of WALLET_NETWORKS) {
			const address = deriveDepositAddress({ network, account: 3, index: 7 }, TEST_WALLET_MNEMONIC)
			// Swap two neighbouring characters near the end, keeping the alphabet (a typist's slip).
			const at = address.length - 3
			const typo = address.slice(0, at) + address[at + 1] + address[at] + address.slice(at + 2)
			if (typo === address) throw new Error('pick another position')
			expect(checkAddress(network, typo)).toEqual({ ok: false, message: ADDRESS_MESSAGES.checksum })
		}
	})

	it('a derived address given for another network is refused, naming its own network @bad-input', () => {
		for (const network of WALLET_NETWORKS) {
			const address = deriveDepositAddress({ network, account: 5, index: 2 }, TEST_WALLET_MNEMONIC)
			for (const other of WALLET_NETWORKS.filter((candidate) => candidate !== network))
				expect(checkAddress(other, address)).toEqual({ ok: false, message: ADDRESS_MESSAGES.otherNetwork(other, network) })
		}
	})
})

describe('the wallet seed (SANDBOX_WALLET_SEED)', () => {
	it('is a BIP-39 mnemonic or a hex seed; anything else is refused at start without echoing it @bad-input', () => {
		expect(walletSeedProblem(TEST_WALLET_MNEMONIC)).toBeNull()
		expect(walletSeedProblem('0x' + 'ab'.repeat(64))).toBeNull()
		const wrongChecksum = TEST_WALLET_MNEMONIC.replace(/about$/, 'abandon')
		expect(walletSeedProblem(wrongChecksum)).toMatch(/^must be a BIP-39 mnemonic/)
		expect(walletSeedProblem('abcd')).toMatch(/^must be a BIP-39 mnemonic/)
		const parsed = parseSandboxEnv(environment({ SANDBOX_WALLET_SEED: 'my secret words' }))
		expect(parsed).toEqual({ ok: false, errors: [expect.stringMatching(/^SANDBOX_WALLET_SEED: must be a BIP-39 mnemonic/)] })
		expect(JSON.stringify(parsed)).not.toContain('my secret words')
	})

	it('is required when NODE_ENV=production, unless SANDBOX=on runs the public demo', () => {
		const production = { NODE_ENV: 'production' }
		expect(parseSandboxEnv(environment(production))).toEqual({
			ok: false,
			errors: [expect.stringMatching(/^SANDBOX_WALLET_SEED: is required when NODE_ENV=production/)],
		})
		expect(() => configuredWalletSeed(environment(production))).toThrow(/SANDBOX_WALLET_SEED: is required/)
		const seed = 'legal winner thank year wave sausage worth useful legal winner thank yellow'
		expect(parseSandboxEnv(environment({ ...production, SANDBOX_WALLET_SEED: seed })).ok).toBe(true)
		expect(configuredWalletSeed(environment({ ...production, SANDBOX_WALLET_SEED: seed }))).toBe(seed)
		expect(parseSandboxEnv(environment({ ...production, SANDBOX: 'on' })).ok).toBe(true)
		expect(parseSandboxEnv(environment({ NODE_ENV: 'development' })).ok).toBe(true)
		expect(configuredWalletSeed(environment({}))).toBe(TEST_WALLET_MNEMONIC)
	})
})

describe('fake transaction hashes', () => {
	it('have their network’s shape and are the same for the same seed', () => {
		expect(fakeTransactionHash('BTC', 'deposit-1')).toMatch(/^[0-9a-f]{64}$/)
		expect(fakeTransactionHash('TRON', 'deposit-1')).toMatch(/^[0-9a-f]{64}$/)
		expect(fakeTransactionHash('ETH', 'deposit-1')).toMatch(/^0x[0-9a-f]{64}$/)
		for (const network of WALLET_NETWORKS) {
			expect(isTransactionHash(network, fakeTransactionHash(network, 'withdrawal-9'))).toBe(true)
			for (const other of WALLET_NETWORKS.filter((candidate) => (candidate === 'ETH') !== (network === 'ETH')))
				expect(isTransactionHash(other, fakeTransactionHash(network, 'withdrawal-9'))).toBe(false)
		}
		expect(fakeTransactionHash('BTC', 'deposit-1')).toBe(fakeTransactionHash('BTC', 'deposit-1'))
		expect(fakeTransactionHash('BTC', 'deposit-1')).not.toBe(fakeTransactionHash('BTC', 'deposit-2'))
		expect(fakeTransactionHash('BTC', 'deposit-1')).not.toBe(fakeTransactionHash('TRON', 'deposit-1'))
	})
})
