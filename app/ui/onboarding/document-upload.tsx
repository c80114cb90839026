import { useLocation, useRevalidator, useSearchParams } from '@remix-run/react'
import { useRef, useState } from 'react'
import { ERROR_TOAST_TITLE, TOAST_DURATION_MS } from '#app/lib/constants.ts'
import {
	DOCUMENT_STATE_LABELS,
	documentFileField,
	formatBytes,
	UPLOAD_ERROR_TOAST_MS,
	UPLOAD_INTENTS,
	type DocumentSlot,
} from '#app/lib/onboarding/upload-status.ts'
import { buttonClass } from '../kit/button.tsx'
import { cn } from '../kit/cn.ts'
import { closeHref, ConfirmAction, ConfirmActionLink } from '../kit/confirm-action.tsx'
import { Toaster, type ToastView } from '../shell/toaster.tsx'
import { fileControlClass } from './file-input.tsx'
import { uploadWithProgress } from './upload-progress.ts'

const TONES = {
	missing: 'bg-gray-100 text-gray-700',
	uploaded: 'bg-blue-100 text-blue-900',
	'in-review': 'bg-amber-100 text-amber-900',
	approved: 'bg-green-100 text-green-900',
	rejected: 'bg-red-100 text-red-900',
}

type Check = (file: File, name: string) => Promise<{ ok: true } | { ok: false; message: string }>

/**
 * One document: its state (and the reviewer's reason when rejected), a file
 * input, and a form to remove it. The file input belongs to the list's one
 * form (`formId`): without JavaScript, that form's Upload or Save and
 * continue sends every chosen file in one post. With JavaScript, a chosen
 * file is checked at once (type by content, size), previewed, and uploaded
 * straight away with a progress bar; no second click.
 */
/**
 * Removing a document asks first, as every destructive action does (a
 * modal with JavaScript, a section of the page without); the question
 * holds the real post (`confirm=remove-document`), 'Keep it' goes back.
 */
function RemoveDocumentConfirm({ id, label }: { id: string; label: string }) {
	const location = useLocation()
	// The post goes to the page without the question, so its answer is the list again.
	const closeTo = closeHref(location.pathname, location.search, { param: 'dialog', itemKeys: ['documentId'] })
	return (
		<ConfirmAction
			param="dialog"
			what={UPLOAD_INTENTS.remove}
			itemKeys={['documentId']}
			title={`Remove ${label}?`}
			labelId={`remove-document-${id}`}
			action={closeTo}
			fields={{ documentId: id }}
			confirm={UPLOAD_INTENTS.remove}
			intent={UPLOAD_INTENTS.remove}
			submitLabel="Remove document"
			pendingLabel="Removing..."
		>
			<p className="text-sm text-gray-600">The file is taken out of your application; upload it again to put it back.</p>
		</ConfirmAction>
	)
}

