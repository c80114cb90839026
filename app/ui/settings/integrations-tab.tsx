import { getFormProps, getInputProps, useForm } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod'
import { Form } from '@remix-run/react'
import {
	AUTHENTICATOR_PROMPT,
	integrationsIntents,
	prefixWhileTyping,
	webhookFormSchema,
	type IntegrationsIntent,
	type IntegrationsTabData,
} from '#app/lib/settings/integrations-schemas.ts'
import type { FormReply } from '#app/lib/reply.ts'
import { SubmitButton } from '../kit/button.tsx'
import { CopyButton } from '../kit/copy-button.tsx'
import { ErrorList, TextField } from '../kit/field.tsx'
import { OtpField } from '../kit/otp-field.tsx'

/**
 * The Integrations tab: Business ID, the current webhook URL and the
 * 'Update Webhook URL' form. With 2FA on, the form carries the authenticator
 * code (the extra OTP step), with or without JavaScript.
 */
export function IntegrationsTab({
	businessId,
	webhookUrl,
	twoFAEnabled,
	reply,
}: IntegrationsTabData & { reply: FormReply<IntegrationsIntent> | undefined }) {
	const schema = webhookFormSchema(twoFAEnabled)
	const [form, fields] = useForm({
		id: 'webhook',
		// The tab's only form: an answer for an unknown intent shows its reason here too.
		lastResult: reply?.result,
		constraint: getZodConstraint(schema),
		onValidate: ({ formData }) => parseWithZod(formData, { schema }),
		shouldValidate: 'onSubmit',
		shouldRevalidate: 'onInput',
	})
	return (
		<section aria-labelledby="webhooks-title" className="flex max-w-2xl flex-col gap-5 rounded-2xl border border-gray-200 bg-white p-5">
			<h2 id="webhooks-title" className="text-lg font-semibold">
				Webhooks
			</h2>
			<dl className="grid gap-4 text-sm">
				<div>
					<dt className="text-gray-500">Business ID</dt>
					<dd className="mt-1 flex flex-wrap items-center gap-2 font-mono text-xs" data-testid="business-id">
						{businessId}
						<CopyButton value={businessId} thing="Business ID" />
					</dd>
				</div>
				<div>
					<dt className="text-gray-500">Webhook URL</dt>
					<dd className="mt-1 flex flex-wrap items-center gap-2 break-all" data-testid="current-webhook">
						{webhookUrl ? (
							<>
								<a href={webhookUrl} target="_blank" rel="noreferrer" className="font-medium text-brand-700 underline">
									{webhookUrl}
								</a>
								<CopyButton value={webhookUrl} thing="Webhook URL" />
							</>
						) : (
							'N/A'
						)}
					</dd>
				</div>
			</dl>
			<Form method="POST" className="flex flex-col gap-2" {...getFormProps(form)}>
				<h3 className="font-semibold">Update Webhook URL</h3>
				<TextField
					label="Webhook URL"
					placeholder="https://"
					autoComplete="url"
					{...getInputProps(fields.webhook, { type: 'url' })}
					onInput={(event) => {
						// Text that cannot become 'http://' or 'https://' gets an https:// prefix: webhooks must be https.
						const input = event.currentTarget
						const next = prefixWhileTyping(input.value)
						if (next !== input.value) input.value = next
					}}
					errors={fields.webhook.errors}
				/>
				{twoFAEnabled ? (
					<OtpField label={AUTHENTICATOR_PROMPT} {...getInputProps(fields.token, { type: 'text' })} errors={fields.token.errors} />
				) : null}
				<ErrorList id={form.errorId} errors={form.errors} />
				<div>
					<SubmitButton name="intent" value={integrationsIntents.enum['update-webhook']} pendingLabel="Saving...">
						Save Changes
					</SubmitButton>
				</div>
			</Form>
		</section>
	)
}
