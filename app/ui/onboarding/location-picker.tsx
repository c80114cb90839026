import { useFetcher } from '@remix-run/react'
import { useEffect, useState } from 'react'
import { useHydrated } from 'remix-utils/use-hydrated'
import type { Place, PlaceLists } from '#app/lib/onboarding/locations.ts'
import { Button } from '../kit/button.tsx'
import { SelectField, TextField, type ListOfErrors } from '../kit/field.tsx'

type Names = { country: string; state: string; city?: string }
type Values = { country?: string; state?: string; city?: string }

function Options({ places, placeholder }: { places: readonly Place[]; placeholder: string }) {
	return (
		<>
			<option value="">{placeholder}</option>
			{places.map((place) => (
				<option key={place.code} value={place.code}>
					{place.name}
				</option>
			))}
		</>
	)
}

/**
 * Country, then state, then city. With JavaScript the next list is fetched
 * from `listsUrl` as soon as the previous one is chosen. Without it, the
 * 'Update' button posts the whole form back (nothing saved) and the page
 * comes back with the chosen country's states and the state's cities, and
 * every typed value in place.
 */
export function LocationPicker({
	lists,
	values,
	names,
	labels = { country: 'Country', state: 'State', city: 'City' },
	errors = {},
	listsUrl,
	updateIntent,
}: {
	lists: PlaceLists
	values: Values
	names: Names
	labels?: { country: string; state: string; city: string }
	errors?: Partial<Record<keyof Names, ListOfErrors>>
	listsUrl: string
	updateIntent: string
}) {
	const hydrated = useHydrated()
	const fetcher = useFetcher<PlaceLists>()
	const [country, setCountry] = useState(values.country ?? '')
	const [state, setState] = useState(values.state ?? '')
	const fetched = fetcher.data
	// The fetched lists are for the choice made in this browser; the server's are for the page as rendered.
	const current = fetched && fetched.country === country ? fetched : lists
	const states = current.country === country ? current.states : []
	const cities = current.country === country && current.state === state ? current.cities : []

	useEffect(() => {
		if (!hydrated || (country === lists.country && state === lists.state)) return
		fetcher.load(`${listsUrl}?${new URLSearchParams({ country, state })}`)
		// fetcher.load is stable enough; only a new choice should fetch.
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [country, state, hydrated])

	return (
		// Two pickers (no city) share a row in halves: a third of the person form is too narrow for the state's placeholder.
		<fieldset className={names.city ? 'grid gap-3 sm:grid-cols-3' : 'grid gap-3 sm:grid-cols-2'}>
			<legend className="sr-only">Location</legend>
			<SelectField
				label={labels.country}
				name={names.country}
				value={country}
				onChange={(event) => {
					setCountry(event.currentTarget.value)
					setState('')
				}}
				errors={errors.country}
				required
			>
				<Options places={lists.countries} placeholder="Choose a country" />
			</SelectField>
			{states.length || !country ? (
				<SelectField
					label={labels.state}
					name={names.state}
					value={states.some((s) => s.code === state) ? state : ''}
					onChange={(event) => setState(event.currentTarget.value)}
					errors={errors.state}
					required
				>
					<Options places={states} placeholder={country ? 'Choose a state' : 'Choose a country first'} />
				</SelectField>
			) : (
				<TextField label={labels.state} name={names.state} defaultValue={state} errors={errors.state} required />
			)}
			{names.city ? (
				cities.length ? (
					<SelectField label={labels.city} name={names.city} defaultValue={values.city} errors={errors.city} required>
						<Options places={cities.map((c) => ({ code: c.name, name: c.name }))} placeholder="Choose a city" />
					</SelectField>
				) : (
					<TextField label={labels.city} name={names.city} defaultValue={values.city} errors={errors.city} required />
				)
			) : null}
			{hydrated ? null : (
				<div className="sm:col-span-full">
					<Button type="submit" name="intent" value={updateIntent} variant="secondary" formNoValidate>
						Update
					</Button>
					<p className="mt-1 text-xs text-gray-600">Choose a country (then a state) and press Update to see its states (and cities).</p>
				</div>
			)}
		</fieldset>
	)
}
