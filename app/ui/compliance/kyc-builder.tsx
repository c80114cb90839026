import { Form } from '@remix-run/react'
import { useState, type DragEvent } from 'react'
import {
	contrastRatio,
	DEFAULT_KYC_DAILY_CAP_USD,
	formatRatio,
	GOV_CHECK_KINDS,
	GOV_CHECK_LABELS,
	KYC_STEP_HINTS,
	KYC_STEP_LABELS,
	MIN_BRAND_CONTRAST,
	type KycStep,
} from '#contract/compliance/kyc-flow-labels.ts'
import { KYC_PREVIEW_PATH, SAVE_FLOW_INTENT, type BuilderDraft } from '#app/lib/compliance/kyc-labels.ts'
import { Button, SubmitButton } from '../kit/button.tsx'
import { cardClass } from '../kit/card.tsx'
import { ErrorList, TextField } from '../kit/field.tsx'
import { getFormProps, useForm, type SubmissionResult } from '../kit/form.ts'
import { PageHeader } from '../kit/page-header.tsx'
import { RoleRefusal, useRoleRefusal } from '../kit/role-refusal.tsx'
import { FlowLink, KycNav } from './kyc-nav.tsx'

type Props = {
	mode: 'create' | 'edit'
	draft: BuilderDraft
	flow: (Parameters<typeof FlowLink>[0]['flow'] & { name: string }) | null
	lastResult: SubmissionResult<string[]> | null
}

/**
 * The steps in the order shown, each with its checkbox and its up and down
 * buttons. Without JavaScript those buttons post the form and it comes back
 * with the step moved; with it they move the step here, and so does
 * dragging. The hidden `order` fields say the order either way.
 */
function StepList({ initial, chosen, errors }: { initial: KycStep[]; chosen: KycStep[]; errors?: string[] }) {
	const [order, setOrder] = useState(initial)
	const [dragging, setDragging] = useState<KycStep | null>(null)
	const move = (step: KycStep, to: number) =>
		setOrder((current) => {
			const next = current.filter((item) => item !== step)
			next.splice(Math.max(0, Math.min(to, next.length)), 0, step)
			return next
		})
	const onDrop = (target: KycStep) => (event: DragEvent) => {
		event.preventDefault()
		if (dragging && dragging !== target) move(dragging, order.indexOf(target))
		setDragging(null)
	}
	return (
		<fieldset className="flex flex-col gap-2" aria-describedby={errors?.length ? 'steps-error' : undefined}>
			<legend className="text-sm font-medium text-gray-700">Steps, in the order your customers take them</legend>
			<p className="text-xs text-gray-500">Tick the steps to use. Move them with the arrows, or drag them.</p>
			<ol className="flex flex-col gap-2" data-testid="builder-steps">
				{order.map((step, index) => (
					<li
						key={step}
						data-testid="builder-step"
						data-step={step}
						draggable
						onDragStart={() => setDragging(step)}
						onDragOver={(event) => event.preventDefault()}
						onDrop={onDrop(step)}
						className="flex items-center gap-3 rounded-lg border border-gray-200 bg-white p-3 aria-grabbed:opacity-50"
						aria-grabbed={dragging === step ? true : undefined}
					>
						<input type="hidden" name="order" value={step} />
						<input
							type="checkbox"
							name="steps"
							value={step}
							id={`step-${step}`}
							defaultChecked={chosen.includes(step)}
							className="size-4"
						/>
						<label htmlFor={`step-${step}`} className="flex-1 text-sm">
							<span className="font-semibold">{KYC_STEP_LABELS[step]}</span> <span className="text-xs text-gray-500">({step})</span>
							<span className="block text-xs text-gray-600">{KYC_STEP_HINTS[step]}</span>
						</label>
						<div className="flex gap-1">
							<button
								type="submit"
								name="move"
								value={`${step}:up`}
								formNoValidate
								disabled={index === 0}
								onClick={(event) => {
									event.preventDefault()
									move(step, index - 1)
								}}
								className="rounded border border-gray-300 px-2 py-1 text-xs font-semibold disabled:opacity-40"
								aria-label={`Move ${KYC_STEP_LABELS[step]} up`}
							>
								↑
							</button>
							<button
								type="submit"
								name="move"
								value={`${step}:down`}
								formNoValidate
								disabled={index === order.length - 1}
								onClick={(event) => {
									event.preventDefault()
									move(step, index + 1)
								}}
								className="rounded border border-gray-300 px-2 py-1 text-xs font-semibold disabled:opacity-40"
								aria-label={`Move ${KYC_STEP_LABELS[step]} down`}
							>
								↓
							</button>
						</div>
					</li>
				))}
			</ol>
			<ErrorList id="steps-error" errors={errors} />
		</fieldset>
	)
}

