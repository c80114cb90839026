import { useLoaderData } from '@remix-run/react'

/** One loader, one small page: what any Remix page costs at least. */
export function loader() {
	return { greeting: 'Hello', items: ['one', 'two', 'three'], at: new Date().toISOString() }
}

export default function Index() {
	const { greeting, items, at } = useLoaderData<typeof loader>()
	return (
		<main>
			<h1>{greeting}</h1>
			<ul>
				{items.map((item) => (
					<li key={item}>{item}</li>
				))}
			</ul>
			<p>Rendered at {at}</p>
		</main>
	)
}
