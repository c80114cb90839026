import { Form, Link, useLocation, useNavigation } from '@remix-run/react'
import { useEffect, useRef, useState, type ReactNode } from 'react'
import { useHydrated } from 'remix-utils/use-hydrated'
import { GOV_NUMBER_RULES, KYC_OTP_LENGTH } from '#contract/compliance/kyc-check-rules.ts'
import { GOV_CHECK_LABELS, KYC_STEP_LABELS } from '#contract/compliance/kyc-flow-labels.ts'
import { type PublicKycFlow } from '#contract/compliance/kyc-flows.ts'
import { KYC_IMAGE_MAX_BYTES, KYC_IMAGE_MESSAGES } from '#contract/compliance/kyc-images.ts'
import { ID_DOCUMENT_LABELS, ID_DOCUMENT_TYPES } from '#contract/compliance/kyc-verification-labels.ts'
import { type PublicKycVerification } from '#contract/compliance/kyc-verifications.ts'
import { KYC_FORM_PATH } from '#app/lib/compliance/kyc-labels.ts'
import { MAIN_ID } from '#app/ui/shell/skip-link.tsx'
import { cardClass } from '../kit/card.tsx'
import { ErrorList } from '../kit/field.tsx'
import type { SubmissionResult } from '../kit/form.ts'

/**
 * The public KYC form, for an integrator's end customer on a phone: its own
 * layout (no sidebar, no login), in the integrator's name, logo and colour.
 * Every step is a plain form; the selfie's file field opens the phone's
 * front camera by itself, and with JavaScript a live picture can be taken
 * where the browser allows it.
 */

type Reply = { intent: string | null; result: SubmissionResult<string[]> } | undefined
type Branding = Pick<PublicKycFlow, 'businessName' | 'logoUrl' | 'brandColor'>

const errorsOf = (reply: Reply, intent: string, field: string) =>
	reply && (reply.intent === intent || reply.intent === null) ? (reply.result.error?.[field] ?? null) : null

export function KycFormLayout({ branding, children }: { branding: Branding | null; children: ReactNode }) {
	return (
		<div className="min-h-screen bg-gray-50">
			<header className="border-b border-gray-200 bg-white">
				<div className="mx-auto flex max-w-lg items-center gap-3 px-4 py-3">
					{branding?.logoUrl ? (
						<img src={branding.logoUrl} alt="" width={40} height={40} className="size-10 rounded object-contain" />
					) : null}
					<p className="font-semibold">{branding ? branding.businessName : 'Identity verification'}</p>
				</div>
			</header>
			<main id={MAIN_ID} tabIndex={-1} className="mx-auto flex max-w-lg flex-col gap-4 px-4 py-6 focus:outline-none">
				{children}
			</main>
		</div>
	)
}

function BrandButton({ color, children, name, value }: { color: string; children: ReactNode; name?: string; value?: string }) {
	const navigation = useNavigation()
	const busy = navigation.state === 'submitting' && (!name || navigation.formData?.get(name) === value)
	return (
		<button
			type="submit"
			name={name}
			value={value}
			disabled={busy}
			style={{ backgroundColor: color }}
			className="min-h-11 w-full rounded-lg px-4 py-2 text-base font-semibold text-white disabled:opacity-70"
		>
			{busy ? 'Please wait...' : children}
		</button>
	)
}

const fieldClass = 'block w-full rounded-lg border border-gray-300 bg-white px-3 py-2 text-base'

function Card({ title, children }: { title: string; children: ReactNode }) {
	return (
		<section aria-labelledby="step-title" className={cardClass('flex flex-col gap-4 p-5')}>
			<h1 id="step-title" className="text-xl font-bold">
				{title}
			</h1>
			{children}
		</section>
	)
}

export function KycFormNoFlow({ message }: { message: string }) {
	return (
		<KycFormLayout branding={null}>
			<Card title="This link does not work">
				<p role="alert">{message}</p>
			</Card>
		</KycFormLayout>
	)
}

