import "./payments-strings.ts";

import { useId, useRef, useState } from "react";
import { Link } from "react-router";

import type { StoredLocation } from "@coop/contract/entities";

import { useTranslation } from "../../lib/i18n-react.tsx";
import {
  type FavoriteLocation,
  favoriteToStored,
  setFavorite,
  useFavoriteLocations,
} from "../../lib/member/favorite-locations.ts";
import { locationsPath } from "../../lib/route-names.ts";

/**
 * /account/favorites (`member.favorite-restaurants`): the member's favorite restaurants in
 * the order added, each with "Order here" (the finder's own choose-a-restaurant flow, given
 * by the page) and Remove. Empty: a link to the finder, where the heart adds one.
 */
export function FavoriteRestaurants({
  choosing,
  chooseError,
  onOrderHere,
}: {
  /** The id of the restaurant being set up for an order, or null. */
  choosing: string | null;
  /** Why choosing failed (the API's words), or null. */
  chooseError: string | null;
  onOrderHere: (location: StoredLocation) => void;
}) {
  const { t } = useTranslation("saved");
  const { favorites, status, retry } = useFavoriteLocations();
  const [removing, setRemoving] = useState<number | null>(null);
  const [removeError, setRemoveError] = useState<string | null>(null);
  const [announce, setAnnounce] = useState("");
  const headingRef = useRef<HTMLHeadingElement>(null);
  const headingId = useId();

  const onRemove = async (fave: FavoriteLocation) => {
    setRemoving(fave.id);
    setRemoveError(null);
    const errors = await setFavorite(fave.id, false);
    setRemoving(null);
    if (errors) {
      setRemoveError(t("favorites.removeFailed", { name: fave.name, message: errors[0] ?? "" }));
      return;
    }
    setAnnounce(t("favorites.removed", { name: fave.name }));
    headingRef.current?.focus();
  };

  return (
    <section className="saved-section" aria-labelledby={headingId}>
      <h2 className="saved-section__heading" id={headingId} ref={headingRef} tabIndex={-1}>
        {t("favorites.heading")}
      </h2>
      <p className="saved-section__status" role="status">
        {announce}
      </p>
      {(removeError ?? chooseError) !== null && (
        <p className="saved-error" role="alert">
          {removeError ??
            t("favorites.chooseFailed", { message: chooseError || t("errors.unknown") })}
        </p>
      )}
      {status === "loading" && favorites.length === 0 && (
        <p className="saved-section__placeholder">{t("favorites.loading")}</p>
      )}
      {status === "error" && (
        <div className="saved-section__placeholder" role="alert">
          <p>{t("favorites.loadFailed")}</p>
          <button type="button" className="button" onClick={retry}>
            {t("retry")}
          </button>
        </div>
      )}
      {status === "ready" && favorites.length === 0 && (
        <div className="saved-section__empty">
          <p>{t("favorites.empty")}</p>
          <Link className="button button--primary" to={locationsPath("pickup")}>
            {t("favorites.find")}
          </Link>
        </div>
      )}
      {favorites.length > 0 && (
        <ul className="saved-list" aria-label={t("favorites.listLabel")}>
          {favorites.map((fave) => {
            const busy = choosing === String(fave.id);
            return (
              <li key={fave.id} className="saved-item saved-favorite" data-location-id={fave.id}>
                <div className="saved-item__text">
                  <span className="saved-item__title">{fave.name}</span>
                  <span className="saved-item__detail">
                    {fave.address}, {fave.city}, {fave.state} {fave.zip}
                  </span>
                  <a
                    className="saved-item__phone"
                    href={`tel:${fave.phone.replace(/[^\d+]/g, "")}`}
                  >
                    {fave.phone}
                  </a>
                </div>
                <div className="saved-item__actions">
                  <button
                    type="button"
                    className="button button--primary"
                    aria-label={
                      busy ? undefined : t("favorites.orderHereLabel", { name: fave.name })
                    }
                    aria-disabled={choosing !== null || undefined}
                    onClick={() => {
                      if (choosing === null) onOrderHere(favoriteToStored(fave));
                    }}
                  >
                    {busy ? t("favorites.choosing") : t("favorites.orderHere")}
                  </button>
                  <button
                    type="button"
                    className="button"
                    disabled={removing !== null}
                    aria-label={t("favorites.removeLabel", { name: fave.name })}
                    onClick={() => void onRemove(fave)}
                  >
                    {removing === fave.id ? t("working") : t("favorites.remove")}
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
