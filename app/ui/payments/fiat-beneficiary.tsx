import { BENEFICIARY_KINDS } from '#contract/fiat/beneficiary-labels.ts'
import { FIAT_CURRENCIES } from '#contract/money/currency-list.ts'
import { addFiatPath } from '#app/lib/payments/labels.ts'
import { BeneficiaryForm, type BeneficiaryFormProps } from '../fiat/beneficiary-form.tsx'
import { Tabs } from '../kit/tabs.tsx'

const KIND_LABELS = { INDIVIDUAL: 'Individual', BUSINESS: 'Business' } as const

/**
 * /product/payment-service/add-fiat-beneficiary (`?kind=&currency=`): the
 * Fiat wallet's beneficiary form (every check, the bank's name enquiry
 * before saving), with the kind and currency chosen by links above it.
 */
export function PaymentFiatBeneficiary(props: BeneficiaryFormProps) {
	return (
		<div className="flex flex-col gap-4">
			<div className="mx-auto flex w-full max-w-2xl flex-col gap-2">
				<Tabs
					label="Beneficiary kind"
					current={props.kind}
					tabs={BENEFICIARY_KINDS.map((kind) => ({ id: kind, label: KIND_LABELS[kind], to: addFiatPath(kind, props.currency) }))}
				/>
				<Tabs
					label="Currency"
					current={props.currency}
					tabs={FIAT_CURRENCIES.map((currency) => ({ id: currency, label: currency, to: addFiatPath(props.kind, currency) }))}
				/>
			</div>
			<BeneficiaryForm {...props} />
		</div>
	)
}
