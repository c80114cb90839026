import { Form, Link, useLocation } from '@remix-run/react'
import { CRYPTO_ASSETS } from '#contract/money/currency-list.ts'
import type { Wallet } from '#contract/wallets/api.ts'
import { NETWORKS } from '#contract/wallets/networks.ts'
import {
	ALL_WALLETS_PATH,
	ASSET_OPTIONS,
	CREATE_SUB_WALLET_INTENT,
	CUSTOMER_REFERENCE_MAX_LENGTH,
	emptyWalletsMessage,
	KIND_LABELS,
	KIND_OPTIONS,
	LABEL_MAX_LENGTH,
	walletHref,
	type WalletFilters,
} from '#app/lib/wallets/all-wallets.ts'
import { withdrawPath } from '#app/lib/wallets/withdraw-fields.ts'
import { SubmitButton } from '../kit/button.tsx'
import { cardClass } from '../kit/card.tsx'
import { EmptyState } from '../kit/empty-state.tsx'
import { controlClass, ErrorList, SelectField, TextField } from '../kit/field.tsx'
import { getFormProps, useForm, type SubmissionResult } from '../kit/form.ts'
import { Money } from '../kit/money.tsx'
import { PageHeader } from '../kit/page-header.tsx'
import { RoleRefusal, useRoleRefusal } from '../kit/role-refusal.tsx'
import { FilterForm, FilterSelect, Pager } from '../money/list-controls.tsx'

type Props = {
	wallets: Wallet[]
	filters: WalletFilters
	errors: string[]
	selectsNothing: boolean
	notice: string | null
	nextHref: string | null
	previousHref: string | null
	exportHref: string
	/** The refused 'Create sub-wallet' post (conform's answer, shown with or without JavaScript). */
	lastResult?: SubmissionResult<string[]> | null
}

/** Search and filters: a GET form, so every state is a URL; applying them starts again at the first page. */
function WalletControls({ filters, errors, notice, exportHref }: Pick<Props, 'filters' | 'errors' | 'notice' | 'exportHref'>) {
	return (
		<FilterForm path={ALL_WALLETS_PATH} label="wallets" exportHref={exportHref} errors={errors} notice={notice}>
			<label className="flex min-w-48 flex-1 flex-col gap-1 text-xs font-medium text-gray-600">
				Search
				<input
					type="search"
					name="q"
					defaultValue={filters.q ?? ''}
					placeholder="Label, customer reference or address"
					className={controlClass}
				/>
			</label>
			<FilterSelect name="kind" label="Kind" value={filters.kind} options={KIND_OPTIONS} />
			<FilterSelect name="asset" label="Asset" value={filters.asset} options={ASSET_OPTIONS} />
		</FilterForm>
	)
}

function WalletRow({ wallet }: { wallet: Wallet }) {
	const href = walletHref(wallet)
	const name = wallet.kind === 'MAIN' ? `${wallet.asset} main wallet` : (wallet.label ?? 'Sub-wallet')
	return (
		<li data-testid="wallet-row" className="flex flex-col gap-2 px-4 py-3 text-sm">
			<div className="grid gap-1 sm:grid-cols-[1fr_auto] sm:items-center sm:gap-4">
				<div className="min-w-0">
					{href ? (
						<Link to={href} className="font-semibold text-brand-700 underline">
							{name}
						</Link>
					) : (
						<span className="font-semibold break-words">{name}</span>
					)}
					<p className="text-xs break-words text-gray-600">
						{KIND_LABELS[wallet.kind]} · {wallet.asset}
						{wallet.customerReference ? <> · Customer reference: {wallet.customerReference}</> : null}
					</p>
				</div>
				<div className="sm:text-right">
					<p className="font-semibold tabular-nums" data-testid="wallet-balance">
						<Money value={wallet.balance} currency={wallet.asset} />
					</p>
					<p className="text-xs text-gray-600">
						<Money value={wallet.usdValue} currency="USD" />
					</p>
				</div>
			</div>
			{wallet.kind === 'SUB' ? (
				<div className="flex flex-wrap items-start gap-x-4 gap-y-2">
					<details className="grow">
						<summary className="cursor-pointer text-xs font-semibold text-brand-700">Deposit addresses</summary>
						<dl className="mt-2 grid gap-1 text-xs">
							{wallet.networks.map((network) => (
								<div key={network.network}>
									<dt className="text-gray-600">{NETWORKS[network.network].label}</dt>
									<dd className="font-mono break-all">{network.address}</dd>
								</div>
							))}
						</dl>
					</details>
					<Link
						to={`${withdrawPath(wallet.asset)}?${new URLSearchParams({ wallet: wallet.id })}`}
						className="text-xs font-semibold text-brand-700 underline"
					>
						Withdraw<span className="sr-only"> from {name}</span>
					</Link>
				</div>
			) : null}
		</li>
	)
}

