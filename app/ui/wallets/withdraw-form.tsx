import { Form, Link } from '@remix-run/react'
import type { CardLimitsView } from '#contract/card-limits.ts'
import { CURRENCY_DECIMALS, type CryptoAsset } from '#contract/money/currency-list.ts'
import type { WithdrawalAddress } from '#contract/settings/products.ts'
import type { Wallet } from '#contract/wallets/api.ts'
import { minimumWithdrawal, networkFee, NETWORKS, networkLabel } from '#contract/wallets/networks.ts'
import { walletPath } from '#app/lib/wallets/labels.ts'
import { MAX_INTENT, OWNER_OPTIONS, QUOTE_INTENT, withdrawPath, type WithdrawFields } from '#app/lib/wallets/withdraw-fields.ts'
import { buttonClass, SubmitButton } from '../kit/button.tsx'
import { cardClass } from '../kit/card.tsx'
import { DataTable } from '../kit/data-table.tsx'
import { ErrorList, SelectField, TextField } from '../kit/field.tsx'
import { getFormProps, useForm, type SubmissionResult } from '../kit/form.ts'
import { Money } from '../kit/money.tsx'
import { PageHeader } from '../kit/page-header.tsx'
import { RoleRefusal, useRoleRefusal } from '../kit/role-refusal.tsx'
import { NumberField } from '../money/amount-input.tsx'
import { NoPinNotice } from '../money/pin-fields.tsx'
import type { RouteHandle } from '../shell/route-handle.ts'
import { NoWallet } from './no-wallet.tsx'

/** '/product/wallet-service/BTC/withdraw' → 'Withdraw BTC', under the BTC wallet. */
export function withdrawHandle(pathname: string): RouteHandle {
	const asset = decodeURIComponent(pathname.split('/')[3] ?? '')
	return { title: `Withdraw ${asset}`, serviceName: 'Wallet', ancestor: { title: `${asset} wallet`, to: walletPath(asset as CryptoAsset) } }
}

export type WithdrawFormProps =
	| { asset: CryptoAsset; wallet: null }
	| {
			asset: CryptoAsset
			wallet: Wallet
			fields: WithdrawFields
			savedAddresses: WithdrawalAddress[]
			/** The rate card's withdrawal limits of the asset and what is left today (record 107). */
			limits: CardLimitsView
			/** Without a PIN the form says so first: the quote could not be confirmed. */
			pinExists: boolean
			/** Why the server refused the fields (conform's answer, shown with or without JavaScript). */
			lastResult: SubmissionResult<string[]> | null
	  }

const shortAddress = (address: string) => (address.length > 20 ? `${address.slice(0, 10)}…${address.slice(-8)}` : address)

/**
 * /product/wallet-service/:asset/withdraw: from which network, to a saved
 * address or a new one (which can be saved), how much. 'Get quote' posts
 * here and the provider's quote opens with every figure; 'Max' asks for the
 * most the network's balance allows once the fees are paid. Each network's
 * balance, minimum and fee are in a table above the form, so nothing on the
 * page depends on JavaScript.
 */
export function WithdrawForm(props: WithdrawFormProps) {
	if (!props.wallet) return <NoWallet asset={props.asset} />
	return <WithdrawFormFor {...props} />
}

