import "./strings.ts";
import "./in-app.css";

import { type ReactNode, type RefObject, useEffect } from "react";

import { useTranslation } from "../../lib/i18n-react.tsx";

type AppPage = "app-signin" | "app-payment" | "app-confirm";

/**
 * The frame of an in-app screen (the mobile app's web view, minimal layout): the page heading
 * and lead of the `pages` namespace, then one card, sized for a phone first. No link leads
 * into the rest of the site: the way out is the app.
 */
export function AppScreen({
  page,
  children,
  lead = true,
}: {
  page: AppPage;
  children: ReactNode;
  /** Show the page's lead under the heading. */
  lead?: boolean;
}) {
  const { t } = useTranslation("pages");
  return (
    <article className="app-screen" aria-labelledby="page-heading">
      <header className="app-screen__header">
        <h1 id="page-heading" className="app-screen__heading">
          {t(`${page}.title`)}
        </h1>
        {lead && <p className="app-screen__lead">{t(`${page}.lead`)}</p>}
      </header>
      <div className="app-screen__card">{children}</div>
    </article>
  );
}

/**
 * `inapp.signin-link`, `inapp.payment-link`: a link the app built that cannot be used says so,
 * and offers nothing else (the way back is the app).
 */
export function IncompleteLink({ page }: { page: "app-signin" | "app-payment" }) {
  const { t } = useTranslation("inApp");
  return (
    <article className="app-screen" aria-labelledby="page-heading">
      <div className="app-screen__card app-message" data-testid="app-incomplete-link">
        <h1 id="page-heading" className="app-screen__heading">
          {t("incomplete.title")}
        </h1>
        <p>{t(page === "app-signin" ? "incomplete.signin" : "incomplete.payment")}</p>
      </div>
    </article>
  );
}

/** A message in place of the screen's content (not found, refused, failed…), with its actions. */
export function AppMessage({
  title,
  body,
  alert = false,
  focusRef,
  children,
}: {
  title: string;
  body: ReactNode;
  /** Announce it at once (an error that just happened). */
  alert?: boolean;
  /** Receives the focus when shown, so a keyboard or screen-reader user lands on it. */
  focusRef?: RefObject<HTMLDivElement | null>;
  children?: ReactNode;
}) {
  return (
    <div
      ref={focusRef}
      className="app-message"
      role={alert ? "alert" : undefined}
      tabIndex={focusRef ? -1 : undefined}
    >
      <h2 className="app-message__title">{title}</h2>
      <p>{body}</p>
      {children && <div className="app-message__actions">{children}</div>}
    </div>
  );
}

/** Moves the focus to `ref` whenever `key` changes to a truthy value. */
export function useFocusOn(key: unknown, ref: RefObject<HTMLElement | null>) {
  useEffect(() => {
    if (key) ref.current?.focus();
  }, [key, ref]);
}

/** A progress line (busy, announced politely): loading, checking, going back to the app. */
export function AppProgress({ text }: { text: string }) {
  return (
    <p className="app-progress" role="status" aria-live="polite" data-testid="app-progress">
      <span className="app-progress__spinner" aria-hidden="true" />
      {text}
    </p>
  );
}

/** A read that failed: said at once, focused, with the screen's "Try again". */
export function AppLoadError({
  title,
  body,
  retry,
  onRetry,
  focusRef,
}: {
  title: string;
  body: string;
  retry: string;
  onRetry: () => void;
  focusRef: RefObject<HTMLDivElement | null>;
}) {
  return (
    <AppMessage alert focusRef={focusRef} title={title} body={body}>
      <button type="button" className="button button--primary" onClick={onRetry}>
        {retry}
      </button>
    </AppMessage>
  );
}

/**
 * "Back to the app": a plain link to the app's return address (another scheme, or a page of
 * the app's own site), shown only when the server allows that address
 * (`inapp.redirect-allowed`).
 */
export function BackToApp({ href }: { href: string }) {
  const { t } = useTranslation("inApp");
  return (
    <a className="button app-back" href={href} data-testid="back-to-app">
      {t("backToApp")}
    </a>
  );
}
