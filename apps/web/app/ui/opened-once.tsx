import { type ReactNode, Suspense, useState } from "react";

/**
 * Renders its children from the first time `open` is true, and keeps them from then on
 * (their state and closing behaviour stay as if they had always been there). Meant for
 * overlays whose code loads on first open (`React.lazy`): a page that never opens the cart
 * or a dialog never downloads it (`frame.overlays-lazy`: each page's first load of JavaScript
 * stays small). Until then, and on the server, it renders nothing, so hydration matches.
 */
export function OpenedOnce({ open, children }: { open: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open ? <Suspense fallback={null}>{children}</Suspense> : null;
}