export function DocumentUpload({
	slot,
	check,
	accept,
	formId,
	canRemove = true,
}: {
	slot: DocumentSlot
	check: Check
	accept: string
	formId: string
	canRemove?: boolean
}) {
	const location = useLocation()
	const [params] = useSearchParams()
	const revalidator = useRevalidator()
	const input = useRef<HTMLInputElement>(null)
	const [chosen, setChosen] = useState<{ file: File; url: string | null } | null>(null)
	const [progress, setProgress] = useState<number | null>(null)
	const [toast, setToast] = useState<ToastView | null>(null)
	const inputId = `file-${slot.name}`
	const showError = (message: string) =>
		setToast({
			id: `${slot.name}-${Date.now()}`,
			type: 'error',
			title: ERROR_TOAST_TITLE,
			description: message,
			durationMs: UPLOAD_ERROR_TOAST_MS,
		})

	function clear() {
		if (chosen?.url) URL.revokeObjectURL(chosen.url)
		if (input.current) input.current.value = ''
		setChosen(null)
	}

	async function onChoose(file: File | undefined) {
		if (chosen?.url) URL.revokeObjectURL(chosen.url)
		setChosen(null)
		if (!file) return
		const result = await check(file, slot.name)
		if (!result.ok) {
			if (input.current) input.current.value = ''
			return showError(`${file.name}: ${result.message}`)
		}
		setChosen({ file, url: file.type.startsWith('image/') ? URL.createObjectURL(file) : null })
		const body = new FormData()
		body.set('intent', UPLOAD_INTENTS.upload)
		body.set('document', slot.name)
		body.set('file', file)
		setProgress(0)
		const answer = await uploadWithProgress(`${location.pathname.split('/').slice(0, 2).join('/')}/upload`, body, setProgress)
		setProgress(null)
		// Sent or refused, the file leaves the list's form: Save and continue must not send it again.
		if (input.current) input.current.value = ''
		if (!answer.ok) {
			clear()
			return showError(`${file.name}: ${answer.message}`)
		}
		setToast({
			id: `${slot.name}-${Date.now()}`,
			type: 'success',
			title: 'Document uploaded',
			description: answer.message,
			durationMs: TOAST_DURATION_MS,
		})
		revalidator.revalidate()
		clear()
	}

	return (
		<li className="rounded-xl border border-gray-200 bg-white p-4" data-testid={`document-${slot.name}`}>
			<div className="flex flex-wrap items-center justify-between gap-2">
				<h3 className="font-semibold">{slot.label}</h3>
				<span className={cn('rounded-full px-2 py-0.5 text-xs font-semibold', TONES[slot.state])} data-testid="document-state">
					{progress !== null ? 'Uploading...' : DOCUMENT_STATE_LABELS[slot.state]}
				</span>
			</div>
			{slot.filename ? (
				<p className="mt-1 text-xs text-gray-600">
					{slot.id ? (
						<a
							href={`${location.pathname.split('/').slice(0, 2).join('/')}/documents/${encodeURIComponent(slot.id)}`}
							className="text-brand-700 underline"
							data-testid="document-file-link"
						>
							{slot.filename}
						</a>
					) : (
						slot.filename
					)}
					{slot.size ? ` (${formatBytes(slot.size)})` : ''}
				</p>
			) : null}
			{slot.state === 'rejected' && slot.reason ? (
				<p className="mt-2 rounded-lg bg-red-50 p-2 text-sm text-red-900">Reason: {slot.reason}</p>
			) : null}
			<label htmlFor={inputId} className="mt-3 flex flex-col gap-1 text-sm font-medium">
				{slot.state === 'missing' ? `Choose ${slot.label}` : `Replace ${slot.label}`}
				<input
					ref={input}
					id={inputId}
					type="file"
					name={documentFileField(slot.name)}
					form={formId}
					accept={accept}
					className={fileControlClass}
					disabled={progress !== null}
					onChange={(event) => void onChoose(event.currentTarget.files?.[0])}
				/>
			</label>
			{chosen ? (
				<div className="mt-2 flex items-center gap-3 text-xs text-gray-600">
					{chosen.url ? (
						<img src={chosen.url} alt={`Preview of ${chosen.file.name}`} className="size-16 rounded border object-contain" />
					) : null}
					<span>
						Selected: {chosen.file.name} ({formatBytes(chosen.file.size)})
					</span>
				</div>
			) : null}
			{progress !== null ? (
				<progress className="mt-2 w-full" max={100} value={Math.round(progress * 100)} aria-label={`Uploading ${slot.label}`} />
			) : null}
			{canRemove && slot.id && slot.state !== 'approved' ? (
				<>
					<ConfirmActionLink
						param="dialog"
						what={UPLOAD_INTENTS.remove}
						item={{ documentId: slot.id }}
						className={buttonClass('ghost', 'mt-2 px-0 text-red-700')}
					>
						Remove {slot.label}
					</ConfirmActionLink>
					{params.get('documentId') === slot.id ? <RemoveDocumentConfirm id={slot.id} label={slot.label} /> : null}
				</>
			) : null}
			{toast ? <Toaster key={toast.id} toast={toast} /> : null}
		</li>
	)
}
