import "../shell/strings.ts";

import { type FormEvent, useState } from "react";
import { Link, useNavigate } from "react-router";

import type { OpsRestaurant } from "@coop/contract/ops-board";
import type { StaffMember } from "@coop/contract/staff";

import { useTranslation } from "../../../lib/i18n-react.tsx";
import { restaurantPath } from "../ops-paths.ts";
import { restaurantLinks } from "../shell/ops-nav.ts";
import { OpsHeading } from "../shell/staff-gate.tsx";
import { useOpsRestaurants } from "../shell/use-ops-restaurants.ts";

type Card = { id: number; restaurant: OpsRestaurant | null };

/**
 * "Your restaurants" (/ops signed in): a card per restaurant with the pages the role may open
 * there (`ops-shell.nav-by-role`). Until the restaurant list is served it shows the session's
 * restaurant numbers, and an admin opens a restaurant by number (`ops-shell.restaurants-fallback`).
 */
export function RestaurantList({ staff }: { staff: StaffMember }) {
  const { t } = useTranslation("ops");
  const state = useOpsRestaurants();
  const view = state.status === "loading" ? null : `restaurants-${state.status}`;

  let cards: Card[] = [];
  if (state.status === "ready")
    cards = state.restaurants.map((restaurant) => ({ id: restaurant.id, restaurant }));
  else if (state.status === "fallback") cards = state.ids.map((id) => ({ id, restaurant: null }));

  return (
    <section className="ops-page">
      <OpsHeading view={view}>{t("home.title")}</OpsHeading>
      {state.status === "loading" && (
        <p className="ops-status" role="status">
          {t("home.loading")}
        </p>
      )}
      {state.status === "error" && (
        <p className="ops-alert" role="alert">
          {state.message}
        </p>
      )}
      {staff.role === "marketing" && <p className="ops-lead">{t("home.chain")}</p>}
      {cards.length > 0 && (
        <>
          <p className="ops-lead">{t("home.lead")}</p>
          <ul className="ops-cards" data-testid="ops-restaurants">
            {cards.map((card) => (
              <RestaurantCard key={card.id} staff={staff} card={card} />
            ))}
          </ul>
        </>
      )}
      {state.status !== "loading" &&
        cards.length === 0 &&
        staff.role !== "marketing" &&
        !(state.status === "fallback" && staff.role === "admin") && (
          <p className="ops-notice">{t("home.empty")}</p>
        )}
      {state.status === "fallback" && staff.role === "admin" && <OpenByNumber />}
    </section>
  );
}

function RestaurantCard({ staff, card }: { staff: StaffMember; card: Card }) {
  const { t } = useTranslation("ops");
  const title = card.restaurant?.name ?? t("shell.restaurantNumber", { id: card.id });
  const headingId = `ops-restaurant-${card.id}`;
  return (
    <li className="ops-card" aria-labelledby={headingId}>
      <h2 id={headingId} className="ops-card__title">
        {title}
      </h2>
      {card.restaurant && (
        <p className="ops-card__meta">
          {t("shell.restaurantNumber", { id: card.id })} ·{" "}
          {t("home.place", { city: card.restaurant.city, state: card.restaurant.state })}
          {card.restaurant.auto_advance && (
            <>
              <br />
              {t("home.autoAdvance")}
            </>
          )}
        </p>
      )}
      <ul className="ops-card__links" aria-label={title}>
        {restaurantLinks(staff, card.id).map((link) => (
          <li key={link.key}>
            <Link to={link.to} className="ops-button ops-button--wide">
              {t(`shell.${link.key}`)}
            </Link>
          </li>
        ))}
      </ul>
    </li>
  );
}

function OpenByNumber() {
  const { t } = useTranslation("ops");
  const navigate = useNavigate();
  const [value, setValue] = useState("");
  const [invalid, setInvalid] = useState(false);
  function submit(event: FormEvent) {
    event.preventDefault();
    const ok = /^\d{1,9}$/.test(value.trim()) && Number(value) > 0;
    setInvalid(!ok);
    if (ok) void navigate(restaurantPath("board", Number(value)));
    else document.getElementById("ops-open-number")?.focus();
  }
  return (
    <form className="ops-form ops-form--inline" noValidate onSubmit={submit}>
      <h2 className="ops-subtitle">{t("home.openTitle")}</h2>
      <p id="ops-open-hint" className="ops-hint">
        {t("home.openHint")}
      </p>
      <div className="ops-field">
        <label htmlFor="ops-open-number">{t("home.openLabel")}</label>
        <input
          id="ops-open-number"
          inputMode="numeric"
          autoComplete="off"
          value={value}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? "ops-open-hint ops-open-error" : "ops-open-hint"}
          onChange={(e) => setValue(e.currentTarget.value)}
        />
        {invalid && (
          <p id="ops-open-error" className="ops-field__error">
            {t("home.openInvalid")}
          </p>
        )}
      </div>
      <button type="submit" className="ops-button ops-button--primary">
        {t("home.openSubmit")}
      </button>
    </form>
  );
}
