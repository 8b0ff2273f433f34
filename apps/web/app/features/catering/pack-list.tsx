import "./strings.ts";

import { useTranslation } from "../../lib/i18n-react.tsx";
import { formatMoney } from "../../lib/money.ts";
import type { Pack, PackGroup } from "./catering-rules.ts";
import { SiteLink } from "./site-link.tsx";

/** The anchor of the pack list: `/#catering-menu` lands on it (`catering-home.packs`). */
export const CATERING_MENU_ANCHOR = "catering-menu";

/**
 * The catering menu's packs and trays (`catering-home.packs`): photo, name, how many each
 * feeds, the price per person (`catering-home.per-person`) and the price. A pack opens its
 * page on the catering menu. Null groups: the menu could not be read.
 */
export function PackList({ groups, base }: { groups: PackGroup[] | null; base: string }) {
  const { t } = useTranslation("catering");
  return (
    <section
      id={CATERING_MENU_ANCHOR}
      className="catering-packs"
      aria-labelledby="catering-packs-title"
    >
      <h2 id="catering-packs-title" className="catering-home__section-title">
        {t("packs.title")}
      </h2>
      <p className="catering-packs__lead">{t("packs.lead")}</p>
      {groups === null ? (
        <p className="catering-packs__status" role="alert">
          {t("packs.loadError")}
        </p>
      ) : groups.length === 0 ? (
        <p className="catering-packs__status">{t("packs.empty")}</p>
      ) : (
        groups.map((group) => (
          <section
            key={group.id}
            className="catering-packs__group"
            aria-labelledby={`catering-group-${group.id}`}
          >
            <h3 id={`catering-group-${group.id}`} className="catering-packs__group-title">
              {group.name}
            </h3>
            <ul className="catering-packs__grid">
              {group.packs.map((pack) => (
                <li key={pack.sku}>
                  <PackCard pack={pack} base={base} />
                </li>
              ))}
            </ul>
          </section>
        ))
      )}
      <SiteLink base={base} to="/menu" className="button button--outline catering-packs__menu">
        {t("packs.seeMenu")}
      </SiteLink>
    </section>
  );
}

function PackCard({ pack, base }: { pack: Pack; base: string }) {
  const { t } = useTranslation("catering");
  const price = formatMoney(pack.costCents / 100);
  return (
    <article className="pack-card" data-sku={pack.sku}>
      {pack.image && (
        <img
          className="pack-card__image"
          src={pack.image}
          alt=""
          width="320"
          height="240"
          loading="lazy"
          decoding="async"
        />
      )}
      <div className="pack-card__body">
        <h4 className="pack-card__name">
          <SiteLink base={base} to={`/menu/product?id=${encodeURIComponent(pack.sku)}`}>
            {pack.name}
          </SiteLink>
        </h4>
        {pack.serves !== null && pack.perPersonCents !== null && (
          <p className="pack-card__feeds">
            <span>{t("packs.feeds", { count: pack.serves })}</span>
            <span aria-hidden="true"> · </span>
            <span>{t("packs.perPerson", { price: formatMoney(pack.perPersonCents / 100) })}</span>
          </p>
        )}
        <p className="pack-card__price">
          {price}
          {pack.soldOut && <span className="pack-card__sold-out"> {t("packs.soldOut")}</span>}
        </p>
      </div>
    </article>
  );
}
