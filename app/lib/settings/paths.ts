/** Settings' paths that are built here rather than written in a tab's links: the audit log and its CSV (docs/product/audit-log.md). */
export const AUDIT_LOG_PATH = '/settings/audit-log'
export const AUDIT_LOG_CSV_PATH = `${AUDIT_LOG_PATH}/export.csv`
