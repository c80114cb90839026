import { z } from 'zod'
import { LOGO_INTENTS } from './intents.ts'

/** The logo panel's two changes, as the action reads them (./intents.ts lists them without zod, for the view). */
export const logoIntents = z.enum(LOGO_INTENTS)
