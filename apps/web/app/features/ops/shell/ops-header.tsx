import "./shell.css";
import "./strings.ts";

import { useState } from "react";
import { Link, NavLink, useNavigate, useParams } from "react-router";

import { useTranslation } from "../../../lib/i18n-react.tsx";
import { opsPaths } from "../ops-paths.ts";
import { clearStaffSession, opsApi, useStaffSession } from "../staff-session.ts";
import { OpsLanguageToggle } from "./ops-language-toggle.tsx";
import { chainLinks, restaurantLinks } from "./ops-nav.ts";
import { forgetOpsRestaurants, restaurantLabel, useOpsRestaurants } from "./use-ops-restaurants.ts";

/** The restaurant of the page's URL (`/ops/restaurants/:id/…`), or null. */
export function useRestaurantParam(): number | null {
  const { id } = useParams();
  return id !== undefined && /^\d{1,9}$/.test(id) && Number(id) > 0 ? Number(id) : null;
}

/**
 * The staff header (every /ops page): the brand, the restaurant of the page (its name once the
 * list answers, its number before), the staff member's name and role, the pages their role may
 * open (`ops-shell.nav-by-role`), the language toggle and sign-out (`ops-shell.sign-out`). Signed out it
 * shows the brand and the language toggle only.
 */
export function OpsHeader() {
  const { t } = useTranslation("ops");
  const session = useStaffSession();
  const restaurantId = useRestaurantParam();
  const restaurants = useOpsRestaurants();
  const navigate = useNavigate();
  const [signingOut, setSigningOut] = useState(false);
  const staff = session.status === "signed-in" ? session.session.staff : null;

  async function signOut() {
    setSigningOut(true);
    // `ops-shell.sign-out`: the server revokes the token; this browser forgets it whatever the answer
    // (a tablet left signed in because the network blinked would be worse).
    await opsApi.call("opsSignout");
    clearStaffSession();
    forgetOpsRestaurants();
    setSigningOut(false);
    void navigate(opsPaths.home, { replace: true });
  }

  const restaurantName =
    restaurantId === null
      ? null
      : (restaurantLabel(restaurants, restaurantId).name ??
        t("shell.restaurantNumber", { id: restaurantId }));
  const places = staff && restaurantId !== null ? restaurantLinks(staff, restaurantId) : [];

  return (
    <header className="ops-header">
      <div className="ops-header__bar">
        <Link to={opsPaths.home} className="ops-header__brand">
          {t("shell.brand")}
        </Link>
        {restaurantName && (
          <p className="ops-header__restaurant" data-testid="ops-restaurant-name">
            {restaurantName}
          </p>
        )}
        <div className="ops-header__tools">
          {staff && (
            <p className="ops-header__who">
              <span className="ops-header__name">
                {t("shell.signedInAs", { name: staff.name })}
              </span>{" "}
              <span className="ops-header__role">{t(`shell.roles.${staff.role}`)}</span>
            </p>
          )}
          <OpsLanguageToggle />
          {staff && (
            <button
              type="button"
              className="ops-button"
              onClick={() => void signOut()}
              disabled={signingOut}
              aria-busy={signingOut || undefined}
            >
              {signingOut ? t("shell.signingOut") : t("shell.signOut")}
            </button>
          )}
        </div>
      </div>
      {staff && (
        <nav className="ops-nav" aria-label={t("shell.nav")}>
          <ul className="ops-nav__list">
            {chainLinks(staff).map((link) => (
              <li key={link.key}>
                <NavLink to={link.to} end className="ops-nav__link">
                  {t(`shell.${link.key}`)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {places.length > 0 && restaurantName && (
        <nav
          className="ops-nav ops-nav--restaurant"
          aria-label={t("shell.restaurantNav", { name: restaurantName })}
        >
          <ul className="ops-nav__list">
            {places.map((link) => (
              <li key={link.key}>
                <NavLink to={link.to} end className="ops-nav__link">
                  {t(`shell.${link.key}`)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </header>
  );
}
