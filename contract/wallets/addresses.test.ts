import { parseWithZod } from '@conform-to/zod'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import {
	ADDRESS_MESSAGES,
	addressSchema,
	addressTextSchema,
	checkAddress,
	detectNetwork,
	toChecksumAddress,
	withCheckedAddress,
} from './addresses.ts'
import { walletNetworkSchema } from './network-schemas.ts'

const refused = (message: string) => ({ ok: false, message })

describe('Ethereum addresses (EIP-55)', () => {
	/** The examples of EIP-55 itself (eips.ethereum.org/EIPS/eip-55, "Test Cases"). */
	const EIP55 = [
		'0x52908400098527886E0F7030069857D2E4169EE7',
		'0x8617E340B3D01FA5F11F306F4090FD50E238070D',
		'0xde709f2102306220921060314715629080e2fb77',
		'0x27b1fdb04752bbc536007a920d24acb045561c26',
		'0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
		'0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
		'0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB',
		'0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb',
	]

	it.each(EIP55)('%s is its own checksummed form and is accepted', (address) => {
		expect(toChecksumAddress(address.toLowerCase())).toBe(address)
		expect(checkAddress('ETH', address)).toEqual({ ok: true, address })
	})

	it.each(EIP55.slice(4))('%s with one letter in the wrong case is a typo', (address) => {
		const at = address.slice(2).search(/[a-fA-F]/) + 2
		const letter = address[at]!
		const typo =
			address.slice(0, at) + (letter === letter.toLowerCase() ? letter.toUpperCase() : letter.toLowerCase()) + address.slice(at + 1)
		expect(checkAddress('ETH', typo)).toEqual(refused(ADDRESS_MESSAGES.checksum))
	})

	it('takes an all lower or all upper case address (no checksum to check, per EIP-55) and returns it checksummed', () => {
		expect(checkAddress('ETH', '0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed')).toEqual({
			ok: true,
			address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
		})
		expect(checkAddress('ETH', '0x5AAEB6053F3E94C9B9A09F33669435E7EF1BEAED')).toEqual({
			ok: true,
			address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
		})
	})

	it('refuses a wrong length, a missing 0x or a non-hex digit as no Ethereum address @bad-input', () => {
		for (const bad of ['0x123', '5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeg'])
			expect(checkAddress('ETH', bad)).toEqual(refused('This is not a valid Ethereum address'))
	})
})

describe('Bitcoin addresses', () => {
	it('takes mainnet P2WPKH, P2WSH (BIP-173 examples), P2TR (BIP-350), P2PKH and P2SH, bech32 in lower case', () => {
		const accepted = {
			BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4',
			bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4',
			bc1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3qccfmv3: 'bc1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3qccfmv3',
			bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0: 'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0',
			// The genesis block's P2PKH and a P2SH.
			'1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa': '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa',
			'3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy': '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy',
		}
		for (const [input, address] of Object.entries(accepted)) expect(checkAddress('BTC', input)).toEqual({ ok: true, address })
	})

	it('says so for a testnet address (the sandbox takes what production takes)', () => {
		for (const testnet of [
			'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx',
			'tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3q0sl5k7',
			'tb1pqqqqp399et2xygdj5xreqhjjvcmzhxw4aywxecjdzew6hylgvsesf3hn0c',
			'mipcBbFg9gMiCh81Kj8tqqdgoZub1ZJRfn',
		])
			expect(checkAddress('BTC', testnet)).toEqual(refused(ADDRESS_MESSAGES.bitcoinTestnet))
	})

	it('refuses the valid BIP-350 addresses of segwit versions no wallet spends yet, but not as typos @bad-input', () => {
		for (const future of [
			'bc1pw508d6qejxtdg4y5r3zarvary0c5xw7kw508d6qejxtdg4y5r3zarvary0c5xw7kt5nd6y',
			'BC1SW50QGDZ25J',
			'bc1zw508d6qejxtdg4y5r3zarvaryvaxxpcs',
		])
			expect(checkAddress('BTC', future)).toEqual(refused(ADDRESS_MESSAGES.bitcoinUnsupported))
	})

	it('refuses a wrong checksum, including the other bech32 variant for the version (BIP-173 and BIP-350 invalid vectors) @bad-input', () => {
		for (const typo of [
			'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t5',
			'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqh2y7hd',
			'tb1z0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqglt7rf',
			'BC1S0XLXVLHEMJA6C4DQV22UAPCTQUPFHLXM9H8Z3K2E72Q4K9HCZ7VQ54WELL',
			'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kemeawh',
			'tb1q0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vq24jc47',
			'1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNb',
		])
			expect(checkAddress('BTC', typo)).toEqual(refused(ADDRESS_MESSAGES.checksum))
	})

	it('refuses the other BIP-350 invalid vectors as no Bitcoin address, mixed case with its own message @bad-input', () => {
		for (const invalid of [
			'tc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vq5zuyut',
			'bc1p38j9r5y49hruaue7wxjce0updqjuyyx0kh56v8s25huc6995vvpql3jow4',
			'BC130XLXVLHEMJA6C4DQV22UAPCTQUPFHLXM9H8Z3K2E72Q4K9HCZ7VQ7ZWS8R',
			'bc1pw5dgrnzv',
			'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7v8n0nx0muaewav253zgeav',
			'BC1QR508D6QEJXTDG4Y5R3ZARVARYV98GJ9P',
			'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7v07qwwzcrf',
			'tb1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vpggkg4j',
			'bc1gmk9yu',
		])
			expect(checkAddress('BTC', invalid)).toEqual(refused('This is not a valid Bitcoin address'))
		expect(checkAddress('BTC', 'tb1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vq47Zagq')).toEqual(
			refused(ADDRESS_MESSAGES.bitcoinMixedCase),
		)
	})
})

