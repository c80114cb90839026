import { and, eq, inArray } from 'drizzle-orm'
import type { OperationalDocument, ServiceName } from '#contract/products.ts'
import type { Db } from '../db/database.ts'
import { documentAcceptances } from './schema.ts'

/**
 * The operational documents an integrator must accept before a service can
 * be activated (contract/products.md). Plain
 * data: compliance and fcat have none and activate without this step. To
 * publish a new version, change `version` (and the text): earlier acceptances
 * stay recorded but no longer count, so the service needs accepting again
 * before its next activation.
 */
export type DocumentDefinition = {
	id: string
	service: ServiceName
	title: string
	version: string
	summary: string
	/** The sample terms shown on the document page, one entry per paragraph. */
	paragraphs: string[]
}

export const OPERATIONAL_DOCUMENTS: readonly DocumentDefinition[] = [
	{
		id: 'doc_trading_terms',
		service: 'trading',
		title: 'Trading terms',
		version: '1.2',
		summary: 'How orders are placed, priced and settled on your behalf, and the fees and limits that apply to each trade.',
		paragraphs: [
			'These terms govern the execution of buy and sell orders for digital assets that you submit through the Trading API, on your own behalf or on behalf of your customers.',
			'Quotes are firm for the validity window stated in each quote. An order placed after a quote expires is rejected and must be re-quoted. Executed trades are final and settle to your trading wallet.',
			'Trading fees and per-order limits are set out in your rate card. We may change them with 30 days notice; the rate in force when an order executes applies to that order.',
			'You remain responsible for screening your customers and their orders under the anti-money-laundering rules that apply to you.',
		],
	},
	{
		id: 'doc_wallets_custody',
		service: 'wallets',
		title: 'Digital asset custody agreement',
		version: '2.0',
		summary:
			'How we hold digital assets in your main wallet and sub-wallets, and who is responsible for deposits, withdrawals and network fees.',
		paragraphs: [
			'We hold the digital assets credited to your main wallet and sub-wallets in segregated custody, separate from our own assets, and record every movement on your ledger.',
			'Deposits are credited after the number of network confirmations stated for each asset. Withdrawals are sent only to addresses you submit through the API or the dashboard, and network fees are charged as set out in your rate card.',
			'A transaction broadcast to a blockchain cannot be reversed. You are responsible for the accuracy of every withdrawal address and network you submit.',
			'We may suspend withdrawals to an address that fails a sanctions or blacklist check.',
		],
	},
	{
		id: 'doc_payment_services',
		service: 'payment',
		title: 'Payment services agreement',
		version: '1.0',
		summary: 'The terms for collecting payments from, and paying out to, your customers in supported currencies.',
		paragraphs: [
			'This agreement covers collections into and payouts from the accounts we operate for you in the supported currencies.',
			'Payouts are processed on the payment rails of the destination country and usually complete the same business day. A payout that the receiving bank rejects is returned to your balance, less any fee the rail has charged.',
			'Fees and daily limits per currency are set out in your rate card.',
			'You must not use the payment service for goods or services that are prohibited in the sending or receiving country.',
		],
	},
	{
		id: 'doc_lending_terms',
		service: 'lending',
		title: 'Lending terms and risk disclosure',
		version: '1.1',
		summary:
			'How loans against digital-asset collateral are priced, monitored and liquidated, and the risks of borrowing against volatile assets.',
		paragraphs: [
			'Loans are granted against digital-asset collateral held in your lending wallet. The loan amount may not exceed the loan-to-value ratio stated for the collateral asset.',
			'Interest accrues daily at the rate in your rate card. If the value of the collateral falls and the loan-to-value ratio reaches the margin-call level, we notify you; at the liquidation level we sell collateral to repay the loan without further notice.',
			'Digital assets are volatile. You may lose part or all of your collateral in a fast-moving market.',
		],
	},
]

export function findDocument(id: string) {
	return OPERATIONAL_DOCUMENTS.find((document) => document.id === id) ?? null
}

export function documentsFor(service: ServiceName) {
	return OPERATIONAL_DOCUMENTS.filter((document) => document.service === service)
}

export function documentUrl(baseUrl: string, id: string) {
	return `${baseUrl}/sandbox/documents/${encodeURIComponent(id)}`
}

/** When this integrator accepted the current version of each document (by id). */
async function acceptedAtByDocument(db: Db, integratorPk: string, definitions: readonly DocumentDefinition[]) {
	const accepted = new Map<string, Date>()
	if (definitions.length === 0) return accepted
	const rows = await db
		.select()
		.from(documentAcceptances)
		.where(
			and(
				eq(documentAcceptances.integratorPk, integratorPk),
				inArray(
					documentAcceptances.documentId,
					definitions.map((definition) => definition.id),
				),
			),
		)
	for (const definition of definitions) {
		const row = rows.find((candidate) => candidate.documentId === definition.id && candidate.version === definition.version)
		if (row) accepted.set(definition.id, row.acceptedAt)
	}
	return accepted
}

/** The catalogue (optionally one service's part) with this integrator's acceptances. */
export async function listDocuments(db: Db, integratorPk: string, baseUrl: string, service?: ServiceName): Promise<OperationalDocument[]> {
	const definitions = service ? documentsFor(service) : OPERATIONAL_DOCUMENTS
	const accepted = await acceptedAtByDocument(db, integratorPk, definitions)
	return definitions.map((definition) => ({
		id: definition.id,
		service: definition.service,
		title: definition.title,
		version: definition.version,
		summary: definition.summary,
		url: documentUrl(baseUrl, definition.id),
		acceptedAt: accepted.get(definition.id)?.toISOString() ?? null,
	}))
}

/** The service's documents whose current version this integrator has not accepted. */
export async function unacceptedDocuments(db: Db, integratorPk: string, service: ServiceName) {
	const definitions = documentsFor(service)
	const accepted = await acceptedAtByDocument(db, integratorPk, definitions)
	return definitions.filter((definition) => !accepted.has(definition.id))
}

/**
 * Records acceptance of the current versions. Accepting a version again keeps
 * the first acceptedAt (the unique index decides, so races are safe). Answers
 * each document with its recorded acceptedAt.
 */
export async function acceptDocuments(db: Db, integratorPk: string, definitions: readonly DocumentDefinition[], nowMs: number) {
	const acceptedAt = new Date(nowMs)
	if (definitions.length > 0) {
		await db
			.insert(documentAcceptances)
			.values(definitions.map((definition) => ({ integratorPk, documentId: definition.id, version: definition.version, acceptedAt })))
			.onConflictDoNothing({ target: [documentAcceptances.integratorPk, documentAcceptances.documentId, documentAcceptances.version] })
	}
	const accepted = await acceptedAtByDocument(db, integratorPk, definitions)
	return definitions.map((definition) => ({
		id: definition.id,
		version: definition.version,
		acceptedAt: accepted.get(definition.id) ?? acceptedAt,
	}))
}
