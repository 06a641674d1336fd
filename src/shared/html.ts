const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text made safe to place in HTML, in an element or an attribute (mails, documents, previews). */
export const escapeHtml = (text: string | null | undefined): string =>
  (text ?? '').replace(/[&<>"']/g, (c) => entities[c] ?? c);
