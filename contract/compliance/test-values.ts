import type { WalletNetwork } from '../wallets/networks.ts'
import { type SCREENING_TEST_SUFFIXES } from './risk.ts'

/**
 * The sandbox's documented test values (docs/product/compliance.md): valid
 * addresses (checksums included) of every network ending in each test
 * suffix, and entity names of each risk level. The sandbox scores by the
 * suffix (SCREENING_TEST_SUFFIXES); the exact score within the level comes
 * from the address's SHA-256 and is written here (sandbox/compliance/
 * scoring.test.ts keeps both in step), so tests can check an average.
 */

export type TestAddress = { network: WalletNetwork; address: string; score: number }

type Level = keyof typeof SCREENING_TEST_SUFFIXES

export const TEST_ADDRESSES: Readonly<Record<Level, Readonly<Record<WalletNetwork, TestAddress>>>> = {
	high: {
		BTC: { network: 'BTC', address: 'bc1qavds9pjxejaeg3f6x57r9v30vjaxltuwj2dead', score: 89 },
		ETH: { network: 'ETH', address: '0x3555D6B5db305B06aC99C1eC3B37f4E83e26dEAD', score: 86 },
		TRON: { network: 'TRON', address: 'TMDQX1LgjUszutgepyrbaX8egr6nj7DeaD', score: 73 },
	},
	medium: {
		BTC: { network: 'BTC', address: 'bc1qmx87622wd0mcv8zl7707s9zk8ttexus869cafe', score: 64 },
		ETH: { network: 'ETH', address: '0x3555D6B5db305b06ac99C1eC3b37f4E83E26cAFE', score: 41 },
		TRON: { network: 'TRON', address: 'TYEym9zKhBw9G48FvajtyjRAHewR8LcafE', score: 46 },
	},
	low: {
		BTC: { network: 'BTC', address: 'bc1qeeu0mev7x0ddgmps7dfwe3lc4q3hmh8uj4face', score: 36 },
		ETH: { network: 'ETH', address: '0x3555D6b5db305b06Ac99c1EC3B37f4E83e26fACE', score: 1 },
		TRON: { network: 'TRON', address: 'TGUWXYZ5pdZ6vTVn2EtgT5MGBwo3kuFAce', score: 6 },
	},
	noScore: {
		BTC: { network: 'BTC', address: 'bc1qc4s8xtpz0vvsk525t7s0luf85qmpa7qhdkfade', score: -1 },
		ETH: { network: 'ETH', address: '0x3555D6b5Db305B06aC99c1Ec3B37F4E83E26fADe', score: -1 },
		TRON: { network: 'TRON', address: 'TVZHcEwUqiFtgeB2TFLbLfnQofV2LJFAde', score: -1 },
	},
}

/** Entity names of each outcome (any country): the search finds them, and their report has that level; `nobody` is found nowhere. */
export const TEST_ENTITIES = {
	high: 'Sanctioned Trading LLC',
	medium: 'Exposed Ventures Ltd',
	low: 'Clean Logistics Ltd',
	noMatch: 'Nobody Known Ltd',
} as const
