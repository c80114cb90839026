import { getFormProps, useForm, type SubmissionResult } from '../kit/form.ts'
import { Form } from '@remix-run/react'
import type { ReactNode } from 'react'
import { SubmitButton } from '../kit/button.tsx'
import { ErrorList } from '../kit/field.tsx'
import { NoPinNotice, PinFields } from './pin-fields.tsx'
import { cardClass } from '../kit/card.tsx'

type Props = {
	/** The quote's id: the form's id, so a new quote starts a new form. */
	quoteId: string
	pinExists: boolean
	twoFAEnabled: boolean
	/** The confirm post's answer when it was refused. */
	lastResult: SubmissionResult<string[]> | undefined
	/** 'Confirm transfer', 'Confirm withdrawal'. */
	submitLabel: string
	/** What is confirmed with the PIN, for the no-PIN notice: 'Transfers', 'Withdrawals'. */
	things: string
	/** What else the confirmation answers, above the PIN (a bulk payout's name mismatches: ConfirmMismatchBox). */
	children?: ReactNode
}

/**
 * The confirm step of every quote (DESIGN §4b): the transaction PIN and,
 * with 2FA on, the authenticator code, posted to the quote's own page. With
 * no PIN set yet, the way to create one instead.
 */
export function ConfirmWithPin({ quoteId, pinExists, twoFAEnabled, lastResult, submitLabel, things, children }: Props) {
	const schema = {
		load: () => import('#app/lib/money/local-transfer.ts'),
		build: (m: typeof import('#app/lib/money/local-transfer.ts')) => m.confirmQuoteSchema(twoFAEnabled),
	}
	const [form, f] = useForm({
		id: `confirm-${quoteId}`,
		lastResult,
		schema,
		shouldValidate: 'onSubmit',
		shouldRevalidate: 'onInput',
	})
	if (!pinExists) return <NoPinNotice what={`${things} are confirmed`} />
	return (
		<Form method="POST" className={cardClass('flex flex-col gap-1 p-6')} {...getFormProps(form)}>
			{children}
			<PinFields id="confirm" twoFAEnabled={twoFAEnabled} pinErrors={f.pin.errors} tokenErrors={f.token?.errors} />
			<ErrorList id={form.errorId} errors={form.errors} />
			<div>
				<SubmitButton pendingLabel="Sending...">{submitLabel}</SubmitButton>
			</div>
		</Form>
	)
}