/** 'Create sub-wallet': asset, label and customer reference, posted to this page; refusals under their fields. */
function CreateSubWallet({ lastResult }: { lastResult?: SubmissionResult<string[]> | null }) {
	const refusal = useRoleRefusal('money.move')
	const [form, f] = useForm({
		id: 'create-sub-wallet',
		lastResult: lastResult ?? undefined,
		schema: { load: () => import('#app/lib/wallets/all-wallets-schemas.ts'), build: (m) => m.subWalletFormSchema },
		shouldValidate: 'onSubmit',
		shouldRevalidate: 'onInput',
	})
	return (
		<section aria-labelledby="create-sub-wallet-title" className={cardClass('p-6')}>
			<h2 id="create-sub-wallet-title" className="text-lg font-semibold">
				Create sub-wallet
			</h2>
			<p className="mb-3 text-sm text-gray-600">A wallet for one of your customers, with deposit addresses of its own.</p>
			<RoleRefusal refusal={refusal}>
				<Form method="POST" action={ALL_WALLETS_PATH} className="grid gap-x-4 sm:grid-cols-3" {...getFormProps(form)}>
					<SelectField
						label="Asset"
						name="asset"
						id="sub-wallet-asset"
						defaultValue={f.asset.initialValue ?? CRYPTO_ASSETS[0]}
						errors={f.asset.errors}
					>
						{CRYPTO_ASSETS.map((asset) => (
							<option key={asset} value={asset}>
								{asset}
							</option>
						))}
					</SelectField>
					<TextField
						label="Label"
						name="label"
						id="sub-wallet-label"
						maxLength={LABEL_MAX_LENGTH}
						defaultValue={f.label.initialValue}
						errors={f.label.errors}
					/>
					<TextField
						label="Customer reference"
						name="customerReference"
						id="sub-wallet-customer-reference"
						maxLength={CUSTOMER_REFERENCE_MAX_LENGTH}
						defaultValue={f.customerReference.initialValue}
						errors={f.customerReference.errors}
					/>
					<ErrorList id={form.errorId} errors={form.errors} className="sm:col-span-3" />
					<div className="sm:col-span-3">
						<SubmitButton name="intent" value={CREATE_SUB_WALLET_INTENT} pendingLabel="Creating...">
							Create sub-wallet
						</SubmitButton>
					</div>
				</Form>
			</RoleRefusal>
		</section>
	)
}

/** /product/wallet-service/all-wallets: every wallet, main and sub, with its balance and value in USD. */
export function AllWalletsPage(props: Props) {
	// A new location (the redirect after a sub-wallet is created) empties the form; a refused post keeps it as typed.
	const { key } = useLocation()
	return (
		<div className="mx-auto flex max-w-5xl flex-col gap-4">
			<PageHeader title="All wallets" back={{ to: '/product/wallet-service', label: 'Wallet overview' }} />
			<WalletControls filters={props.filters} errors={props.errors} notice={props.notice} exportHref={props.exportHref} />
			{props.wallets.length === 0 ? (
				<EmptyState message={emptyWalletsMessage(props.filters, props.selectsNothing)} />
			) : (
				<ul className={cardClass('divide-y divide-gray-100')} aria-label="Wallets">
					{props.wallets.map((wallet) => (
						<WalletRow key={wallet.id} wallet={wallet} />
					))}
				</ul>
			)}
			<Pager list={{ previousHref: props.previousHref, nextHref: props.nextHref }} />
			<CreateSubWallet key={key} lastResult={props.lastResult} />
		</div>
	)
}
