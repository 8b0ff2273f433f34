import "./strings.ts";
import "./cart.css";

import { useEffect, useState } from "react";

import { offerDisplayLabel, visibleWalletOffers } from "@coop/contract/offer-rules";
import type { OrderReward } from "@coop/contract/rewards";

import { useTranslation } from "../../lib/i18n-react.tsx";
import { getOrderRewards } from "../../lib/order/order-actions.ts";
import { useClientState } from "../../lib/store/client-store.ts";
import { toggleWalletEntry } from "./cart-flow.ts";
import { appliedRewardReference, walletButtonState } from "./cart-rules.ts";

/** The wallet entry's `kind` (`wallet.entry-fields`); an entry without one is a coupon offer. */
function kindOf(offer: object): "offer" | "reward" {
  return "kind" in offer && offer.kind === "reward" ? "reward" : "offer";
}

/** The loyalty rewards on the order (GET orders/{id}/rewards), asked while it has a Reward discount. */
function useOrderRewards(
  orderId: string | null,
  hasReward: boolean,
  version: unknown,
): OrderReward[] {
  const [rewards, setRewards] = useState<OrderReward[]>([]);
  useEffect(() => {
    if (!orderId || !hasReward) {
      setRewards([]);
      return;
    }
    let live = true;
    void getOrderRewards(orderId).then((result) => {
      if (live) setRewards(result.ok ? result.data : []);
    });
    return () => {
      live = false;
    };
  }, [orderId, hasReward, version]);
  return rewards;
}

/**
 * The member's wallet offers in the cart (`wallet.visible`, `wallet.catering-label`,
 * `wallet.button`): only incomplete, unexpired
 * offers of the current channel ('Catering - ' prefix stripped for display); each with
 * Remove (it is the applied coupon or reward), a disabled Apply (another coupon applies to
 * an offer, another reward to a reward) or Apply.
 */
export function WalletOffers({ idPrefix = "" }: { idPrefix?: string } = {}) {
  const { t } = useTranslation("cart");
  const offers = useClientState((s) => s.walletOffers);
  const channel = useClientState((s) => s.channel);
  const order = useClientState((s) => s.order);
  const hasReward = order?.discounts.some((d) => d.type.toLowerCase() === "reward") ?? false;
  const orderRewards = useOrderRewards(order?.id ?? null, hasReward, order?.discounts);
  const applied = {
    couponCode: order?.coupon?.couponcode ?? null,
    rewardReference: appliedRewardReference(order, orderRewards),
  };
  const [busy, setBusy] = useState<string | null>(null);
  const [message, setMessage] = useState("");
  const shown = visibleWalletOffers(offers, channel, new Date());
  if (shown.length === 0) return null;

  const act = async (entry: { kind: "offer" | "reward"; cred: string }, remove: boolean) => {
    setBusy(entry.cred);
    setMessage("");
    const result = await toggleWalletEntry(entry, remove);
    setBusy(null);
    if (!result.ok) setMessage(result.message);
  };

  return (
    <section className="cart-offers" aria-labelledby={`${idPrefix}cart-offers-heading`}>
      <h3 id={`${idPrefix}cart-offers-heading`} className="cart-section-heading">
        {t("offers.heading")}
      </h3>
      <ul className="cart-offers__list">
        {shown.map((offer) => {
          const entry = { kind: kindOf(offer), cred: offer.cred };
          const state = walletButtonState(entry, applied);
          const label = offerDisplayLabel(offer.label);
          return (
            <li className="cart-offer" key={offer.cred}>
              {offer.image && <img src={offer.image} alt="" width="56" height="56" />}
              <span className="cart-offer__label">{label}</span>
              <button
                type="button"
                className="button cart-offer__button"
                disabled={state === "apply-disabled" || busy !== null}
                aria-label={t(state === "remove" ? "offers.removeNamed" : "offers.applyNamed", {
                  name: label,
                })}
                onClick={() => void act(entry, state === "remove")}
              >
                {state === "remove" ? t("offers.remove") : t("offers.apply")}
              </button>
            </li>
          );
        })}
      </ul>
      {message && (
        <p className="cart-error" role="alert">
          {message}
        </p>
      )}
    </section>
  );
}
