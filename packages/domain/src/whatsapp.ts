/**
 * WhatsApp links (wa.me): a chat with a number, and a share that lets the person pick the chat
 * (their own, to keep a link). wa.me takes the number's digits only and the text URL-encoded.
 */

/** A chat with `number` (any form with its country code), the message box filled with `text`. */
export function whatsAppChatUrl(number: string, text?: string): string {
  const digits = number.replace(/\D/g, '');
  return text
    ? `https://wa.me/${digits}?text=${encodeURIComponent(text)}`
    : `https://wa.me/${digits}`;
}

/** A message to send to a chat the person chooses (WhatsApp asks which). */
export function whatsAppShareUrl(text: string): string {
  return `https://wa.me/?text=${encodeURIComponent(text)}`;
}
