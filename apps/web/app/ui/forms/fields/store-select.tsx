import { useState } from "react";

import { useTranslation } from "../../../lib/i18n-react.tsx";
import { searchStores, storeLine, type StoreOption } from "../form-rules.ts";
import { Combobox } from "./combobox.tsx";
import type { FieldBase } from "./field-shell.tsx";
import { storesSource, useRemoteList } from "./use-remote-list.ts";

/** The store select shows at most this many restaurants at a time (type to narrow). */
const STORE_LIMIT = 50;

/**
 * `forms-web.store-select`: one of the chain's restaurants (from the locations list), found by
 * typing its city or name; each option shows the restaurant's name and address. The value is
 * the restaurant's id (as text; empty when none is chosen).
 */
export function StoreSelect({
  value,
  onValue,
  ...field
}: FieldBase & { value: string; onValue: (id: string) => void }) {
  const { t } = useTranslation("forms");
  const { list, retry } = useRemoteList(storesSource);
  const stores = list.status === "ready" ? list.items : [];
  const chosen = stores.find((s) => String(s.id) === value);
  const [query, setQuery] = useState("");
  const display = chosen && query === "" ? chosen.name : query;
  const showingChoice = chosen !== undefined && display === chosen.name;
  const matches = list.status === "ready" ? searchStores(stores, showingChoice ? "" : query) : null;
  const options = matches?.slice(0, STORE_LIMIT) ?? null;

  let status;
  if (list.status === "loading") status = t("store.loading");
  else if (list.status === "error")
    status = (
      <>
        {t("store.failed", { message: list.message })}{" "}
        <button type="button" className="form-link-button" onClick={retry}>
          {t("store.retry")}
        </button>
      </>
    );
  else if (chosen && showingChoice) status = t("store.chosen", storeLine(chosen));
  else if (options?.length === 0) status = t("store.noMatch");
  else status = t("store.count", { count: options?.length ?? 0 });

  return (
    <Combobox<StoreOption>
      {...field}
      options={options}
      keyOf={(s) => String(s.id)}
      renderOption={(s) => {
        const line = storeLine(s);
        return (
          <span className="form-store">
            <span className="form-store__name">{line.name}</span>
            <span className="form-store__address">{line.address}</span>
          </span>
        );
      }}
      isSelected={(s) => String(s.id) === value}
      query={display}
      onQuery={(typed) => {
        setQuery(typed);
        if (value) onValue("");
      }}
      onPick={(s) => {
        setQuery(s.name);
        onValue(String(s.id));
      }}
      status={status}
      placeholder={t("store.placeholder")}
    />
  );
}
