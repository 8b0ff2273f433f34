import "./strings.ts";
import "./offers.css";

import { Link } from "react-router";

import { offerDisplayLabel } from "@coop/contract/offer-rules";
import type { PublicOffer } from "@coop/contract/offers";

import { useTranslation } from "../../lib/i18n-react.tsx";
import { rememberRedirect } from "../../lib/member/session.ts";
import { routePaths } from "../../lib/route-names.ts";
import { useChannel } from "../../lib/use-channel.ts";
import { expiryDate, publicOfferCards } from "./offers-rules.ts";
import { OfferImage } from "./wallet-list.tsx";

/**
 * `offers.public`: the chain's offers open to everyone (GET offers/all, read by the page's
 * loader so the server renders them), those of this channel, with their code to type in the
 * cart's promo field.
 */
export function PublicOffers({ offers }: { offers: readonly PublicOffer[] }) {
  const { t, i18n } = useTranslation("offers");
  // The request's channel on the server and during hydration (`channel.from-host`).
  const { channel } = useChannel();
  const shown = publicOfferCards(offers, channel);
  return (
    <section className="offers-section" aria-labelledby="public-offers-heading">
      <h2 id="public-offers-heading" className="offers-section__heading">
        {t("public.heading")}
      </h2>
      {shown.length === 0 ? (
        <p className="offers-status">{t("public.empty")}</p>
      ) : (
        <>
          <p className="offers-section__lead">{t("public.howTo")}</p>
          <ul className="offers-cards" data-testid="public-offers">
            {shown.map((offer) => (
              <li key={offer.id} className="offer-card" data-testid="public-offer">
                <OfferImage src={offer.image} alt={offer.description || offer.label} />
                <div className="offer-card__body">
                  <h3 className="offer-card__label">{offerDisplayLabel(offer.label)}</h3>
                  <p className="offer-card__text">{offer.description}</p>
                  <p className="offer-card__meta">
                    <span className="offer-card__code">
                      {t("public.code", { code: offer.cred })}
                    </span>
                    <span>
                      {offer.expires
                        ? t("public.useBy", { date: expiryDate(offer.expires, i18n.language) })
                        : t("public.noExpiry")}
                    </span>
                  </p>
                </div>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

/** `offers.public`: guests are asked to sign in (and brought back here) or to sign up. */
export function SignInCallToAction() {
  const { t } = useTranslation("offers");
  const back = () => rememberRedirect(routePaths.offers);
  return (
    <section className="offers-section offers-cta" aria-labelledby="offers-cta-heading">
      <h2 id="offers-cta-heading" className="offers-section__heading">
        {t("cta.heading")}
      </h2>
      <p>{t("cta.body")}</p>
      <div className="offers-cta__actions">
        <Link className="button button--primary" to={routePaths["account-login"]} onClick={back}>
          {t("cta.signIn")}
        </Link>
        <Link className="button offers-button" to={routePaths["account-signup"]} onClick={back}>
          {t("cta.signUp")}
        </Link>
      </div>
    </section>
  );
}
