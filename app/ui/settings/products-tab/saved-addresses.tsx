import { Form, useSearchParams } from '@remix-run/react'
import { productsTabIntent } from '#app/lib/settings/intents.ts'
import { ADDRESS_NETWORK_OPTIONS, shortAddress, type SavedAddress } from '#app/lib/settings/products-tab.ts'
import { Button, buttonClass, SubmitButton } from '../../kit/button.tsx'
import { ConfirmAction, ConfirmActionLink } from '../../kit/confirm-action.tsx'
import { controlClass, ErrorList, SelectField, TextField } from '../../kit/field.tsx'
import { getFormProps, getInputProps, getSelectProps, useForm, type SubmissionResult } from '../../kit/form.ts'
import { RoleRefusal } from '../../kit/role-refusal.tsx'
import { SubScreenHeader } from './sub-screen-header.tsx'

const DELETE_DIALOG = 'delete-address'

/**
 * Saved wallet addresses: a search (a GET form, filtered on the server),
 * the list, a delete link per address that asks first
 * (`&dialog=delete-address&addressId=<id>`), and the 'Add address' form. A role that may
 * not manage addresses sees the list and the reason instead of the form and the delete links (record 135).
 */
export function SavedAddresses({
	product,
	back,
	error,
	q,
	addresses,
	addResult,
	refusal,
}: {
	product: { key: string; label: string }
	back: string
	error: string | null
	q: string
	addresses: SavedAddress[]
	/** The answer to a refused 'Add address' post. */
	addResult?: SubmissionResult<string[]>
	refusal: string | null
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
				<div
					className="rounded-xl border border-dashed border-gray-300 p-6 text-center text-sm text-gray-700"
					data-testid="addresses-empty"
				>
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
							{refusal ? null : <DeleteAddressLink address={a} />}
						</li>
					))}
				</ul>
			)}
			<RoleRefusal refusal={refusal}>
				<AddAddressForm lastResult={addResult} />
				<DeleteAddressConfirm addresses={addresses} />
			</RoleRefusal>
		</div>
	)
}

/** A new withdrawal address; the address is checked against the chosen network, in the browser and on the server. */
function AddAddressForm({ lastResult }: { lastResult: SubmissionResult<string[]> | undefined }) {
	const [form, fields] = useForm({
		id: 'add-address',
		lastResult,
		schema: { load: () => import('#app/lib/settings/products-tab-schemas.ts'), build: (m) => m.addAddressFormSchema },
		shouldValidate: 'onSubmit',
		shouldRevalidate: 'onInput',
	})
	return (
		<section aria-labelledby="add-address-title" className="mt-2 rounded-xl border border-gray-200 p-4">
			<h4 id="add-address-title" className="font-semibold">
				Add address
			</h4>
			<Form method="POST" preventScrollReset className="mt-3 grid gap-x-4 gap-y-1 sm:grid-cols-2" {...getFormProps(form)}>
				<TextField
					label="Address"
					className="sm:col-span-2"
					autoComplete="off"
					spellCheck={false}
					{...getInputProps(fields.address, { type: 'text' })}
					errors={fields.address.errors}
				/>
				<TextField label="Asset" placeholder="USDT" {...getInputProps(fields.asset, { type: 'text' })} errors={fields.asset.errors} />
				<SelectField label="Network" {...getSelectProps(fields.network)} errors={fields.network.errors}>
					<option value="">Choose a network</option>
					{ADDRESS_NETWORK_OPTIONS.map((option) => (
						<option key={option.value} value={option.value}>
							{option.label}
						</option>
					))}
				</SelectField>
				<TextField
					label="Description (optional)"
					className="sm:col-span-2"
					{...getInputProps(fields.description, { type: 'text' })}
					errors={fields.description.errors}
				/>
				<ErrorList id={form.errorId} errors={form.errors} className="sm:col-span-2" />
				<div className="sm:col-span-2">
					<SubmitButton name="intent" value={productsTabIntent['add-address']} pendingLabel="Adding...">
						Add address
					</SubmitButton>
				</div>
			</Form>
		</section>
	)
}

function DeleteAddressLink({ address }: { address: SavedAddress }) {
	return (
		<ConfirmActionLink
			param="dialog"
			what={DELETE_DIALOG}
			item={{ addressId: address.addressId }}
			className={buttonClass('ghost', 'text-red-700')}
		>
			<svg viewBox="0 0 20 20" className="size-5" fill="none" stroke="currentColor" strokeWidth="1.6" aria-hidden="true">
				<path d="M4 6h12M8 6V4h4v2m-6 0 1 10h6l1-10" strokeLinecap="round" strokeLinejoin="round" />
			</svg>
			<span className="sr-only">Delete {shortAddress(address.address)}</span>
		</ConfirmActionLink>
	)
}

/**
 * Deleting an address cannot be undone, so the delete link opens this
 * confirmation (a modal with JavaScript, a section of the page without);
 * it holds the real form, and Cancel returns to the list unchanged.
 */
function DeleteAddressConfirm({ addresses }: { addresses: SavedAddress[] }) {
	const [params] = useSearchParams()
	const address = addresses.find((a) => a.addressId === params.get('addressId'))
	if (!address) return null
	return (
		<ConfirmAction
			param="dialog"
			what={DELETE_DIALOG}
			itemKeys={['addressId']}
			title="Delete this address?"
			labelId="delete-address-title"
			fields={{ addressId: address.addressId }}
			confirm={null}
			intent={productsTabIntent['delete-address']}
			submitLabel="Delete address"
			pendingLabel="Deleting..."
			keepLabel="Cancel"
		>
			<p className="font-mono text-xs break-all">{address.address}</p>
			<p className="mt-1 text-sm text-gray-700">
				{address.asset} · {address.network}
				{address.description ? ` · ${address.description}` : ''}
			</p>
			<p className="mt-3 text-sm text-gray-600">Withdrawals can no longer pick it. To use it again, add it again.</p>
		</ConfirmAction>
	)
}
