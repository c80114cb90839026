import { redirect, type LoaderFunctionArgs } from '@remix-run/node'
import { toolPath } from '#app/lib/compliance/tools.ts'

/**
 * /product/compliance/crypto-crypto-transaction-analysis/report
 * (no guard there) is a typo of the transaction analysis report: it
 * redirects, query kept, to the guarded page (docs/product/compliance.md#productcompliancecrypto-crypto-transaction-analysisreport), whose own
 * loader runs the COMPLIANCE guard. It reads nothing and shows nothing.
 */
export function loader({ request }: LoaderFunctionArgs) {
	return redirect(`${toolPath('txn')}/report${new URL(request.url).search}`, 301)
}
