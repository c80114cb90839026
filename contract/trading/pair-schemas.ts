import { z } from 'zod'
import { isTradingCurrency, isTradingPair, PAIR_MESSAGES, type TradingCurrency, type TradingPair } from './pairs.ts'

/** A pair or a trading currency as a request names it (pairs.ts holds the lists and messages, without zod). */

const code = (required: string) =>
	z
		.string({ required_error: required, invalid_type_error: required })
		.trim()
		.max(20, required)
		.transform((value) => value.toUpperCase())

/** A pair code ('btc-usd' in, 'BTC-USD' out); one not offered is refused with the pairs that are. */
export const tradingPairSchema = code(PAIR_MESSAGES.required).pipe(
	z.string().refine(isTradingPair, (value) => ({ message: value ? PAIR_MESSAGES.notOffered(value) : PAIR_MESSAGES.required })),
) as unknown as z.ZodType<TradingPair, z.ZodTypeDef, unknown>

/** A currency a trading wallet can hold. */
export const tradingCurrencySchema = code(PAIR_MESSAGES.currency('')).pipe(
	z.string().refine(isTradingCurrency, (value) => ({ message: PAIR_MESSAGES.currency(value) })),
) as unknown as z.ZodType<TradingCurrency, z.ZodTypeDef, unknown>
