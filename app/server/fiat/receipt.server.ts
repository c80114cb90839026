import { redirect, type AppLoadContext } from '@remix-run/node'
import { contentDisposition } from '#contract/downloads.ts'
import { PAYOUT_ID, type PayoutService } from '#contract/fiat/payouts.ts'
import type { ServiceName } from '#contract/products.ts'
import { parseFiatCurrency, receiptPath, receiptPdfPath } from '#app/lib/fiat/labels.ts'
import { findOr404, notFound } from '../http/not-found.server.ts'
import { requireServiceWith } from '../service-guard.server.ts'
import { receiptPdf } from './receipt-pdf.server.ts'

/**
 * A payout's receipt, /fiat/payout/receipt?currency=&transfer-id=&service-name=
 * (docs/product/fiat.md#screens): its owner only (anyone else's id is the 404 page, as the
 * provider answers), behind the guard of the service that made it. The
 * Fiat wallet's payouts say FCAT, the Payment service's PAYMENT (each read
 * from its own service's API, which knows only its own payouts).
 */
const SERVICES: Record<PayoutService, ServiceName> = { FCAT: 'fcat', PAYMENT: 'payment' }

/**
 * The payout the URL names, behind the guard of the service its
 * `service-name` says (the Fiat wallet's when it names none it knows): the
 * guard answers first, then a query that cannot name a payout, or a payout
 * that is not the caller's, is the 404 page.
 */
async function findPayout(request: Request, context: AppLoadContext) {
	const params = new URL(request.url).searchParams
	const currency = parseFiatCurrency(params.get('currency'))
	const id = params.get('transfer-id') ?? ''
	const service = SERVICES[(params.get('service-name') ?? '').toUpperCase() as PayoutService] as ServiceName | undefined
	const named = Boolean(currency && service && PAYOUT_ID.test(id))
	const { loading } = await requireServiceWith(request, context, service ?? 'fcat', (user) => ({
		loading: named
			? findOr404(() => (service === 'payment' ? user.api.payments.getPayout(id) : user.api.fiat.getPayout(id)))
			: Promise.resolve(null),
	}))
	const payout = await loading
	if (!payout || !currency) notFound()
	return { payout, currency }
}

/** The receipt's page: every detail, its status with times, followed until final, printable, with its PDF. */
export async function loadReceipt(request: Request, context: AppLoadContext) {
	const { payout, currency } = await findPayout(request, context)
	// A receipt asked for under another currency opens under its own.
	if (payout.currency !== currency) throw redirect(receiptPath(payout))
	return { payout, pdfHref: receiptPdfPath(payout) }
}

/** /fiat/payout/receipt/pdf?…: the same receipt as a PDF made on the server, downloaded. */
export async function loadReceiptPdf(request: Request, context: AppLoadContext) {
	const { payout, currency } = await findPayout(request, context)
	if (payout.currency !== currency) notFound()
	const pdf = await receiptPdf(payout, Date.now())
	return new Response(new Uint8Array(pdf), {
		headers: {
			'Content-Type': 'application/pdf',
			'Content-Disposition': contentDisposition(`payout-receipt-${payout.reference}.pdf`),
			'Cache-Control': 'private, no-store',
			'X-Content-Type-Options': 'nosniff',
		},
	})
}
