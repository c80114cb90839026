import { roleMay, roleRefusalMessage, type Capability, type Role } from '#contract/team/roles.ts'

/**
 * What the signed-in role may not do, as the provider would refuse it; null when it may
 * (docs/product/team.md). Apart from the Team tab's intents: a page that only names roles
 * does not load the matrix.
 */
export const roleRefusal = (role: Role, capability: Capability) => (roleMay(role, capability) ? null : roleRefusalMessage(role, capability))
