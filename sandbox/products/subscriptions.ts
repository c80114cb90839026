import { and, asc, eq } from 'drizzle-orm'
import type { ApiErrorItem } from '#contract/envelope.ts'
import type { Subscription, ServiceName } from '#contract/products.ts'
import type { Db } from '../db/database.ts'
import type { Answer } from '../http/refusal.ts'
import { acceptDocuments, documentsFor, findDocument, unacceptedDocuments, type DocumentDefinition } from './operational-documents.ts'
import { subscriptions, type SubscriptionRow } from './schema.ts'
import { SERVICE_TITLES } from './service-names.ts'

/**
 * What an integrator does with its own subscriptions: subscribe, activate
 * and deactivate once approved, and accept the service's operational
 * documents. A refused call changes nothing.
 */

export const SUBSCRIBED_MESSAGE =
	'Your subscription request is currently in review, you will receive a notification when your subscription is live.'
export const ACTIVATED_MESSAGE = 'Activated successfully'
export const DEACTIVATED_MESSAGE = 'Deactivated successfully'

export const alreadySubscribedMessage = (name: ServiceName) => `You have already subscribed to the ${SERVICE_TITLES[name].name} service`
export const notSubscribedMessage = (name: ServiceName) => `You have not subscribed to the ${SERVICE_TITLES[name].shortName} service`
export const pendingReviewMessage = (name: ServiceName) =>
	`Your subscription for the ${SERVICE_TITLES[name].shortName} service is pending review`
export const documentsNotAcceptedMessage = (name: ServiceName) =>
	`Accept the ${SERVICE_TITLES[name].name} service documents before activating it`
export const unknownDocumentMessage = (id: string) => `Unknown document: ${id}`
export const foreignDocumentMessage = (id: string, name: ServiceName) =>
	`Document ${id} is not part of the ${SERVICE_TITLES[name].name} service`

export async function listSubscriptionRows(db: Db, integratorPk: string) {
	return db.select().from(subscriptions).where(eq(subscriptions.integratorPk, integratorPk)).orderBy(asc(subscriptions.name))
}

export function toSubscription(row: SubscriptionRow): Subscription {
	return {
		name: row.name,
		isApproved: row.isApproved,
		status: row.status,
		createdAt: row.createdAt.toISOString(),
		updatedAt: row.updatedAt.toISOString(),
		approvedAt: row.approvedAt ? row.approvedAt.toISOString() : null,
	}
}

export async function findSubscription(db: Db, integratorPk: string, name: ServiceName) {
	const [row] = await db
		.select()
		.from(subscriptions)
		.where(and(eq(subscriptions.integratorPk, integratorPk), eq(subscriptions.name, name)))
	return row ?? null
}

/** A pending request (not approved, not active); 409 when subscribed in any state. */
export async function subscribe(db: Db, integratorPk: string, name: ServiceName, nowMs: number): Promise<Answer<Subscription>> {
	const now = new Date(nowMs)
	const [row] = await db
		.insert(subscriptions)
		.values({ integratorPk, name, isApproved: false, status: false, approvedAt: null, createdAt: now, updatedAt: now })
		.onConflictDoNothing({ target: [subscriptions.integratorPk, subscriptions.name] })
		.returning()
	if (!row) return { ok: false, status: 409, message: alreadySubscribedMessage(name) }
	return { ok: true, data: toSubscription(row) }
}

/**
 * Turns an approved subscription on or off. Asking for the state it is
 * already in answers it unchanged. Activation needs the current version of
 * every operational document of the service accepted.
 */
export async function setActive(
	db: Db,
	integratorPk: string,
	name: ServiceName,
	active: boolean,
	nowMs: number,
): Promise<Answer<Subscription>> {
	const row = await findSubscription(db, integratorPk, name)
	if (!row) return { ok: false, status: 404, message: notSubscribedMessage(name) }
	if (!row.isApproved) return { ok: false, status: 409, message: pendingReviewMessage(name) }
	if (row.status === active) return { ok: true, data: toSubscription(row) }
	if (active && (await unacceptedDocuments(db, integratorPk, name)).length > 0) {
		const message = documentsNotAcceptedMessage(name)
		return { ok: false, status: 409, message, errors: [{ code: 'DOCUMENTS_NOT_ACCEPTED', message }] }
	}
	// Only while still approved: a rejection in between wins.
	const [updated] = await db
		.update(subscriptions)
		.set({ status: active, updatedAt: new Date(nowMs) })
		.where(and(eq(subscriptions.id, row.id), eq(subscriptions.isApproved, true)))
		.returning()
	if (!updated) return { ok: false, status: 409, message: pendingReviewMessage(name) }
	return { ok: true, data: toSubscription(updated) }
}

/**
 * POST /integrator/v1/subscription-contract: accepts documents of one
 * service the integrator has subscribed to (approved or not). Every id must
 * be a document of that service; duplicates count once.
 */
export async function acceptContract(
	db: Db,
	integratorPk: string,
	name: ServiceName,
	documentIds: string[],
	nowMs: number,
): Promise<Answer<{ name: ServiceName; acceptedAt: string; documents: { id: string; version: string }[] }>> {
	if (!(await findSubscription(db, integratorPk, name))) return { ok: false, status: 404, message: notSubscribedMessage(name) }
	const ids = [...new Set(documentIds)]
	const errors: ApiErrorItem[] = []
	const definitions: DocumentDefinition[] = []
	for (const id of ids) {
		const definition = findDocument(id)
		if (!definition) errors.push({ message: unknownDocumentMessage(id), code: 'UNKNOWN_DOCUMENT', field: 'documentIds' })
		else if (definition.service !== name)
			errors.push({ message: foreignDocumentMessage(id, name), code: 'WRONG_SERVICE', field: 'documentIds' })
		else definitions.push(definition)
	}
	if (errors.length > 0) return { ok: false, status: 400, message: errors.map((error) => error.message).join(', '), errors }
	const accepted = await acceptDocuments(db, integratorPk, definitions, nowMs)
	// The latest recorded acceptance: now when anything was new, else when these were first accepted.
	const latest = Math.max(...accepted.map((document) => document.acceptedAt.getTime()))
	return {
		ok: true,
		data: {
			name,
			acceptedAt: new Date(latest).toISOString(),
			documents: accepted.map(({ id, version }) => ({ id, version })),
		},
	}
}

/** Accepts every current document of a service (scenarios). */
export function acceptAllDocuments(db: Db, integratorPk: string, name: ServiceName, nowMs: number) {
	return acceptDocuments(db, integratorPk, documentsFor(name), nowMs)
}
