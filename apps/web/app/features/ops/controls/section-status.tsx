import { useState } from "react";

import type { ApiResult } from "@coop/contract/client";
import type { Controls } from "@coop/contract/ops-controls";

import { useTranslation } from "../../../lib/i18n-react.tsx";
import { failureText } from "./manager-page.tsx";
import { problemKey } from "./section-props.ts";
import { draftChoice, initialDraft, UntilFields } from "./until-fields.tsx";
import { type UntilChoice, type UntilContext, untilOf, type UntilResult } from "./until-rules.ts";

/**
 * What a control section says after a change: the last thing done (read out politely) and the
 * last failure. `clear` forgets both before a new try.
 */
export function useSectionStatus() {
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const clear = () => {
    setError(null);
    setDone(null);
  };
  return { error, setError, done, setDone, clear };
}

/**
 * One change sent at a time: `send` marks the section busy while the call runs, keeps the
 * server's controls and says `doneText`, or says why it was not saved.
 */
export function useSectionSave(onSaved: (controls: Controls) => void) {
  const { t } = useTranslation("controls");
  const status = useSectionStatus();
  const [sending, setSending] = useState(false);
  const send = async (
    call: () => Promise<ApiResult<{ data: Controls }>>,
    doneText: string,
  ): Promise<void> => {
    setSending(true);
    const result = await call();
    setSending(false);
    if (result.ok) {
      onSaved(result.data.data);
      status.setDone(doneText);
    } else status.setError(t("common.saveFailed", { message: failureText(result.errors) }));
  };
  return { ...status, sending, send };
}

/**
 * The "until" choice of a control: the draft the radio group edits, the problem it shows, and
 * `check`, which works out the instant chosen and shows or clears the problem.
 */
export function useUntilChoice(options: readonly UntilChoice[], ctx: UntilContext) {
  const { t } = useTranslation("controls");
  const [draft, setDraft] = useState(() => initialDraft(options, ctx));
  const [problem, setProblem] = useState<string | null>(null);
  const check = (): UntilResult => {
    const until = untilOf(draftChoice(options, draft), ctx);
    setProblem(until.ok ? null : t(problemKey[until.problem]));
    return until;
  };
  const fields = (
    <UntilFields options={options} draft={draft} onChange={setDraft} ctx={ctx} problem={problem} />
  );
  return { check, fields };
}

/** The status line of a control section: what was done, then any failure as an alert. */
export function SectionStatus({ done, error }: { done: string | null; error: string | null }) {
  return (
    <>
      <p className="ctl-live" role="status">
        {done}
      </p>
      {error ? (
        <p className="ctl-error" role="alert">
          {error}
        </p>
      ) : null}
    </>
  );
}
