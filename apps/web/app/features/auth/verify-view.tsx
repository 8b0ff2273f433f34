import "./strings.ts";

import { useEffect, useRef, useState } from "react";
import { Link, useSearchParams } from "react-router";

import { api } from "../../lib/api-client.ts";
import { useTranslation } from "../../lib/i18n-react.tsx";
import { refreshMember, rememberRedirect, useMember } from "../../lib/member/session.ts";
import { routePaths } from "../../lib/route-names.ts";
import { refusalText } from "./auth-errors.ts";

type Check =
  | { kind: "verifying" }
  | { kind: "verified" }
  | { kind: "failed"; message: string }
  | { kind: "no-token" };

type Resend =
  | { kind: "idle" }
  | { kind: "sending" }
  | { kind: "sent"; email: string }
  | { kind: "error"; message: string };

/**
 * `member.verify-page`: `/account/verify?token=…&email=…`, the link of the verification
 * email. In the browser it calls members/verify once, then says so (and refreshes the stored
 * member), or says why not and offers a new link (members/verify/resend, which needs the
 * member signed in: signed out, a sign-in link that comes back here). Without a token the
 * page explains and offers the new link.
 */
export function VerifyView() {
  const { t } = useTranslation("auth");
  const [params] = useSearchParams();
  const token = params.get("token")?.trim() ?? "";
  const email = params.get("email")?.trim() ?? "";
  const { hydrated, signedIn, user } = useMember();
  const [check, setCheck] = useState<Check>(
    token && email ? { kind: "verifying" } : { kind: "no-token" },
  );
  const [resend, setResend] = useState<Resend>({ kind: "idle" });
  const asked = useRef<string | null>(null);
  const outcomeRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!token || !email) {
      setCheck({ kind: "no-token" });
      return;
    }
    // Once per link, also when React runs effects twice in development.
    const key = `${token}\n${email}`;
    if (asked.current === key) return;
    asked.current = key;
    setCheck({ kind: "verifying" });
    void api.call("membersVerify", { body: { token, email } }).then(async (result) => {
      if (result.ok) {
        await refreshMember();
        setCheck({ kind: "verified" });
      } else {
        const text = refusalText(result);
        setCheck({
          kind: "failed",
          message: text.key === "errors.network" ? t("errors.network") : result.errors.join(" "),
        });
      }
      requestAnimationFrame(() => outcomeRef.current?.focus());
    });
  }, [token, email, t]);

  async function sendNewLink() {
    setResend({ kind: "sending" });
    const result = await api.call("membersVerifyResend");
    if (result.ok) setResend({ kind: "sent", email: user?.email ?? email });
    else {
      const text = refusalText(result);
      setResend({
        kind: "error",
        message: text.key === "errors.server" ? result.errors.join(" ") : t(text.key, text.values),
      });
    }
  }

  const offerResend = check.kind === "failed" || check.kind === "no-token";
  return (
    <div className="auth-verify">
      <div
        ref={outcomeRef}
        tabIndex={-1}
        role="status"
        className="auth-verify__outcome"
        data-testid="verify-outcome"
        data-state={check.kind}
      >
        {check.kind === "verifying" && <p>{t("verify.verifying")}</p>}
        {check.kind === "verified" && (
          <>
            <p className="auth-verify__done">{t("verify.verified")}</p>
            <p>
              <Link className="button button--primary" to={routePaths.account}>
                {t("verify.toAccount")}
              </Link>
            </p>
          </>
        )}
        {check.kind === "failed" && (
          <p className="auth-verify__problem">{t("verify.failed", { message: check.message })}</p>
        )}
        {check.kind === "no-token" && <p>{t("verify.noToken")}</p>}
      </div>
      {offerResend && hydrated && (
        <div className="auth-verify__resend">
          {signedIn ? (
            <>
              <button
                type="button"
                className="button button--primary"
                disabled={resend.kind === "sending"}
                onClick={() => void sendNewLink()}
              >
                {resend.kind === "sending" ? t("verify.resending") : t("verify.resend")}
              </button>
              <div aria-live="polite" className="auth-verify__resend-outcome">
                {resend.kind === "sent" && <p>{t("verify.resent", { email: resend.email })}</p>}
                {resend.kind === "error" && (
                  <p className="auth-field__error">
                    {t("verify.resendFailed", { message: resend.message })}
                  </p>
                )}
              </div>
            </>
          ) : (
            <>
              <p>{t("verify.signInToResendLead")}</p>
              <Link
                className="button button--primary"
                to={routePaths["account-login"]}
                // Back to this page without the spent link: signed in, it offers a new one.
                onClick={() => rememberRedirect(routePaths["account-verify"])}
              >
                {t("verify.signInToResend")}
              </Link>
            </>
          )}
        </div>
      )}
    </div>
  );
}
