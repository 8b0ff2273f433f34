// The site's moments that may show an in-app message of trigger type "event": any code calls
// `emitEngagementTrigger("added_to_cart")`; the in-app presenter listens.
const listeners = new Set<(name: string) => void>();

/** Tells the in-app presenter that `name` happened on the site. */
export function emitEngagementTrigger(name: string): void {
  for (const listener of [...listeners]) listener(name);
}

/** Listens to the site's trigger events; returns the function that stops listening. */
export function onEngagementTrigger(listener: (name: string) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
