import type { CollateralWallet, LoanStatus } from '#contract/lending/api.ts'
import type { LtvZone } from '#contract/lending/arithmetic.ts'
import { LOAN_STATUS_LABELS, LOAN_STATUS_TONES, ZONE_LABELS, ZONE_TONES } from '#app/lib/lending/labels.ts'
import { ErrorList, type ListOfErrors } from '../kit/field.tsx'
import { Money } from '../kit/money.tsx'
import type { SummaryItem } from '../kit/summary-list.tsx'
import { PinFields } from '../money/pin-fields.tsx'
import { StatusPill } from '../money/transfer-status.tsx'

/** 'In review', 'Active', 'Repaid' … on a pill whose colour repeats the words. */
export function LoanStatusPill({ status }: { status: LoanStatus }) {
	return <StatusPill label={LOAN_STATUS_LABELS[status]} tone={LOAN_STATUS_TONES[status]} testId="loan-status" />
}

/** 'Healthy', 'Warning: near liquidation' … in words, on a pill. */
export function ZonePill({ zone }: { zone: LtvZone }) {
	return <StatusPill label={ZONE_LABELS[zone]} tone={ZONE_TONES[zone]} testId="loan-zone" />
}

/**
 * What every Lending post that moves money carries besides its figures: the
 * key the form was rendered with (posted twice, it moves once), the
 * transaction PIN and, with 2FA on, the authenticator code.
 */
export function SecretFields({
	id,
	idempotencyKey,
	twoFAEnabled,
	pinErrors,
	tokenErrors,
	keyErrors,
}: {
	id: string
	idempotencyKey: string
	twoFAEnabled: boolean
	pinErrors?: ListOfErrors
	tokenErrors?: ListOfErrors
	/** A key refused (a replayed or forged post): said above the PIN, as the form's own reason. */
	keyErrors?: ListOfErrors
}) {
	return (
		<>
			<input type="hidden" name="idempotencyKey" value={idempotencyKey} />
			{keyErrors?.length ? <ErrorList errors={keyErrors} /> : null}
			<PinFields id={id} twoFAEnabled={twoFAEnabled} pinErrors={pinErrors} tokenErrors={tokenErrors} />
		</>
	)
}

/** A collateral wallet's balances, as items of the caller's SummaryList: free, pledged to loans, free in USD. */
export function collateralItems(wallet: CollateralWallet): SummaryItem[] {
	return [
		{ label: 'Free', value: <Money value={wallet.balance} currency={wallet.asset} />, testId: 'collateral-balance', strong: true },
		{ label: 'Pledged to loans', value: <Money value={wallet.pledged} currency={wallet.asset} />, testId: 'collateral-pledged' },
		{ label: 'Free, in USD', value: <Money value={wallet.usdValue} currency="USD" /> },
	]
}
