import { Link } from '@remix-run/react'
import { BENEFICIARY_KINDS } from '#contract/fiat/beneficiaries.ts'
import { FIAT_CURRENCIES } from '#contract/money/currency-list.ts'
import { addFiatPath } from '#app/lib/payments/labels.ts'
import { buttonClass } from '../kit/button.tsx'
import { BeneficiaryForm, type BeneficiaryFormProps } from '../fiat/beneficiary-form.tsx'

const KIND_LABELS = { INDIVIDUAL: 'Individual', BUSINESS: 'Business' } as const

/**
 * /product/payment-service/add-fiat-beneficiary (`?kind=&currency=`): the
 * Fiat wallet's beneficiary form (every check, the bank's name enquiry
 * before saving), with the kind and currency chosen by links above it.
 */
export function PaymentFiatBeneficiary(props: BeneficiaryFormProps) {
	return (
		<div className="flex flex-col gap-4">
			<nav aria-label="Beneficiary kind and currency" className="mx-auto flex w-full max-w-2xl flex-col gap-2">
				<div className="flex flex-wrap gap-2">
					{BENEFICIARY_KINDS.map((kind) => (
						<Link
							key={kind}
							to={addFiatPath(kind, props.currency)}
							aria-current={kind === props.kind ? 'page' : undefined}
							className={buttonClass(kind === props.kind ? 'primary' : 'secondary')}
						>
							{KIND_LABELS[kind]}
						</Link>
					))}
				</div>
				<ul className="flex flex-wrap gap-2 text-sm" aria-label="Currency">
					{FIAT_CURRENCIES.map((currency) => (
						<li key={currency}>
							<Link
								to={addFiatPath(props.kind, currency)}
								aria-current={currency === props.currency ? 'page' : undefined}
								className={currency === props.currency ? 'font-bold underline' : 'text-brand-700 hover:underline'}
							>
								{currency}
							</Link>
						</li>
					))}
				</ul>
			</nav>
			<BeneficiaryForm {...props} />
		</div>
	)
}
