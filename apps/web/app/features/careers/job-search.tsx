import "./strings.ts";
import "./careers.css";

import { type FormEvent, type RefObject, useEffect, useId, useRef, useState } from "react";
import { Form, Link, useNavigate, useNavigation } from "react-router";

import { useTranslation } from "../../lib/i18n-react.tsx";
import {
  type JobSearch,
  maskPlace,
  pageCount,
  paramsOfSearch,
  restaurantGroups,
  SEARCH_RADII,
} from "./careers-rules.ts";
import { JobCard } from "./job-card.tsx";
import type { CareersPageData } from "./load-careers.ts";

const careersPath = "/careers";

/** The address of a search on this page. */
export function careersSearchPath(search: JobSearch): string {
  const query = paramsOfSearch(search).toString();
  return query ? `${careersPath}?${query}` : careersPath;
}

type LocateState = "idle" | "locating" | "refused" | "unavailable" | "unsupported";

/** The restaurant select's value of a search: the id as text, "" for all restaurants. */
const restaurantValue = (search: JobSearch) =>
  search.restaurant === null ? "" : String(search.restaurant);

/**
 * The job search (`careers-web.search-url`): a place (a ZIP with the 5-digit mask, a city, or the
 * browser's position), a radius, a position, a restaurant and words; the search lives in the
 * address, so it works before the scripts load (a GET form), can be shared, and the back button
 * returns to the previous one. The results come from the server with the page.
 */
