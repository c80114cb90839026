import type { SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod'
import {
	MaxPartSizeExceededError,
	redirect,
	unstable_createMemoryUploadHandler,
	unstable_parseMultipartFormData,
	type AppLoadContext,
} from '@remix-run/node'
import type { ApprovalRequest } from '#contract/approvals/api.ts'
import { contentDisposition } from '#contract/downloads.ts'
import { BATCH_ID, type Batch, type BatchRow } from '#contract/payments/api.ts'
import { BATCH_MAX_BYTES } from '#contract/payments/limits.ts'
import { csvFileName, csvLines, type CsvColumn } from '#app/lib/money/csv.ts'
import { confirmQuoteSchema } from '#app/lib/money/local-transfer.ts'
import { transferStatusLabel } from '#app/lib/money/transfer-status.ts'
import {
	batchPath,
	BULK_FILE_FIELD,
	BULK_MESSAGES,
	BULK_TEMPLATE,
	PAYMENT_INTENTS,
	PAYMENT_UI_MESSAGES,
	ROW_STATUS_LABELS,
} from '#app/lib/payments/labels.ts'
import { SECRET_FIELDS } from '#app/lib/reply.ts'
import { replyForm, replyProviderError, replyUnknownIntent, withAttemptsLeft } from '../action-reply.server.ts'
import { isApprovalRequest, redirectToApproval } from '../approvals/sent.server.ts'
import { findOr404, notFound } from '../http/not-found.server.ts'
import { ProviderError } from '../provider/client.server.ts'
import { requireServiceWith } from '../service-guard.server.ts'
import { redirectWithToast } from '../toast.server.ts'
import { readBulkFile } from './bulk-file.server.ts'

/**
 * Bulk payouts (docs/product/payments.md): the upload page with its
 * template and the latest batches; the file read and checked here
 * (bulk-file.server.ts), then every row by the provider, whose checked
 * batch opens at …/bulk-payout/:batchId with each bad row's reason and the
 * totals against the balances; one confirmation with the PIN sends it (the
 * batch's id is the idempotency key: a second post sends nothing again);
 * the same page then follows each row's payout, with its receipt, and its
 * results download as CSV.
 */

/**
 * /product/payment-service/bulk-payout: the form, the latest batches and whether a transaction PIN is set (a batch is
 * sent with it: said above the form before a file is chosen, docs/product/payments.md), beside the guard.
 */
export async function loadBulkPage(request: Request, context: AppLoadContext) {
	const { loading } = await requireServiceWith(request, context, 'payment', (user) => ({
		loading: Promise.all([user.api.payments.listBatches(), user.profile.then((profile) => profile.pinExists)]),
	}))
	const [batches, pinExists] = await loading
	return { batches, pinExists }
}

/** The post's form: multipart read up to the file limit (a larger file is refused before it is held). */
async function readForm(request: Request): Promise<FormData | 'too-large'> {
	const multipart = request.headers.get('Content-Type')?.toLowerCase().startsWith('multipart/form-data')
	if (!multipart) return request.formData()
	try {
		return await unstable_parseMultipartFormData(request, unstable_createMemoryUploadHandler({ maxPartSize: BATCH_MAX_BYTES }))
	} catch (error) {
		if (error instanceof MaxPartSizeExceededError) return 'too-large'
		throw error
	}
}

const refuseFile = (message: string, status = 400) =>
	replyForm(
		PAYMENT_INTENTS.upload,
		{ status: 'error', error: { [BULK_FILE_FIELD]: [message] } } satisfies SubmissionResult<string[]>,
		status,
	)

/** 'Check file': the file read and its rows sent to the provider to check; nothing is sent to anyone yet. */
export async function handleBulkUpload(request: Request, context: AppLoadContext) {
	const { user } = await requireServiceWith(request, context, 'payment')
	const form = await readForm(request)
	if (form === 'too-large') return refuseFile(BULK_MESSAGES.tooLarge)
	if (form.get('intent') !== PAYMENT_INTENTS.upload) return replyUnknownIntent('Choose a CSV file and check it.')
	const file = form.get(BULK_FILE_FIELD)
	if (!(file instanceof File) || file.size === 0) return refuseFile(BULK_MESSAGES.fileRequired)
	const read = await readBulkFile(file)
	if (!read.ok) return refuseFile(read.message)
	try {
		const batch = await user.api.payments.createBatch({ fileName: read.fileName, rows: read.rows })
		return redirect(batchPath(batch.id))
	} catch (error) {
		const reply = replyProviderError(PAYMENT_INTENTS.upload, null, error, [BULK_FILE_FIELD], { fieldOf: () => BULK_FILE_FIELD })
		if (!reply) throw error
		return reply
	}
}

function requireBatchId(value: string | undefined) {
	return value && BATCH_ID.test(value) ? value : notFound()
}

/** /product/payment-service/bulk-payout/:batchId: the batch and the profile (PIN set? 2FA on?) in one round. */
export async function loadBatchPage(request: Request, context: AppLoadContext, batchParam: string | undefined) {
	const id = requireBatchId(batchParam)
	const { loading } = await requireServiceWith(request, context, 'payment', (user) => ({
		loading: Promise.all([findOr404(() => user.api.payments.getBatch(id)), user.profile]),
	}))
	const [batch, profile] = await loading
	return { batch, pinExists: profile.pinExists, twoFAEnabled: profile.twoFAEnabled }
}

/**
 * 'Send payouts': the PIN (and the code with 2FA on); the provider sends
 * each valid row once, however often this comes (a double click, Back and
 * Send again): the batch's page then shows what was sent. A wrong PIN, a
 * lockout or a wrong code are said on the form.
 */
export async function handleBatchConfirm(request: Request, context: AppLoadContext, batchParam: string | undefined) {
	const id = requireBatchId(batchParam)
	const { user } = await requireServiceWith(request, context, 'payment')
	const [form, profile] = await Promise.all([request.formData(), user.profile])
	// The confirm form (ConfirmWithPin, as every quote's) posts no intent; any other intent is not this form's.
	if ((form.get('intent') ?? PAYMENT_INTENTS.confirm) !== PAYMENT_INTENTS.confirm)
		return replyUnknownIntent('Send the payouts with your PIN, or go back.')
	const submission = parseWithZod(form, { schema: confirmQuoteSchema(profile.twoFAEnabled) })
	if (submission.status !== 'success') return replyForm(PAYMENT_INTENTS.confirm, submission.reply({ hideFields: SECRET_FIELDS }))
	const token = 'token' in submission.value ? (submission.value.token as string) : undefined
	let batch: Batch | ApprovalRequest
	try {
		// Confirmation of payee (record 109): the box the page shows when rows name someone other than the account holder.
		const confirmNameMismatch = form.get('confirmNameMismatch') === 'on'
		batch = await user.api.payments.confirmBatch(id, {
			pin: submission.value.pin,
			token,
			...(confirmNameMismatch ? { confirmNameMismatch } : {}),
		})
	} catch (error) {
		// Anyone else's batch, or none: the 404 page (a refused PIN or code is a 400, said on the form).
		if (error instanceof ProviderError && error.status === 404 && !error.isAuthFailure) notFound()
		const reply = replyProviderError(
			PAYMENT_INTENTS.confirm,
			submission,
			withAttemptsLeft(error),
			[...SECRET_FIELDS, 'confirmNameMismatch'],
			{
				hideFields: SECRET_FIELDS,
			},
		)
		if (!reply) throw error
		return reply
	}
	// Two keys for money (record 136): at or above the rule's amount it waits on its request's page.
	if (isApprovalRequest(batch)) return redirectToApproval(batch)
	const sent = batch.rows.filter((row) => row.status === 'SENT').length
	return redirectWithToast(batchPath(batch.id), {
		type: 'success',
		title: PAYMENT_UI_MESSAGES.batchSent,
		description: `${sent} of ${batch.validCount} payouts sent.`,
	})
}

const RESULT_COLUMNS: CsvColumn<BatchRow>[] = [
	{ header: 'line', value: (row) => String(row.line) },
	{ header: 'beneficiary_id', value: (row) => row.beneficiaryId },
	{ header: 'beneficiary', value: (row) => row.beneficiaryName ?? '' },
	{ header: 'account_name', value: (row) => row.accountName ?? '' },
	{ header: 'destination', value: (row) => row.destination ?? '' },
	{ header: 'new_beneficiary', value: (row) => (row.newBeneficiary ? 'yes' : 'no') },
	{ header: 'amount', value: (row) => row.amount },
	{ header: 'fee', value: (row) => row.fee ?? '' },
	{ header: 'currency', value: (row) => row.currency },
	{ header: 'reference', value: (row) => row.reference },
	{ header: 'row_status', value: (row) => ROW_STATUS_LABELS[row.status] },
	{ header: 'reason', value: (row) => row.reason ?? '' },
	{ header: 'payout_reference', value: (row) => row.payout?.reference ?? '' },
	{ header: 'payout_status', value: (row) => (row.payout ? transferStatusLabel(row.payout.status) : '') },
]

const csvHeaders = (fileName: string) => ({
	'Content-Type': 'text/csv; charset=utf-8',
	'Content-Disposition': contentDisposition(fileName),
	'Cache-Control': 'private, no-store',
	'X-Content-Type-Options': 'nosniff',
})

/** …/bulk-payout/:batchId/results.csv: every row with its status, reason and payout (cells made safe from formulas). */
export async function loadBatchCsv(request: Request, context: AppLoadContext, batchParam: string | undefined) {
	const id = requireBatchId(batchParam)
	const { loading } = await requireServiceWith(request, context, 'payment', (user) => ({
		loading: findOr404(() => user.api.payments.getBatch(id)),
	}))
	const batch = await loading
	return new Response(csvLines(batch.rows, RESULT_COLUMNS, true), { headers: csvHeaders(csvFileName('bulk-payout', batch.id, 'results')) })
}

/** …/bulk-payout/template.csv: the columns and two example rows. */
export async function loadBulkTemplate(request: Request, context: AppLoadContext) {
	await requireServiceWith(request, context, 'payment')
	return new Response(BULK_TEMPLATE, { headers: csvHeaders('bulk-payout-template.csv') })
}
