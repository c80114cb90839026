/**
 * (h) A bulk payout file's check (record 100): the time from posting a CSV to the
 * dashboard's 'Check file' until the checked batch's redirect comes back,
 * for files of 125 to 1,000 rows (median of BENCH_BULK_SAMPLES posts each,
 * after a warm-up), and the checked 1,000-row batch's page. The post is the
 * whole road a user waits on: multipart read, CSV parse, the formula and
 * header checks, then the provider checking every row (the beneficiary
 * schema, the bank's name enquiry, the saved accounts) and keeping the
 * DRAFT batch. Goal: linear in rows, so 8× the rows take at most 8× the time.
 *
 * The rows mix what files hold: saved beneficiaries by id, bank details of
 * a saved account and of new ones (NGN NUBANs, a EUR IBAN, a USD account),
 * a KES mobile number the company has no wallet for, and a bad NUBAN.
 * Nothing is sent: the batches stay DRAFT. Its own server on ports 3280/4280.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { BROWSER_HEADERS, log, ms, providerCall, sessionCookie, startDashboard } from './common.mjs'
import { medianTtfb } from './measures.mjs'

export const BULK_PORT = 3280
export const BULK_SANDBOX_PORT = 4280
const DASHBOARD = `http://localhost:${BULK_PORT}`
const SANDBOX = `http://127.0.0.1:${BULK_SANDBOX_PORT}`
const SAMPLES = Number(process.env.BENCH_BULK_SAMPLES ?? 3)
export const BULK_SIZES = [125, 250, 500, 1000]

const HEADER =
	'beneficiary_id,amount,currency,reference,kind,first_name,last_name,business_name,bank_code,account_number,routing_number,iban,bic,mobile_operator,mobile_number'

const sandbox = (pathname, options) => providerCall(SANDBOX, pathname, options)

/** A file of `count` rows cycling through the kinds a real file holds (docs/product/fiat.md's test accounts). */
function bulkFile(count, ids) {
	const kinds = [
		(i) => [ids.NGN, `${1 + (i % 90)}.25`, 'NGN', `Invoice ${i}`],
		(i) => ['', `${2 + (i % 90)}.50`, 'NGN', `Salary ${i}`, 'INDIVIDUAL', 'Ada', 'Okafor', '', '058', '0123456785'],
		(i) => ['', `${3 + (i % 90)}.00`, 'NGN', `Supplier ${i}`, '', 'Chidi', 'Obi', '', '011', '0000014579'],
		(i) => [
			'',
			`${4 + (i % 90)}.10`,
			'EUR',
			`Freight ${i}`,
			'BUSINESS',
			'',
			'',
			'Seine Transports SA',
			'',
			'',
			'',
			'FR1420041010050500013M02606',
			'BNPAFRPP',
		],
		(i) => ['', `${5 + (i % 90)}.00`, 'USD', `Consulting ${i}`, '', 'Kwame', 'Mensah', '', '', '123456789', '021000021'],
		(i) => [ids.EUR, `${6 + (i % 90)}.75`, 'EUR', `Rent ${i}`],
		(i) => ['', `${7 + (i % 90)}.00`, 'KES', `Field agent ${i}`, '', 'Wanjiru', 'Kamau', '', '', '', '', '', '', 'MPESA', '+254712345678'],
		(i) => ['', `${8 + (i % 90)}.00`, 'NGN', `Typo ${i}`, '', 'Bola', 'Ade', '', '058', '0123456789'],
	]
	const lines = Array.from({ length: count }, (_, i) => kinds[i % kinds.length](i).join(','))
	return `${HEADER}\n${lines.join('\n')}\n`
}

/** Posts the file to 'Check file' as a browser's form would; answers the milliseconds to the redirect and where it leads. */
async function checkFile(cookie, csv, name) {
	const form = new FormData()
	form.set('intent', 'upload')
	form.set('file', new Blob([csv], { type: 'text/csv' }), name)
	const started = performance.now()
	const response = await fetch(`${DASHBOARD}/product/payment-service/bulk-payout`, {
		method: 'POST',
		body: form,
		headers: { ...BROWSER_HEADERS, cookie, origin: DASHBOARD },
		redirect: 'manual',
	})
	const elapsed = performance.now() - started
	const location = response.headers.get('location') ?? ''
	await response.arrayBuffer()
	if (response.status !== 302 || !/\/bulk-payout\/pbt_[0-9a-f]{20}$/.test(location))
		throw new Error(`'Check file' with ${name} answered ${response.status} ${location}: not the checked batch`)
	return { elapsed, location }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

export async function bulkFigures() {
	const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-bulk-'))
	const server = await startDashboard({ port: BULK_PORT, sandboxPort: BULK_SANDBOX_PORT, dataDir })
	try {
		const company = (await sandbox('/sandbox/v1/control/scenarios/fiat-active', { body: { tag: `bench${Date.now()}` } })).data
			.integrators[0]
		const token = (await sandbox('/auth/v1/login/password', { body: { email: company.email, password: company.password } })).data
			.accessToken
		const saved = (await sandbox('/integrator/v1/fiat/beneficiaries', { token })).data
		const ids = Object.fromEntries(['NGN', 'EUR'].map((currency) => [currency, saved.find((item) => item.currency === currency).id]))
		const cookie = await sessionCookie({ dashboard: DASHBOARD, sandbox: SANDBOX, email: company.email })
		log(`(h) bulk payout files of ${BULK_SIZES.join(', ')} rows, ${SAMPLES} checks each after a warm-up …`)
		await checkFile(cookie, bulkFile(BULK_SIZES[0], ids), 'warm-up.csv')
		const rows = []
		let largest = null
		for (const count of BULK_SIZES) {
			const csv = bulkFile(count, ids)
			const times = []
			for (let sample = 0; sample < SAMPLES; sample++) {
				const { elapsed, location } = await checkFile(cookie, csv, `run-${count}.csv`)
				times.push(elapsed)
				largest = location
			}
			rows.push({ count, bytes: Buffer.byteLength(csv), ms: median(times) })
		}
		const page = await medianTtfb(`${DASHBOARD}${largest}`, { ...BROWSER_HEADERS, cookie }, SAMPLES)
		return { rows, page }
	} finally {
		await server.stop()
		rmSync(dataDir, { recursive: true, force: true })
	}
}

export function printBulkFigures({ rows, page }, table) {
	const first = rows[0]
	const last = rows.at(-1)
	console.log(`\n(h) A bulk payout file's check ('Check file' to the checked batch's redirect, median of ${SAMPLES}); goal: linear in rows`)
	console.log(
		table([
			['rows', 'file', 'check', 'per row', `× rows vs ${first.count}`, `× time vs ${first.count}`],
			...rows.map((r) => [
				r.count,
				`${(r.bytes / 1024).toFixed(1)} KB`,
				ms(r.ms),
				`${(r.ms / r.count).toFixed(2)} ms`,
				`${(r.count / first.count).toFixed(0)}×`,
				`${(r.ms / first.ms).toFixed(2)}×`,
			]),
		]),
	)
	const linear = last.ms / first.ms <= last.count / first.count
	console.log(
		`    ${last.count} rows take ${(last.ms / first.ms).toFixed(2)}× the time of ${first.count} for ${(last.count / first.count).toFixed(0)}× the rows: ${linear ? 'within the goal (linear or better)' : 'OVER: grows faster than the rows'}`,
	)
	console.log(`    the checked ${last.count}-row batch's page: ${ms(page)} to first byte (median of ${SAMPLES})`)
}
