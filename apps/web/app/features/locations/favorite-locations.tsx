import "./favorite-strings.ts";
import "./strings.ts";

import { useId, useState } from "react";
import { useLocation, useNavigate } from "react-router";

import type { StoredLocation } from "@coop/contract/entities";

import { useTranslation } from "../../lib/i18n-react.tsx";
import {
  type FavoriteLocation,
  favoriteToStored,
  setFavorite,
} from "../../lib/member/favorite-locations.ts";
import { rememberRedirect } from "../../lib/member/session.ts";
import { routePaths } from "../../lib/route-names.ts";
import { telHref } from "./location-rules.ts";

/**
 * `member.favorite-restaurants`: the heart on a restaurant. A toggle button (aria-pressed)
 * named "Save <restaurant> as a favorite"; for a signed-in member it adds or removes the
 * favorite; a signed-out visitor is sent to sign in and brought back to this page.
 */
export function FavoriteToggle({
  id,
  name,
  signedIn,
  pressed,
}: {
  id: number;
  name: string;
  signedIn: boolean;
  pressed: boolean;
}) {
  const { t } = useTranslation("saved");
  const navigate = useNavigate();
  const location = useLocation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const hintId = useId();
  const errorId = useId();

  const onClick = async () => {
    if (busy) return;
    if (!signedIn) {
      rememberRedirect(`${location.pathname}${location.search}`);
      void navigate(routePaths["account-login"]);
      return;
    }
    setBusy(true);
    setError(null);
    const errors = await setFavorite(id, !pressed);
    setBusy(false);
    if (errors) setError(t("favorites.toggleFailed", { message: errors[0] ?? "" }));
  };

  return (
    <span className="favorite-toggle">
      <button
        type="button"
        className={`favorite-toggle__button${pressed ? " favorite-toggle__button--on" : ""}`}
        aria-pressed={pressed}
        aria-busy={busy || undefined}
        aria-describedby={
          [signedIn ? null : hintId, error ? errorId : null].filter(Boolean).join(" ") || undefined
        }
        onClick={() => void onClick()}
      >
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
          <path
            d="M12 20.5s-7.5-4.6-9.3-9.2C1.5 8.1 3.6 4.5 7.2 4.5c2 0 3.6 1.1 4.8 2.8 1.2-1.7 2.8-2.8 4.8-2.8 3.6 0 5.7 3.6 4.5 6.8-1.8 4.6-9.3 9.2-9.3 9.2z"
            fill={pressed ? "currentColor" : "none"}
            stroke="currentColor"
            strokeWidth="2"
            strokeLinejoin="round"
          />
        </svg>
        <span className="visually-hidden">{t("favorites.toggle", { name })}</span>
      </button>
      {!signedIn && (
        <span className="visually-hidden" id={hintId}>
          {t("favorites.signInToSave")}
        </span>
      )}
      {error && (
        <span className="favorite-toggle__error" id={errorId} role="alert">
          {error}
        </span>
      )}
    </span>
  );
}

/**
 * The finder's "Your favorites" (`member.favorite-restaurants`): the member's favorite
 * restaurants before the search results, each with its heart and the button that chooses it.
 */
export function YourFavorites({
  favorites,
  busy,
  onChoose,
}: {
  favorites: readonly FavoriteLocation[];
  /** The id of the restaurant being chosen, or null. */
  busy: string | null;
  onChoose: (location: StoredLocation) => void;
}) {
  const { t } = useTranslation("saved");
  const { t: tl } = useTranslation("locations");
  const headingId = useId();
  return (
    <section className="your-favorites" aria-labelledby={headingId}>
      <h2 className="your-favorites__heading" id={headingId}>
        {t("favorites.finderHeading")}
      </h2>
      <ul className="your-favorites__items">
        {favorites.map((fave) => (
          <li key={fave.id} className="your-favorites__item" data-location-id={fave.id}>
            <div className="your-favorites__text">
              <h3 className="location-card__name">{fave.name}</h3>
              <p className="location-card__address">
                {fave.address}, {fave.city}, {fave.state} {fave.zip}
              </p>
              <a className="location-card__phone" href={telHref(fave.phone)}>
                <span aria-hidden="true">{fave.phone}</span>
                <span className="visually-hidden">{tl("result.phone", { phone: fave.phone })}</span>
              </a>
            </div>
            <div className="your-favorites__actions">
              <FavoriteToggle id={fave.id} name={fave.name} signedIn pressed />
              <button
                type="button"
                className="button button--primary"
                aria-label={
                  busy === String(fave.id)
                    ? undefined
                    : tl("result.chooseLabel", { name: fave.name })
                }
                aria-disabled={busy !== null || undefined}
                onClick={() => {
                  if (busy === null) onChoose(favoriteToStored(fave));
                }}
              >
                {busy === String(fave.id) ? tl("result.choosing") : tl("result.choose")}
              </button>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
