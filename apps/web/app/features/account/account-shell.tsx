import "./strings.ts";
import "./account.css";

import type { ReactNode } from "react";
import { generatePath, NavLink } from "react-router";

import { useTranslation } from "../../lib/i18n-react.tsx";
import { useRequireMember } from "../../lib/member/session.ts";
import type { PageKey } from "../../lib/meta.ts";
import { routePaths } from "../../lib/route-names.ts";

const sections = [
  { to: routePaths.account, key: "account", end: true },
  { to: routePaths["account-order-history"], key: "orderHistory", end: false },
  { to: routePaths["account-payments"], key: "payments", end: false },
  {
    to: generatePath(routePaths["account-section"], { slug: "favorites" }),
    key: "favorites",
    end: false,
  },
  { to: routePaths["account-offers"], key: "offers", end: false },
  { to: routePaths["account-settings"], key: "settings", end: false },
] as const;

/**
 * The frame of every member page (`/account` and its sections): the page heading, the
 * account's section navigation, then the page. Signed-out visitors are sent to sign-in and
 * brought back afterwards (`member.redirect-after-sign-in`); personal content renders only
 * in the browser once the member is known (the server HTML is the same for everyone).
 */
export function AccountShell({ page, children }: { page: PageKey; children: ReactNode }) {
  const { t } = useTranslation("account");
  const { t: tp } = useTranslation("pages");
  const status = useRequireMember();
  return (
    <article className="account-shell" aria-labelledby="page-heading">
      <header className="account-shell__header">
        <h1 id="page-heading" className="account-shell__heading">
          {tp(`${page}.title`)}
        </h1>
        <p className="account-shell__lead">{tp(`${page}.lead`)}</p>
      </header>
      <div className="account-shell__body">
        <nav className="account-nav" aria-label={t("nav.label")}>
          <ul className="account-nav__list">
            {sections.map((s) => (
              <li key={s.key}>
                <NavLink to={s.to} end={s.end} className="account-nav__link">
                  {t(`nav.${s.key}`)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="account-shell__content">
          {status === "signed-in" ? (
            children
          ) : (
            <p className="account-shell__status" role="status" data-testid="account-checking">
              {status === "checking" ? t("shell.checking") : t("shell.leaving")}
            </p>
          )}
        </div>
      </div>
    </article>
  );
}