/** Before a verification: who asks, what it takes, and 'Start'. */
export function KycFormIntro({ flow, expired, reply }: { flow: PublicKycFlow; expired: boolean; reply: Reply }) {
	const { search } = useLocation()
	const problems = errorsOf(reply, 'start', '')
	return (
		<KycFormLayout branding={flow}>
			<Card title="Verify your identity">
				{expired ? <p role="alert">Your verification expired. Start again.</p> : null}
				<p>
					{flow.businessName} asks you to verify your identity. It takes {flow.steps.length} {flow.steps.length === 1 ? 'step' : 'steps'}:
				</p>
				<ol className="list-decimal pl-6" data-testid="form-steps">
					{flow.steps.map((step) => (
						<li key={step}>{KYC_STEP_LABELS[step]}</li>
					))}
				</ol>
				<Form method="POST" action={`${KYC_FORM_PATH}${search}`} className="flex flex-col gap-2">
					<ErrorList errors={problems} />
					<BrandButton color={flow.brandColor} name="intent" value="start">
						Start
					</BrandButton>
				</Form>
			</Card>
		</KycFormLayout>
	)
}

function Progress({ verification }: { verification: PublicKycVerification }) {
	const index = verification.steps.findIndex((step) => step.step === verification.currentStep)
	return (
		<p className="text-sm text-gray-700" data-testid="form-progress">
			Step {index + 1} of {verification.steps.length}
		</p>
	)
}

/** The current step of the verification, as its own form. */
export function KycFormStep({ verification, reply }: { verification: PublicKycVerification; reply: Reply }) {
	const step = verification.currentStep
	const { flow } = verification
	return (
		<KycFormLayout branding={flow}>
			<Progress verification={verification} />
			{step === 'phone' || step === 'email' ? <CodeStep verification={verification} channel={step} reply={reply} /> : null}
			{step === 'upload' ? <DocumentStep color={flow.brandColor} reply={reply} /> : null}
			{step === 'selfie' ? <SelfieStep color={flow.brandColor} reply={reply} /> : null}
			{step === 'bvn' ? <GovStep flow={flow} reply={reply} /> : null}
		</KycFormLayout>
	)
}

function useAction() {
	const { search } = useLocation()
	return `${KYC_FORM_PATH}${search.replace(/[?&]change=1/, '')}`
}

function CodeStep({ verification, channel, reply }: { verification: PublicKycVerification; channel: 'phone' | 'email'; reply: Reply }) {
	const action = useAction()
	const { search } = useLocation()
	const pending = verification.pendingOtp[channel]
	const changing = new URLSearchParams(search).get('change') === '1'
	const color = verification.flow.brandColor
	const isPhone = channel === 'phone'
	if (pending && !changing) {
		return (
			<Card title={isPhone ? 'Confirm your phone number' : 'Confirm your e-mail address'}>
				<p role="status">
					We sent a {KYC_OTP_LENGTH}-digit code to {pending}.
				</p>
				<Form method="POST" action={action} className="flex flex-col gap-3">
					<input type="hidden" name="channel" value={channel} />
					<label htmlFor="code" className="text-sm font-medium">
						Code
					</label>
					<input
						id="code"
						name="code"
						inputMode="numeric"
						autoComplete="one-time-code"
						pattern="[0-9]{6}"
						maxLength={KYC_OTP_LENGTH}
						required
						className={fieldClass}
						aria-describedby="code-error"
					/>
					<ErrorList id="code-error" errors={errorsOf(reply, 'verify-code', 'code') ?? errorsOf(reply, 'verify-code', '')} />
					<BrandButton color={color} name="intent" value="verify-code">
						Confirm code
					</BrandButton>
				</Form>
				<Form method="POST" action={action} className="flex flex-wrap items-center gap-4 text-sm">
					<input type="hidden" name="channel" value={channel} />
					<input type="hidden" name="to" value={pending} />
					<button type="submit" name="intent" value="send-code" className="font-semibold underline">
						Send a new code
					</button>
					<Link to={`${action}&change=1`} className="font-semibold underline">
						{isPhone ? 'Use another number' : 'Use another address'}
					</Link>
					<ErrorList errors={errorsOf(reply, 'send-code', 'to') ?? errorsOf(reply, 'send-code', '')} />
				</Form>
			</Card>
		)
	}
	return (
		<Card title={isPhone ? 'Your phone number' : 'Your e-mail address'}>
			<Form method="POST" action={action} className="flex flex-col gap-3">
				<input type="hidden" name="channel" value={channel} />
				<label htmlFor="to" className="text-sm font-medium">
					{isPhone ? 'Phone number, with its country code' : 'E-mail address'}
				</label>
				<input
					id="to"
					name="to"
					type={isPhone ? 'tel' : 'email'}
					autoComplete={isPhone ? 'tel' : 'email'}
					placeholder={isPhone ? '+2348012345678' : 'you@example.com'}
					required
					className={fieldClass}
					aria-describedby="to-error"
				/>
				<ErrorList id="to-error" errors={errorsOf(reply, 'send-code', 'to') ?? errorsOf(reply, 'send-code', '')} />
				<BrandButton color={color} name="intent" value="send-code">
					Send code
				</BrandButton>
			</Form>
		</Card>
	)
}

