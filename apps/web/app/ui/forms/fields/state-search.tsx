import { useState } from "react";

import { searchStates, STATE_SEARCH_LIMIT, US_STATES } from "@coop/contract/form-definitions";

import { useTranslation } from "../../../lib/i18n-react.tsx";
import { Combobox } from "./combobox.tsx";
import type { FieldBase } from "./field-shell.tsx";

type State = (typeof US_STATES)[number];

const stateOf = (code: string) => US_STATES.find(([c]) => c === code.trim().toUpperCase());
const nameOf = (code: string) => stateOf(code)?.[1] ?? "";

/** The state whose code or whole name the text is (any case), as people type "nc" or "Ohio". */
export function exactState(query: string): State | undefined {
  const q = query.trim().toLowerCase();
  if (!q) return undefined;
  return US_STATES.find(([code, name]) => code.toLowerCase() === q || name.toLowerCase() === q);
}

/** The states listed for the text: the exact one first (so Enter picks it), at most 20. */
function statesFor(query: string): State[] {
  const exact = exactState(query);
  const found = searchStates(query);
  if (!exact) return found;
  return [exact, ...found.filter((s) => s[0] !== exact[0])].slice(0, STATE_SEARCH_LIMIT);
}

/**
 * `forms.state-search`: a US state, picked by typing part of its name (or its code): at most
 * 20 states are listed; none matching says "Oops! No elements found…". A typed code or whole
 * name ("nc", "Ohio") is picked when the field is left or on Enter. The value is the
 * two-letter code; a value set from outside (a saved address) shows its name.
 */
export function StateSearch({
  value,
  onValue,
  ...field
}: FieldBase & { value: string; onValue: (code: string) => void }) {
  const { t } = useTranslation("forms");
  const [query, setQuery] = useState(() => nameOf(value) || value);
  // The value last seen: when it changes from outside, the text follows it.
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    if (value && query !== nameOf(value)) setQuery(nameOf(value) || value);
    else if (!value && query === nameOf(seen)) setQuery("");
  }
  const chosen = value !== "" && query === nameOf(value);
  const options = statesFor(chosen ? "" : query);
  const status =
    options.length === 0
      ? t("state.noMatch")
      : chosen
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
      exactOf={exactState}
      listLabel={t("state.listLabel")}
      status={status}
      placeholder={t("state.placeholder")}
    />
  );
}
