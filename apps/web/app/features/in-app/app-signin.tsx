import "./strings.ts";

import { type ReactNode, useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";

import { api } from "../../lib/api-client.ts";
import { useTranslation } from "../../lib/i18n-react.tsx";
import { refreshMember, rememberRedirect, signOut, useMember } from "../../lib/member/session.ts";
import { AppMessage, AppProgress, AppScreen, useFocusOn } from "./app-screen.tsx";
import { type CodeRefusal, codeRefusalOf, continueName, type SigninLink } from "./in-app-rules.ts";

type Phase =
  | { kind: "idle" }
  | { kind: "signing-out" }
  | { kind: "returning" }
  | { kind: "failed"; refusal: CodeRefusal };

/** Where the browser goes (window.location.replace; replaced in tests). */
type Go = (url: string) => void;
const replaceLocation: Go = (url) => window.location.replace(url);

/**
 * `/app/signin` (`inapp.signin-flow`): the mobile app's sign-in in its web view. Signed out,
 * the sign-in form (the account's own, given by the route); signed in on this web view,
 * "Continue as {first name}" or "Use another account". Once signed in, POST app/auth/code
 * (the access token in its header, never in a URL) gives a one-time code bound to the app's
 * return address and PKCE challenge, and the browser is replaced by that address with the
 * code and the app's state. A refusal says why in words and lets the member try again.
 */
export function AppSignin({
  link,
  signInForm,
  go = replaceLocation,
}: {
  link: SigninLink;
  /** The sign-in form; it calls `onSignedIn` once the member is signed in here. */
  signInForm: (onSignedIn: () => void) => ReactNode;
  go?: Go;
}) {
  const { t } = useTranslation("inApp");
  const { hydrated, signedIn, user } = useMember();
  const { pathname, search } = useLocation();
  const [phase, setPhase] = useState<Phase>({ kind: "idle" });
  const running = useRef(false);
  const messageRef = useRef<HTMLDivElement>(null);
  useFocusOn(phase.kind === "failed" ? phase.refusal : null, messageRef);

  // Single sign-on comes back through /account/oauthcallback: to this link, not to /account.
  useEffect(() => {
    if (hydrated && !signedIn) rememberRedirect(`${pathname}${search}`);
  }, [hydrated, signedIn, pathname, search]);

  async function sendBack() {
    if (running.current) return;
    running.current = true;
    setPhase({ kind: "returning" });
    const result = await api.call("appAuthCode", { body: link });
    if (result.ok) {
      // The page stays on "Taking you back" while the browser leaves.
      go(result.data.data.redirect);
      return;
    }
    running.current = false;
    const refusal = codeRefusalOf(result);
    // The session here has ended: forget it, so the form shows again.
    if (refusal.kind === "expired") await refreshMember();
    setPhase({ kind: "failed", refusal });
  }

  async function switchAccount() {
    setPhase({ kind: "signing-out" });
    await signOut();
    setPhase({ kind: "idle" });
  }

  let body: ReactNode;
  if (!hydrated) {
    body = <AppProgress text={t("checking")} />;
  } else if (phase.kind === "returning") {
    body = <AppProgress text={t("signin.returning")} />;
  } else if (phase.kind === "signing-out") {
    body = <AppProgress text={t("signin.signingOut")} />;
  } else {
    const refusal = phase.kind === "failed" ? phase.refusal : null;
    body = (
      <>
        {refusal && (
          <AppMessage
            alert
            focusRef={messageRef}
            title={t("signin.failedTitle")}
            body={
              refusal.kind === "refused"
                ? t("signin.refused", { message: refusal.message })
                : t(`signin.${refusal.kind}`)
            }
          >
            {signedIn && refusal.kind !== "notAllowed" && (
              <button
                type="button"
                className="button button--primary"
                onClick={() => void sendBack()}
              >
                {t("signin.retry")}
              </button>
            )}
          </AppMessage>
        )}
        {signedIn ? (
          <div className="app-continue" data-testid="app-continue">
            <p>{t("signin.signedInAs", { email: user?.email ?? "" })}</p>
            {refusal === null && (
              <button
                type="button"
                className="button button--primary app-continue__primary"
                onClick={() => void sendBack()}
              >
                {t("signin.continueAs", { name: continueName(user) })}
              </button>
            )}
            <button
              type="button"
              className="button app-continue__other"
              onClick={() => void switchAccount()}
            >
              {t("signin.useAnother")}
            </button>
          </div>
        ) : (
          signInForm(() => void sendBack())
        )}
      </>
    );
  }

  return (
    <AppScreen page="app-signin">
      <div
        className="app-screen__body"
        aria-busy={!hydrated || phase.kind === "returning" || undefined}
      >
        {body}
      </div>
    </AppScreen>
  );
}
