import type { SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod'
import { data, type AppLoadContext } from '@remix-run/node'
import { KYC_FLOW_MESSAGES } from '#contract/compliance/kyc-flow-labels.ts'
import { kycFlowIdSchema, kycFlowNameSchema, type KycFlow } from '#contract/compliance/kyc-flows.ts'
import { draftOf, kycFlowPath, moveStep, newDraft, readDraft, SAVE_FLOW_INTENT, type BuilderDraft } from '#app/lib/compliance/kyc-labels.ts'
import { builderFormSchema } from '#app/lib/compliance/kyc.ts'
import { replyProviderError, replyUnknownIntent } from '../action-reply.server.ts'
import { findOr404, notFound } from '../http/not-found.server.ts'
import { requireServiceWith } from '../service-guard.server.ts'
import { redirectWithToast } from '../toast.server.ts'
import { flowCards, type FlowCard } from './kyc-pages.server.ts'

/**
 * The KYC flow builder: /product/compliance/kyc/create (a new flow, the
 * default steps of docs/product/compliance.md#the-pages) and /product/compliance/kyc/edit?flow=<name>. Without
 * JavaScript the up and down buttons post the form as it is and get it back
 * with the step moved (nothing saved); with it they, and dragging, move the
 * step in the page. Saving sends the chosen steps in the order shown.
 */

export type BuilderScreen = {
	mode: 'create' | 'edit'
	draft: BuilderDraft
	/** The flow being edited, with its public link and QR code. */
	flow: FlowCard | null
	lastResult: SubmissionResult<string[]> | null
}

const FORM_FIELDS = ['name', 'steps', 'govChecks', 'brandColor', 'showLogo', 'dailyCapUsd'] as const

/** The flow the edit page's URL names (`?flow=<name>`); anything that cannot be a name is the 404 page. */
function requireFlowName(request: Request) {
	const name = kycFlowNameSchema.safeParse(new URL(request.url).searchParams.get('flow') ?? '')
	return name.success ? name.data : notFound()
}

export async function loadKycBuilder(request: Request, context: AppLoadContext, mode: 'create' | 'edit'): Promise<BuilderScreen> {
	if (mode === 'create') {
		await requireServiceWith(request, context, 'compliance')
		return { mode, draft: newDraft(), flow: null, lastResult: null }
	}
	const name = requireFlowName(request)
	const { loading } = await requireServiceWith(request, context, 'compliance', (user) => ({
		loading: findOr404(() => user.api.kyc.getFlow(name)),
	}))
	const flow = await loading
	return { mode, draft: draftOf(flow), flow: (await flowCards([flow]))[0]!, lastResult: null }
}

/**
 * The builder's posts: a step moved (`move=<step>:up|down`: the form back as
 * posted, the step moved), or the flow saved (created, or the edited flow's
 * update), refusals under their fields. Saved: the flow's page, with the toast
 * 'KYC flow updated' (docs/product/compliance.md#the-pages).
 */
export async function handleKycBuilderAction(request: Request, context: AppLoadContext, mode: 'create' | 'edit') {
	const editing = mode === 'edit' ? requireFlowName(request) : null
	const { user, finding } = await requireServiceWith(request, context, 'compliance', (user) => ({
		finding: editing ? findOr404(() => user.api.kyc.getFlow(editing)) : Promise.resolve(null),
	}))
	const flow = await finding
	const form = await request.formData()
	const posted = readDraft(form)
	const draft: BuilderDraft = { ...posted, flowId: flow?.id ?? '' }
	const card = flow ? (await flowCards([flow]))[0]! : null
	const screen = (lastResult: SubmissionResult<string[]> | null, status = 200) =>
		data({ mode, draft, flow: card, lastResult } satisfies BuilderScreen, { status })

	const move = form.get('move')
	if (typeof move === 'string' && move) {
		const moved = moveStep(draft, move)
		return data({ mode, draft: moved, flow: card, lastResult: null } satisfies BuilderScreen)
	}
	if (form.get('intent') !== SAVE_FLOW_INTENT) return replyUnknownIntent()
	const submission = parseWithZod(form, { schema: builderFormSchema })
	if (submission.status !== 'success') return screen(submission.reply(), 400)
	// A post without the cap field at all (a form from before it) keeps the edited flow's cap.
	const values = flow && !form.has('dailyCapUsd') ? { ...submission.value, dailyCapUsd: flow.dailyCapUsd } : submission.value
	let saved: KycFlow
	try {
		saved = flow
			? await user.api.kyc.updateFlow({ flowId: kycFlowIdSchema.parse(flow.id), ...values })
			: await user.api.kyc.createFlow(values)
	} catch (error) {
		const reply = replyProviderError('save', submission, error, FORM_FIELDS)
		if (!reply) throw error
		return screen(reply.data.result, reply.init?.status ?? 400)
	}
	return redirectWithToast(kycFlowPath(saved.name), {
		type: 'success',
		title: KYC_FLOW_MESSAGES.updatedTitle,
		description: KYC_FLOW_MESSAGES.updated,
	})
}

/**
 * /product/compliance/kyc-flow: the preview of a flow as the builder has it
 * (its fields in the URL: the builder's 'Preview' is a GET form), branded as
 * the public form will be, with the business's name and logo.
 */
export async function loadKycPreview(request: Request, context: AppLoadContext) {
	const draft = readDraft(new URL(request.url).searchParams)
	const { loading } = await requireServiceWith(request, context, 'compliance', (user) => ({ loading: user.api.kyc.getAccount() }))
	const account = await loading
	const checked = builderFormSchema.safeParse({
		name: draft.name || 'preview',
		order: draft.order,
		steps: draft.steps,
		govChecks: draft.govChecks,
		brandColor: draft.brandColor,
		showLogo: draft.showLogo ? 'on' : undefined,
		dailyCapUsd: draft.dailyCapUsd,
	})
	return {
		draft,
		businessName: account.businessName,
		logoUrl: draft.showLogo ? account.logoUrl : null,
		problems: checked.success ? [] : [...new Set(checked.error.issues.map((issue) => issue.message))],
	}
}
