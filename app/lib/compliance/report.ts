import type { BlacklistRecord, EntityRecord, TxnRecord, WalletBatch, WalletRecord } from '#contract/compliance/records.ts'
import type { ExposureChart } from './exposure-chart.ts'

/** What a result page (`…/report?id=`) shows, by tool: a record (with its exposure chart where it has one), or a wallet batch. */
export type ScreeningReport =
	| { tool: 'txn'; record: TxnRecord; chart: ExposureChart }
	| { tool: 'wallet'; record: WalletRecord; chart: ExposureChart }
	| { tool: 'wallet'; batch: WalletBatch }
	| { tool: 'entity'; record: EntityRecord }
	| { tool: 'blacklist'; record: BlacklistRecord }
