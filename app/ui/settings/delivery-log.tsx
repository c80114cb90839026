import { Form } from '@remix-run/react'
import type { WebhookDelivery } from '#contract/events/api.ts'
import { formatDateTime } from '#app/lib/format.ts'
import { formErrorOf } from '#app/lib/reply.ts'
import { integrationsIntent } from '#app/lib/settings/intents.ts'
import {
	DELIVERY_STATUS_LABELS,
	DELIVERY_STATUS_OPTIONS,
	EVENT_TYPE_LABELS,
	EVENT_TYPE_OPTIONS,
	INTEGRATIONS_PATH,
	type DeliveryLog,
} from '#app/lib/settings/webhooks.ts'
import { SubmitButton } from '../kit/button.tsx'
import { cardClass } from '../kit/card.tsx'
import { DataTable, type Column } from '../kit/data-table.tsx'
import { EmptyState } from '../kit/empty-state.tsx'
import { ErrorList } from '../kit/field.tsx'
import { StatusBadge, type StatusTone } from '../kit/status-badge.tsx'
import { FilterForm, FilterSelect, Pager } from '../money/list-controls.tsx'
import type { IntegrationsReply } from './integrations-tab.tsx'

/** A delivery's status in the kit's tones (record 115): the same colours as every other list's statuses. */
const STATUS_TONE: Record<WebhookDelivery['status'], StatusTone> = {
	DELIVERED: 'success',
	FAILED: 'failed',
	PENDING: 'pending',
	SENDING: 'info',
}

/**
 * 'Send test event' and the delivery log: event, time, status code, response
 * time and attempts of each delivery, newest first, filtered and paged by the
 * URL; 'Resend' on each row is a post that sends it once more, now.
 */
export function DeliveryLogSection({
	log,
	hasWebhook,
	reply,
}: {
	log: DeliveryLog
	hasWebhook: boolean
	reply: IntegrationsReply | undefined
}) {
	const testError = reply?.intent === 'send-test' ? formErrorOf(reply) : null
	const resendError = reply?.intent === 'resend' ? formErrorOf(reply) : null
	const filtered = Boolean(log.filters.status || log.filters.type)
	return (
		<section aria-labelledby="deliveries-title" className={cardClass('flex flex-col gap-4 p-5')}>
			<div className="flex flex-wrap items-start justify-between gap-3">
				<div>
					<h2 id="deliveries-title" className="text-lg font-semibold">
						Delivery log
					</h2>
					<p className="mt-1 text-sm text-gray-600">
						Each event is sent to your webhook URL and retried with backoff while your receiver does not answer 2xx.
					</p>
				</div>
				<Form method="POST" className="flex flex-col items-end gap-1">
					<SubmitButton name="intent" value={integrationsIntent['send-test']} pendingLabel="Sending..." disabled={!hasWebhook}>
						Send test event
					</SubmitButton>
					{hasWebhook ? null : <span className="text-xs text-gray-500">Set a webhook URL first.</span>}
				</Form>
			</div>
			{testError ? <ErrorList errors={[testError]} /> : null}
			<FilterForm path={INTEGRATIONS_PATH} label="deliveries" errors={log.errors} notice={log.notice}>
				<FilterSelect name="status" label="Status" value={log.filters.status} options={DELIVERY_STATUS_OPTIONS} />
				<FilterSelect name="type" label="Event" value={log.filters.type} options={EVENT_TYPE_OPTIONS} />
			</FilterForm>
			{resendError ? <ErrorList errors={[resendError]} /> : null}
			{log.items.length ? (
				<DataTable
					framed={false}
					testId="delivery-log"
					caption="Webhook deliveries, newest first"
					rows={log.items}
					rowKey={(delivery) => delivery.id}
					rowProps={(delivery) => ({ 'data-testid': 'delivery-row', 'data-delivery-id': delivery.id })}
					columns={DELIVERY_COLUMNS}
				/>
			) : (
				<EmptyState message={filtered ? 'No deliveries match these filters' : 'Nothing to show here yet'} />
			)}
			<Pager list={log} />
		</section>
	)
}

const DELIVERY_COLUMNS: Column<WebhookDelivery>[] = [
	{
		key: 'event',
		header: 'Event',
		cell: (delivery) => (
			<>
				<div className="font-medium">{EVENT_TYPE_LABELS[delivery.eventType]}</div>
				<div className="font-mono text-xs text-gray-500">{delivery.eventType}</div>
				<div className="font-mono text-xs text-gray-500">{delivery.eventId}</div>
			</>
		),
	},
	{ key: 'time', header: 'Time', className: 'sm:whitespace-nowrap', cell: (delivery) => formatDateTime(delivery.eventCreatedAt) },
	{
		key: 'status',
		header: 'Status',
		cell: (delivery) => (
			<>
				<StatusBadge label={DELIVERY_STATUS_LABELS[delivery.status]} tone={STATUS_TONE[delivery.status]} testId="delivery-status" />
				{delivery.error ? <div className="mt-1 max-w-xs text-xs text-gray-600">{delivery.error}</div> : null}
				{delivery.status === 'PENDING' && delivery.nextAttemptAt && delivery.attempts > 0 ? (
					<div className="mt-1 text-xs text-gray-500">Next retry {formatDateTime(delivery.nextAttemptAt)}</div>
				) : null}
			</>
		),
	},
	{
		key: 'code',
		header: 'Status code',
		className: 'font-mono',
		testId: 'delivery-status-code',
		cell: (delivery) => delivery.statusCode ?? '—',
	},
	{
		key: 'response',
		header: 'Response time',
		className: 'sm:whitespace-nowrap',
		testId: 'delivery-response-time',
		cell: (delivery) => (delivery.responseMs === null ? '—' : `${delivery.responseMs} ms`),
	},
	{ key: 'attempts', header: 'Attempts', testId: 'delivery-attempts', cell: (delivery) => delivery.attempts },
	{
		key: 'actions',
		header: 'Actions',
		srOnlyHeader: true,
		label: '',
		cell: (delivery) =>
			delivery.status === 'SENDING' ? null : (
				<Form method="POST">
					<input type="hidden" name="deliveryId" value={delivery.id} />
					<SubmitButton
						variant="secondary"
						name="intent"
						value={integrationsIntent.resend}
						pendingWhen={(formData) => formData.get('deliveryId') === delivery.id}
						pendingLabel="Sending..."
						aria-label={`Resend ${EVENT_TYPE_LABELS[delivery.eventType]} ${delivery.eventId}`}
					>
						Resend
					</SubmitButton>
				</Form>
			),
	},
]
