import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto'
import { passwordHashCost } from '../env.ts'

/**
 * Passwords and PINs are kept only as scrypt hashes with a per-user salt:
 * `scrypt$N$r$p$salt$hash` (base64url), so the cost can be raised later
 * without breaking stored hashes. N is 2^SANDBOX_PASSWORD_HASH_COST (env.ts:
 * 2^14 unless a test run lowers it).
 */
const SCRYPT_R = 8
const SCRYPT_P = 1
const KEY_LENGTH_BYTES = 64
const SALT_LENGTH_BYTES = 16

function derive(secret: string, salt: Buffer, n: number, r: number, p: number, keyLength: number) {
	return new Promise<Buffer>((resolve, reject) => {
		scrypt(secret, salt, keyLength, { N: n, r, p, maxmem: 64 * 1024 * 1024 }, (error, key) => (error ? reject(error) : resolve(key)))
	})
}

export async function hashSecret(secret: string) {
	const n = 2 ** passwordHashCost()
	const salt = randomBytes(SALT_LENGTH_BYTES)
	const key = await derive(secret, salt, n, SCRYPT_R, SCRYPT_P, KEY_LENGTH_BYTES)
	return ['scrypt', n, SCRYPT_R, SCRYPT_P, salt.toString('base64url'), key.toString('base64url')].join('$')
}

/**
 * A well-formed hash of nothing anyone knows, to spend the same time on
 * unknown accounts as on known ones: one per cost, made on first use.
 */
const dummyHashes = new Map<number, Promise<string>>()
function dummyHash() {
	const cost = passwordHashCost()
	let hash = dummyHashes.get(cost)
	if (!hash) dummyHashes.set(cost, (hash = hashSecret(randomBytes(16).toString('hex'))))
	return hash
}

/**
 * Constant-time check. With `stored` null (unknown e-mail or no password set)
 * it still runs scrypt on a dummy hash so timing does not reveal which
 * e-mails are registered.
 */
export async function verifySecret(secret: string, stored: string | null): Promise<boolean> {
	const hash = stored ?? (await dummyHash())
	const parts = hash.split('$')
	if (parts.length !== 6 || parts[0] !== 'scrypt') return false
	const [, n, r, p, saltText, keyText] = parts as [string, string, string, string, string, string]
	const expected = Buffer.from(keyText, 'base64url')
	const actual = await derive(secret, Buffer.from(saltText, 'base64url'), Number(n), Number(r), Number(p), expected.length)
	return stored !== null && actual.length === expected.length && timingSafeEqual(actual, expected)
}
