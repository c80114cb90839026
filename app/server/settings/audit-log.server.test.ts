import { expect, test } from 'vitest'
import { readAuditQuery } from '#app/lib/settings/audit-log-query.ts'
import { changesOf, toAuditRow } from './audit-log.server.ts'

test('a setting shows what changed, a field that names the thing, and never what stayed the same', () => {
	expect(changesOf({ sms: false, email: true, twoFA: false }, { sms: true, email: true, twoFA: false })).toEqual([
		{ field: 'SMS', before: 'Off', after: 'On' },
	])
	expect(changesOf({ service: 'trading', active: true }, { service: 'trading', active: false })).toEqual([
		{ field: 'Service', before: 'trading', after: 'trading' },
		{ field: 'Active', before: 'On', after: 'Off' },
	])
	expect(changesOf({ webhookUrl: null }, { webhookUrl: 'https://example.com/h' })).toEqual([
		{ field: 'Webhook URL', before: null, after: 'https://example.com/h' },
	])
	// One side only (a session made, an address deleted, a login): each value once.
	expect(changesOf(null, { sessionId: 's1', whitelistedIps: ['203.0.113.7', '203.0.113.8'] })).toEqual([
		{ field: 'Session', before: 's1', after: 's1' },
		{ field: 'Whitelisted IPs', before: '203.0.113.7, 203.0.113.8', after: '203.0.113.7, 203.0.113.8' },
	])
	expect(changesOf({ address: 'bc1q', description: null }, null)).toEqual([
		{ field: 'Address', before: 'bc1q', after: 'bc1q' },
		{ field: 'Description', before: null, after: null },
	])
})

test('a team change names the member it was made to, and says roles and statuses as the pages do', () => {
	expect(changesOf({ member: 'vera@example.com', role: 'VIEWER' }, { member: 'vera@example.com', role: 'DEVELOPER' })).toEqual([
		{ field: 'Member', before: 'vera@example.com', after: 'vera@example.com' },
		{ field: 'Role', before: 'Viewer', after: 'Developer' },
	])
	expect(changesOf({ member: 'fola@example.com', role: 'FINANCE', status: 'ACTIVE' }, null)).toEqual([
		{ field: 'Member', before: 'fola@example.com', after: 'fola@example.com' },
		{ field: 'Role', before: 'Finance', after: 'Finance' },
		{ field: 'Status', before: 'Active', after: 'Active' },
	])
	expect(changesOf({ kind: 'PAYOUT', currency: 'NGN', amount: null }, { kind: 'PAYOUT', currency: 'NGN', amount: '5000.00' })).toEqual([
		{ field: 'Kind', before: 'Payout', after: 'Payout' },
		{ field: 'Currency', before: 'NGN', after: 'NGN' },
		{ field: 'Amount', before: null, after: '5000.00' },
	])
})

test('a money entry links to what it made, by its kind; a reference the dashboard has no page for stays text', () => {
	const entry = {
		id: 'aud_1',
		createdAt: '2026-12-02T10:00:00.000Z',
		actor: { pk: 'p', name: 'Ada Okafor', email: 'ada@example.com', role: 'OWNER' },
		ip: '203.0.113.7',
		userAgent: 'Browser/1.0',
		before: null,
		after: null,
	}
	const row = (
		kind: Parameters<typeof toAuditRow>[0]['kind'],
		amount: { value: string; currency: string },
		id: string,
		service: string | null = null,
	) => toAuditRow({ ...entry, kind, amount, reference: { id, service } }).receipt
	expect(row('money.payout', { value: '1.00', currency: 'NGN' }, 'fpo_1', 'FCAT')).toEqual({
		id: 'fpo_1',
		href: '/fiat/payout/receipt?currency=NGN&transfer-id=fpo_1&service-name=FCAT',
	})
	expect(row('money.withdrawal', { value: '0.1', currency: 'BTC' }, 'wtx_1')?.href).toBe('/product/wallet-service/BTC/withdrawals/wtx_1')
	expect(row('money.local_transfer', { value: '1.00', currency: 'NGN' }, 'trf_1')?.href).toBe('/local-transfers/trf_1')
	expect(row('money.screening', { value: '1.00', currency: 'USD' }, 'wab_1', 'WALLET_BATCH')?.href).toBe(
		'/product/compliance/crypto-wallet-analysis/report?id=wab_1',
	)
	expect(row('money.screening', { value: '1.00', currency: 'USD' }, 'x_1', 'UNKNOWN')).toEqual({ id: 'x_1', href: null })
})

test('the URL is read field by field: a bad one is said in the form’s words and left out @bad-input', () => {
	const read = readAuditQuery(
		new URLSearchParams('member=nobody&kind=settings.webhook&from=2026-12-05&to=2026-12-01&lek=' + 'x'.repeat(600)),
	)
	expect(read.filters).toEqual({ kind: 'settings.webhook', from: '2026-12-05' })
	expect(read.errors).toEqual([
		'Member must be a member of this account',
		'The start date must be on or before the end date',
		'Invalid page cursor: open the list from its first page',
	])
	expect(readAuditQuery(new URLSearchParams('kind=&member=&from=&to=')).filters).toEqual({})
})
