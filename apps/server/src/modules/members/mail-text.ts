/** Text put into the HTML part of an email: the five characters HTML treats specially, escaped. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
