import "./strings.ts";
import "./allergen-filter.css";

import { useId, useState } from "react";

import { useTranslation } from "../../lib/i18n-react.tsx";
import type { AllergenFilterState } from "./use-allergen-filter.ts";

/**
 * "Filter by allergen" (`menu.allergen-filter`): a collapsible set of checkboxes, one per
 * allergen on the menu, hiding the items that contain any ticked one; a live count of the items
 * shown and Clear filters. /menu, /order (collapsed at first) and /menu/nutrition (open) share it.
 */
export function AllergenFilter({
  filter,
  defaultOpen = false,
}: {
  filter: AllergenFilterState;
  defaultOpen?: boolean;
}) {
  const { t } = useTranslation("menu");
  const id = useId();
  const [open, setOpen] = useState(defaultOpen);
  if (filter.allergens.length === 0) return null;
  const active = filter.avoid.size;
  return (
    <div className="allergen-filter">
      <details
        className="allergen-filter__details"
        open={open}
        onToggle={(e) => setOpen(e.currentTarget.open)}
      >
        <summary
          className="allergen-filter__toggle"
          ref={(el) => {
            filter.toggleRef.current = el;
          }}
        >
          <span>{t("filter.toggle")}</span>
          {active > 0 && (
            <span className="allergen-filter__active">{t("filter.active", { count: active })}</span>
          )}
        </summary>
        <fieldset className="allergen-filter__fieldset" aria-describedby={`${id}-count`}>
          <legend className="allergen-filter__legend">{t("filter.legend")}</legend>
          <div className="allergen-filter__chips">
            {filter.allergens.map((a) => (
              <label key={a} className="chip">
                <input
                  type="checkbox"
                  checked={filter.avoid.has(a)}
                  onChange={(e) => filter.toggle(a, e.currentTarget.checked)}
                />
                <span>{t(`allergen.${a}`, { defaultValue: a })}</span>
              </label>
            ))}
          </div>
          {active > 0 && (
            <button type="button" className="allergen-filter__clear" onClick={filter.clear}>
              {t("filter.clear")}
            </button>
          )}
        </fieldset>
      </details>
      <p id={`${id}-count`} className="allergen-filter__count" role="status">
        {t("filter.count", { shown: filter.shownCount, count: filter.total })}
      </p>
    </div>
  );
}

/** Every item is filtered out: say so, and offer to clear the filters. */
export function AllergenFilterEmpty({ filter }: { filter: AllergenFilterState }) {
  const { t } = useTranslation("menu");
  return (
    <div className="allergen-filter__empty">
      <p>{t("filter.empty")}</p>
      <button type="button" className="button button--primary" onClick={filter.clear}>
        {t("filter.clear")}
      </button>
    </div>
  );
}
