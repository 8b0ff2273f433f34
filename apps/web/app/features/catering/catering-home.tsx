import "./strings.ts";

import { useTranslation } from "../../lib/i18n-react.tsx";
import { hoursAndMinutes, type LeadTimeSummary } from "./catering-rules.ts";
import { HeadcountHelper } from "./headcount-helper.tsx";
import type { CateringHomeData } from "./load-catering.ts";
import { PackList } from "./pack-list.tsx";
import { SiteLink } from "./site-link.tsx";
import { useCateringSite } from "./use-catering-site.ts";

const occasions = ["office", "game", "family", "community"] as const;

/** `catering-home.lead-time`: "Order at least 2 hours ahead", or ahead without a number. */
function LeadTime({ leadTime }: { leadTime: LeadTimeSummary | null }) {
  const { t } = useTranslation("catering");
  let text: string;
  if (leadTime) {
    const { hours, minutes } = hoursAndMinutes(leadTime.minutes);
    const h = t("leadTime.hours", { count: hours });
    const m = t("leadTime.minutes", { count: minutes });
    const duration =
      hours === 0 ? m : minutes === 0 ? h : t("leadTime.and", { hours: h, minutes: m });
    text = t("leadTime.atLeast", { duration });
  } else {
    text = t("leadTime.unknown");
  }
  return (
    <section className="catering-lead" aria-labelledby="catering-lead-title">
      <h2 id="catering-lead-title" className="catering-lead__title">
        {t("leadTime.title")}
      </h2>
      <p className="catering-lead__text" data-testid="catering-lead-time">
        {text}
        {leadTime?.someNeedMore && <> {t("leadTime.someNeedMore")}</>}
      </p>
    </section>
  );
}

/**
 * The catering home (`catering-home.page`): what catering offers and for which occasions, how
 * far ahead to order, the ways to start an order, the headcount helper and the packs. On the
 * consumer site its order links go to the catering site.
 */
export function CateringHome({ data }: { data: CateringHomeData }) {
  const { t } = useTranslation("catering");
  const site = useCateringSite();
  const mealPacks = (data.groups ?? []).filter((g) => g.meal).flatMap((g) => g.packs);
  return (
    <article className="catering-home" aria-labelledby="page-heading">
      <header className="catering-home__hero">
        <h1 id="page-heading" className="catering-home__title">
          {t("title")}
        </h1>
        <p className="catering-home__intro">{t("intro")}</p>
        <h2 className="catering-home__occasions-title">{t("occasionsTitle")}</h2>
        <ul className="catering-home__occasions">
          {occasions.map((o) => (
            <li key={o}>{t(`occasions.${o}`)}</li>
          ))}
        </ul>
        <nav className="catering-home__actions" aria-label={t("start.label")}>
          {/* With a restaurant chosen, its catering menu; before, the catering menu of the chain. */}
          <SiteLink
            base={site.base}
            to={site.hasLocation ? "/order" : "/menu"}
            className="button button--primary"
          >
            {t("start.order")}
          </SiteLink>
          <SiteLink base={site.base} to="/locations" className="button button--outline">
            {t("start.find")}
          </SiteLink>
        </nav>
        {site.base !== "" && (
          <p className="catering-home__elsewhere">{t("start.onCateringSite")}</p>
        )}
      </header>
      <div className="catering-home__columns">
        <LeadTime leadTime={data.leadTime} />
        {data.groups !== null && <HeadcountHelper packs={mealPacks} site={site} />}
      </div>
      <PackList groups={data.groups} base={site.base} />
    </article>
  );
}

export default CateringHome;
