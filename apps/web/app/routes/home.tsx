import "../styles/home.css";

import { Link } from "react-router";

import { brand } from "../brand.ts";
import { useTranslation } from "../lib/i18n-react.tsx";
import { pageMeta } from "../lib/meta.ts";
import { locationsPath, routePaths } from "../lib/route-names.ts";
import type { Route } from "./+types/home";

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches[0].loaderData?.language);
}

export default function Home() {
  const { t } = useTranslation();
  return (
    <section className="home-hero" aria-labelledby="home-title">
      <img className="home-hero__logo" src={brand.logo} alt="" width={96} height={96} />
      <h1 id="home-title" className="home-hero__title">
        {t("home.title")}
      </h1>
      <p className="home-hero__tagline">{t(brand.tagline)}</p>
      <p className="home-hero__intro">{t("home.intro")}</p>
      <nav className="home-hero__actions" aria-label={t("home.startLabel")}>
        <Link className="button button--primary" to={locationsPath("pickup")}>
          {t("home.orderPickup")}
        </Link>
        <Link className="button button--outline" to={locationsPath("delivery")}>
          {t("home.orderDelivery")}
        </Link>
        <Link className="home-hero__menu-link" to={routePaths.menu}>
          {t("home.seeMenu")}
        </Link>
      </nav>
    </section>
  );
}
