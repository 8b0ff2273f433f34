import "./strings.ts";

import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { useSearchParams } from "react-router";

import type { Location } from "@coop/contract/locations";

import { api } from "../../lib/api-client.ts";
import { useTranslation } from "../../lib/i18n-react.tsx";
import type { MapTiles } from "../../lib/map-tiles.ts";
import { isFavorite, useFavoriteLocations } from "../../lib/member/favorite-locations.ts";
import { useMember } from "../../lib/member/session.ts";
import { useClientState } from "../../lib/store/client-store.ts";
import { FavoriteToggle, YourFavorites } from "./favorite-locations.tsx";
import { getDevicePosition } from "./geolocation.ts";
import { LeafletMap } from "./leaflet-map.tsx";
import { LocationCard, type LocationWithDistance } from "./location-card.tsx";
import { maskSearchInput, searchQueryOf, toStoredLocation } from "./location-rules.ts";
import { fitView, type LatLng } from "./map-projection.ts";
import { StatePicker } from "./state-picker.tsx";
import { UnavailableNotice } from "./unavailable-notice.tsx";
import { useChooseFlow } from "./use-choose-flow.ts";

type SearchState =
  | { status: "idle" }
  | { status: "locating" | "searching" }
  | { status: "problem"; message: string; field?: boolean }
  | { status: "done"; place: string; origin: LatLng | null; locations: LocationWithDistance[] };

const MAP_SIZE = { width: 640, height: 480 };

/**
 * Find a restaurant for pickup (/locations?mode=pickup, `locations.search`): one field for a zip,
 * a city or an address (the zip mask while it is digits), "Use my location", the state
 * picker, the results and their map. Choosing a result sets up the order
 * (`locations.confirm-order`) and goes to /order (or to `next`). A member's favorite restaurants
 * come first ("Your favorites"), and each result has its heart (`member.favorite-restaurants`).
 * `compact` (the order flow's restaurant step) lists the results without their map.
 */
