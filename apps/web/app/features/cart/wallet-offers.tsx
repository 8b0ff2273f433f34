import "./strings.ts";
import "./cart.css";

import { useState } from "react";

import { offerDisplayLabel, visibleWalletOffers } from "@coop/contract/offer-rules";

import { useTranslation } from "../../lib/i18n-react.tsx";
import { useAppliedToOrder } from "../../lib/order/use-applied-to-order.ts";
import { walletEntryKind as kindOf } from "../../lib/order/wallet-entry.ts";
import { useClientState } from "../../lib/store/client-store.ts";
import { toggleWalletEntry } from "./cart-flow.ts";
import { walletButtonState } from "./cart-rules.ts";

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
  const applied = useAppliedToOrder();
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
