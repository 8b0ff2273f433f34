import "./strings.ts";
import "./offers.css";

import { useId, useState } from "react";
import { Link, useNavigate } from "react-router";

import type { WalletOffer } from "@coop/contract/entities";

import { useTranslation } from "../../lib/i18n-react.tsx";
import { useAppliedToOrder } from "../../lib/order/use-applied-to-order.ts";
import { toggleWalletEntry, walletButtonState } from "../../lib/order/wallet-entry.ts";
import { routePaths } from "../../lib/route-names.ts";
import { clientStore, useClientState } from "../../lib/store/client-store.ts";
import { LoadingStatus } from "../../ui/loading-status.tsx";
import { applyPlan, expiryDate, type WalletCard, walletCards } from "./offers-rules.ts";
import type { Loaded } from "./use-member-offers.ts";

type Notice = { kind: "done" | "error"; cred: string; text: string } | null;

/**
 * `offers.wallet-cards`, `offers.apply-to-order`: the member's wallet as cards (image, label,
 * code, "Use by …"), each with the `wallet.button` of the current order — Remove when it is on
 * the order, a disabled Apply (with the reason) when another coupon or reward is, else
 * "Apply to my order". Without an order the entry becomes the pending offer and the customer
 * goes to start one (the cart applies it, `wallet.pending-offer`).
 */
export function WalletList({ state, onRetry }: { state: Loaded<unknown>; onRetry: () => void }) {
  const { t, i18n } = useTranslation("offers");
  const headingId = useId();
  const navigate = useNavigate();
  const entries = useClientState((s) => s.walletOffers);
  const channel = useClientState((s) => s.channel);
  const orderId = useClientState((s) => s.order?.id ?? null);
  const hasLocation = useClientState((s) => s.location !== null);
  const applied = useAppliedToOrder();
  const [busy, setBusy] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const cards = walletCards(entries, channel, new Date());

  const act = async (card: WalletCard, remove: boolean) => {
    const plan = applyPlan(orderId, hasLocation);
    if (plan.kind === "start-order") {
      const original = entries.find((e) => e.cred === card.cred);
      const pending: WalletOffer = {
        ...original,
        kind: card.kind,
        label: original?.label ?? card.label,
        cred: card.cred,
        status: "incomplete",
      };
      clientStore.setState({ offerToApply: pending });
      void navigate(plan.path);
      return;
    }
    setBusy(card.cred);
    setNotice(null);
    const result = await toggleWalletEntry(card, remove);
    setBusy(null);
    setNotice(
      result.ok
        ? {
            kind: "done",
            cred: card.cred,
            text: t(remove ? "wallet.removed" : "wallet.applied", { name: card.label }),
          }
        : {
            kind: "error",
            cred: card.cred,
            text: result.message || t("wallet.error", { message: "" }),
          },
    );
  };

  return (
    <section
      className="offers-section"
      aria-labelledby={headingId}
      aria-busy={state.kind === "loading"}
    >
      <h2 id={headingId} className="offers-section__heading">
        {t("wallet.heading")}
      </h2>
      {state.kind === "loading" && (
        <LoadingStatus className="offers-status">{t("wallet.loading")}</LoadingStatus>
      )}
      {state.kind === "error" && (
        <div className="offers-status" role="alert">
          <p>{t("wallet.error", { message: state.message })}</p>
          <button type="button" className="button offers-button" onClick={onRetry}>
            {t("wallet.retry")}
          </button>
        </div>
      )}
      {state.kind === "ready" && cards.length === 0 && (
        <p className="offers-status" data-testid="wallet-empty">
          {t("wallet.empty")}
        </p>
      )}
      {state.kind === "ready" && cards.length > 0 && (
        <ul className="offers-cards" data-testid="wallet-cards">
          {cards.map((card) => {
            const button = orderId ? walletButtonState(card, applied) : "apply";
            const noteId = `${headingId}-${card.cred}-note`;
            const disabled = button === "apply-disabled" || busy !== null;
            const mine = notice?.cred === card.cred ? notice : null;
            return (
              <li key={card.cred} className="offer-card" data-testid="wallet-card">
                <OfferImage src={card.image} alt={card.description || card.label} />
                <div className="offer-card__body">
                  <h3 className="offer-card__label">{card.label}</h3>
                  {card.description && <p className="offer-card__text">{card.description}</p>}
                  <p className="offer-card__meta">
                    {card.kind === "offer" ? (
                      <span className="offer-card__code">
                        {t("wallet.code", { code: card.cred })}
                      </span>
                    ) : (
                      <span className="offer-card__code">{t("wallet.reward")}</span>
                    )}
                    <span>
                      {card.expires
                        ? t("wallet.useBy", { date: expiryDate(card.expires, i18n.language) })
                        : t("wallet.noExpiry")}
                    </span>
                  </p>
                  <button
                    type="button"
                    className={`button offers-button${button === "remove" ? "" : " button--primary"}`}
                    disabled={disabled}
                    aria-label={t(
                      button === "remove" ? "wallet.removeNamed" : "wallet.applyNamed",
                      {
                        name: card.label,
                      },
                    )}
                    aria-describedby={button === "apply-disabled" ? noteId : undefined}
                    onClick={() => void act(card, button === "remove")}
                  >
                    {busy === card.cred
                      ? t("wallet.working")
                      : t(button === "remove" ? "wallet.remove" : "wallet.apply")}
                  </button>
                  {button === "apply-disabled" && (
                    <p id={noteId} className="offer-card__note">
                      {t(card.kind === "offer" ? "wallet.otherCoupon" : "wallet.otherReward")}
                    </p>
                  )}
                  {mine && (
                    <p
                      className={mine.kind === "error" ? "offers-error" : "offers-success"}
                      role={mine.kind === "error" ? "alert" : "status"}
                    >
                      {mine.text}{" "}
                      {mine.kind === "done" && (
                        <Link to={routePaths["order-items"]}>{t("wallet.viewOrder")}</Link>
                      )}
                    </p>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

/** A card's picture, or a plain tile of the same size: the cards line up either way. */
export function OfferImage({ src, alt }: { src: string | null; alt: string }) {
  if (!src) return <div className="offer-card__image offer-card__image--none" aria-hidden="true" />;
  return (
    <img className="offer-card__image" src={src} alt={alt} width="96" height="96" loading="lazy" />
  );
}
