import { and, desc, eq, isNull } from 'drizzle-orm'
import type { Beneficiary, BeneficiaryDetails } from '#contract/fiat/beneficiaries.ts'
import { destinationOf } from '#contract/fiat/beneficiaries.ts'
import type { CheckedBeneficiary } from '#contract/fiat/beneficiary-checks.ts'
import type { BeneficiaryKind, PayoutMethod } from '#contract/fiat/beneficiary-labels.ts'
import type { PayoutBeneficiary } from '#contract/fiat/payouts.ts'
import type { FiatCurrency } from '#contract/money/currencies.ts'
import type { Db } from '../db/database.ts'
import { newFiatId } from './ids.ts'
import { compareNames } from './name-match.ts'
import type { Resolution } from './resolution.ts'
import { fiatBeneficiaries, type FiatBeneficiaryRow } from './schema.ts'

/** Saved beneficiaries: each visible to its owner only (anyone else's id is a 404, never a 403). */

/** The name as typed: a business's, or a person's first and last. */
export const beneficiaryNameOf = (row: Pick<FiatBeneficiaryRow, 'kind' | 'firstName' | 'lastName' | 'businessName'>) =>
	row.kind === 'BUSINESS' ? (row.businessName ?? '') : `${row.firstName ?? ''} ${row.lastName ?? ''}`.trim()

export function toBeneficiary(row: FiatBeneficiaryRow): Beneficiary {
	return {
		id: row.id,
		kind: row.kind as BeneficiaryKind,
		currency: row.currency as FiatCurrency,
		method: row.method as PayoutMethod,
		name: beneficiaryNameOf(row),
		firstName: row.firstName,
		lastName: row.lastName,
		businessName: row.businessName,
		email: row.email,
		description: row.description,
		paymentBeneficiaryType: row.paymentBeneficiaryType,
		isContractSigned: row.isContractSigned,
		bankCode: row.bankCode,
		bankName: row.bankName,
		accountNumber: row.accountNumber,
		routingNumber: row.routingNumber,
		iban: row.iban,
		bic: row.bic,
		mobileNumber: row.mobileNumber,
		country: row.country,
		accountName: row.accountName,
		nameMatch: row.nameMatch,
		nameMismatchConfirmedAt: row.nameMismatchConfirmedAt?.toISOString() ?? null,
		nameMismatchConfirmedBy: row.nameMismatchConfirmedBy,
		destination: destinationOf(row),
		createdAt: row.createdAt.toISOString(),
	}
}

/** What a payout keeps of its beneficiary (contract/fiat/payouts.ts). */
export function payoutBeneficiaryOf(beneficiary: Beneficiary): PayoutBeneficiary {
	const {
		kind,
		method,
		name,
		email,
		bankCode,
		bankName,
		accountNumber,
		routingNumber,
		iban,
		bic,
		mobileNumber,
		country,
		accountName,
		destination,
		nameMatch,
		nameMismatchConfirmedAt,
	} = beneficiary
	return {
		nameMatch,
		nameMismatchConfirmedAt,
		kind,
		method,
		name,
		email,
		bankCode,
		bankName,
		accountNumber,
		routingNumber,
		iban,
		bic,
		mobileNumber,
		country,
		accountName,
		destination,
	}
}

/** How the name typed compares with the holder the bank named (record 109). */
export const nameMatchOf = (details: BeneficiaryDetails, resolved: Extract<Resolution, { ok: true }>) =>
	compareNames(beneficiaryNameOf(details), resolved.accountName)

/**
 * Saves a beneficiary with the bank's name and how the typed one compares
 * (a NO_MATCH kept with who confirmed it, when someone did: the caller asks
 * first). The same account saved already (the unique index, record 109)
 * saves nothing and answers the one saved.
 */
