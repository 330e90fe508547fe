// The mail catcher's HTML page: every caught message, newest first, each opening to its rendered body.
import type { CaughtMessage } from './caught-message.ts';

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function caughtMailPage(messages: CaughtMessage[]): string {
  const rows = messages
    .map(
      (m) => `<details><summary><strong>${escapeHtml(m.subject)}</strong> &mdash; to ${escapeHtml(
        m.to.join(', '),
      )} &mdash; from ${escapeHtml(m.from)} <small>${escapeHtml(m.created_at)}</small></summary>
<p>Attachments: ${m.attachments.map((a) => escapeHtml(a.filename)).join(', ') || 'none'}</p>
<iframe title="${escapeHtml(m.subject)}" sandbox srcdoc="${escapeHtml(m.html ?? `<pre>${escapeHtml(m.text ?? '')}</pre>`)}"></iframe>
</details>`,
    )
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Caught mail</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>body{font:15px system-ui,sans-serif;margin:2rem;max-width:60rem}details{border:1px solid #ccc;border-radius:6px;padding:.5rem 1rem;margin:.5rem 0}iframe{width:100%;height:28rem;border:1px solid #eee}</style>
</head><body><h1>Caught mail (${messages.length})</h1>
<p>Every message sent to this e-mail API is kept here instead of being delivered. JSON: <a href="/api/messages">/api/messages</a>.</p>
${rows || '<p>No mail yet.</p>'}</body></html>`;
}
