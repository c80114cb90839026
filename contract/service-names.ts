/**
 * The services' names, without zod: views that only name a service import
 * them from here, so their pages' first visit does not load zod (record
 * 120); ./products.ts (the schemas) re-exports them. The provider names
 * services in lowercase in subscription calls and in uppercase elsewhere.
 */
export const SERVICE_NAMES = ['trading', 'compliance', 'wallets', 'fcat', 'payment', 'lending'] as const
export type ServiceName = (typeof SERVICE_NAMES)[number]

export type ServiceId = Uppercase<ServiceName>
export const toServiceId = (name: ServiceName) => name.toUpperCase() as ServiceId

export const isServiceName = (value: unknown): value is ServiceName => (SERVICE_NAMES as readonly unknown[]).includes(value)