export async function createBeneficiary(
	db: Db,
	integratorPk: string,
	input: CheckedBeneficiary,
	resolved: Extract<Resolution, { ok: true }>,
	nowMs: number,
	confirmedBy: string | null = null,
): Promise<{ ok: true; beneficiary: Beneficiary } | { ok: false; existing: Beneficiary }> {
	const { mobileOperator: _operator, confirmNameMismatch: _confirm, ...details } = input
	const nameMatch = nameMatchOf(input, resolved)
	const confirmed = nameMatch === 'NO_MATCH' && confirmedBy !== null
	const [row] = await db
		.insert(fiatBeneficiaries)
		.values({
			...details,
			id: newFiatId('fbn'),
			integratorPk,
			bankCode: resolved.bank.code,
			bankName: resolved.bank.name,
			accountName: resolved.accountName,
			nameMatch,
			nameMismatchConfirmedAt: confirmed ? new Date(nowMs) : null,
			nameMismatchConfirmedBy: confirmed ? confirmedBy : null,
			createdAt: new Date(nowMs),
		})
		.onConflictDoNothing()
		.returning()
	if (row) return { ok: true, beneficiary: toBeneficiary(row) }
	const saved = await listBeneficiaries(db, integratorPk, details.currency)
	const existing = saved.find((beneficiary) => isSameAccount(beneficiary, details, resolved.bank.code))
	if (!existing) throw new Error('A beneficiary was refused as a duplicate of none')
	return { ok: false, existing }
}

/** A NO_MATCH confirmed when paying a beneficiary saved without it (record 109); the first confirmation stays. */
export async function confirmNameMismatch(db: Db, integratorPk: string, id: string, by: string, nowMs: number) {
	await db
		.update(fiatBeneficiaries)
		.set({ nameMismatchConfirmedAt: new Date(nowMs), nameMismatchConfirmedBy: by })
		.where(
			and(
				eq(fiatBeneficiaries.id, id),
				eq(fiatBeneficiaries.integratorPk, integratorPk),
				eq(fiatBeneficiaries.nameMatch, 'NO_MATCH'),
				isNull(fiatBeneficiaries.nameMismatchConfirmedAt),
			),
		)
}

export async function findBeneficiary(db: Db, integratorPk: string, id: string) {
	const [row] = await db
		.select()
		.from(fiatBeneficiaries)
		.where(and(eq(fiatBeneficiaries.id, id), eq(fiatBeneficiaries.integratorPk, integratorPk)))
	return row ? toBeneficiary(row) : null
}

/**
 * Whether a saved beneficiary pays the same account as these details do at
 * this bank (the details in their normal form, as checkBeneficiary gives
 * and createBeneficiary keeps them): a bulk payout's row of bank details
 * pays the saved one rather than saving it twice.
 */
export const isSameAccount = (
	saved: Beneficiary,
	details: Pick<BeneficiaryDetails, 'currency' | 'method' | 'accountNumber' | 'routingNumber' | 'iban' | 'mobileNumber'>,
	bankCode: string,
) =>
	// The kind is not the account's: one account is one beneficiary whoever is said to hold it (record 109).
	saved.currency === details.currency &&
	saved.method === details.method &&
	saved.bankCode === bankCode &&
	saved.accountNumber === details.accountNumber &&
	saved.routingNumber === details.routingNumber &&
	saved.iban === details.iban &&
	saved.mobileNumber === details.mobileNumber

/** Newest first; `currency` keeps those paid in it. */
export async function listBeneficiaries(db: Db, integratorPk: string, currency?: FiatCurrency) {
	const rows = await db
		.select()
		.from(fiatBeneficiaries)
		.where(and(eq(fiatBeneficiaries.integratorPk, integratorPk), currency ? eq(fiatBeneficiaries.currency, currency) : undefined))
		.orderBy(desc(fiatBeneficiaries.createdAt), desc(fiatBeneficiaries.id))
	return rows.map(toBeneficiary)
}

/** The payouts made to it keep its details (their own copy): only the saved beneficiary goes. */
export async function deleteBeneficiary(db: Db, integratorPk: string, id: string) {
	const [row] = await db
		.delete(fiatBeneficiaries)
		.where(and(eq(fiatBeneficiaries.id, id), eq(fiatBeneficiaries.integratorPk, integratorPk)))
		.returning({ id: fiatBeneficiaries.id })
	return row ?? null
}
