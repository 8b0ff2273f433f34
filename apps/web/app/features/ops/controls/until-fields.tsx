import { useId } from "react";

import { useTranslation } from "../../../lib/i18n-react.tsx";
import { endOfDay, localInputValue, type UntilChoice, type UntilContext } from "./until-rules.ts";
import { formatLocalTime } from "./zone-time.ts";

/** The radio value of a choice ("m60", "end-of-day", …). */
export function choiceKey(choice: UntilChoice): string {
  return choice.kind === "minutes" ? `m${choice.minutes}` : choice.kind;
}

export type UntilDraft = { key: string; custom: string };

/** The choice a draft stands for. */
export function draftChoice(options: readonly UntilChoice[], draft: UntilDraft): UntilChoice {
  const found = options.find((o) => choiceKey(o) === draft.key) ?? options[0]!;
  return found.kind === "custom" ? { kind: "custom", local: draft.custom } : found;
}

/** A fresh draft: the first option, the custom input at the restaurant's time now + 1 hour. */
export function initialDraft(options: readonly UntilChoice[], ctx: UntilContext): UntilDraft {
  return {
    key: choiceKey(options[0]!),
    custom: localInputValue(new Date(ctx.now.getTime() + 3_600_000), ctx.timeZone),
  };
}

/**
 * The "until" radio group of a control (`store-controls.until-choice`): quick choices and a date and
 * time on the restaurant's clock. The custom input shows only when chosen.
 */
export function UntilFields({
  options,
  draft,
  onChange,
  ctx,
  problem,
}: {
  options: readonly UntilChoice[];
  draft: UntilDraft;
  onChange: (draft: UntilDraft) => void;
  ctx: UntilContext;
  problem: string | null;
}) {
  const { t, i18n } = useTranslation("controls");
  const id = useId();
  const label = (choice: UntilChoice): string => {
    switch (choice.kind) {
      case "minutes":
        return choice.minutes % 60 === 0
          ? t("common.until.hours", { count: choice.minutes / 60 })
          : t("common.until.minutes", { count: choice.minutes });
      case "end-of-day":
        return t("common.until.endOfDay", {
          time: formatLocalTime(endOfDay(ctx), ctx.timeZone, i18n.language, ctx.now),
        });
      case "tomorrow":
        return t("common.until.tomorrow");
      case "custom":
        return t("common.until.custom");
      case "indefinite":
        return t("common.until.indefinite");
    }
  };
  const customChosen = draft.key === "custom";
  return (
    <fieldset className="ctl-until">
      <legend>{t("common.until.legend")}</legend>
      <div className="ctl-until__choices">
        {options.map((choice) => {
          const key = choiceKey(choice);
          return (
            <label key={key} className="ctl-chip">
              <input
                type="radio"
                name={`${id}-until`}
                value={key}
                checked={draft.key === key}
                onChange={() => onChange({ ...draft, key })}
              />
              <span>{label(choice)}</span>
            </label>
          );
        })}
      </div>
      {customChosen ? (
        <div className="ctl-field">
          <label htmlFor={`${id}-custom`}>{t("common.until.customLabel")}</label>
          <input
            id={`${id}-custom`}
            type="datetime-local"
            value={draft.custom}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${id}-problem` : undefined}
            onChange={(e) => onChange({ ...draft, custom: e.target.value })}
          />
        </div>
      ) : null}
      {problem ? (
        <p id={`${id}-problem`} className="ctl-error" role="alert">
          {problem}
        </p>
      ) : null}
    </fieldset>
  );
}
