import { Form, Link } from '@remix-run/react'
import type { CollateralWallet } from '#contract/lending/api.ts'
import { TRANSFER_DIRECTIONS } from '#contract/lending/vocabulary.ts'
import { CURRENCY_NAMES } from '#contract/money/currency-list.ts'
import { networkLabel, type WalletNetwork } from '#contract/wallets/networks.ts'
import {
	collateralWalletPath,
	CREATE_COLLATERAL_WALLET_INTENT,
	DIRECTION_LABELS,
	LENDING_PATH,
	TRANSFER_COLLATERAL_INTENT,
} from '#app/lib/lending/labels.ts'
import type { FormReply } from '#app/lib/reply.ts'
import { WALLETS_PATH } from '#app/lib/wallets/labels.ts'
import { SubmitButton } from '../kit/button.tsx'
import { cardClass } from '../kit/card.tsx'
import { ErrorList, SelectField } from '../kit/field.tsx'
import { getFormProps, useForm, type SubmissionResult } from '../kit/form.ts'
import { Money } from '../kit/money.tsx'
import { PageHeader } from '../kit/page-header.tsx'
import { RoleRefusal, useRoleRefusal } from '../kit/role-refusal.tsx'
import { SummaryList } from '../kit/summary-list.tsx'
import { NumberField } from '../money/amount-input.tsx'
import { NoPinNotice } from '../money/pin-fields.tsx'
import { collateralItems, SecretFields } from './parts.tsx'

type Props = {
	wallets: CollateralWallet[]
	pinExists: boolean
	twoFAEnabled: boolean
	asset: string | null
	idempotencyKey: string
	reply?: FormReply<string>
}

/**
 * /product/lending-service/all-wallets: one card per asset the card lends
 * against (its collateral wallet, or 'Create collateral wallet'), each with
 * what is free, what is pledged to loans, its value and the main wallet it
 * is filled from; then the form that moves collateral either way (PIN, the
 * code with 2FA on). Every post works without JavaScript.
 */
export function CollateralWalletsPage({ wallets, pinExists, twoFAEnabled, asset, idempotencyKey, reply }: Props) {
	const created = wallets.filter((wallet) => wallet.id)
	const createRefusal = reply?.intent === CREATE_COLLATERAL_WALLET_INTENT ? reply.result : undefined
	// A role that may not move money sees the wallets and the reason, with no Create or Move collateral (record 137).
	const roleRefusal = useRoleRefusal('money.move')
	return (
		<div className="mx-auto flex max-w-5xl flex-col gap-6">
			<PageHeader title="Collateral wallets" back={{ to: LENDING_PATH, label: 'Back to Lending' }} />
			<p className="text-sm text-gray-600">
				Crypto you can borrow against. Move it here from your main wallet in the Wallet service; a loan pledges part of it while it runs,
				and what you do not pledge can go back at any time.
			</p>
			{createRefusal?.error?.['']?.[0] || createRefusal?.error?.asset?.[0] ? (
				<p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
					{createRefusal.error?.asset?.[0] ?? createRefusal.error?.['']?.[0]}
				</p>
			) : null}
			<RoleRefusal refusal={roleRefusal} className={cardClass('p-6 text-gray-700')} />
			<ul className="grid gap-4 md:grid-cols-2" aria-label="Collateral wallets">
				{wallets.map((wallet) => (
					<WalletCard key={wallet.asset} wallet={wallet} canCreate={roleRefusal === null} />
				))}
			</ul>
			{created.length === 0 || roleRefusal ? null : pinExists ? (
				<TransferForm
					wallets={wallets}
					twoFAEnabled={twoFAEnabled}
					asset={asset}
					idempotencyKey={idempotencyKey}
					lastResult={reply?.intent === TRANSFER_COLLATERAL_INTENT ? reply.result : undefined}
				/>
			) : (
				<NoPinNotice what="Collateral is moved" />
			)}
		</div>
	)
}

