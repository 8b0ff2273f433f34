import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from "react";

import { useTranslation } from "../../../lib/i18n-react.tsx";
import { problemKey } from "./section-props.ts";
import { draftChoice, initialDraft, UntilFields } from "./until-fields.tsx";
import { type UntilChoice, type UntilContext, untilOf } from "./until-rules.ts";

const OPTIONS: readonly UntilChoice[] = [
  { kind: "end-of-day" },
  { kind: "minutes", minutes: 60 },
  { kind: "tomorrow" },
  { kind: "custom", local: "" },
  { kind: "indefinite" },
];

/**
 * "86 … until": end of today, 1 hour, tomorrow, a date and time, or until turned back on
 * (`store-controls.until-choice`). Opens with focus on its heading; Escape or Cancel closes it and
 * the caller puts focus back where it was.
 */
export function EightySixPanel({
  title,
  ctx,
  onConfirm,
  onCancel,
}: {
  title: string;
  ctx: UntilContext;
  onConfirm: (until: string | null) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation("controls");
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [draft, setDraft] = useState(() => initialDraft(OPTIONS, ctx));
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => heading.current?.focus(), []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const until = untilOf(draftChoice(OPTIONS, draft), ctx);
    if (!until.ok) {
      setProblem(t(problemKey[until.problem]));
      return;
    }
    onConfirm(until.until ? until.until.toISOString() : null);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Escape") {
      event.stopPropagation();
      onCancel();
    }
  };

  return (
    <form
      className="ctl-panel"
      role="group"
      aria-labelledby={`${id}-h`}
      noValidate
      onSubmit={submit}
      onKeyDown={onKeyDown}
    >
      <h3 id={`${id}-h`} ref={heading} tabIndex={-1}>
        {title}
      </h3>
      <UntilFields
        options={OPTIONS}
        draft={draft}
        onChange={(d) => {
          setDraft(d);
          setProblem(null);
        }}
        ctx={ctx}
        problem={problem}
      />
      <div className="ctl-actions">
        <button type="submit" className="ctl-button ctl-button--danger">
          {t("availability.confirm")}
        </button>
        <button type="button" className="ctl-button" onClick={onCancel}>
          {t("common.cancel")}
        </button>
      </div>
    </form>
  );
}
