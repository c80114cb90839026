/**
 * A quote's lifetime and statuses, an internal transfer's directions and counterparts: what the
 * trading pages name on their first visit, without zod (the provider API's shapes are in api.ts;
 * docs/decisions/120-light-forms.md).
 */

/** How long a quote is firm; the provider's clock decides (short and stated: docs/product/trading.md#rules-and-messages). */
export const QUOTE_LIFETIME_SECONDS = 30
export const TRADING_QUOTE_STATUSES = ['OPEN', 'SETTLED', 'EXPIRED'] as const
export type TradingQuoteStatus = (typeof TRADING_QUOTE_STATUSES)[number]
export const TRANSFER_DIRECTIONS = ['IN', 'OUT'] as const
export type TransferDirection = (typeof TRANSFER_DIRECTIONS)[number]
/** Where an internal transfer's other side is: a crypto currency's main wallet, a fiat currency's funding balance. */
export const TRANSFER_COUNTERPARTS = ['MAIN_WALLET', 'FUNDING'] as const