function WalletCard({ wallet, canCreate }: { wallet: CollateralWallet; canCreate: boolean }) {
	const name = CURRENCY_NAMES[wallet.asset]
	return (
		<li className={cardClass('flex flex-col gap-3 p-5')} data-testid={`collateral-wallet-${wallet.asset}`}>
			<div className="flex items-baseline justify-between gap-2">
				<h2 className="font-semibold">
					{wallet.id ? (
						<Link to={collateralWalletPath(wallet.id)} className="underline">
							{wallet.asset} collateral wallet
						</Link>
					) : (
						`${wallet.asset} collateral wallet`
					)}
				</h2>
				<span className="text-xs text-gray-500">{name}</span>
			</div>
			{wallet.id ? (
				<SummaryList
					numeric
					items={[
						...collateralItems(wallet),
						{ label: 'Price', value: <Money value={wallet.price} currency="USD" /> },
						{
							label: <>Main wallet{wallet.mainWallet ? ` on ${networkLabel(wallet.mainWallet.network as WalletNetwork)}` : ''}</>,
							testId: 'main-balance',
							value: wallet.mainWallet ? (
								<Money value={wallet.mainWallet.balance} currency={wallet.asset} />
							) : (
								<Link to={WALLETS_PATH} className="underline">
									Create a {wallet.asset} wallet
								</Link>
							),
						},
					]}
				/>
			) : (
				<div className="flex flex-wrap items-center justify-between gap-3">
					<p className="text-sm text-gray-600">No {wallet.asset} collateral wallet yet.</p>
					{canCreate ? (
						<Form method="POST">
							<input type="hidden" name="intent" value={CREATE_COLLATERAL_WALLET_INTENT} />
							<input type="hidden" name="asset" value={wallet.asset} />
							<SubmitButton
								pendingWhen={(data) => data.get('intent') === CREATE_COLLATERAL_WALLET_INTENT && data.get('asset') === wallet.asset}
								pendingLabel="Creating..."
							>
								Create collateral wallet<span className="sr-only"> for {wallet.asset}</span>
							</SubmitButton>
						</Form>
					) : null}
				</div>
			)}
		</li>
	)
}

function TransferForm({
	wallets,
	twoFAEnabled,
	asset,
	idempotencyKey,
	lastResult,
}: Omit<Props, 'pinExists' | 'reply'> & { lastResult: SubmissionResult<string[]> | undefined }) {
	const schema = {
		load: () => import('#app/lib/lending/forms.ts'),
		build: (m: typeof import('#app/lib/lending/forms.ts')) => m.collateralTransferSchema(twoFAEnabled, wallets),
	}
	const [form, f] = useForm({
		id: 'collateral-transfer',
		lastResult,
		schema,
		shouldValidate: 'onSubmit',
		shouldRevalidate: 'onInput',
	})
	const created = wallets.filter((wallet) => wallet.id)
	const posted = lastResult?.initialValue as Record<string, string> | undefined
	return (
		<section aria-labelledby="transfer-title" className={cardClass('p-6')}>
			<h2 id="transfer-title" className="text-lg font-semibold">
				Move collateral
			</h2>
			<Form method="POST" className="mt-4 flex flex-col gap-1" {...getFormProps(form)}>
				<input type="hidden" name="intent" value={TRANSFER_COLLATERAL_INTENT} />
				<SelectField
					label="Asset"
					name="asset"
					id="transfer-asset"
					defaultValue={posted?.asset ?? asset ?? undefined}
					errors={f.asset.errors}
				>
					{created.map((wallet) => (
						<option key={wallet.asset} value={wallet.asset}>
							{wallet.asset} · {CURRENCY_NAMES[wallet.asset]}
						</option>
					))}
				</SelectField>
				<fieldset className="flex flex-col gap-1" aria-describedby={f.direction.errors ? 'transfer-direction-error' : undefined}>
					<legend className="text-sm font-medium text-gray-700">Which way</legend>
					{TRANSFER_DIRECTIONS.map((direction) => (
						<label key={direction} className="flex items-center gap-2 text-sm">
							<input
								type="radio"
								name="direction"
								value={direction}
								defaultChecked={(posted?.direction ?? 'TO_COLLATERAL') === direction}
								className="size-4"
							/>
							{DIRECTION_LABELS[direction]}
						</label>
					))}
					<ErrorList id="transfer-direction-error" errors={f.direction.errors} />
				</fieldset>
				<NumberField
					label="Amount"
					name="amount"
					id="transfer-amount"
					defaultValue={posted?.amount}
					hint="In the asset chosen, up to what the wallet it leaves holds (shown on its card above)."
					errors={f.amount.errors}
				/>
				<SecretFields
					id="transfer"
					idempotencyKey={idempotencyKey}
					twoFAEnabled={twoFAEnabled}
					pinErrors={f.pin.errors}
					tokenErrors={f.token?.errors}
					keyErrors={f.idempotencyKey.errors}
				/>
				<ErrorList id={form.errorId} errors={form.errors} />
				<div>
					<SubmitButton pendingWhen={(data) => data.get('intent') === TRANSFER_COLLATERAL_INTENT} pendingLabel="Moving...">
						Move collateral
					</SubmitButton>
				</div>
			</Form>
		</section>
	)
}
