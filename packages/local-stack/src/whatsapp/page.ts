// The WhatsApp catcher's HTML page: every caught message, newest first, as the customer reads it.
import {
  isWhatsappLanguage,
  renderWhatsappBody,
  whatsappButtonUrl,
  whatsappTemplate,
} from '@venue/domain/whatsapp-templates';
import type { CaughtWhatsapp } from './store.ts';

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** One message: its template, recipient and time, the body filled in, and its buttons' links. */
function messageHtml(message: CaughtWhatsapp, siteUrl: string): string {
  const template = whatsappTemplate(message.template);
  const language = message.language;
  if (!template || !isWhatsappLanguage(language)) return '';
  const body = renderWhatsappBody(message.template, language, message.params);
  const buttons = template.buttons
    .map((button, index) => {
      const token = message.buttonParams[index] ?? '';
      const href = whatsappButtonUrl(siteUrl, language, button.path).replace('{{1}}', token);
      return `<a class="button" href="${escapeHtml(href)}">${escapeHtml(button.text[language])}</a>`;
    })
    .join('');
  const dir = language === 'ar' ? 'rtl' : 'ltr';
  return `<article><header><strong>${escapeHtml(message.template)}</strong> (${escapeHtml(language)})
&mdash; to +${escapeHtml(message.to)} <small>${escapeHtml(message.receivedAt)} &middot; ${escapeHtml(message.id)}</small></header>
<div class="bubble" lang="${escapeHtml(language)}" dir="${dir}"><p>${escapeHtml(body)}</p>${buttons}</div></article>`;
}

export function caughtWhatsappPage(messages: CaughtWhatsapp[], siteUrl: string): string {
  const rows = messages.map((m) => messageHtml(m, siteUrl)).join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Caught WhatsApp</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>body{font:15px system-ui,sans-serif;margin:2rem;max-width:60rem}article{border:1px solid #ccc;border-radius:6px;padding:.5rem 1rem;margin:.5rem 0}.bubble{background:#dcf8c6;border-radius:8px;padding:.5rem 1rem;max-width:28rem}.bubble p{white-space:pre-wrap;margin:.25rem 0}.button{display:block;text-align:center;padding:.4rem;border-top:1px solid #b5d8a0;color:#0b6bcb;text-decoration:none}</style>
</head><body><h1>Caught WhatsApp (${messages.length})</h1>
<p>Every template message sent to this Cloud API stand-in is kept here instead of being delivered. JSON: <a href="/api/messages">/api/messages</a>.</p>
${rows || '<p>No messages yet.</p>'}</body></html>`;
}
