/**
 * The dashboard's money formatting is the one core in contract/money/format.ts
 * (the provider's messages and e-mails use it too); dates come from the one
 * date formatter, so a money screen imports one module.
 */
export * from '#contract/money/format.ts'
export { formatDate, formatDateTime } from '../format.ts'
