import type { OutboxMessage } from '#contract/sandbox.ts'
import { escapeHtml } from '../http/html.ts'

/** Only http(s) links become anchors; anything else (javascript:, data:) stays text. */
function linkHtml(link: string) {
	const safe = /^https?:\/\//i.test(link)
	return safe ? `<a href="${escapeHtml(link)}">${escapeHtml(link)}</a>` : escapeHtml(link)
}

function messageHtml(message: OutboxMessage) {
	const links = message.links.length ? `<ul class="links">${message.links.map((link) => `<li>${linkHtml(link)}</li>`).join('')}</ul>` : ''
	return `<article>
<h2>${escapeHtml(message.subject)}</h2>
<p class="meta">${escapeHtml(message.channel === 'sms' ? 'SMS' : 'E-mail')} to <strong>${escapeHtml(message.to)}</strong> · <time datetime="${escapeHtml(message.createdAt)}">${escapeHtml(message.createdAt.replace('T', ' ').replace(/\.\d+Z$/, ' UTC'))}</time></p>
${links}
<pre>${escapeHtml(message.text)}</pre>
</article>`
}

/**
 * GET /sandbox/mailbox: the outbox as a plain page (no JavaScript), so
 * people can click their login links while trying the sandbox.
 */
export function renderMailboxPage(messages: OutboxMessage[], to: string | undefined) {
	const heading = to ? `Messages to ${to}` : 'All messages'
	return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sandbox mailbox</title>
<style>
body { font: 16px/1.5 system-ui, sans-serif; max-width: 48rem; margin: 0 auto; padding: 1rem; color: #1a1a1a; }
form { display: flex; gap: .5rem; flex-wrap: wrap; align-items: end; margin-bottom: 1.5rem; }
label { display: flex; flex-direction: column; font-weight: 600; }
input { font: inherit; padding: .4rem .5rem; min-width: 16rem; }
button, .reset { font: inherit; padding: .4rem .9rem; }
article { border: 1px solid #ccc; border-radius: .5rem; padding: .75rem 1rem; margin-bottom: 1rem; }
h2 { font-size: 1.1rem; margin: 0 0 .25rem; }
.meta { color: #555; margin: 0 0 .5rem; }
pre { white-space: pre-wrap; word-break: break-word; font: inherit; margin: 0; }
a { color: #0645ad; word-break: break-all; }
</style>
</head>
<body>
<main>
<h1>Sandbox mailbox</h1>
<p>E-mails and SMS the sandbox provider has sent, newest first. Nothing here leaves this machine unless SMTP is configured.</p>
<form method="get" action="/sandbox/mailbox">
<label for="to">Recipient<input id="to" name="to" type="email" value="${escapeHtml(to ?? '')}" placeholder="you@example.com"></label>
<button type="submit">Filter</button>
<a class="reset" href="/sandbox/mailbox">Show all</a>
</form>
<h2>${escapeHtml(heading)} (${messages.length})</h2>
${messages.length ? messages.map(messageHtml).join('\n') : '<p>No messages yet.</p>'}
</main>
</body>
</html>`
}
