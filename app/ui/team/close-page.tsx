import { Link } from '@remix-run/react'
import type { Closure } from '#contract/team/api.ts'
import { resultFor, type FormReply } from '#app/lib/reply.ts'
import { TEAM_PATH } from '#app/lib/team/paths.ts'
import { buttonClass } from '../kit/button.tsx'
import { Card } from '../kit/card.tsx'
import { TextField } from '../kit/field.tsx'
import { Money } from '../kit/money.tsx'
import { PageHeader } from '../kit/page-header.tsx'
import { QuoteConfirmForm } from '../kit/quote-confirm-form.tsx'
import { RoleRefusal } from '../kit/role-refusal.tsx'

type Props = {
	refusal: string | null
	closure: Closure | null
	pinExists: boolean
	twoFAEnabled: boolean
	reply: FormReply<'close'> | undefined
}

/**
 * /settings/team/close (docs/product/team.md#closing-the-account): what closing does, what
 * stands in the way (each balance, loans, movements on their way) and, when nothing does, the
 * Owner's confirmation: the account's name typed, the PIN, the code with 2FA on.
 */
export function ClosePage({ refusal, closure, pinExists, twoFAEnabled, reply }: Props) {
	return (
		<div className="mx-auto flex max-w-3xl flex-col gap-4">
			<PageHeader title="Close the account" description="Closing cannot be undone." />
			<RoleRefusal refusal={refusal}>
				{closure ? (
					<>
						<Card as="section" aria-labelledby="close-what">
							<h2 id="close-what" className="text-lg font-semibold">
								What closing {closure.businessName} does
							</h2>
							<ul className="mt-2 list-disc pl-5 text-sm text-gray-700">
								<li>Every member’s sessions end, yours at once, and no one can open the account again.</li>
								<li>Pending invitations are withdrawn; API sessions and webhooks stop with the account.</li>
								<li>Its records (ledgers, receipts, the audit log) are kept by the provider.</li>
							</ul>
						</Card>
						{closure.canClose ? (
							<QuoteConfirmForm
								pinExists={pinExists}
								things="Closing the account is confirmed"
								quoteId="close-account"
								heading="Confirm"
								schema={{
									load: () => import('#app/lib/team/schemas.ts'),
									build: (m: typeof import('#app/lib/team/schemas.ts')) => m.closeFormSchema(closure.businessName, twoFAEnabled),
								}}
								lastResult={resultFor(reply, 'close')}
								twoFAEnabled={twoFAEnabled}
								pinId="close"
								submitLabel="Close the account"
								pendingLabel="Closing..."
								before={(errorsOf) => (
									<TextField
										label={`Type ${closure.businessName} to confirm`}
										name="businessName"
										autoComplete="off"
										required
										errors={errorsOf('businessName')}
									/>
								)}
								links={
									<Link to={TEAM_PATH} className={buttonClass('secondary')}>
										Keep the account
									</Link>
								}
							/>
						) : (
							<Blockers closure={closure} />
						)}
					</>
				) : null}
			</RoleRefusal>
		</div>
	)
}

/** What must be settled first: the account can hold nothing once closed. */
function Blockers({ closure }: { closure: Closure }) {
	return (
		<Card as="section" tone="warning" aria-labelledby="close-blocked" data-testid="close-blockers">
			<h2 id="close-blocked" className="text-lg font-semibold">
				Settle these first
			</h2>
			<ul className="mt-2 list-disc pl-5 text-sm">
				{closure.balances.map((balance) => (
					<li key={balance.account}>
						{balance.account} holds <Money value={balance.amount} currency={balance.currency} />: move it out.
					</li>
				))}
				{closure.openLoans ? <li>{countOf(closure.openLoans, 'loan is', 'loans are')} not repaid.</li> : null}
				{closure.inFlight ? <li>{countOf(closure.inFlight, 'payment is', 'payments are')} still on the way.</li> : null}
			</ul>
			<Link to="/accounts" className={buttonClass('secondary', 'mt-3')}>
				Open the accounts
			</Link>
		</Card>
	)
}

const countOf = (n: number, one: string, many: string) => (n === 1 ? `1 ${one}` : `${n} ${many}`)