export function JobSearchView({ data }: { data: CareersPageData }) {
  const { t } = useTranslation("careers");
  const { search } = data;
  const navigate = useNavigate();
  const navigation = useNavigation();
  const ids = useId();
  const [place, setPlace] = useState(search.place);
  const [radius, setRadius] = useState(search.radius);
  const [position, setPosition] = useState(search.position);
  const [restaurant, setRestaurant] = useState(restaurantValue(search));
  const [words, setWords] = useState(search.q);
  const [locate, setLocate] = useState<LocateState>("idle");
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  const focusResults = useRef(false);

  // A new address (a search, the back button): the form shows that search.
  useEffect(() => {
    setPlace(search.place);
    setRadius(search.radius);
    setPosition(search.position);
    setRestaurant(restaurantValue(search));
    setWords(search.q);
    if (focusResults.current) {
      focusResults.current = false;
      resultsHeading.current?.focus();
    }
  }, [search]);

  const loading = navigation.state !== "idle" && navigation.location?.pathname === careersPath;

  const chosenRestaurant = restaurant === "" ? null : Number(restaurant);

  function go(next: JobSearch) {
    focusResults.current = true;
    void navigate(careersSearchPath(next));
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setLocate("idle");
    go({
      place: place.trim(),
      point: null,
      radius,
      position,
      restaurant: chosenRestaurant,
      q: words.trim(),
      page: 1,
    });
  }

  function useMyLocation() {
    if (typeof navigator === "undefined" || !("geolocation" in navigator)) {
      setLocate("unsupported");
      return;
    }
    setLocate("locating");
    navigator.geolocation.getCurrentPosition(
      (found) => {
        setLocate("idle");
        go({
          place: "",
          point: { lat: found.coords.latitude, lng: found.coords.longitude },
          radius,
          position,
          restaurant: chosenRestaurant,
          q: words.trim(),
          page: 1,
        });
      },
      (error) => setLocate(error.code === error.PERMISSION_DENIED ? "refused" : "unavailable"),
      { timeout: 15000, maximumAge: 10 * 60 * 1000 },
    );
  }

  const positions = data.positions.ok ? data.positions.value : [];
  const restaurants = data.restaurants.ok ? data.restaurants.value : [];
  // A restaurant of the address that the list does not have (or the list did not load) still
  // shows as chosen, by its number.
  const unlisted =
    search.restaurant !== null && !restaurants.some((r) => r.id === search.restaurant)
      ? search.restaurant
      : null;
  const placeHint = `${ids}-place-hint`;
  return (
    <div className="careers-search">
      <Form
        method="get"
        action={careersPath}
        role="search"
        aria-label={t("search.label")}
        className="careers-form"
        onSubmit={onSubmit}
      >
        <div className="careers-form__place">
          <label htmlFor={`${ids}-place`} className="careers-field__label">
            {t("search.place")}
          </label>
          <input
            id={`${ids}-place`}
            className="careers-field__input"
            name="place"
            value={place}
            onChange={(e) => setPlace(maskPlace(e.currentTarget.value))}
            autoComplete="postal-code"
            aria-describedby={placeHint}
            maxLength={80}
          />
          <p id={placeHint} className="careers-field__hint">
            {search.point && place === "" ? t("search.nearYou") : t("search.placeHint")}
          </p>
          <button type="button" className="button button--outline" onClick={useMyLocation}>
            {t("search.useLocation")}
          </button>
        </div>
        <div className="careers-form__row">
          <div className="careers-field">
            <label htmlFor={`${ids}-radius`} className="careers-field__label">
              {t("search.radius")}
            </label>
            <select
              id={`${ids}-radius`}
              className="careers-field__input"
              name="radius"
              value={radius}
              onChange={(e) => setRadius(Number(e.currentTarget.value))}
            >
              {SEARCH_RADII.map((miles) => (
                <option key={miles} value={miles}>
                  {t("search.miles", { miles })}
                </option>
              ))}
            </select>
          </div>
          <div className="careers-field">
            <label htmlFor={`${ids}-position`} className="careers-field__label">
              {t("search.position")}
            </label>
            <select
              id={`${ids}-position`}
              className="careers-field__input"
              name="position"
              value={position}
              onChange={(e) => setPosition(e.currentTarget.value)}
            >
              <option value="">{t("search.anyPosition")}</option>
              {positions.map((p) => (
                <option key={p.slug} value={p.slug}>
                  {p.name}
                </option>
              ))}
            </select>
          </div>
          <div className="careers-field">
            <label htmlFor={`${ids}-restaurant`} className="careers-field__label">
              {t("search.restaurant")}
            </label>
            <select
              id={`${ids}-restaurant`}
              className="careers-field__input"
              name="restaurant"
              value={restaurant}
              onChange={(e) => setRestaurant(e.currentTarget.value)}
            >
              <option value="">{t("search.anyRestaurant")}</option>
              {unlisted !== null && (
                <option value={String(unlisted)}>
                  {t("search.restaurantNumber", { id: unlisted })}
                </option>
              )}
              {restaurantGroups(restaurants).map((group) => (
                <optgroup key={group.state} label={group.state}>
                  {group.restaurants.map((r) => (
                    <option key={r.id} value={String(r.id)}>
                      {t("search.restaurantOption", { name: r.name, city: r.city })}
                    </option>
                  ))}
                </optgroup>
              ))}
            </select>
          </div>
          <div className="careers-field">
            <label htmlFor={`${ids}-words`} className="careers-field__label">
              {t("search.words")}
            </label>
            <input
              id={`${ids}-words`}
              className="careers-field__input"
              type="search"
              name="q"
              value={words}
              placeholder={t("search.wordsExample")}
              onChange={(e) => setWords(e.currentTarget.value)}
              maxLength={80}
              enterKeyHint="search"
            />
          </div>
        </div>
        <button type="submit" className="button button--primary careers-form__submit">
          {t("search.submit")}
        </button>
      </Form>
      <p className="careers-search__status" role="status" aria-live="polite">
        {loading ? t("search.loading") : locate !== "idle" ? t(`locate.${locate}`) : ""}
      </p>
      <Results
        data={data}
        loading={loading}
        headingRef={resultsHeading}
        onPage={() => (focusResults.current = true)}
      />
    </div>
  );
}

