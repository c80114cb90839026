import { randomUUID } from 'node:crypto'
import { KYB_STEPS, KYC_STEPS, type DocumentName } from '#contract/onboarding/options.ts'
import type { NewIntegrator } from '../auth/integrators.ts'
import type { IntegratorRow } from '../auth/schema.ts'
import type { Db } from '../db/database.ts'
import { SCENARIO_INDIVIDUAL, scenarioCompany } from '../scenario-people.ts'
import { emptyRecordRow, kindOf, ownDocumentNames, syncIntegrator } from './records.ts'
import {
	SAMPLE_AML_ANSWERS,
	SAMPLE_COMPANY,
	SAMPLE_PERSONAL,
	SAMPLE_SHAREHOLDERS,
	SAMPLE_SIGNATURE,
	SAMPLE_STAKEHOLDERS,
} from './sample-data.ts'
import { samplePdf, samplePng } from './sample-files.ts'
import { onboardingDocuments, onboardingRecords, type OnboardingDocumentRow, type StoredShareholder } from './schema.ts'

/**
 * The onboarding scenarios (`npm run sandbox -- seed kyb-submitted` …):
 * integrators whose onboarding is in a known state, with real small PDF and
 * PNG files. Written straight to the database, as a finished history.
 */

export type OnboardingSeed = 'in-progress' | 'submitted' | 'documents-rejected' | 'approved' | 'kyc-submitted'

export const REJECTIONS = {
	cacDoc: 'The CAC certificate is not legible: upload a clearer scan',
	proofOfAddress: 'The utility bill is older than three months',
	shareholder: 'The national ID card has expired',
} as const

/** The scenarios' entries, for sandbox/scenarios.ts. */
export function onboardingScenarios() {
	const one = (localPart: string, description: string, integrator: Omit<NewIntegrator, 'email'>, onboarding: OnboardingSeed) => ({
		description,
		integrators: [{ localPart, description, integrator, onboarding }],
	})
	return {
		'kyb-in-progress': one(
			'kyb-in-progress',
			'A company part-way through KYB: product interest and company information saved, nothing uploaded',
			scenarioCompany('In Progress Ltd'),
			'in-progress',
		),
		'kyb-submitted': one(
			'kyb-submitted',
			'A company whose complete KYB is submitted and waiting for review',
			scenarioCompany('Submitted Ltd'),
			'submitted',
		),
		'kyb-documents-rejected': one(
			'kyb-documents-rejected',
			'A company whose KYB review rejected two documents (CAC certificate, proof of address) and one shareholder (Kwame Mensah), each with a reason; the rest approved',
			scenarioCompany('Rejected Docs Ltd'),
			'documents-rejected',
		),
		'kyb-approved': one(
			'kyb-approved',
			'A company whose KYB is reviewed and approved: verified',
			scenarioCompany('Approved Ltd'),
			'approved',
		),
		'kyc-submitted': one(
			'kyc-submitted',
			'An individual whose complete KYC is submitted and waiting for review',
			SCENARIO_INDIVIDUAL,
			'kyc-submitted',
		),
	}
}

type DocStatus = OnboardingDocumentRow['status']

export async function seedOnboarding(db: Db, integrator: IntegratorRow, seed: OnboardingSeed, nowMs: number) {
	const now = new Date(nowMs)
	const kind = kindOf(integrator)
	const row = emptyRecordRow(integrator.pk, kind, now)
	const docs: (typeof onboardingDocuments.$inferInsert)[] = []
	const addDoc = (name: DocumentName, status: DocStatus, shareholderId: string | null = null, reason: string | null = null) => {
		const image =
			name === 'idFront' || name === 'idBack' || name === 'selfie' || name === 'shareholderIdFront' || name === 'shareholderIdBack'
		const data = image ? samplePng() : samplePdf(`Sandbox sample: ${name}`)
		docs.push({
			id: `doc_${randomUUID().replace(/-/g, '')}`,
			integratorPk: integrator.pk,
			name,
			slot: shareholderId ?? '',
			shareholderId,
			filename: `${name}.${image ? 'png' : 'pdf'}`,
			mimeType: image ? 'image/png' : 'application/pdf',
			size: data.length,
			data,
			status,
			reason,
			uploadedAt: now,
		})
	}

	if (kind === 'KYC') {
		row.productInterest = ['wallets']
		row.personal = SAMPLE_PERSONAL
		for (const name of ownDocumentNames(kind)) addDoc(name, 'IN_REVIEW')
		submitted(row, KYC_STEPS, now)
	} else {
		row.productInterest = ['wallets', 'trading']
		row.company = { ...SAMPLE_COMPANY, otherTypeOfSourceOfFund: null }
		row.completedSteps = ['product-interest', 'company-information']
		row.lastStep = 'company-information'
		if (seed !== 'in-progress') {
			const rejected = seed === 'documents-rejected'
			const approved = seed === 'approved' || rejected
			/** What the review decided about an item: rejected with its reason, approved, or still waiting. */
			const decided = (item: string): ['IN_REVIEW' | 'APPROVED' | 'REJECTED', string | null] =>
				rejected && Object.hasOwn(REJECTIONS, item)
					? ['REJECTED', REJECTIONS[item as keyof typeof REJECTIONS]]
					: [approved ? 'APPROVED' : 'IN_REVIEW', null]
			row.shareholders = SAMPLE_SHAREHOLDERS.map((holder, index): StoredShareholder => {
				const [status, reason] = decided(index === 1 ? 'shareholder' : holder.firstName)
				return { ...holder, id: `sh_${randomUUID().replace(/-/g, '').slice(0, 20)}`, bvn: holder.bvn ?? null, status, reason }
			})
			row.stakeholders = SAMPLE_STAKEHOLDERS.map((person) => ({
				...person,
				id: `st_${randomUUID().replace(/-/g, '').slice(0, 20)}`,
				bvn: person.bvn ?? null,
			}))
			row.amlAnswers = SAMPLE_AML_ANSWERS
			for (const name of ownDocumentNames(kind)) {
				const [status, reason] = decided(name)
				addDoc(name, status, null, reason)
			}
			for (const holder of row.shareholders) {
				for (const name of ['shareholderIdFront', 'shareholderIdBack', 'shareholderProofOfAddress'] as const)
					addDoc(name, holder.status as DocStatus, holder.id, holder.reason)
			}
			submitted(row, KYB_STEPS, now)
			if (approved) {
				row.status = rejected ? 'REVIEW_NEEDED' : 'REVIEWED'
				row.reviewedAt = now
			}
		}
	}
	await db.insert(onboardingRecords).values(row)
	if (docs.length) await db.insert(onboardingDocuments).values(docs)
	await syncIntegrator(db, row, nowMs)
}

function submitted(row: ReturnType<typeof emptyRecordRow>, steps: readonly (typeof row.completedSteps)[number][], now: Date) {
	row.completedSteps = [...steps]
	row.lastStep = '4'
	row.status = 'SUBMITTED'
	row.signature = SAMPLE_SIGNATURE
	row.acceptedAgreement = true
	row.submittedAt = now
}
