import { randomBytes } from 'node:crypto'

/** Wallet ids say what they name: 'wal_' a wallet, 'wad_' a deposit address, 'wtx_' a wallet movement. */
export const newWalletId = (prefix: 'wal' | 'wad' | 'wtx') => `${prefix}_${randomBytes(10).toString('hex')}`
