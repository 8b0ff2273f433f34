import type { KeyboardEvent, MouseEvent, ReactNode, RefObject } from "react";
import { useEffect, useRef } from "react";

import { useBodyScrollLock } from "../lib/use-body-scroll-lock.ts";
import { tabbableIn, trapTab } from "./dialog-focus.ts";

export type ModalDialogProps = {
  id: string;
  open: boolean;
  /** Called when the dialog asks to close: Escape, a click on the backdrop. */
  onClose: () => void;
  /** Gets focus back when the dialog closes (the control that opened it). */
  returnFocusRef?: RefObject<HTMLElement | null>;
  className?: string;
  "aria-label"?: string;
  "aria-labelledby"?: string;
  children: ReactNode;
};

/**
 * A modal dialog on the native `<dialog>` element: while open the rest of the page is
 * inert, focus moves to the first control inside, Tab and Shift+Tab stay inside, Escape or
 * a click on the backdrop closes it, focus returns to `returnFocusRef`, and the body does
 * not scroll. `open` is the single source of truth: the owner keeps it (e.g. in the client
 * store) and `onClose` asks the owner to set it false.
 *
 * Style the dialog with no padding and one child that fills it: a click whose target is
 * the `<dialog>` itself is then a click on the backdrop.
 */
export function ModalDialog({
  id,
  open,
  onClose,
  returnFocusRef,
  className,
  children,
  ...labels
}: ModalDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  useBodyScrollLock(open);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      const first = tabbableIn(dialog)[0];
      (first ?? dialog).focus();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    // Whatever closed it (Escape through the browser's cancel, or `open` turning false).
    const onNativeClose = () => {
      onClose();
      returnFocusRef?.current?.focus();
    };
    dialog.addEventListener("close", onNativeClose);
    return () => dialog.removeEventListener("close", onNativeClose);
  }, [onClose, returnFocusRef]);

  // Unmounted while open (a layout change): leave no modal state behind.
  useEffect(() => {
    const dialog = ref.current;
    return () => {
      if (dialog?.open) dialog.close();
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (ref.current) trapTab(event.nativeEvent, ref.current);
  };
  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) onClose();
  };

  return (
    <dialog
      ref={ref}
      id={id}
      className={className}
      aria-modal="true"
      onKeyDown={onKeyDown}
      onClick={onClick}
      {...labels}
    >
      {children}
    </dialog>
  );
}