/** The brand colour, with its contrast against the form's white button text worked out as it is chosen. */
function BrandColor({ initial, errors }: { initial: string; errors?: string[] }) {
	const [color, setColor] = useState(initial)
	const ratio = /^#[0-9a-f]{6}$/i.test(color) ? contrastRatio(color, '#ffffff') : null
	return (
		<div className="flex flex-col gap-1">
			<label htmlFor="brand-color" className="text-sm font-medium text-gray-700">
				Brand colour
			</label>
			<div className="flex items-center gap-3">
				<input
					id="brand-color"
					type="color"
					name="brandColor"
					defaultValue={initial}
					onChange={(event) => setColor(event.target.value)}
					aria-describedby="brand-color-hint"
					aria-invalid={errors?.length ? true : undefined}
					className="h-10 w-16 rounded border border-gray-300"
				/>
				<span className="rounded px-3 py-1 text-sm font-semibold text-white" style={{ backgroundColor: color }}>
					Continue
				</span>
			</div>
			<p id="brand-color-hint" className="text-xs text-gray-500">
				The form's buttons take this colour with white text, which needs a contrast of at least {MIN_BRAND_CONTRAST}:1
				{ratio ? ` (this one: ${formatRatio(ratio)}:1)` : ''}.
			</p>
			<ErrorList errors={errors} />
		</div>
	)
}

/** /product/compliance/kyc/create and /kyc/edit: name, steps, government checks, branding; save or preview. */
export function KycBuilderPage({ mode, draft, flow, lastResult }: Props) {
	const [form, f] = useForm({
		id: 'kyc-flow',
		lastResult: lastResult ?? undefined,
		schema: { load: () => import('#app/lib/compliance/kyc.ts'), build: (m) => m.builderFormSchema },
		shouldValidate: 'onSubmit',
	})
	// Setting up KYC flows is a role's capability (docs/product/team.md): the reason instead of the form.
	const refusal = useRoleRefusal('kyc.flows')
	return (
		<div className="mx-auto flex max-w-3xl flex-col gap-4">
			<PageHeader title={mode === 'create' ? 'Create KYC flow' : `Edit KYC flow ${flow?.name ?? ''}`} />
			<KycNav current={mode === 'create' ? 'create' : null} />
			{flow ? <FlowLink flow={flow} /> : null}
			{/* A new draft from the server (a step moved without JavaScript) starts the form again from it. */}
			{refusal ? (
				<RoleRefusal refusal={refusal} className={cardClass('p-6 text-gray-700')} />
			) : (
				<Form key={draft.order.join(',')} method="POST" className={cardClass('flex flex-col gap-5 p-6')} {...getFormProps(form)}>
					<input type="hidden" name="flowId" value={draft.flowId} />
					<TextField
						label="Name"
						name="name"
						id="flow-name"
						hint="Lowercase letters, digits and hyphens, e.g. customer-onboarding: it names the flow's page"
						defaultValue={draft.name}
						maxLength={40}
						autoComplete="off"
						errors={f.name.errors}
					/>
					<StepList initial={draft.order} chosen={draft.steps} errors={f.steps.errors} />
					<fieldset className="flex flex-col gap-2">
						<legend className="text-sm font-medium text-gray-700">Government checks offered in the government ID check step</legend>
						<div className="flex flex-wrap gap-4">
							{GOV_CHECK_KINDS.map((kind) => (
								<label key={kind} className="flex items-center gap-2 text-sm">
									<input type="checkbox" name="govChecks" value={kind} defaultChecked={draft.govChecks.includes(kind)} className="size-4" />
									{GOV_CHECK_LABELS[kind]}
								</label>
							))}
						</div>
						<ErrorList errors={f.govChecks.errors} />
					</fieldset>
					<BrandColor initial={draft.brandColor} errors={f.brandColor.errors} />
					<label className="flex items-center gap-2 text-sm">
						<input type="checkbox" name="showLogo" defaultChecked={draft.showLogo} className="size-4" />
						Show my logo (from Settings, Profile) on the form
					</label>
					<TextField
						label="Daily spending cap (USD)"
						name="dailyCapUsd"
						id="flow-daily-cap"
						inputMode="decimal"
						hint={`KYC check fees this flow may spend in a day (UTC); default ${DEFAULT_KYC_DAILY_CAP_USD}. At the cap, new verifications are refused until 00:00 UTC and you get an e-mail.`}
						defaultValue={draft.dailyCapUsd}
						maxLength={20}
						autoComplete="off"
						errors={f.dailyCapUsd.errors}
					/>
					<ErrorList id={form.errorId} errors={form.errors} />
					<div className="flex flex-wrap gap-3">
						<SubmitButton name="intent" value={SAVE_FLOW_INTENT} pendingLabel="Saving...">
							Save flow
						</SubmitButton>
						<Button type="submit" variant="secondary" formMethod="get" formAction={KYC_PREVIEW_PATH} formNoValidate>
							Preview
						</Button>
					</div>
				</Form>
			)}
		</div>
	)
}

