import "./strings.ts";

import { useEffect, useId, useRef, useState } from "react";
import { Link, useLocation } from "react-router";

import { useTranslation } from "../../lib/i18n-react.tsx";
import { rememberRedirect } from "../../lib/member/session.ts";
import {
  hasSignUpFor,
  signUpAfterOrder,
  type SignUpOutcome,
} from "../../lib/member/sign-up-after-order.ts";
import { routePaths } from "../../lib/route-names.ts";

export type CheckoutSignUp = { kind: "none" } | { kind: "running" } | SignUpOutcome;

/**
 * `checkout.create-account`: runs the sign-up the checkout held for this order (once) and says
 * how it went; "none" when the guest did not ask for an account.
 */
export function useCheckoutSignUp(orderId: string | null): CheckoutSignUp {
  const [state, setState] = useState<CheckoutSignUp>(() =>
    orderId && hasSignUpFor(orderId) ? { kind: "running" } : { kind: "none" },
  );
  useEffect(() => {
    if (!orderId) return;
    const run = signUpAfterOrder(orderId);
    if (!run) return;
    let live = true;
    setState({ kind: "running" });
    void run.then((outcome) => {
      if (live) setState(outcome);
    });
    return () => {
      live = false;
    };
  }, [orderId]);
  return state;
}

/**
 * The account asked for at checkout, on the confirmation page: being created, created (the
 * visitor is now signed in; whether the order joined their history), or refused — the order
 * stays shown, the reason is said in words, and the form below or sign-in are offered.
 */
export function CheckoutAccountNotice({ state }: { state: CheckoutSignUp }) {
  const { t } = useTranslation("confirm");
  const id = useId();
  const location = useLocation();
  const focusRef = useRef<HTMLDivElement>(null);
  const settled = state.kind === "created" || state.kind === "failed";
  useEffect(() => {
    if (settled) requestAnimationFrame(() => focusRef.current?.focus());
  }, [settled]);
  if (state.kind === "none") return null;
  return (
    <section
      className="confirm-card"
      aria-labelledby={`${id}-heading`}
      data-testid="checkout-account"
    >
      <h2 id={`${id}-heading`} className="confirm-card__heading">
        {t("checkoutAccount.heading")}
      </h2>
      {state.kind === "running" && (
        <p role="status" className="confirm-card__lead">
          {t("checkoutAccount.creating")}
        </p>
      )}
      {state.kind === "created" && (
        <div ref={focusRef} tabIndex={-1} role="status" data-testid="checkout-account-created">
          <p className="confirm-form__success">
            {t("checkoutAccount.created", { name: state.firstName })}
          </p>
          <p>{state.claimed ? t("checkoutAccount.claimed") : t("checkoutAccount.notClaimed")}</p>
          <Link to={routePaths["account-offers"]}>{t("checkoutAccount.offersLink")}</Link>
        </div>
      )}
      {state.kind === "failed" && (
        <div ref={focusRef} tabIndex={-1} role="alert" data-testid="checkout-account-failed">
          <p className="confirm-form__error">
            {t("checkoutAccount.failed", {
              message: state.message || t("checkoutAccount.unreachable"),
            })}
          </p>
          <p>
            {t("checkoutAccount.retry")}{" "}
            <Link
              to={routePaths["account-login"]}
              onClick={() => rememberRedirect(`${location.pathname}${location.search}`)}
            >
              {t("checkoutAccount.signIn")}
            </Link>
          </p>
        </div>
      )}
    </section>
  );
}