/** A chosen photo checked at once (size and type) with JavaScript; the server checks it again by content either way. */
function usePhotoCheck(purpose: 'document' | 'selfie') {
	const [problem, setProblem] = useState<string | null>(null)
	const onChange = (file: File | undefined) => {
		if (!file) return setProblem(null)
		if (file.size > KYC_IMAGE_MAX_BYTES) return setProblem(KYC_IMAGE_MESSAGES.tooLarge(purpose))
		if (file.type && !['image/png', 'image/jpeg'].includes(file.type)) return setProblem(KYC_IMAGE_MESSAGES.notImage(purpose))
		setProblem(null)
	}
	return { problem, onChange }
}

function DocumentStep({ color, reply }: { color: string; reply: Reply }) {
	const action = useAction()
	const check = usePhotoCheck('document')
	return (
		<Card title="Your ID document">
			<Form method="POST" action={action} encType="multipart/form-data" className="flex flex-col gap-3">
				<label htmlFor="document-type" className="text-sm font-medium">
					Kind of document
				</label>
				<select id="document-type" name="documentType" className={fieldClass} defaultValue="NATIONAL_ID">
					{ID_DOCUMENT_TYPES.map((type) => (
						<option key={type} value={type}>
							{ID_DOCUMENT_LABELS[type]}
						</option>
					))}
				</select>
				<ErrorList errors={errorsOf(reply, 'upload-document', 'documentType')} />
				<label htmlFor="document" className="text-sm font-medium">
					Photo of the document (PNG or JPEG, at most 5 MB)
				</label>
				<input
					id="document"
					name="document"
					type="file"
					accept="image/png,image/jpeg"
					capture="environment"
					required
					onChange={(event) => check.onChange(event.target.files?.[0])}
					className={fieldClass}
					aria-describedby="document-error"
				/>
				<ErrorList
					id="document-error"
					errors={
						check.problem ? [check.problem] : (errorsOf(reply, 'upload-document', 'document') ?? errorsOf(reply, 'upload-document', ''))
					}
				/>
				<BrandButton color={color} name="intent" value="upload-document">
					Send document
				</BrandButton>
			</Form>
		</Card>
	)
}

/**
 * The selfie: a file field whose `capture="user"` opens the front camera on a
 * phone, with or without JavaScript. With JavaScript, and a browser that
 * lets the page use the camera, 'Use the camera' shows its live picture and
 * 'Take photo' puts the picture into that same field.
 */
