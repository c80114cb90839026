import { Form, Link, useLocation, useSearchParams } from '@remix-run/react'
import { productsTabIntents, shortAddress, type SavedAddress } from '#app/lib/settings/products-tab.ts'
import { withDialog, withoutDialog } from '#app/lib/shell/dialog-urls.ts'
import { Button, buttonClass, SubmitButton } from '../../kit/button.tsx'
import { UrlDialog } from '../../kit/dialog.tsx'
import { controlClass } from '../../kit/field.tsx'
import { SubScreenHeader } from './sub-screen-header.tsx'

const DELETE_DIALOG = 'delete-address'

/**
 * Saved wallet addresses: a search (a GET form, filtered on the server),
 * the list, and a delete link per address that asks first
 * (`&dialog=delete-address&addressId=<id>`).
 */
export function SavedAddresses({
	product,
	back,
	error,
	q,
	addresses,
}: {
	product: { key: string; label: string }
	back: string
	error: string | null
	q: string
	addresses: SavedAddress[]
}) {
	return (
		<div className="flex flex-col gap-3">
			<SubScreenHeader back={back} product={product.label} title="Saved wallet address" />
			<Form method="GET" role="search" className="flex gap-2" preventScrollReset>
				<input type="hidden" name="product" value={product.key} />
				<input type="hidden" name="screen" value="addresses" />
				<label htmlFor="address-search" className="sr-only">
					Search addresses
				</label>
				<input id="address-search" type="search" name="q" defaultValue={q} placeholder="Search addresses" className={controlClass} />
				<Button type="submit" variant="secondary">
					Search
				</Button>
			</Form>
			{error ? (
				<p role="alert" className="text-sm text-red-700">
					{error}
				</p>
			) : null}
			{addresses.length === 0 ? (
				<div className="rounded-xl border border-dashed border-gray-300 p-6 text-center text-sm text-gray-700" data-testid="addresses-empty">
					{q ? `No search found for ${q}` : 'Nothing to show here yet'}
				</div>
			) : (
				<ul className="divide-y divide-gray-100 rounded-xl border border-gray-200" aria-label="Saved addresses">
					{addresses.map((a) => (
						<li key={a.addressId} className="flex items-start justify-between gap-4 px-4 py-3 text-sm" data-testid="saved-address">
							<div className="min-w-0">
								<p className="font-mono text-xs break-all">{a.address}</p>
								<p className="mt-1 text-gray-700">
									<span className="font-semibold">{a.asset}</span> {a.assetName} · {a.network}
								</p>
								{a.description ? <p className="text-gray-600">{a.description}</p> : null}
								<p className="text-xs text-gray-500">
									{a.status} · {a.uid}
								</p>
							</div>
							<DeleteAddressLink address={a} />
						</li>
					))}
				</ul>
			)}
			<DeleteAddressConfirm addresses={addresses} />
		</div>
	)
}

function DeleteAddressLink({ address }: { address: SavedAddress }) {
	const location = useLocation()
	return (
		<Link
			to={withDialog(location.pathname, location.search, DELETE_DIALOG, { addressId: address.addressId })}
			preventScrollReset
			className={buttonClass('ghost', 'text-red-700')}
		>
			<svg viewBox="0 0 20 20" className="size-5" fill="none" stroke="currentColor" strokeWidth="1.6" aria-hidden="true">
				<path d="M4 6h12M8 6V4h4v2m-6 0 1 10h6l1-10" strokeLinecap="round" strokeLinejoin="round" />
			</svg>
			<span className="sr-only">Delete {shortAddress(address.address)}</span>
		</Link>
	)
}

/**
 * Deleting an address cannot be undone, so the delete link opens this
 * confirmation (a modal with JavaScript, a section of the page without);
 * it holds the real form, and Cancel returns to the list unchanged.
 */
function DeleteAddressConfirm({ addresses }: { addresses: SavedAddress[] }) {
	const [params] = useSearchParams()
	const location = useLocation()
	if (params.get('dialog') !== DELETE_DIALOG) return null
	const address = addresses.find((a) => a.addressId === params.get('addressId'))
	if (!address) return null
	const closeTo = withoutDialog(location.pathname, location.search, ['addressId'])
	return (
		<UrlDialog title="Delete this address?" labelId="delete-address-title" closeTo={closeTo}>
			<p className="font-mono text-xs break-all">{address.address}</p>
			<p className="mt-1 text-sm text-gray-700">
				{address.asset} · {address.network}
				{address.description ? ` · ${address.description}` : ''}
			</p>
			<p className="mt-3 text-sm text-gray-600">Withdrawals can no longer pick it. To use it again, add it again.</p>
			<Form method="POST" preventScrollReset className="mt-6 flex justify-end gap-3">
				<input type="hidden" name="addressId" value={address.addressId} />
				<Link to={closeTo} replace preventScrollReset className={buttonClass('secondary')}>
					Cancel
				</Link>
				<SubmitButton name="intent" value={productsTabIntents.enum['delete-address']} variant="danger" pendingLabel="Deleting...">
					Delete address
				</SubmitButton>
			</Form>
		</UrlDialog>
	)
}
