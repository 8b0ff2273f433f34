/**
 * The calls that change or read the current order run one at a time, in the order they
 * were asked for. Each answer carries the whole order and replaces the stored one, so two
 * calls in flight at once (a tip and the round-up it triggers, a time and a handoff) could
 * otherwise land out of order and leave the older order on screen. One call failing does
 * not stop the next.
 */
let tail: Promise<unknown> = Promise.resolve();

export function inOrder<T>(run: () => Promise<T>): Promise<T> {
  const result = tail.then(run, run);
  tail = result.catch(() => undefined);
  return result;
}
