/** The money forms' amount field is the kit's (app/ui/kit/number-field.tsx), under the name the forms know it by. */
export { AmountField as NumberField } from '../kit/number-field.tsx'
