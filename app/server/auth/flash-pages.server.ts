import { data, redirect } from '@remix-run/node'
import { getEnv } from '../env.server.ts'
import { commitSession, getSession } from '../session.server.ts'

/** 'Check your e-mail': the address the link went to (a flash value), and on the embedded sandbox, its mailbox. */
export async function loadLoginSuccess(request: Request) {
	const session = await getSession(request)
	const email = session.get('loginLinkSentTo') ?? null
	const env = getEnv()
	// On the embedded sandbox no e-mail leaves the machine: point at its mailbox.
	const mailboxUrl = env.EMBEDDED_SANDBOX && env.SANDBOX_PUBLIC_URL ? mailboxLink(env.SANDBOX_PUBLIC_URL, email) : null
	return data({ email, mailboxUrl }, { headers: { 'Set-Cookie': await commitSession(session) } })
}

function mailboxLink(base: string, email: string | null) {
	const url = new URL('/sandbox/mailbox', base)
	if (email) url.searchParams.set('to', email)
	return url.toString()
}

/** 'Your account is ready': only right after a sign-up (a flash value); otherwise login. */
export async function loadRegisterSuccess(request: Request) {
	const session = await getSession(request)
	const email = session.get('registeredEmail')
	if (!email) throw redirect('/auth/login')
	return data({ email }, { headers: { 'Set-Cookie': await commitSession(session) } })
}
