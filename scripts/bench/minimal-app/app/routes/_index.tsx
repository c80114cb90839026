import { useLoaderData } from '@remix-run/react'
import { request } from 'undici'
import { HOME_CALLS } from '../../home-calls.mjs'

/**
 * Started with BENCH_PROVIDER_URL and BENCH_PROVIDER_TOKEN, the same build is
 * the floor of a signed-in `/`: this page plus the provider calls `/` makes
 * (../../home-calls.mjs, checked against `/` in each bench run), through
 * undici on a kept-alive connection, answers parsed but not validated.
 * Without them it is the plain yardstick and makes no call.
 */
const PROVIDER_URL = process.env.BENCH_PROVIDER_URL
const PROVIDER_TOKEN = process.env.BENCH_PROVIDER_TOKEN

async function providerCall(path: string) {
	const answer = await request(`${PROVIDER_URL}${path}`, {
		headers: { accept: 'application/json', authorization: `Bearer ${PROVIDER_TOKEN}` },
	})
	const body = await answer.body.json()
	if (answer.statusCode !== 200) throw new Error(`GET ${path} answered ${answer.statusCode}`)
	return body
}

/** One loader, one small page: what any Remix page costs at least (the yardstick's loader stays synchronous). */
export function loader() {
	const page = { greeting: 'Hello', items: ['one', 'two', 'three'], at: new Date().toISOString() }
	return PROVIDER_URL ? Promise.all(HOME_CALLS.map(providerCall)).then(() => page) : page
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
