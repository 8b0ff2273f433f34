import { useState } from "react";

import { FAVORITES_OPTION_LIMIT } from "@coop/contract/form-definitions";

import { useTranslation } from "../../../lib/i18n-react.tsx";
import { type FavoriteOption, favoritesSummary, searchByWords } from "../form-rules.ts";
import { Combobox } from "./combobox.tsx";
import type { FieldBase } from "./field-shell.tsx";
import { favoritesSource, useRemoteList } from "./use-remote-list.ts";

/**
 * `forms.favorites-selector`: menu items the person likes, from the default menu (at most 300
 * options), found by typing; picking one toggles it. The first three chosen show as chips,
 * each with a button to remove it, then "and N other favs". The value is the items' skus.
 */
export function FavoritesSelector({
  value,
  onValue,
  max = FAVORITES_OPTION_LIMIT,
  ...field
}: FieldBase & { value: readonly string[]; onValue: (skus: string[]) => void; max?: number }) {
  const { t } = useTranslation("forms");
  const { list, retry } = useRemoteList(favoritesSource);
  const [query, setQuery] = useState("");
  const items = list.status === "ready" ? list.items : [];
  const nameOf = (sku: string) => items.find((i) => i.sku === sku)?.name ?? sku;
  const options = list.status === "ready" ? searchByWords(items, query, (i) => i.name) : null;
  const { shown, others } = favoritesSummary(value);

  const toggle = (sku: string) => {
    if (value.includes(sku)) onValue(value.filter((s) => s !== sku));
    else if (value.length < max) onValue([...value, sku]);
  };

  let status;
  if (list.status === "loading") status = t("favorites.loading");
  else if (list.status === "error")
    status = (
      <>
        {t("favorites.failed", { message: list.message })}{" "}
        <button type="button" className="form-link-button" onClick={retry}>
          {t("favorites.retry")}
        </button>
      </>
    );
  else if (options?.length === 0) status = t("favorites.noMatch");
  else status = t("favorites.chosen", { count: value.length });

  return (
    <Combobox<FavoriteOption>
      {...field}
      multiple
      options={options}
      keyOf={(i) => i.sku}
      renderOption={(i) => i.name}
      isSelected={(i) => value.includes(i.sku)}
      query={query}
      onQuery={setQuery}
      onPick={(i) => toggle(i.sku)}
      status={status}
      placeholder={t("favorites.placeholder")}
      below={
        value.length === 0 ? (
          <p className="form-chips__none">{t("favorites.none")}</p>
        ) : (
          <div className="form-chips" data-testid="favorites-chips">
            <ul className="form-chips__list">
              {shown.map((sku) => (
                <li key={sku} className="form-chip">
                  <span>{nameOf(sku)}</span>
                  <button
                    type="button"
                    className="form-chip__remove"
                    aria-label={t("favorites.remove", { name: nameOf(sku) })}
                    onClick={() => toggle(sku)}
                  >
                    <span aria-hidden="true">×</span>
                  </button>
                </li>
              ))}
            </ul>
            {others > 0 && (
              <p className="form-chips__others">{t("favorites.others", { count: others })}</p>
            )}
          </div>
        )
      }
    />
  );
}
