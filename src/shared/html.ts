/** Text made safe to put inside HTML (mail bodies): the five characters HTML gives meaning to, as entities. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
