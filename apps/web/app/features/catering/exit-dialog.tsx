import "./exit-strings.ts";
import "./exit-dialog.css";

import { type RefObject, useState } from "react";

import { cookieNames, setBrowserCookie } from "../../lib/cookies.ts";
import { useTranslation } from "../../lib/i18n-react.tsx";
import { ModalDialog } from "../../ui/modal-dialog.tsx";
import { clearCateringCart } from "./exit-cart.ts";

const ONE_YEAR = 365 * 24 * 60 * 60;

/**
 * `catering-exit.cookie`: closing the dialog, either way, records that the visitor has seen the
 * warning (`exit-catering=opened`, a year). The record changes nothing here: the dialog still
 * asks whenever the cart has items, since leaving clears the cart.
 */
function rememberClosed(): void {
  setBrowserCookie(cookieNames.exitCatering, "opened", { maxAgeSeconds: ONE_YEAR });
}

/**
 * 'Are you sure you want to exit catering?' (`catering-exit.warn`), opened by a click on a link
 * that leaves the catering site while the cart has items (exit-watcher.tsx). Continue clears
 * the cart (`catering-exit.clear-cart`) and then follows the link; Cancel, Escape or the
 * backdrop stay on the page, focus back on the link. Focus stays inside while it is open.
 */
export function CateringExitDialog({
  href,
  onClose,
  returnFocusRef,
  go = (to) => window.location.assign(to),
}: {
  /** The address of the link that was stopped; null when the dialog is closed. */
  href: string | null;
  /** Closes the dialog and stays (Cancel, Escape, the backdrop). */
  onClose: () => void;
  returnFocusRef: RefObject<HTMLElement | null>;
  /** Follows the link once the cart is cleared (the browser's own navigation by default). */
  go?: (href: string) => void;
}) {
  const { t } = useTranslation("cateringExit");
  const [leaving, setLeaving] = useState(false);
  const open = href !== null;

  const stay = () => {
    if (leaving) return;
    rememberClosed();
    onClose();
  };

  const leave = async () => {
    if (href === null || leaving) return;
    setLeaving(true);
    rememberClosed();
    await clearCateringCart();
    go(href);
  };

  return (
    <ModalDialog
      id="catering-exit-dialog"
      open={open}
      onClose={stay}
      returnFocusRef={returnFocusRef}
      className="catering-exit"
      aria-labelledby="catering-exit-heading"
    >
      {open && (
        <div className="catering-exit__inner">
          <h2 id="catering-exit-heading" className="catering-exit__heading">
            {t("heading")}
          </h2>
          <p id="catering-exit-body" className="catering-exit__body">
            {t("body")}
          </p>
          <div className="catering-exit__actions">
            <button
              type="button"
              className="button button--primary"
              disabled={leaving}
              aria-busy={leaving || undefined}
              onClick={() => void leave()}
            >
              {t("continue")}
            </button>
            <button
              type="button"
              className="button button--outline"
              disabled={leaving}
              onClick={stay}
            >
              {t("cancel")}
            </button>
          </div>
          <p className="catering-exit__status" role="status">
            {leaving ? t("leaving") : ""}
          </p>
        </div>
      )}
    </ModalDialog>
  );
}
