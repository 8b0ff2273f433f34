import { useEffect, useRef } from "react";
import { useLocation } from "react-router";

/**
 * `ops-shell.focus-heading`: when a staff page shows (a navigation, or a view of the same URL
 * replacing another: the sign-in form giving way to the restaurant list), focus moves to its
 * heading, so a screen reader announces the new page and the keyboard starts from its top.
 * `view` names what the page shows; nothing moves while it is null (still loading).
 */
export function useHeadingFocus<T extends HTMLElement = HTMLHeadingElement>(view: string | null) {
  const ref = useRef<T>(null);
  const { key } = useLocation();
  useEffect(() => {
    if (view !== null) ref.current?.focus();
  }, [key, view]);
  return ref;
}

/**
 * Focuses the element (an alert, a confirmation) each time `message` changes to a new text, after
 * it is on screen, so the keyboard and the screen reader land on what the form just said.
 */
export function useFocusOnMessage<T extends HTMLElement>(message: string | null) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (message !== null) ref.current?.focus();
  }, [message]);
  return ref;
}