describe('Tron addresses', () => {
	it('takes base58check with version 0x41 and refuses a typo by its checksum @bad-input', () => {
		expect(checkAddress('TRON', 'TUEZSdKsoDHQMeZwihtdoBiN46zxhGWYdH')).toEqual({ ok: true, address: 'TUEZSdKsoDHQMeZwihtdoBiN46zxhGWYdH' })
		expect(checkAddress('TRON', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t').ok).toBe(true)
		expect(checkAddress('TRON', 'TUEZSdKsoDHQMeZwihtdoBiN46zxhGWYdh')).toEqual(refused(ADDRESS_MESSAGES.checksum))
		expect(checkAddress('TRON', 'TUEZSdKsoDHQMeZwihtdoBiN46zxhGWYd')).toEqual(refused('This is not a valid Tron address'))
	})
})

describe('an address of another network', () => {
	it('is refused with the network it belongs to @bad-input', () => {
		const tron = 'TUEZSdKsoDHQMeZwihtdoBiN46zxhGWYdH'
		const ethereum = '0x9858EfFD232B4033E47d90003D41EC34EcaEda94'
		const bitcoin = 'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu'
		expect(checkAddress('ETH', tron)).toEqual(refused('This is a Tron address, not an Ethereum address'))
		expect(checkAddress('BTC', ethereum)).toEqual(refused('This is an Ethereum address, not a Bitcoin address'))
		expect(checkAddress('TRON', bitcoin)).toEqual(refused('This is a Bitcoin address, not a Tron address'))
		expect(checkAddress('TRON', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa')).toEqual(refused('This is a Bitcoin address, not a Tron address'))
		expect([tron, ethereum, bitcoin, 'nonsense'].map(detectNetwork)).toEqual(['TRON', 'ETH', 'BTC', null])
	})
})

describe('the address text', () => {
	it('is trimmed, required, bounded and free of control characters', () => {
		expect(checkAddress('TRON', '  TUEZSdKsoDHQMeZwihtdoBiN46zxhGWYdH\n')).toEqual({
			ok: true,
			address: 'TUEZSdKsoDHQMeZwihtdoBiN46zxhGWYdH',
		})
		expect(checkAddress('BTC', '   ')).toEqual(refused(ADDRESS_MESSAGES.required))
		expect(checkAddress('BTC', 'bc1q\u0000cr8te4kr609gcawutmrza0j4xv80jy8z306fyu')).toEqual(
			refused('Remove the control characters from the address.'),
		)
		expect(checkAddress('ETH', `0x${'a'.repeat(200)}`)).toEqual(refused(ADDRESS_MESSAGES.tooLong))
	})
})

describe('the form schemas', () => {
	it('addressSchema(network) hands on the normalised address or the message', () => {
		expect(addressSchema('ETH').parse(' 0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed ')).toBe('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed')
		const result = addressSchema('ETH').safeParse('TUEZSdKsoDHQMeZwihtdoBiN46zxhGWYdH')
		expect(result.success ? null : result.error.issues.map((issue) => issue.message)).toEqual([
			'This is a Tron address, not an Ethereum address',
		])
	})

	it('withCheckedAddress puts the message on the address field of a posted form (conform parseWithZod)', () => {
		const schema = z.object({ network: walletNetworkSchema, address: addressTextSchema }).transform(withCheckedAddress)
		const post = (fields: Record<string, string>) => {
			const form = new FormData()
			for (const [name, value] of Object.entries(fields)) form.set(name, value)
			return parseWithZod(form, { schema })
		}
		const typo = post({ network: 'eth', address: '0x5AaEb6053F3E94C9b9A09f33669435E7Ef1BeAed' })
		expect(typo.status).toBe('error')
		expect(typo.reply().error).toEqual({ address: [ADDRESS_MESSAGES.checksum] })
		const good = post({ network: 'BTC', address: ' BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4 ' })
		expect(good.status === 'success' ? good.value : null).toEqual({ network: 'BTC', address: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4' })
		expect(post({ network: 'BTC' }).reply().error).toEqual({ address: [ADDRESS_MESSAGES.required] })
	})
})
