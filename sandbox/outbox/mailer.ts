import nodemailer from 'nodemailer'

export type MailMessage = { to: string; subject: string; text: string }
export type Mailer = {
	send(message: MailMessage): Promise<void>
	close(): void
}

export const SANDBOX_MAIL_FROM = 'Sandbox provider <no-reply@sandbox.test>'

/** Real e-mail over SMTP (`SMTP_URL`, e.g. smtp://user:pass@host:587), besides the outbox. */
export function createMailer(smtpUrl: string): Mailer {
	const transport = nodemailer.createTransport(smtpUrl)
	return {
		async send(message) {
			await transport.sendMail({ from: SANDBOX_MAIL_FROM, ...message })
		},
		close: () => transport.close(),
	}
}
