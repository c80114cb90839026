import { BackButton } from '../../kit/back-button.tsx'

/** A sub-screen's back button (to the product's items) and title. */
export function SubScreenHeader({ back, product, title }: { back: string; product: string; title: string }) {
	return (
		<div className="flex flex-col gap-2">
			<BackButton to={back} label={`Back to ${product}`} />
			<h3 className="text-lg font-semibold">
				{title} <span className="text-sm font-normal text-gray-500">· {product}</span>
			</h3>
		</div>
	)
}
