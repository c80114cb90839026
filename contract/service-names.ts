/**
 * The services an integrator subscribes to, by the names the provider uses,
 * with no schema: pages that only name a service (the deactivate dialog, a
 * refusal's card) import this, and zod stays out of their first visit
 * (docs/decisions/121-a-lighter-frame.md). contract/products.ts re-exports it.
 */
export const SERVICE_NAMES = ['trading', 'compliance', 'wallets', 'fcat', 'payment', 'lending'] as const
export type ServiceName = (typeof SERVICE_NAMES)[number]

export type ServiceId = Uppercase<ServiceName>
export const toServiceId = (name: ServiceName) => name.toUpperCase() as ServiceId

export const isServiceName = (value: unknown): value is ServiceName => (SERVICE_NAMES as readonly unknown[]).includes(value)
