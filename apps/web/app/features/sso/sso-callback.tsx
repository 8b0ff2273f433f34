import "./strings.ts";
import "./sso.css";

import { useEffect, useRef, useState } from "react";
import { Link, useLocation, useNavigate } from "react-router";

import { api } from "../../lib/api-client.ts";
import { useTranslation } from "../../lib/i18n-react.tsx";
import { completeSignIn, rememberRedirect } from "../../lib/member/session.ts";
import { routePaths } from "../../lib/route-names.ts";
import { useClientState } from "../../lib/store/client-store.ts";
import { callbackOf, type Failure, failureOf, needsCompletion, once } from "./sso-rules.ts";

/**
 * `/account/oauthcallback`: where the sign-in provider sends the browser back. Once the
 * browser's store is read (the saved redirect lives there), the page takes `code`, `state`
 * and `iss` out of the address bar and posts them to members/sso once
 * (`member.sso-callback-once`), then signs the member in and goes on, replacing this page in
 * the history: to the saved redirect or /account, or to /account/complete first when the
 * member has no phone or name yet (`member.sso-complete-profile`). A failure is said in words
 * with a way back to sign-in (`member.sso-callback-errors`). The code is never shown.
 */
export function SsoCallback() {
  const { t } = useTranslation("password");
  const { t: tp } = useTranslation("pages");
  const location = useLocation();
  const navigate = useNavigate();
  const hydrated = useClientState((s) => s.hydrated);
  const [failure, setFailure] = useState<Failure | null>(null);
  const failureRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!hydrated) return;
    const callback = callbackOf(new URLSearchParams(location.search));
    // The code leaves the address bar and the history entry at once: it is never on screen,
    // and a reload cannot post it a second time (the router keeps the location it read).
    if (window.location.search !== "") {
      window.history.replaceState(window.history.state, "", window.location.pathname);
    }
    let live = true;
    if (callback.kind === "missing") {
      setFailure({ key: "missing" });
      return;
    }
    if (callback.kind === "cancelled") {
      // The server spends the waiting sign-in too; the answer says nothing new.
      const { state, error } = callback;
      if (state !== null)
        void once(state, () => api.call("membersSso", { body: { state, error } }));
      setFailure({ key: "cancelled" });
      return;
    }
    void once(callback.body.state, () => api.call("membersSso", { body: callback.body })).then(
      (result) => {
        if (!live) return;
        if (!result.ok) {
          setFailure(failureOf(result.status, result.body, result.errors));
          return;
        }
        if (result.data.status !== "ok") {
          setFailure({ key: "generic" });
          return;
        }
        const target = completeSignIn(result.data.data);
        if (needsCompletion(result.data.data.user)) {
          rememberRedirect(target);
          void navigate(routePaths["account-complete"], { replace: true });
        } else {
          void navigate(target, { replace: true });
        }
      },
    );
    return () => {
      live = false;
    };
  }, [hydrated, location.search, navigate]);

  useEffect(() => {
    if (failure) failureRef.current?.focus();
  }, [failure]);

  return (
    <article className="sso-page" aria-labelledby="page-heading">
      <h1 id="page-heading" className="sso-page__heading">
        {tp("account-oauthcallback.title")}
      </h1>
      <p className="sso-page__lead">{tp("account-oauthcallback.lead")}</p>
      <div className="sso-page__body">
        {failure ? (
          <div className="sso-failure" role="alert" ref={failureRef} tabIndex={-1}>
            <h2 className="sso-failure__heading">{t("sso.failedHeading")}</h2>
            <p>{"key" in failure ? t(`sso.${failure.key}`) : failure.message}</p>
            <Link className="button button--primary" to={routePaths["account-login"]}>
              {t("sso.backToSignIn")}
            </Link>
          </div>
        ) : (
          <div className="sso-progress" role="status" data-testid="sso-finishing">
            <progress className="sso-progress__bar" aria-label={t("sso.progress")} />
            <p>{t("sso.finishing")}</p>
          </div>
        )}
      </div>
    </article>
  );
}
