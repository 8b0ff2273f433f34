import "./strings.ts";

import { useState } from "react";
import { Link } from "react-router";

import type { AuthSettings } from "@coop/contract/load-context";

import { api } from "../../lib/api-client.ts";
import { useTranslation } from "../../lib/i18n-react.tsx";
import { routePaths } from "../../lib/route-names.ts";
import { refusalText } from "./auth-errors.ts";

/**
 * `member.sso-button`: single sign-on, shown only when an OpenID Connect provider is
 * configured: "Continue with your <provider> account", or "Single sign-on" when the provider
 * has no name. A click asks the server to start (POST members/sso, no body) and sends the
 * browser to the provider's URL; the saved redirect path is already in the stored client
 * state, so the callback page (/account/oauthcallback) can go on from there.
 */
export function SsoButton({
  sso,
  onError,
  assign = (url) => window.location.assign(url),
}: {
  sso: AuthSettings["sso"];
  onError: (message: string) => void;
  /** Where the browser goes (window.location.assign; replaced in tests). */
  assign?: (url: string) => void;
}) {
  const { t } = useTranslation("auth");
  const [starting, setStarting] = useState(false);
  if (!sso.enabled) return null;

  async function start() {
    setStarting(true);
    const result = await api.call("membersSso");
    if (result.ok && result.data.status === "redirect") {
      assign(result.data.data.url);
      return;
    }
    setStarting(false);
    if (result.ok) return onError(t("errors.sso", { message: "" }));
    const text = refusalText(result);
    onError(
      text.key === "errors.network"
        ? t("errors.network")
        : t("errors.sso", { message: result.errors.join(" ") }),
    );
  }

  return (
    <div className="auth-sso-block">
      <button
        type="button"
        className="button auth-sso"
        disabled={starting}
        aria-busy={starting || undefined}
        onClick={() => void start()}
      >
        {starting
          ? t("sso.starting")
          : sso.label
            ? t("sso.named", { provider: sso.label })
            : t("sso.neutral")}
      </button>
      {/* `member.sso-terms`: an account that single sign-on creates accepts the terms here. */}
      <p className="auth-sso__terms">
        {t("sso.termsBefore")}
        <Link to={routePaths["terms-of-use"]}>{t("sso.termsLink")}</Link>
        {t("sso.termsBetween")}
        <Link to={routePaths["privacy-policy"]}>{t("sso.privacyLink")}</Link>
        {t("sso.termsAfter")}
      </p>
    </div>
  );
}
