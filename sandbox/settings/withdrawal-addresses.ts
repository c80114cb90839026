import { randomBytes, randomUUID } from 'node:crypto'
import { and, desc, eq } from 'drizzle-orm'
import type { ApiErrorItem } from '#contract/envelope.ts'
import {
	assetName,
	withdrawalAddressProblem,
	type CreateWithdrawalAddressRequest,
	type UpdateWithdrawalAddressRequest,
	type WithdrawalAddress,
	type WithdrawalNetwork,
} from '#contract/settings/products.ts'
import { checkAddress } from '#contract/wallets/addresses.ts'
import { isWalletNetwork } from '#contract/wallets/networks.ts'
import type { Db } from '../db/database.ts'
import type { Answer } from '../http/refusal.ts'
import { withdrawalAddresses, type WithdrawalAddressRow } from './schema.ts'

/** Saved withdrawal addresses, each visible to its owner only (anyone else's is a 404). */

export const WITHDRAWAL_MESSAGES = {
	notFound: 'No withdrawal address with this id',
	duplicate: 'This address is already saved for this network',
	created: 'The withdrawal address has been saved',
	deleted: 'The withdrawal address has been deleted',
} as const

export function toWithdrawalAddress(row: WithdrawalAddressRow): WithdrawalAddress {
	return {
		addressId: row.id,
		address: row.address,
		asset: row.asset,
		assetName: assetName(row.asset),
		network: row.network as WithdrawalNetwork,
		description: row.description,
		status: row.status,
		uid: row.uid,
		paymentBeneficiaryType: row.paymentBeneficiaryType,
		isContractSigned: row.isContractSigned,
		createdAt: row.createdAt.toISOString(),
		updatedAt: row.updatedAt.toISOString(),
	}
}

/**
 * A Wallet service network's address in its one written form (EIP-55 case,
 * lower-case bech32), so the same address typed in two cases is one saved
 * address; other networks' addresses are kept as typed.
 */
export function normalAddress(network: WithdrawalNetwork, address: string) {
	if (!isWalletNetwork(network)) return address
	const checked = checkAddress(network, address)
	return checked.ok ? checked.address : address
}

/** The caller's saved address of `network` with this address (in its normal form), or null. */
export async function findSavedAddress(db: Db, integratorPk: string, network: WithdrawalNetwork, address: string) {
	const [row] = await db
		.select()
		.from(withdrawalAddresses)
		.where(
			and(
				eq(withdrawalAddresses.integratorPk, integratorPk),
				eq(withdrawalAddresses.network, network),
				eq(withdrawalAddresses.address, normalAddress(network, address)),
			),
		)
	return row ?? null
}

const newUid = () => `WA-${randomBytes(4).toString('hex').toUpperCase()}`
const duplicate = (): { ok: false; status: 409; message: string; errors: ApiErrorItem[] } => ({
	ok: false,
	status: 409,
	message: WITHDRAWAL_MESSAGES.duplicate,
	errors: [{ message: WITHDRAWAL_MESSAGES.duplicate, code: 'duplicate', field: 'address' }],
})

export async function createWithdrawalAddress(
	db: Db,
	integratorPk: string,
	input: CreateWithdrawalAddressRequest,
	nowMs: number,
): Promise<Answer<WithdrawalAddress>> {
	const now = new Date(nowMs)
	const [row] = await db
		.insert(withdrawalAddresses)
		.values({
			id: randomUUID(),
			uid: newUid(),
			integratorPk,
			...input,
			address: normalAddress(input.network, input.address),
			status: 'ACTIVE',
			createdAt: now,
			updatedAt: now,
		})
		.onConflictDoNothing({ target: [withdrawalAddresses.integratorPk, withdrawalAddresses.network, withdrawalAddresses.address] })
		.returning()
	if (!row) return duplicate()
	return { ok: true, data: toWithdrawalAddress(row) }
}

async function findRow(db: Db, integratorPk: string, id: string) {
	const [row] = await db
		.select()
		.from(withdrawalAddresses)
		.where(and(eq(withdrawalAddresses.id, id), eq(withdrawalAddresses.integratorPk, integratorPk)))
	return row ?? null
}

export async function getWithdrawalAddress(db: Db, integratorPk: string, id: string): Promise<Answer<WithdrawalAddress>> {
	const row = await findRow(db, integratorPk, id)
	return row ? { ok: true, data: toWithdrawalAddress(row) } : { ok: false, status: 404, message: WITHDRAWAL_MESSAGES.notFound }
}

export async function listWithdrawalAddresses(db: Db, integratorPk: string) {
	const rows = await db
		.select()
		.from(withdrawalAddresses)
		.where(eq(withdrawalAddresses.integratorPk, integratorPk))
		.orderBy(desc(withdrawalAddresses.createdAt), desc(withdrawalAddresses.uid))
	return rows.map(toWithdrawalAddress)
}

/** Changes the given fields; the address is re-checked against the resulting network. */
export async function updateWithdrawalAddress(
	db: Db,
	integratorPk: string,
	input: UpdateWithdrawalAddressRequest,
	nowMs: number,
): Promise<Answer<WithdrawalAddress>> {
	const { addressId, ...changes } = input
	const row = await findRow(db, integratorPk, addressId)
	if (!row)
		return {
			ok: false,
			status: 404,
			message: WITHDRAWAL_MESSAGES.notFound,
			errors: [{ message: WITHDRAWAL_MESSAGES.notFound, field: 'addressId' }],
		}
	const network = changes.network ?? (row.network as WithdrawalNetwork)
	const address = changes.address ?? row.address
	const problem = withdrawalAddressProblem(network, address)
	if (problem)
		return { ok: false, status: 400, message: problem, errors: [{ message: problem, code: 'invalid_address', field: 'address' }] }
	const defined = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined))
	if (changes.address !== undefined || changes.network !== undefined) defined.address = normalAddress(network, address)
	try {
		// In its own (sub)transaction: a unique violation rolls back only this statement, so a caller's transaction
		// (the audit log's, docs/decisions/131-the-audit-log.md) goes on to answer the duplicate instead of failing whole.
		const [updated] = await db.transaction((statement) =>
			statement
				.update(withdrawalAddresses)
				.set({ ...defined, updatedAt: new Date(nowMs) })
				.where(and(eq(withdrawalAddresses.id, addressId), eq(withdrawalAddresses.integratorPk, integratorPk)))
				.returning(),
		)
		if (!updated) return { ok: false, status: 404, message: WITHDRAWAL_MESSAGES.notFound }
		return { ok: true, data: toWithdrawalAddress(updated) }
	} catch (error) {
		if (isUniqueViolation(error)) return duplicate()
		throw error
	}
}

export async function deleteWithdrawalAddress(db: Db, integratorPk: string, id: string): Promise<Answer<{ addressId: string }>> {
	const [row] = await db
		.delete(withdrawalAddresses)
		.where(and(eq(withdrawalAddresses.id, id), eq(withdrawalAddresses.integratorPk, integratorPk)))
		.returning({ addressId: withdrawalAddresses.id })
	return row ? { ok: true, data: row } : { ok: false, status: 404, message: WITHDRAWAL_MESSAGES.notFound }
}

/** PostgreSQL 23505 on either driver (drizzle may wrap the driver error in `cause`). */
function isUniqueViolation(error: unknown): boolean {
	for (let current: unknown = error; current && typeof current === 'object'; current = (current as { cause?: unknown }).cause) {
		if ((current as { code?: unknown }).code === '23505') return true
	}
	return false
}
