import type { Submission } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod'
import { checkDocumentBytes } from '#contract/onboarding/document-check.ts'
import type { OnboardingRecord } from '#contract/onboarding/record.ts'
import { shareholderInputSchema, sharesOver100Message, stakeholderInputSchema, totalSharesPercent } from '#contract/onboarding/steps.ts'
import { SHAREHOLDER_FILES, shareholderInput, stakeholderInput } from '#app/lib/onboarding/people.ts'
import { formError } from '#app/lib/reply.ts'
import { replyForm, replyProviderError } from '../action-reply.server.ts'
import { redirectWithToast } from '../toast.server.ts'
import type { User } from '../user.server.ts'
import { uploadFile } from './documents.server.ts'
import { oversizedMessage, REFUSAL_ON_A_STEP, type OversizedFile } from './form-data.server.ts'

async function savePeople(user: User, record: OnboardingRecord, shareholders: unknown[], stakeholders: unknown[]) {
	await user.api.onboarding.saveStep(
		{ step: 'shareholders-info', draft: true, shareholders, stakeholders } as Parameters<User['api']['onboarding']['saveStep']>[0],
		record.completedSteps.length === 0,
	)
}

/**
 * Add, edit or remove a shareholder or a stakeholder. A shareholder's
 * percentage is checked against the others' (the total is capped at 100),
 * and their files are checked and uploaded before the list is saved.
 */
export async function handlePersonAction(
	request: Request,
	user: User,
	record: OnboardingRecord,
	form: FormData,
	oversized: readonly OversizedFile[],
	listUrl: string,
) {
	const intent = form.get('intent') === 'remove-person' ? 'remove-person' : 'save-person'
	const shareholders: unknown[] = record.shareholders.map(shareholderInput)
	const stakeholders: unknown[] = record.stakeholders.map(stakeholderInput)
	if (intent === 'remove-person') {
		// Asked first (the list's `?dialog=remove-person`): a post without the question's answer removes nobody.
		if (form.get('confirm') !== 'remove-person')
			return replyForm(intent, formError('Confirm the removal first: use Remove beside the person.'))
		const id = form.get('id')
		const keptShareholders = record.shareholders.filter((s) => s.id !== id)
		const keptStakeholders = record.stakeholders.filter((s) => s.id !== id)
		if (keptShareholders.length === record.shareholders.length && keptStakeholders.length === record.stakeholders.length)
			return replyForm(intent, formError('There is no such shareholder or stakeholder.'))
		await savePeople(user, record, keptShareholders.map(shareholderInput), keptStakeholders.map(stakeholderInput))
		return redirectWithToast(listUrl, { type: 'success', title: 'Removed', description: 'The person was removed.' })
	}
	const type = form.get('type') === 'stakeholder' ? 'stakeholder' : 'shareholder'
	const submission = parseWithZod(form, { schema: type === 'shareholder' ? shareholderInputSchema : stakeholderInputSchema })
	// A file too big to be read is named under its field; everything typed comes back with the answer.
	const tooBig = Object.fromEntries(oversized.map((file) => [file.field, [oversizedMessage(file)]]))
	if (submission.status !== 'success')
		return replyForm(intent, submission.reply({ fieldErrors: { ...submission.error, ...tooBig } as Record<string, string[]> }))
	if (oversized.length) return replyForm(intent, submission.reply({ fieldErrors: tooBig }))
	const person = submission.value
	if (person.id && ![...record.shareholders, ...record.stakeholders].some((p) => p.id === person.id))
		return replyForm(intent, submission.reply({ formErrors: ['There is no such shareholder or stakeholder.'] }))
	if (type === 'shareholder') {
		const others = record.shareholders.filter((s) => s.id !== person.id)
		const total = totalSharesPercent([...others, person])
		if (total > 100) return replyForm(intent, submission.reply({ fieldErrors: { sharesPercent: [sharesOver100Message(total)] } }))
		const existing = record.shareholders.find((s) => s.id === person.id) ?? null
		const withFiles: Record<string, unknown> = { ...person }
		// Every file is checked before any is sent: a refused form stores nothing.
		const fileErrors: Record<string, string[]> = {}
		const chosen: { file: (typeof SHAREHOLDER_FILES)[number]; given: File }[] = []
		for (const file of SHAREHOLDER_FILES) {
			const given = form.get(file.field)
			if (given instanceof File && given.size > 0) {
				const check = await checkDocumentBytes(new Uint8Array(await given.arrayBuffer()), { name: file.name, filename: given.name })
				if (check.ok) chosen.push({ file, given })
				else fileErrors[file.field] = [`${given.name}: ${check.message}`]
			} else if (!existing?.[file.docId]) {
				fileErrors[file.field] = ['Choose a file to upload.']
			}
		}
		if (Object.keys(fileErrors).length) return replyForm(intent, submission.reply({ fieldErrors: fileErrors }))
		for (const { file, given } of chosen) {
			const uploaded = await uploadFile(user, file.name, given, person.id)
			if (!uploaded.ok)
				return replyForm(intent, submission.reply({ fieldErrors: { [file.field]: [`${given.name}: ${uploaded.message}`] } }))
			withFiles[file.docId] = uploaded.document.id
		}
		const list = person.id
			? shareholders.map((s) => ((s as { id: string }).id === person.id ? { ...(s as object), ...withFiles } : s))
			: [...shareholders, withFiles]
		const refused = await trySave(intent, submission, () => savePeople(user, record, list, stakeholders))
		if (refused) return refused
	} else {
		const list = person.id ? stakeholders.map((s) => ((s as { id: string }).id === person.id ? person : s)) : [...stakeholders, person]
		const refused = await trySave(intent, submission, () => savePeople(user, record, shareholders, list))
		if (refused) return refused
	}
	return redirectWithToast(listUrl, { type: 'success', title: 'Saved', description: `The ${type} was saved.` })
}

async function trySave(intent: string, submission: Submission<unknown> | null, call: () => Promise<unknown>) {
	try {
		await call()
		return null
	} catch (error) {
		const refused = replyProviderError(intent, submission, error, [], REFUSAL_ON_A_STEP)
		if (refused) return refused
		throw error
	}
}

/** Save and continue on the shareholders step: the lists as they are, checked in full by the provider. */
export async function saveShareholdersStep(user: User, record: OnboardingRecord, nextUrl: string) {
	const shareholders = record.shareholders.map(shareholderInput)
	const stakeholders = record.stakeholders.map(stakeholderInput)
	try {
		await user.api.onboarding.saveStep({ step: 'shareholders-info', shareholders, stakeholders }, false)
	} catch (error) {
		const refused = replyProviderError('save', null, error, [], REFUSAL_ON_A_STEP)
		if (refused) return refused
		throw error
	}
	return redirectWithToast(nextUrl, { type: 'success', title: 'Saved', description: 'Your answers are saved.' })
}
