import { useState } from "react";

import { searchStates, US_STATES } from "@coop/contract/form-definitions";

import { useTranslation } from "../../../lib/i18n-react.tsx";
import { Combobox } from "./combobox.tsx";
import type { FieldBase } from "./field-shell.tsx";

const nameOf = (code: string) => US_STATES.find(([c]) => c === code)?.[1] ?? "";

/**
 * `forms.state-search`: a US state, picked by typing part of its name (or its code): at most
 * 20 states are listed; none matching says "Oops! No elements found…". The value is the
 * two-letter code.
 */
export function StateSearch({
  value,
  onValue,
  ...field
}: FieldBase & { value: string; onValue: (code: string) => void }) {
  const { t } = useTranslation("forms");
  const [query, setQuery] = useState(() => nameOf(value));
  const options = searchStates(query === nameOf(value) ? "" : query);
  const status =
    options.length === 0
      ? t("state.noMatch")
      : value && query === nameOf(value)
        ? t("state.chosen", { name: nameOf(value) })
        : t("state.count", { count: options.length });
  return (
    <Combobox
      {...field}
      options={options}
      keyOf={([code]) => code}
      renderOption={([code, name]) => (
        <>
          {name} <span className="form-combobox__aside">({code})</span>
        </>
      )}
      isSelected={([code]) => code === value}
      query={query}
      onQuery={(typed) => {
        setQuery(typed);
        if (value) onValue("");
      }}
      onPick={([code, name]) => {
        setQuery(name);
        onValue(code);
      }}
      status={status}
      placeholder={t("state.placeholder")}
    />
  );
}