/**
 * /product/compliance/kyc-flow: the flow as the builder has it, shown as the
 * public form will show it, with what would stop it from being saved.
 */
export function KycPreviewPage({
	draft,
	businessName,
	logoUrl,
	problems,
}: {
	draft: BuilderDraft
	businessName: string
	logoUrl: string | null
	problems: string[]
}) {
	const back = `${draft.flowId ? '/product/compliance/kyc/edit' : '/product/compliance/kyc/create'}`
	return (
		<div className="mx-auto flex max-w-3xl flex-col gap-4">
			<PageHeader title={<>Preview of {draft.name || 'a new KYC flow'}</>} />
			<KycNav current={null} />
			{problems.length ? (
				<div role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
					<p>This flow cannot be saved yet:</p>
					<ul className="list-disc pl-5">
						{problems.map((problem) => (
							<li key={problem}>{problem}</li>
						))}
					</ul>
				</div>
			) : null}
			<div className="mx-auto w-full max-w-sm overflow-hidden rounded-2xl border border-gray-300 bg-gray-50 shadow" data-testid="preview">
				<div className="flex items-center gap-3 border-b border-gray-200 bg-white px-4 py-3">
					{logoUrl ? <img src={logoUrl} alt="" width={32} height={32} className="size-8 rounded object-contain" /> : null}
					<p className="font-semibold">{businessName}</p>
				</div>
				<div className="flex flex-col gap-3 p-4">
					<h2 className="text-lg font-bold">Verify your identity</h2>
					<p className="text-sm">
						{businessName} asks you to verify your identity. It takes {draft.steps.length} {draft.steps.length === 1 ? 'step' : 'steps'}:
					</p>
					<ol className="list-decimal pl-6 text-sm" data-testid="preview-steps">
						{draft.steps.map((step) => (
							<li key={step}>{KYC_STEP_LABELS[step]}</li>
						))}
					</ol>
					{draft.steps.includes('bvn') ? (
						<p className="text-xs text-gray-600">
							Government checks: {draft.govChecks.map((kind) => GOV_CHECK_LABELS[kind]).join(', ') || 'none'}
						</p>
					) : null}
					<span className="rounded-lg px-4 py-2 text-center font-semibold text-white" style={{ backgroundColor: draft.brandColor }}>
						Start
					</span>
				</div>
			</div>
			<p className="text-sm">
				<a
					href={draft.flowId && draft.name ? `${back}?${new URLSearchParams({ flow: draft.name })}` : back}
					className="font-semibold text-brand-700 underline"
				>
					Back to the builder
				</a>
			</p>
		</div>
	)
}
