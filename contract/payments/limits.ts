// Apart from the batch schemas of api.ts so that the upload form's words load no zod (docs/decisions/120-light-forms.md).

/**
 * The most rows a batch takes, and the largest file the dashboard reads
 * (stated on the upload form): a thousand rows with full bank details fit,
 * and a batch's request stays well under the provider's 1 MB body limit.
 */
export const BATCH_MAX_ROWS = 1000
export const BATCH_MAX_BYTES = 250 * 1024
export const BATCH_MAX_SIZE_TEXT = '250 KB'
