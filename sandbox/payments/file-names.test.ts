import { describe, expect, it } from 'vitest'
import { FILE_NAME_MAX } from '#contract/file-names.ts'
import { documentUploadResponseSchema } from '#contract/onboarding/documents.ts'
import { batchResponseSchema } from '#contract/payments/api.ts'
import { fiatCompany, NGN_INDIVIDUAL } from '../fiat/test-client.ts'
import { expectLedgerBalances } from '../ledger/test-client.ts'
import { samplePdf } from '../onboarding/sample-files.ts'
import { onboardingClient } from '../onboarding/test-client.ts'
import { sandboxBackends } from '../test-support/backends.ts'
import { useSandbox } from '../test-support/use-sandbox.ts'

/**
 * A file name given with an upload is kept clean (docs/decisions/108): no
 * direction override or control character, which would show a name other
 * than the file's, and at most FILE_NAME_MAX characters with the extension
 * kept, whatever the client sent.
 */
const OVERRIDDEN = 'payouts\u202Evsc.exe\u202C\u2066\u200F\u0085.csv'
const LONG = `${'a'.repeat(10_000)}.csv`

describe.each(sandboxBackends())('file names kept by the sandbox on $name', (backend) => {
	const sandbox = useSandbox(backend)

	it('keeps a bulk payout file name without overrides, at most 120 characters', async () => {
		const me = await fiatCompany(sandbox)
		const beneficiary = await me.payee(NGN_INDIVIDUAL)
		const row = { line: 2, beneficiaryId: beneficiary.id, currency: 'NGN', amount: '100.00', reference: '' }
		const overridden = await me.post('/payment/v1/batches', { fileName: OVERRIDDEN, rows: [row] })
		expect(overridden.status, JSON.stringify(overridden.json)).toBe(201)
		expect(batchResponseSchema.parse(overridden.json).data.fileName).toBe('payoutsvsc.exe.csv')
		const long = await me.post('/payment/v1/batches', { fileName: LONG, rows: [row] })
		expect(long.status, JSON.stringify(long.json)).toBe(201)
		const kept = batchResponseSchema.parse(long.json).data.fileName
		expect(kept).toHaveLength(FILE_NAME_MAX)
		expect(kept.endsWith('a.csv')).toBe(true)
		await expectLedgerBalances(sandbox)
	})

	it('keeps an onboarding document name without overrides, at most 120 characters', async () => {
		const me = await onboardingClient(sandbox)
		const overridden = await me.upload('amlPolicy', samplePdf('AML'), { filename: 'policy\u202Efdp.pdf' })
		expect(overridden.status, JSON.stringify(overridden.json)).toBe(201)
		expect(documentUploadResponseSchema.parse(overridden.json).data.filename).toBe('policyfdp.pdf')
		const long = await me.upload('amlPolicy', samplePdf('AML'), { filename: `${'b'.repeat(10_000)}.pdf` })
		expect(long.status, JSON.stringify(long.json)).toBe(201)
		const kept = documentUploadResponseSchema.parse(long.json).data.filename
		expect(kept).toHaveLength(FILE_NAME_MAX)
		expect(kept.endsWith('b.pdf')).toBe(true)
	})
})
