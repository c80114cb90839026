/**
 * The services an integrator can subscribe to, as plain data (no zod, so
 * the browser can show names and states without a schema library). The
 * provider names them in lowercase in subscription calls and in uppercase
 * elsewhere (SPEC.md §3).
 */
export const SERVICE_NAMES = ['trading', 'compliance', 'wallets', 'fcat', 'payment', 'lending'] as const
export type ServiceName = (typeof SERVICE_NAMES)[number]

export type ServiceId = Uppercase<ServiceName>
export const toServiceId = (name: ServiceName) => name.toUpperCase() as ServiceId

/**
 * How each service is shown. `label` is the product name on cards and in the
 * sidebar; `guardName` is the word SPEC.md §8 uses in guard toasts (with
 * DESIGN.md §8.4: Payment says Payment); `path` is its landing page.
 */
export const SERVICES: Record<ServiceName, { label: string; guardName: string; path: string }> = {
	trading: { label: 'Trading', guardName: 'Trading', path: '/product/trading' },
	compliance: { label: 'Compliance', guardName: 'Compliance', path: '/product/compliance' },
	wallets: { label: 'Crypto wallet', guardName: 'Wallet', path: '/product/wallet-service' },
	fcat: { label: 'Fiat wallet', guardName: 'FCAT', path: '/product/fiat-wallet-service' },
	payment: { label: 'Payment', guardName: 'Payment', path: '/product/payment-service' },
	lending: { label: 'Lending', guardName: 'Lending', path: '/product/lending-service' },
}