function SelfieStep({ color, reply }: { color: string; reply: Reply }) {
	const action = useAction()
	const hydrated = useHydrated()
	const check = usePhotoCheck('selfie')
	const input = useRef<HTMLInputElement>(null)
	const video = useRef<HTMLVideoElement>(null)
	const [stream, setStream] = useState<MediaStream | null>(null)
	const [taken, setTaken] = useState(false)
	useEffect(() => () => stream?.getTracks().forEach((track) => track.stop()), [stream])
	const canUseCamera = hydrated && typeof navigator !== 'undefined' && Boolean(navigator.mediaDevices?.getUserMedia)
	const start = async () => {
		try {
			const media = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'user' } })
			setStream(media)
			if (video.current) video.current.srcObject = media
		} catch {
			setStream(null)
		}
	}
	const take = () => {
		const element = video.current
		if (!element || !input.current) return
		const canvas = document.createElement('canvas')
		canvas.width = element.videoWidth
		canvas.height = element.videoHeight
		canvas.getContext('2d')?.drawImage(element, 0, 0)
		canvas.toBlob(
			(blob) => {
				if (!blob || !input.current) return
				const files = new DataTransfer()
				files.items.add(new File([blob], 'selfie.jpg', { type: 'image/jpeg' }))
				input.current.files = files.files
				setTaken(true)
				stream?.getTracks().forEach((track) => track.stop())
				setStream(null)
			},
			'image/jpeg',
			0.9,
		)
	}
	return (
		<Card title="Take a selfie">
			<p className="text-sm text-gray-700">Face the camera in good light, without glasses or a hat.</p>
			<Form method="POST" action={action} encType="multipart/form-data" className="flex flex-col gap-3">
				<label htmlFor="selfie" className="text-sm font-medium">
					Selfie (PNG or JPEG, at most 5 MB)
				</label>
				<input
					ref={input}
					id="selfie"
					name="selfie"
					type="file"
					accept="image/*"
					capture="user"
					required
					onChange={(event) => {
						setTaken(false)
						check.onChange(event.target.files?.[0])
					}}
					className={fieldClass}
					aria-describedby="selfie-error"
				/>
				{canUseCamera ? (
					<div className="flex flex-col gap-2">
						<video
							ref={video}
							autoPlay
							playsInline
							muted
							hidden={!stream}
							className="w-full rounded-lg bg-black"
							aria-label="The camera's live picture"
						/>
						{stream ? (
							<button type="button" onClick={take} className="rounded-lg border border-gray-300 px-3 py-2 text-sm font-semibold">
								Take photo
							</button>
						) : (
							<button type="button" onClick={start} className="rounded-lg border border-gray-300 px-3 py-2 text-sm font-semibold">
								Use the camera
							</button>
						)}
						{taken ? <p role="status">Photo taken: send it, or take another.</p> : null}
					</div>
				) : null}
				<ErrorList
					id="selfie-error"
					errors={check.problem ? [check.problem] : (errorsOf(reply, 'upload-selfie', 'selfie') ?? errorsOf(reply, 'upload-selfie', ''))}
				/>
				<BrandButton color={color} name="intent" value="upload-selfie">
					Send selfie
				</BrandButton>
			</Form>
		</Card>
	)
}

function GovStep({ flow, reply }: { flow: PublicKycFlow; reply: Reply }) {
	const action = useAction()
	const [kind, setKind] = useState(flow.govChecks.includes('BVN') ? 'BVN' : flow.govChecks[0]!)
	return (
		<Card title="Government ID check">
			<Form method="POST" action={action} className="flex flex-col gap-3">
				<label htmlFor="kind" className="text-sm font-medium">
					Which number
				</label>
				<select id="kind" name="kind" value={kind} onChange={(event) => setKind(event.target.value as typeof kind)} className={fieldClass}>
					{flow.govChecks.map((item) => (
						<option key={item} value={item}>
							{GOV_CHECK_LABELS[item]}
						</option>
					))}
				</select>
				<ErrorList errors={errorsOf(reply, 'check-id', 'kind')} />
				<label htmlFor="number" className="text-sm font-medium">
					Number
				</label>
				<input
					id="number"
					name="number"
					autoComplete="off"
					placeholder={GOV_NUMBER_RULES[kind].placeholder}
					required
					className={fieldClass}
					aria-describedby="number-hint number-error"
				/>
				<p id="number-hint" className="text-xs text-gray-600">
					{GOV_NUMBER_RULES[kind].message}
				</p>
				<ErrorList id="number-error" errors={errorsOf(reply, 'check-id', 'number') ?? errorsOf(reply, 'check-id', '')} />
				<BrandButton color={flow.brandColor} name="intent" value="check-id">
					Check
				</BrandButton>
			</Form>
		</Card>
	)
}

/** /kyc-form/completed */
export function KycFormCompleted(props: Branding & { status: 'COMPLETED' | 'FAILED'; flowId: string }) {
	return (
		<KycFormLayout branding={props}>
			<Card title={props.status === 'COMPLETED' ? 'Verification complete' : 'We could not verify your identity'}>
				<p role="status">
					{props.status === 'COMPLETED'
						? `Thank you: your identity has been verified, and ${props.businessName} has been told.`
						: `${props.businessName} has been told, and will tell you what to do next.`}
				</p>
				<Link to={`${KYC_FORM_PATH}?${new URLSearchParams({ flow: props.flowId })}`} className="text-sm font-semibold underline">
					Start a new verification
				</Link>
			</Card>
		</KycFormLayout>
	)
}
