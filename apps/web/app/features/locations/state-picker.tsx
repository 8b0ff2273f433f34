import "./strings.ts";

import { useEffect, useId, useRef, useState } from "react";

import type { Location } from "@coop/contract/locations";

import { api } from "../../lib/api-client.ts";
import { useTranslation } from "../../lib/i18n-react.tsx";
import { clientStore, useClientState } from "../../lib/store/client-store.ts";
import { statePickerEntries } from "./location-rules.ts";

type ListState =
  | { status: "idle" | "loading" }
  | { status: "ready"; locations: Location[] }
  | { status: "error"; message: string };

/**
 * The state picker (`locations.state-picker`): every restaurant grouped 'state - city' with its
 * address, filtered by what is typed (kept in the store's `stateSearch`), at most 20
 * entries, and the no-match text ('Oops! No elements found…'). Choosing one hands it to `onPick`.
 * It is a disclosure with a filter field and groups of buttons: plain controls, so every
 * keyboard and screen reader can use it.
 */
export function StatePicker({
  onPick,
  disabled,
}: {
  onPick: (location: Location) => void;
  disabled: boolean;
}) {
  const { t } = useTranslation("locations");
  const [open, setOpen] = useState(false);
  const [list, setList] = useState<ListState>({ status: "idle" });
  const query = useClientState((s) => s.stateSearch);
  const panelId = useId();
  const inputId = useId();
  const hintId = useId();

  const requested = useRef(false);
  useEffect(() => {
    // Loaded once, the first time the picker opens; kept while the page lives.
    if (!open || requested.current) return;
    requested.current = true;
    setList({ status: "loading" });
    // The server checks the body against the contract before sending it (the browser
    // bundle carries no zod: docs/decisions/016-no-zod-in-the-browser.md).
    void api.call("locationsList").then((result) => {
      if (!result.ok) {
        requested.current = false;
        setList({ status: "error", message: result.errors[0] ?? "" });
        return;
      }
      setList({ status: "ready", locations: result.data.locations });
    });
  }, [open]);

  const entries = list.status === "ready" ? statePickerEntries(list.locations, query) : null;

  return (
    <section className="state-picker">
      <button
        type="button"
        className="state-picker__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((v) => !v)}
      >
        {t("states.toggle")}
        <span className="state-picker__chevron" aria-hidden="true">
          {open ? "−" : "+"}
        </span>
      </button>
      <div id={panelId} className="state-picker__panel" hidden={!open}>
        <label className="field__label" htmlFor={inputId}>
          {t("states.label")}
        </label>
        <p id={hintId} className="field__hint">
          {t("states.hint")}
        </p>
        <input
          id={inputId}
          className="field__input"
          type="search"
          autoComplete="off"
          aria-describedby={hintId}
          value={query}
          onChange={(e) => clientStore.setState({ stateSearch: e.target.value })}
        />
        <div className="state-picker__status" role="status">
          {list.status === "loading" && t("states.loading")}
          {list.status === "error" && t("states.failed", { message: list.message })}
          {entries?.noMatch && t("states.noMatch")}
          {entries && !entries.noMatch && entries.matched > entries.shown
            ? t("states.shown", { shown: entries.shown, matched: entries.matched })
            : null}
        </div>
        {entries && !entries.noMatch && (
          <div className="state-picker__groups">
            {entries.groups.map((group) => (
              <div
                key={group.label}
                role="group"
                aria-label={group.label}
                className="state-picker__group"
              >
                <p className="state-picker__group-label" aria-hidden="true">
                  {group.label}
                </p>
                <ul className="state-picker__options">
                  {group.options.map((location) => (
                    <li key={location.id}>
                      <button
                        type="button"
                        className="state-picker__option"
                        aria-disabled={disabled || undefined}
                        onClick={() => {
                          if (disabled) return;
                          setOpen(false);
                          onPick(location);
                        }}
                      >
                        <span className="state-picker__option-name">{location.name}</span>
                        <span className="state-picker__option-address">{location.address}</span>
                      </button>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        )}
      </div>
    </section>
  );
}
