import { Link } from '@remix-run/react'

/** A product's settings: each item opens its own sub-screen (a URL). */
export function ProductItems({
	product,
	items,
}: {
	product: { key: string; label: string }
	items: Array<{ id: string; label: string; to: string }>
}) {
	return (
		<div className="flex flex-col gap-3">
			<h3 className="text-lg font-semibold">{product.label}</h3>
			<ul className="divide-y divide-gray-100 rounded-xl border border-gray-200">
				{items.map((item) => (
					<li key={item.id}>
						<Link
							to={item.to}
							preventScrollReset
							className="flex items-center justify-between px-4 py-3 text-sm font-medium hover:bg-gray-50"
						>
							{item.label}
							<span aria-hidden="true">→</span>
						</Link>
					</li>
				))}
			</ul>
		</div>
	)
}
