import "./strings.ts";
import "../../ui/forms/forms.css";
import "./eclub.css";

import { useCallback, useEffect, useRef, useState } from "react";
import { Link, useSearchParams } from "react-router";

import { api } from "../../lib/api-client.ts";
import { useTranslation } from "../../lib/i18n-react.tsx";
import { routePaths } from "../../lib/route-names.ts";
import { LoadingStatus } from "../../ui/loading-status.tsx";

/** The token of an emailed link (`?token=`): absent or too short to be one, null. */
export function useLinkToken(): string | null {
  const [params] = useSearchParams();
  const token = params.get("token")?.trim() ?? "";
  return token.length >= 10 && token.length <= 200 ? token : null;
}

/** Moves the focus to a result as it appears (a heading or a status line). */
function useFocusOn<T extends HTMLElement>(key: unknown) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (key) ref.current?.focus();
  }, [key]);
  return ref;
}

type ConfirmState =
  | { kind: "missing" | "loading" | "invalid" }
  | { kind: "done"; state: "confirmed" | "already"; email: string }
  | { kind: "failed"; message: string };

/**
 * `forms-web.eclub-confirm`: `/eclub/confirm?token=` confirms the subscription (POST
 * eclub/confirm) once the page is running in the browser (a link checker fetching the HTML
 * confirms nothing), then says it is confirmed, was already confirmed, or that the link has
 * expired or is not valid, with a way to sign up again. A failure of the network or server
 * can be tried again.
 */
export function EclubConfirm() {
  const { t } = useTranslation("eclub");
  const token = useLinkToken();
  const [state, setState] = useState<ConfirmState>({ kind: token ? "loading" : "missing" });
  const asked = useRef<string | null>(null);

  const confirm = useCallback(async (value: string) => {
    setState({ kind: "loading" });
    const result = await api.call("eclubConfirm", { body: { token: value } });
    if (result.ok)
      return setState({ kind: "done", state: result.data.state, email: result.data.email });
    if ([400, 404, 410].includes(result.status)) return setState({ kind: "invalid" });
    setState({ kind: "failed", message: result.errors.join(" ") });
  }, []);

  useEffect(() => {
    // Once per token (React may run an effect twice in development).
    if (!token || asked.current === token) return;
    asked.current = token;
    void confirm(token);
  }, [token, confirm]);

  const focus = useFocusOn<HTMLDivElement>(state.kind === "loading" ? null : state.kind);

  return (
    <section className="form-card eclub-result" aria-live="polite" data-testid="eclub-confirm">
      {state.kind === "loading" && <LoadingStatus>{t("confirm.loading")}</LoadingStatus>}
      {state.kind !== "loading" && (
        <div ref={focus} tabIndex={-1} className="eclub-result__body">
          {state.kind === "done" && (
            <>
              <h2 className="form-done__heading">
                {state.state === "confirmed" ? t("confirm.confirmed") : t("confirm.already")}
              </h2>
              <p>{t("confirm.forEmail", { email: state.email })}</p>
              <p>
                <Link className="button button--primary" to={routePaths.menu}>
                  {t("confirm.menu")}
                </Link>
              </p>
            </>
          )}
          {(state.kind === "invalid" || state.kind === "missing") && (
            <>
              <h2 className="form-done__heading">
                {state.kind === "invalid" ? t("confirm.invalid") : t("confirm.missing")}
              </h2>
              <p>{t("confirm.invalidHint")}</p>
              <p>
                <Link className="button button--primary" to={routePaths.eclub}>
                  {t("confirm.signUp")}
                </Link>
              </p>
            </>
          )}
          {state.kind === "failed" && (
            <>
              <p role="alert">{t("confirm.failed", { message: state.message })}</p>
              <button
                type="button"
                className="button button--primary"
                onClick={() => token && void confirm(token)}
              >
                {t("confirm.retry")}
              </button>
            </>
          )}
        </div>
      )}
    </section>
  );
}

type LeaveState =
  | { kind: "missing" | "asking" | "sending" | "invalid" }
  | { kind: "done"; email: string }
  | { kind: "failed"; message: string };

/**
 * `forms-web.eclub-unsubscribe`: `/eclub/unsubscribe?token=` asks first, with a button (so a
 * link scanner opening the page unsubscribes nobody); the button sends POST
 * eclub/unsubscribe, then the page says the address will get no more e-club emails, or that
 * the link is not valid.
 */
export function EclubUnsubscribe() {
  const { t } = useTranslation("eclub");
  const token = useLinkToken();
  const [state, setState] = useState<LeaveState>({ kind: token ? "asking" : "missing" });
  const focus = useFocusOn<HTMLDivElement>(
    state.kind === "asking" || state.kind === "sending" ? null : state.kind,
  );

  async function leave() {
    if (!token || state.kind === "sending") return;
    setState({ kind: "sending" });
    const result = await api.call("eclubUnsubscribe", { body: { token } });
    if (result.ok) return setState({ kind: "done", email: result.data.email });
    if ([400, 404, 410].includes(result.status)) return setState({ kind: "invalid" });
    setState({ kind: "failed", message: result.errors.join(" ") });
  }

  if (state.kind === "asking" || state.kind === "sending" || state.kind === "failed")
    return (
      <section className="form-card eclub-result" data-testid="eclub-unsubscribe">
        <p className="eclub-result__question">{t("unsubscribe.question")}</p>
        {state.kind === "failed" && (
          <p role="alert" className="form-field__error">
            {t("unsubscribe.failed", { message: state.message })}
          </p>
        )}
        <button
          type="button"
          className="button button--primary"
          disabled={state.kind === "sending"}
          onClick={() => void leave()}
        >
          {state.kind === "sending" ? t("unsubscribe.sending") : t("unsubscribe.button")}
        </button>
      </section>
    );

  return (
    <section className="form-card eclub-result" data-testid="eclub-unsubscribe">
      <div ref={focus} tabIndex={-1} className="eclub-result__body">
        {state.kind === "done" ? (
          <>
            <h2 className="form-done__heading">{t("unsubscribe.done")}</h2>
            <p>{t("unsubscribe.doneEmail", { email: state.email })}</p>
            <p>
              <Link to={routePaths.eclub}>{t("unsubscribe.rejoin")}</Link>
            </p>
          </>
        ) : (
          <>
            <h2 className="form-done__heading">
              {state.kind === "invalid" ? t("unsubscribe.invalid") : t("unsubscribe.missing")}
            </h2>
            <p>{t("unsubscribe.invalidHint")}</p>
            <p>
              <Link to={routePaths.contact}>{t("unsubscribe.contact")}</Link>
            </p>
          </>
        )}
      </div>
    </section>
  );
}