function WithdrawFormFor({
	asset,
	wallet,
	fields,
	savedAddresses,
	limits,
	pinExists,
	lastResult,
}: Extract<WithdrawFormProps, { wallet: Wallet }>) {
	const refusal = useRoleRefusal('money.move')
	const schema = {
		load: () => import('#app/lib/wallets/withdraw.ts'),
		build: (m: typeof import('#app/lib/wallets/withdraw.ts')) => m.withdrawFormSchema(asset, savedAddresses),
	}
	const [form, f] = useForm({
		id: `withdraw-${wallet.id}`,
		lastResult: lastResult ?? undefined,
		schema,
		shouldValidate: 'onSubmit',
		shouldRevalidate: 'onInput',
	})
	const decimals = CURRENCY_DECIMALS[asset]
	const several = wallet.networks.length > 1
	return (
		<div className="mx-auto flex max-w-2xl flex-col gap-4">
			<PageHeader
				title={
					<>
						Withdraw {asset}{' '}
						{wallet.kind === 'SUB' ? <span className="text-base font-normal text-gray-500"> from {wallet.label}</span> : null}
					</>
				}
				back={{ to: walletPath(asset), label: `Back to the ${asset} wallet` }}
			/>
			<p className="text-sm text-gray-600">
				Send {asset} from this wallet to an address outside it. You will see every fee, the total and your balance after before anything is
				sent, and you confirm with your transaction PIN.
			</p>
			{pinExists || refusal ? null : <NoPinNotice what="Withdrawals are confirmed" />}

			<section aria-labelledby="networks-title">
				<DataTable
					testId="withdraw-networks"
					caption={`Your ${asset} by network`}
					captionId="networks-title"
					captionVisible
					rows={wallet.networks}
					rowKey={(network) => network.network}
					rowProps={(network) => ({ 'data-testid': `withdraw-network-${network.network}` })}
					columns={[
						{ key: 'network', header: 'Network', rowHeader: true, cell: (network) => NETWORKS[network.network].label },
						{
							key: 'balance',
							header: 'Balance',
							align: 'right',
							cell: (network) => <Money value={network.balance} currency={asset} />,
						},
						{
							key: 'minimum',
							header: 'Minimum',
							align: 'right',
							cell: (network) => <Money value={minimumWithdrawal(asset, network.network)} currency={asset} />,
						},
						{
							key: 'fee',
							header: 'Network fee',
							align: 'right',
							cell: (network) => <Money value={networkFee(asset, network.network)} currency={asset} />,
						},
					]}
				/>
			</section>
			{limits.dailyLimit && limits.leftToday ? (
				<p className="text-sm text-gray-600" data-testid="withdraw-left-today">
					Left today: <Money value={limits.leftToday} currency={asset} /> of the daily limit of{' '}
					<Money value={limits.dailyLimit} currency={asset} /> (all your {asset} wallets; the day ends at 00:00 UTC)
				</p>
			) : null}

			<RoleRefusal refusal={refusal} className={cardClass('p-6 text-gray-700')}>
				<Form method="POST" action={withdrawPath(asset)} className={cardClass('flex flex-col gap-1 p-6')} {...getFormProps(form)}>
					<input type="hidden" name="wallet" value={wallet.id} />
					{several ? (
						<SelectField label="Network" name="network" id="withdraw-network" defaultValue={fields.network} errors={f.network.errors}>
							{wallet.networks.map((network) => (
								<option key={network.network} value={network.network}>
									{networkLabel(network.network)}
								</option>
							))}
						</SelectField>
					) : (
						<>
							<input type="hidden" name="network" value={wallet.networks[0]?.network ?? fields.network} />
							<ErrorList errors={f.network.errors} />
						</>
					)}
					<fieldset className="flex flex-col gap-1 rounded-xl border border-gray-200 p-4">
						<legend className="px-1 text-sm font-semibold text-gray-700">To</legend>
						{savedAddresses.length ? (
							<SelectField
								label="Saved address"
								name="addressId"
								id="withdraw-saved-address"
								defaultValue={fields.addressId}
								errors={f.addressId.errors}
								hint="Or leave this on 'A new address' and enter it below."
							>
								<option value="">A new address</option>
								{savedAddresses.map((saved) => (
									<option key={saved.addressId} value={saved.addressId}>
										{saved.description || saved.uid} · {networkLabel(saved.network as keyof typeof NETWORKS)} ·{' '}
										{shortAddress(saved.address)}
									</option>
								))}
							</SelectField>
						) : null}
						<TextField
							label={savedAddresses.length ? 'New address' : 'Address'}
							name="address"
							id="withdraw-address"
							autoComplete="off"
							spellCheck={false}
							maxLength={128}
							className="font-mono"
							defaultValue={fields.address}
							hint={`${several ? 'An address on the network chosen above' : `A ${networkLabel(wallet.networks[0]!.network)} address`}. Its checksum is checked, so a typo is caught before anything is sent.`}
							errors={f.address.errors}
						/>
						<div className="flex flex-col gap-2 rounded-lg bg-gray-50 p-3">
							<label className="flex items-center gap-2 text-sm font-medium text-gray-700">
								<input type="checkbox" name="save" value="on" defaultChecked={fields.save === 'on'} className="size-4" />
								Save this address for next time
							</label>
							<div className="grid gap-2 sm:grid-cols-2">
								<TextField
									label="Description (optional)"
									name="description"
									id="withdraw-description"
									maxLength={100}
									defaultValue={fields.description}
									errors={f.description.errors}
								/>
								<SelectField
									label="Whose address is it?"
									name="owner"
									id="withdraw-owner"
									defaultValue={fields.owner}
									errors={f.owner.errors}
								>
									<option value="">Choose</option>
									{OWNER_OPTIONS.map((option) => (
										<option key={option.value} value={option.value}>
											{option.label}
										</option>
									))}
								</SelectField>
							</div>
						</div>
					</fieldset>
					<NumberField
						label={`Amount (${asset})`}
						name="amount"
						id="withdraw-amount"
						defaultValue={fields.amount}
						hint={`Up to ${decimals} decimals, like ${decimals === 8 ? '0.00150000' : '25.50'}. 'Max' sends everything the network's balance allows once the fees are paid.`}
						errors={f.amount.errors}
					/>
					<ErrorList id={form.errorId} errors={form.errors} />
					<div className="flex flex-wrap gap-3">
						<SubmitButton name="intent" value={QUOTE_INTENT} pendingLabel="Quoting...">
							Get quote
						</SubmitButton>
						<SubmitButton name="intent" value={MAX_INTENT} variant="secondary" formNoValidate pendingLabel="Quoting...">
							Max
						</SubmitButton>
						<Link to={walletPath(asset)} className={buttonClass('ghost')}>
							Cancel
						</Link>
					</div>
				</Form>
			</RoleRefusal>
		</div>
	)
}