export function FindRestaurant({
  mapTiles,
  next,
  compact = false,
}: {
  mapTiles: MapTiles;
  next?: string;
  compact?: boolean;
}) {
  const { t } = useTranslation("locations");
  const [text, setText] = useState("");
  const [search, setSearch] = useState<SearchState>({ status: "idle" });
  const { state: choose, pickup, proceed } = useChooseFlow(next);
  const recentId = useClientState((s) => s.location?.id ?? null);
  const { hydrated, signedIn } = useMember();
  const { favorites } = useFavoriteLocations();
  const inputRef = useRef<HTMLInputElement>(null);
  const resultsRef = useRef<HTMLHeadingElement>(null);
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const [now] = useState(() => new Date());

  async function run(query: Record<string, string | number>, fallbackPlace: string) {
    setSearch({ status: "searching" });
    // The server checks the body against the contract before sending it (the browser
    // bundle carries no zod: docs/decisions/016-no-zod-in-the-browser.md).
    const result = await api.call("locationsSearch", {
      query: { ...query, limit: 10 },
    });
    if (!result.ok) {
      setSearch({
        status: "problem",
        message: t("search.failed", { message: result.errors[0] ?? "" }),
      });
      return;
    }
    const { origin, locations } = result.data;
    setSearch({
      status: "done",
      place: origin.label || fallbackPlace,
      origin: { lat: origin.lat, lng: origin.lng },
      locations,
    });
    requestAnimationFrame(() => resultsRef.current?.focus());
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = searchQueryOf(text);
    if (!parsed.ok) {
      setSearch({
        status: "problem",
        field: true,
        message: parsed.problem === "empty" ? t("search.empty") : t("search.shortZip"),
      });
      inputRef.current?.focus();
      return;
    }
    void run(parsed.query, text.trim());
  };

  // A search sent before the page could run scripts arrives as `?q=` (the form's own GET):
  // take it up once, so the visitor's search is not lost. It also makes a search linkable.
  const [searchParams] = useSearchParams();
  const initialQuery = useRef(searchParams.get("q"));
  useEffect(() => {
    const q = initialQuery.current?.trim();
    initialQuery.current = null;
    if (!q) return;
    setText(q);
    const parsed = searchQueryOf(q);
    if (parsed.ok) void run(parsed.query, q);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on the first render
  }, []);

  const onUseMyLocation = async () => {
    setSearch({ status: "locating" });
    const device = await getDevicePosition();
    if (!device.ok) {
      setSearch({
        status: "problem",
        message: device.reason === "denied" ? t("search.geoDenied") : t("search.geoUnavailable"),
      });
      return;
    }
    await run(
      { lat: device.position.lat.toFixed(5), lng: device.position.lng.toFixed(5) },
      t("search.yourLocation"),
    );
  };

  const onPickFromStates = (location: Location) => {
    setText(`${location.city}, ${location.state}`);
    void run({ lat: location.lat, lng: location.lng }, `${location.city}, ${location.state}`);
  };

  const results = search.status === "done" ? search.locations : [];
  const view = fitView(
    [...results, ...(search.status === "done" && search.origin ? [search.origin] : [])],
    MAP_SIZE.width,
    MAP_SIZE.height,
    { padding: 56, maxZoom: 13 },
  );
  const busy = search.status === "locating" || search.status === "searching";
  const inputProblem = search.status === "problem" && search.field === true;

  if (choose.unavailable) {
    return (
      <UnavailableNotice
        name={choose.unavailable.name}
        lines={choose.unavailable.lines}
        onContinue={proceed}
      />
    );
  }

  return (
    <div className="find-restaurant">
      <form
        className="locations-search"
        role="search"
        aria-label={t("search.formLabel")}
        onSubmit={onSubmit}
        noValidate
      >
        <div className="field">
          <label className="field__label" htmlFor={inputId}>
            {t("search.label")}
          </label>
          <p className="field__hint" id={hintId}>
            {t("search.hint")}
          </p>
          <div className="locations-search__row">
            <input
              ref={inputRef}
              id={inputId}
              className="field__input"
              type="text"
              name="q"
              autoComplete="postal-code"
              inputMode="text"
              aria-describedby={inputProblem ? `${hintId} ${errorId}` : hintId}
              aria-invalid={inputProblem || undefined}
              value={text}
              onChange={(e) => setText(maskSearchInput(e.target.value))}
            />
            <button type="submit" className="button button--primary" disabled={busy}>
              {t("search.submit")}
            </button>
          </div>
        </div>
        <button
          type="button"
          className="locations-search__geo"
          onClick={() => void onUseMyLocation()}
          disabled={busy}
        >
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
            <circle cx="12" cy="12" r="4" fill="currentColor" />
            <path
              d="M12 2v3M12 19v3M2 12h3M19 12h3M12 6a6 6 0 1 0 0 12 6 6 0 0 0 0-12z"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            />
          </svg>
          {t("search.useMyLocation")}
        </button>
      </form>

      <div className="locations-status" role="status" aria-live="polite">
        {search.status === "locating" && t("search.locating")}
        {search.status === "searching" && t("search.searching")}
      </div>
      {search.status === "problem" && (
        <p className="locations-error" id={errorId} role="alert">
          {search.message}
        </p>
      )}
      {choose.error !== null && (
        <p className="locations-error" role="alert">
          {t("choose.failed", { message: choose.error || t("choose.unknownError") })}
        </p>
      )}

      {favorites.length > 0 && (
        <YourFavorites favorites={favorites} busy={choose.busy} onChoose={(l) => void pickup(l)} />
      )}

      <StatePicker onPick={onPickFromStates} disabled={busy} />

      {search.status === "done" && (
        <div className={`locations-results${compact ? " locations-results--compact" : ""}`}>
          <div className="locations-results__list">
            <h2 className="locations-results__heading" ref={resultsRef} tabIndex={-1}>
              {t("search.resultsCount", { count: results.length, place: search.place })}
            </h2>
            <ol className="locations-results__items">
              {results.map((location, index) => (
                <li key={location.id}>
                  <LocationCard
                    location={location}
                    number={index + 1}
                    now={now}
                    busy={choose.busy === String(location.id)}
                    disabled={choose.busy !== null}
                    isRecent={recentId === String(location.id)}
                    onChoose={(l) => void pickup(toStoredLocation(l))}
                    favorite={
                      hydrated ? (
                        <FavoriteToggle
                          id={location.id}
                          name={location.name}
                          signedIn={signedIn}
                          pressed={isFavorite(favorites, location.id)}
                        />
                      ) : null
                    }
                  />
                </li>
              ))}
            </ol>
          </div>
          {results.length > 0 && !compact && (
            <figure className="locations-results__map">
              <LeafletMap
                tiles={mapTiles}
                view={view}
                origin={search.origin}
                markers={results.map((l, i) => ({
                  id: String(l.id),
                  lat: l.lat,
                  lng: l.lng,
                  number: i + 1,
                  label: l.name,
                  active: recentId === String(l.id),
                }))}
                markerTitle={(m) => `${m.number ?? ""}. ${m.label ?? ""}`}
                markerScale={1.5}
                label={t("map.label", { count: results.length, place: search.place })}
              />
              <figcaption className="locations-results__map-note">{t("map.note")}</figcaption>
            </figure>
          )}
        </div>
      )}
    </div>
  );
}
