import { useState } from "react";
import { useTranslation } from "react-i18next";

import { offerDisplayLabel, visibleWalletOffers } from "@coop/contract/offers";

import { useClientState } from "../../lib/store/client-store.ts";
import { toggleWalletOffer } from "./cart-flow.ts";
import { appliedCouponCode, offerButtonState } from "./cart-rules.ts";

/**
 * The member's wallet offers in the cart (screens §2, §4, §5): only incomplete, unexpired
 * offers of the current channel ('Catering - ' prefix stripped for display); each with
 * Remove (it is the applied coupon), a disabled Apply (another coupon applies) or Apply.
 */
export function WalletOffers() {
  const { t } = useTranslation("cart");
  const offers = useClientState((s) => s.walletOffers);
  const channel = useClientState((s) => s.channel);
  const order = useClientState((s) => s.order);
  const applied = appliedCouponCode(order) ?? order?.coupon?.couponcode ?? null;
  const [busy, setBusy] = useState<string | null>(null);
  const [message, setMessage] = useState("");
  const shown = visibleWalletOffers(offers, channel, new Date());
  if (shown.length === 0) return null;

  const act = async (code: string, remove: boolean) => {
    setBusy(code);
    setMessage("");
    const result = await toggleWalletOffer(code, remove);
    setBusy(null);
    if (!result.ok) setMessage(result.message);
  };

  return (
    <section className="cart-offers" aria-labelledby="cart-offers-heading">
      <h3 id="cart-offers-heading" className="cart-section-heading">
        {t("offers.heading")}
      </h3>
      <ul className="cart-offers__list">
        {shown.map((offer) => {
          const state = offerButtonState(offer.cred, applied);
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
                onClick={() => void act(offer.cred, state === "remove")}
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
