import { z } from 'zod'
import { CRYPTO_ASSETS, FIAT_CURRENCIES, unsupportedCurrencyMessage } from './currency-list.ts'

export * from './currency-list.ts'

const currencyText = z
	.string({ required_error: 'Currency is required', invalid_type_error: 'Currency is required' })
	.trim()
	.transform((value) => value.toUpperCase())

const enumError = () => ({
	errorMap: (_issue: unknown, ctx: { data: unknown }) => ({ message: unsupportedCurrencyMessage(String(ctx.data ?? '')) }),
})

/** A supported fiat currency code (case-insensitive in, upper case out). */
export const fiatCurrencySchema = currencyText.pipe(z.enum(FIAT_CURRENCIES, enumError()))

/** A supported fiat currency or crypto asset code (list filters). */
export const currencySchema = currencyText.pipe(z.enum([...FIAT_CURRENCIES, ...CRYPTO_ASSETS], enumError()))