function Results({
  data,
  loading,
  headingRef,
  onPage,
}: {
  data: CareersPageData;
  loading: boolean;
  headingRef: RefObject<HTMLHeadingElement | null>;
  /** A link to another page of results or radius was followed: its heading takes focus. */
  onPage: () => void;
}) {
  const { t } = useTranslation("careers");
  const { search, results } = data;
  if (!results.ok) {
    return (
      <section className="careers-results" aria-labelledby="careers-results-heading">
        <h2 id="careers-results-heading" ref={headingRef} tabIndex={-1}>
          {t("results.failedTitle")}
        </h2>
        <p className="careers-error" role="alert">
          {results.errors.join(" ") || t("results.failed")}
        </p>
      </section>
    );
  }
  const answer = results.value;
  const place = answer.origin?.label ?? search.place;
  const hasPlace = answer.origin !== null;
  // The chosen restaurant's name: from the list, else from its jobs.
  const restaurant =
    search.restaurant === null
      ? null
      : ((data.restaurants.ok
          ? data.restaurants.value.find((r) => r.id === search.restaurant)?.name
          : undefined) ??
        answer.jobs.find((job) => job.location.franchise_id === String(search.restaurant))?.location
          .name ??
        t("search.restaurantNumber", { id: search.restaurant }));
  const summary =
    answer.total === 0
      ? hasPlace
        ? t("results.emptyNear", { radius: answer.radius, place })
        : restaurant !== null
          ? t("results.emptyAt", { restaurant })
          : data.searched
            ? t("results.empty")
            : t("results.none")
      : hasPlace
        ? t("results.countNear", { count: answer.total, radius: answer.radius, place })
        : restaurant !== null
          ? t("results.countAt", { count: answer.total, restaurant })
          : t("results.count", { count: answer.total });
  const pages = pageCount(answer.total, answer.per_page);
  const largerRadius = SEARCH_RADII.find((r) => r > answer.radius);
  return (
    <section
      className="careers-results"
      aria-labelledby="careers-results-heading"
      aria-busy={loading || undefined}
    >
      <h2 id="careers-results-heading" ref={headingRef} tabIndex={-1}>
        {summary}
      </h2>
      {answer.total === 0 && hasPlace && largerRadius !== undefined && (
        <p>
          <Link
            to={careersSearchPath({ ...search, radius: largerRadius, page: 1 })}
            onClick={onPage}
          >
            {t("results.tryRadius", { miles: largerRadius })}
          </Link>
        </p>
      )}
      {answer.total === 0 && search.restaurant !== null && (
        <p>
          <Link to={careersSearchPath({ ...search, restaurant: null, page: 1 })} onClick={onPage}>
            {t("results.allRestaurants")}
          </Link>
        </p>
      )}
      {answer.jobs.length > 0 && (
        <ul className="careers-results__list">
          {answer.jobs.map((job) => (
            <JobCard key={job.id} job={job} />
          ))}
        </ul>
      )}
      {pages > 1 && (
        <nav className="careers-pager" aria-label={t("results.pages")}>
          {answer.page > 1 ? (
            <Link
              className="button button--outline"
              rel="prev"
              onClick={onPage}
              to={careersSearchPath({ ...search, page: answer.page - 1 })}
            >
              {t("results.previous")}
            </Link>
          ) : (
            <span />
          )}
          <span aria-current="page">{t("results.pageOf", { page: answer.page, pages })}</span>
          {answer.page < pages ? (
            <Link
              className="button button--outline"
              rel="next"
              onClick={onPage}
              to={careersSearchPath({ ...search, page: answer.page + 1 })}
            >
              {t("results.next")}
            </Link>
          ) : (
            <span />
          )}
        </nav>
      )}
      <p className="careers-search__more">
        <Link to="/positions">{t("search.aboutPositions")}</Link>
      </p>
    </section>
  );
}
