/**
 * Focus handling of modal dialogs (`frame.dialog-focus`: an open dialog traps focus, Tab and
 * Shift+Tab cycle inside it, Escape closes it). The decision of where Tab goes is
 * a pure function (tested in dialog-focus.test.ts); the DOM part only finds candidates.
 */

const focusableSelector = [
  "a[href]",
  "area[href]",
  "button:not([disabled])",
  'input:not([disabled]):not([type="hidden"])',
  "select:not([disabled])",
  "textarea:not([disabled])",
  "summary",
  "iframe",
  '[contenteditable="true"]',
  "[tabindex]",
].join(",");

/** The elements inside `root` that Tab can reach, in document order. */
export function tabbableIn(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(focusableSelector)).filter(
    (el) =>
      el.tabIndex >= 0 &&
      !el.closest("[inert]") &&
      // Rendered (not display:none, not in a closed <details>) and not visibility:hidden.
      el.getClientRects().length > 0 &&
      getComputedStyle(el).visibility !== "hidden",
  );
}

/**
 * Where Tab (or Shift+Tab) from the element at `index` of `count` tabbable elements must
 * go to stay inside the dialog: the index to focus, or null to let the browser move focus
 * normally (it stays inside). `index` is -1 when focus is not on a tabbable element of the
 * dialog (the dialog itself, or outside it). With nothing tabbable the answer is -1: keep
 * focus on the dialog.
 */
export function trappedTabIndex(index: number, count: number, backwards: boolean): number | null {
  if (count <= 0) return -1;
  if (backwards) return index <= 0 ? count - 1 : null;
  return index === -1 || index >= count - 1 ? 0 : null;
}

/** Keeps Tab inside `root`: call from its keydown handler. Returns true when it moved focus. */
export function trapTab(event: KeyboardEvent, root: HTMLElement): boolean {
  if (event.key !== "Tab" || event.altKey || event.ctrlKey || event.metaKey) return false;
  const items = tabbableIn(root);
  const active = root.ownerDocument.activeElement;
  const index = items.findIndex((el) => el === active);
  const target = trappedTabIndex(index, items.length, event.shiftKey);
  if (target === null) return false;
  event.preventDefault();
  (target === -1 ? root : items[target])?.focus();
  return true;
}
