import { z } from 'zod'
import { SERVICE_NAMES } from './service-catalog.ts'

export * from './service-catalog.ts'

export const serviceNameSchema = z.enum(SERVICE_NAMES, {
	errorMap: () => ({ message: `name must be one of ${SERVICE_NAMES.join(', ')}` }),
})
