import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { useBlocker } from "react-router";

import { useTranslation } from "../../../lib/i18n-react.tsx";
import { opsApi } from "../staff-session.ts";
import { fieldId, NumberField } from "./number-field.tsx";
import { PacingFields } from "./pacing-fields.tsx";
import type { Loaded } from "./settings-page.tsx";
import {
  buildBodies,
  draftOf,
  exampleMinutes,
  type FieldKey,
  type FieldProblem,
  isDirty,
  PACING_KEYS,
  serverFieldErrors,
  type SettingsDraft,
} from "./settings-rules.ts";

type Outcome =
  { kind: "idle" } | { kind: "saving" } | { kind: "saved" } | { kind: "failed"; other: string[] };

/**
 * The settings form (`store-controls.settings-checks`, `store-controls.settings-server-errors`): checks
 * before sending, the server's field errors on their inputs, focus to the first field in
 * error, a live make-time example, and a guard against leaving with unsaved changes.
 */
export function SettingsForm({
  restaurantId,
  loaded,
  onSaved,
}: {
  restaurantId: number;
  loaded: Loaded;
  onSaved: (draft: SettingsDraft) => void;
}) {
  const { t } = useTranslation("controls");
  const id = useId();
  const [draft, setDraft] = useState(loaded.draft);
  const [errors, setErrors] = useState<Record<FieldKey, string>>({});
  const [outcome, setOutcome] = useState<Outcome>({ kind: "idle" });
  const [exampleItems, setExampleItems] = useState("3");
  const summary = useRef<HTMLDivElement>(null);
  const dirty = isDirty(draft, loaded.draft);

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (blocker.state !== "blocked") return;
    if (window.confirm(t("settings.leave"))) blocker.proceed();
    else blocker.reset();
  }, [blocker, t]);
  useEffect(() => {
    if (!dirty) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [dirty]);

  const order: FieldKey[] = [
    "settings:make_time.base_minutes",
    "settings:make_time.per_item_minutes",
    "settings:make_time.catering_base_minutes",
    ...loaded.categories.map((c) => `settings:category.${c.id}`),
    ...PACING_KEYS.flatMap((k) => [
      `pacing:${k}.orders_per_slot`,
      `pacing:${k}.make_minutes_per_slot`,
    ]),
  ];

  const problemText = (p: FieldProblem): string =>
    typeof p === "string"
      ? t(`settings.${p}`)
      : "min" in p
        ? t("settings.min", { min: p.min })
        : t("settings.max", { max: p.max });

  const change = (next: SettingsDraft, ...keys: FieldKey[]) => {
    setDraft(next);
    if (outcome.kind === "saved") setOutcome({ kind: "idle" });
    setErrors((e) => {
      const copy = { ...e };
      for (const k of keys) delete copy[k];
      return copy;
    });
  };

  const showErrors = (fields: Record<FieldKey, string>, other: string[]) => {
    setErrors(fields);
    setOutcome({ kind: "failed", other });
    const first = order.find((k) => fields[k] !== undefined);
    const target = first ? document.getElementById(fieldId(first)) : summary.current;
    requestAnimationFrame(() => target?.focus());
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const built = buildBodies(draft);
    const problems = Object.entries(built.problems);
    if (problems.length > 0) {
      showErrors(Object.fromEntries(problems.map(([k, p]) => [k, problemText(p)])), []);
      return;
    }
    setOutcome({ kind: "saving" });
    const params = { id: restaurantId };
    // Only what changed is sent (each save is a row in the staff audit log).
    const before = buildBodies(loaded.draft);
    let savedSettings = before.settings;
    let savedPacing = before.pacing;
    if (JSON.stringify(built.settings) !== JSON.stringify(before.settings)) {
      const result = await opsApi.call("opsSettingsPut", { params, body: built.settings });
      if (!result.ok) {
        const mapped = serverFieldErrors(
          "settings",
          result.body,
          built.settings.make_time.categories,
        );
        const other =
          mapped.other.length || Object.keys(mapped.fields).length ? mapped.other : result.errors;
        return showErrors(mapped.fields, other);
      }
      savedSettings = result.data.data;
    }
    if (JSON.stringify(built.pacing) !== JSON.stringify(before.pacing)) {
      const result = await opsApi.call("opsPacingPut", { params, body: built.pacing });
      if (!result.ok) {
        const mapped = serverFieldErrors("pacing", result.body, []);
        const other =
          mapped.other.length || Object.keys(mapped.fields).length ? mapped.other : result.errors;
        // The settings part, if it was sent, is saved: it is the new starting point.
        onSaved(draftOf(savedSettings, savedPacing));
        return showErrors(mapped.fields, other);
      }
      savedPacing = result.data.data;
    }
    const saved = draftOf(savedSettings, savedPacing);
    setDraft(saved);
    setErrors({});
    setOutcome({ kind: "saved" });
    onSaved(saved);
  };

  const items = Math.max(1, Math.min(50, Math.floor(Number(exampleItems)) || 1));
  const example = exampleMinutes(draft, items);
  const cateringExample = exampleMinutes(draft, items, true);
  const errorCount = Object.keys(errors).length;

  return (
    <form className="ctl-settings" noValidate onSubmit={(e) => void submit(e)}>
      <div ref={summary} tabIndex={-1} role="alert" className="ctl-summary">
        {outcome.kind === "failed" && errorCount > 0 ? (
          <p className="ctl-error">{t("settings.fixFields", { count: errorCount })}</p>
        ) : null}
        {outcome.kind === "failed"
          ? outcome.other.map((m) => (
              <p key={m} className="ctl-error">
                {m}
              </p>
            ))
          : null}
      </div>
      <section className="ctl-card" aria-labelledby={`${id}-auto`}>
        <h2 id={`${id}-auto`}>{t("settings.autoAdvance")}</h2>
        <div className="ctl-check">
          <input
            id={`${id}-auto-input`}
            type="checkbox"
            role="switch"
            checked={draft.autoAdvance}
            aria-describedby={`${id}-auto-help`}
            onChange={(e) => change({ ...draft, autoAdvance: e.target.checked })}
          />
          <label htmlFor={`${id}-auto-input`}>{t("settings.autoAdvance")}</label>
        </div>
        <p id={`${id}-auto-help`} className="ctl-hint">
          {t("settings.autoAdvanceHelp")}
        </p>
      </section>
      <section className="ctl-card" aria-labelledby={`${id}-make`}>
        <h2 id={`${id}-make`}>{t("settings.makeTime")}</h2>
        <div className="ctl-fields">
          <NumberField
            field="settings:make_time.base_minutes"
            label={t("settings.base")}
            value={draft.base}
            error={errors["settings:make_time.base_minutes"]}
            onChange={(v) => change({ ...draft, base: v }, "settings:make_time.base_minutes")}
          />
          <NumberField
            field="settings:make_time.per_item_minutes"
            label={t("settings.perItem")}
            value={draft.perItem}
            error={errors["settings:make_time.per_item_minutes"]}
            onChange={(v) =>
              change({ ...draft, perItem: v }, "settings:make_time.per_item_minutes")
            }
          />
          <NumberField
            field="settings:make_time.catering_base_minutes"
            label={t("settings.cateringBase")}
            value={draft.cateringBase}
            error={errors["settings:make_time.catering_base_minutes"]}
            onChange={(v) =>
              change({ ...draft, cateringBase: v }, "settings:make_time.catering_base_minutes")
            }
          />
        </div>
        <div className="ctl-example" aria-live="polite">
          <div className="ctl-field">
            <label htmlFor={`${id}-items`}>{t("settings.exampleItems")}</label>
            <input
              id={`${id}-items`}
              type="number"
              inputMode="numeric"
              min={1}
              max={50}
              value={exampleItems}
              onChange={(e) => setExampleItems(e.target.value)}
            />
          </div>
          {example !== null ? (
            <p>{t("settings.example", { count: items, minutes: example })}</p>
          ) : null}
          {cateringExample !== null ? (
            <p>{t("settings.exampleCatering", { count: items, minutes: cateringExample })}</p>
          ) : null}
        </div>
        {loaded.categories.length > 0 ? (
          <fieldset className="ctl-fieldset">
            <legend>{t("settings.categories")}</legend>
            <p className="ctl-hint">{t("settings.categoriesHelp")}</p>
            <div className="ctl-fields">
              {loaded.categories.map((c) => {
                const key = `settings:category.${c.id}`;
                return (
                  <NumberField
                    key={c.id}
                    field={key}
                    label={c.name}
                    value={draft.categories[c.id] ?? ""}
                    placeholder={t("settings.categoryDefault", { minutes: draft.perItem })}
                    error={errors[key]}
                    onChange={(v) =>
                      change({ ...draft, categories: { ...draft.categories, [c.id]: v } }, key)
                    }
                  />
                );
              })}
            </div>
          </fieldset>
        ) : null}
      </section>
      <PacingFields draft={draft} errors={errors} onChange={change} />
      <div className="ctl-actions ctl-actions--sticky">
        <button
          type="submit"
          className="ctl-button ctl-button--primary"
          disabled={outcome.kind === "saving"}
        >
          {outcome.kind === "saving" ? t("settings.saving") : t("settings.save")}
        </button>
        <p role="status" className="ctl-live">
          {outcome.kind === "saved" ? t("settings.saved") : dirty ? t("settings.unsaved") : ""}
        </p>
      </div>
    </form>
  );
}
