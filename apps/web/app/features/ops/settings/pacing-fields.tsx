import { useId } from "react";

import { useTranslation } from "../../../lib/i18n-react.tsx";
import { NumberField } from "./number-field.tsx";
import { type FieldKey, PACING_KEYS, type SettingsDraft } from "./settings-rules.ts";

/** Pacing per handoff and for catering: orders per 15-minute slot, make-minutes or no limit. */
export function PacingFields({
  draft,
  errors,
  onChange,
}: {
  draft: SettingsDraft;
  errors: Record<FieldKey, string>;
  onChange: (next: SettingsDraft, ...keys: FieldKey[]) => void;
}) {
  const { t } = useTranslation("controls");
  const id = useId();
  return (
    <section className="ctl-card" aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>{t("settings.pacing")}</h2>
      <p className="ctl-hint">{t("settings.pacingHelp")}</p>
      <div className="ctl-pacing">
        {PACING_KEYS.map((key) => {
          const p = draft.pacing[key];
          const set = (next: Partial<typeof p>, field: FieldKey) =>
            onChange({ ...draft, pacing: { ...draft.pacing, [key]: { ...p, ...next } } }, field);
          const ordersKey = `pacing:${key}.orders_per_slot`;
          const makeKey = `pacing:${key}.make_minutes_per_slot`;
          return (
            <fieldset key={key} className="ctl-fieldset">
              <legend>{t(`settings.handoffs.${key}`)}</legend>
              <NumberField
                field={ordersKey}
                label={t("settings.ordersPerSlot")}
                value={p.orders}
                step="1"
                error={errors[ordersKey]}
                onChange={(v) => set({ orders: v }, ordersKey)}
              />
              <NumberField
                field={makeKey}
                label={t("settings.makeMinutesPerSlot")}
                value={p.noLimit ? "" : p.makeMinutes}
                step="1"
                disabled={p.noLimit}
                error={errors[makeKey]}
                onChange={(v) => set({ makeMinutes: v }, makeKey)}
              />
              <div className="ctl-check">
                <input
                  id={`${id}-${key}-nolimit`}
                  type="checkbox"
                  checked={p.noLimit}
                  onChange={(e) => set({ noLimit: e.target.checked }, makeKey)}
                />
                <label htmlFor={`${id}-${key}-nolimit`}>
                  {t("settings.noLimit")}
                  <span className="visually-hidden"> ({t(`settings.handoffs.${key}`)})</span>
                </label>
              </div>
            </fieldset>
          );
        })}
      </div>
    </section>
  );
}
