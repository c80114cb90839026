/** Approvals' pages (docs/product/approvals.md#screens-and-urls). */
export const APPROVALS_PATH = '/approvals'
export const approvalPath = (id: string) => `${APPROVALS_PATH}/${encodeURIComponent(id)}`
export const APPROVAL_RULES_PATH = '/settings/approval-rules'
