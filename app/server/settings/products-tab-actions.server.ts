import { parseWithZod } from '@conform-to/zod'
import type { Subscription } from '#contract/products.ts'
import { emailSettingKeySchema, type EmailNotification } from '#contract/settings/products.ts'
import { formError } from '#app/lib/reply.ts'
import { addAddressFormSchema, productsTabIntents, type ProductsTabIntent } from '#app/lib/settings/products-tab-schemas.ts'
import { isSettingsProductKey, productEmailKeys, productsTabUrl, SETTINGS_PRODUCTS, shortAddress } from '#app/lib/settings/products-tab.ts'
import { readIntent, replyForm, replyUnknownIntent, submitToProvider } from '../action-reply.server.ts'
import { ProviderError } from '../provider/client.server.ts'
import { redirectWithToast } from '../toast.server.ts'
import type { User } from '../user.server.ts'
import { availableProducts, readProductsTabUrl } from './products-tab.server.ts'
import { respondToToggle } from './toggle-response.server.ts'

/**
 * The posts of the 'Products & subscriptions' tab, one `intent` each:
 * update-emails, blacklist (a Toggle), add-address and delete-address. A refusal answers
 * the page with `{ intent, result }` (the reason under '') and a 4xx
 * status, and changes nothing; a success goes back to the screen it came
 * from with a toast.
 */
export async function handleProductsTabAction(request: Request, user: User) {
	const form = await request.formData()
	const intent = readIntent(form, productsTabIntents)
	switch (intent) {
		case 'update-emails':
			return updateEmails(request, user, form)
		case 'blacklist':
			return toggleBlacklist(user, form)
		case 'add-address':
			return addAddress(request, user, form)
		case 'delete-address':
			return deleteAddress(request, user, form)
		case null: {
			const posted = form.get('intent')
			return replyUnknownIntent(typeof posted === 'string' && posted ? `Unknown action '${posted.slice(0, 50)}'.` : 'Choose what to do.')
		}
	}
}

const refuse = (intent: ProductsTabIntent, message: string, status = 400) => replyForm(intent, formError(message), status)

/** A provider refusal as the page's answer, with the provider's 4xx status (a missing address stays a 404). */
function refuseProviderError(intent: ProductsTabIntent, error: unknown) {
	if (!(error instanceof ProviderError) || error.isAuthFailure) throw error
	return refuse(intent, error.body.message, error.status >= 400 && error.status < 500 ? error.status : 400)
}

/** Back to the screen the form was on (rebuilt from known parameters, never echoed). */
function backUrl(request: Request) {
	const { product, screen, q } = readProductsTabUrl(request)
	return productsTabUrl({ product, screen, q })
}

/** Fields of the e-mail form that are not preference keys. */
const EMAIL_FORM_FIELDS = new Set(['intent', 'product'])

/**
 * 'Update' on Manage emails: every key of the product is a checkbox (absent
 * means off). Only this product's keys are sent, and nothing at all when
 * they equal the saved values (a form posted without JavaScript can be).
 */
async function updateEmails(request: Request, user: User, form: FormData) {
	const refuseEmails = (message: string, status?: number) => refuse('update-emails', message, status)
	const product = form.get('product')
	if (!isSettingsProductKey(product)) return refuseEmails('Choose a product whose e-mails to update.')
	const label = SETTINGS_PRODUCTS[product].label
	const keys: readonly string[] = productEmailKeys(product)
	for (const name of form.keys()) {
		if (EMAIL_FORM_FIELDS.has(name) || keys.includes(name)) continue
		const known = emailSettingKeySchema.safeParse(name)
		return refuseEmails(known.success ? `${name} is not an e-mail setting of ${label}.` : `Unknown e-mail setting: ${name.slice(0, 60)}`)
	}
	let loaded: [Subscription[], EmailNotification[]]
	try {
		loaded = await Promise.all([user.subscriptions, user.api.settings.getEmailNotifications()])
	} catch (error) {
		return refuseProviderError('update-emails', error)
	}
	const [subscriptions, saved] = loaded
	if (!availableProducts(subscriptions).includes(product)) return refuseEmails(`You have no approved ${label} subscription.`)
	const before = new Map(saved.map((n) => [n.emailSetting, n.active]))
	// Only keys the provider holds for this integrator: a form shown without them (a failed load) must not switch them all off.
	const next = productEmailKeys(product)
		.filter((key) => before.has(key))
		.map((key) => ({ emailSetting: key, active: form.has(key) }))
	if (next.length === 0) return refuseEmails(`There are no e-mail preferences for ${label} yet.`, 409)
	if (next.every((n) => before.get(n.emailSetting) === n.active)) {
		return redirectWithToast(backUrl(request), {
			type: 'message',
			title: 'Nothing to update',
			description: 'Your e-mail preferences are as they were.',
		})
	}
	try {
		await user.api.settings.updateEmailNotifications(next)
	} catch (error) {
		return refuseProviderError('update-emails', error)
	}
	return redirectWithToast(backUrl(request), {
		type: 'success',
		title: 'Email preferences updated',
		description: 'You can change your settings later.',
	})
}

/**
 * The blacklist check: on checks every withdrawal address without asking
 * ($5 fee each time); off stops checking, and keeps offering the check on
 * each withdrawal (alwaysShowBlacklistCheck).
 */
async function toggleBlacklist(user: User, form: FormData) {
	const value = form.get('checkBlacklistOnWithdrawal')
	if (value !== 'true' && value !== 'false') {
		return respondToToggle('blacklist', form, { ok: false, message: 'checkBlacklistOnWithdrawal must be true or false' })
	}
	const on = value === 'true'
	try {
		await user.api.settings.updateWithdrawalBlacklist({ checkBlacklistOnWithdrawal: on, alwaysShowBlacklistCheck: !on })
	} catch (error) {
		if (!(error instanceof ProviderError)) throw error
		return respondToToggle('blacklist', form, { ok: false, message: error.body.message })
	}
	return respondToToggle('blacklist', form, {
		ok: true,
		toast: {
			type: 'success',
			title: on ? 'Blacklist check on' : 'Blacklist check off',
			description: on
				? 'Withdrawal addresses will be checked against blacklists ($5 fee each time).'
				: 'Withdrawal addresses will not be checked against blacklists.',
		},
	})
}

/** 'Add address': the form's errors under its fields, the provider's too; back to the list with a toast. */
async function addAddress(request: Request, user: User, form: FormData) {
	const submission = parseWithZod(form, { schema: addAddressFormSchema })
	if (submission.status !== 'success') return replyForm('add-address', submission.reply())
	const fields = ['address', 'asset', 'network', 'description']
	const refused = await submitToProvider('add-address', submission, fields, () =>
		user.api.settings.createWithdrawalAddress(submission.value),
	)
	if (refused) return refused
	return redirectWithToast(backUrl(request), {
		type: 'success',
		title: 'Address added',
		description: `${shortAddress(submission.value.address)} is saved for withdrawals.`,
	})
}

async function deleteAddress(request: Request, user: User, form: FormData) {
	const addressId = form.get('addressId')
	if (typeof addressId !== 'string' || !addressId.trim()) return refuse('delete-address', 'Choose an address to delete.')
	if (addressId.length > 100) return refuse('delete-address', 'addressId is too long')
	try {
		await user.api.settings.deleteWithdrawalAddress(addressId.trim())
	} catch (error) {
		return refuseProviderError('delete-address', error)
	}
	return redirectWithToast(backUrl(request), {
		type: 'success',
		title: 'Address deleted',
		description: 'The withdrawal address has been removed.',
	})
}
