import { Form, Link } from '@remix-run/react'
import { CRYPTO_ASSETS } from '#contract/money/currency-list.ts'
import { NETWORKS, WALLET_NETWORKS } from '#contract/wallets/networks.ts'
import { PAYMENT_INTENTS, PAYMENT_PATH, type CryptoFields } from '#app/lib/payments/labels.ts'
import { OWNER_OPTIONS } from '#app/lib/wallets/withdraw-fields.ts'
import { buttonClass, SubmitButton } from '../kit/button.tsx'
import { cardClass } from '../kit/card.tsx'
import { ErrorList, SelectField, TextField } from '../kit/field.tsx'
import { getFormProps, useForm, type SubmissionResult } from '../kit/form.ts'
import { PageHeader } from '../kit/page-header.tsx'
import { RoleRefusal, useRoleRefusal } from '../kit/role-refusal.tsx'

/**
 * /product/payment-service/add-crypto-beneficiary: an asset, its network,
 * the address (checked for that network as a withdrawal's is: a typo,
 * another network's address or a testnet one each say so), a label, whose
 * address it is and whether a contract is signed; saved among the
 * withdrawal addresses. A plain form post: it works without JavaScript.
 */
export function CryptoBeneficiaryForm({ fields, lastResult }: { fields: CryptoFields; lastResult: SubmissionResult<string[]> | null }) {
	const refusal = useRoleRefusal('beneficiaries.manage')
	const [form, f] = useForm({
		id: 'crypto-beneficiary',
		lastResult: lastResult ?? undefined,
		schema: { load: () => import('#app/lib/payments/crypto-beneficiary.ts'), build: (m) => m.cryptoBeneficiarySchema },
		shouldValidate: 'onSubmit',
		shouldRevalidate: 'onInput',
	})
	return (
		<div className="mx-auto flex max-w-2xl flex-col gap-4">
			<PageHeader title="New crypto beneficiary" back={{ to: PAYMENT_PATH, label: 'Back' }} />
			<RoleRefusal refusal={refusal} className={cardClass('p-6 text-gray-700')}>
				<Form method="POST" className={cardClass('flex flex-col gap-1 p-6')} {...getFormProps(form)}>
					<div className="grid gap-x-4 sm:grid-cols-2">
						<SelectField label="Asset" name="asset" id="crypto-asset" defaultValue={fields.asset || 'USDT'} errors={f.asset.errors}>
							{CRYPTO_ASSETS.map((asset) => (
								<option key={asset} value={asset}>
									{asset}
								</option>
							))}
						</SelectField>
						<SelectField
							label="Network"
							name="network"
							id="crypto-network"
							defaultValue={fields.network || 'ETH'}
							errors={f.network.errors}
						>
							{WALLET_NETWORKS.map((network) => (
								<option key={network} value={network}>
									{NETWORKS[network].label}
								</option>
							))}
						</SelectField>
					</div>
					<TextField
						label="Address"
						name="address"
						id="crypto-address"
						autoComplete="off"
						spellCheck={false}
						maxLength={128}
						defaultValue={fields.address}
						errors={f.address.errors}
					/>
					<TextField
						label="Label"
						hint="How you will recognise it: 'Supplier treasury'"
						name="label"
						id="crypto-label"
						maxLength={100}
						defaultValue={fields.label}
						errors={f.label.errors}
					/>
					<SelectField label="Whose address is it?" name="owner" id="crypto-owner" defaultValue={fields.owner} errors={f.owner.errors}>
						<option value="">Choose</option>
						{OWNER_OPTIONS.map((option) => (
							<option key={option.value} value={option.value}>
								{option.label}
							</option>
						))}
					</SelectField>
					<label className="mt-2 flex items-center gap-2 text-sm">
						<input type="checkbox" name="isContractSigned" defaultChecked={fields.isContractSigned === 'on'} />A contract with this
						beneficiary is signed
					</label>
					<ErrorList id={form.errorId} errors={form.errors} />
					<div className="mt-3 flex flex-wrap gap-3">
						<SubmitButton name="intent" value={PAYMENT_INTENTS.saveCrypto} pendingLabel="Saving...">
							Save beneficiary
						</SubmitButton>
						<Link to={PAYMENT_PATH} className={buttonClass('ghost')}>
							Cancel
						</Link>
					</div>
				</Form>
			</RoleRefusal>
		</div>
	)
}
