import { useEffect } from "react";
import { useBlocker } from "react-router";

import { useTranslation } from "../../../lib/i18n-react.tsx";
import { ConfirmPanel } from "./confirm-panel.tsx";

/** The navigation state of the move to a just-created item's editor (not a leave). */
export const SAVED_STATE = { saved: true } as const;

/**
 * `engagement-authoring.unsaved-guard`: with unsaved changes, leaving the editor for another
 * page asks first (Stay keeps everything typed), and closing or reloading the tab asks the
 * browser's question. The move to a just-created item's editor is not a leave.
 */
export function UnsavedGuard({ dirty }: { dirty: boolean }) {
  const { t } = useTranslation("opsEngagement");
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty &&
      currentLocation.pathname !== nextLocation.pathname &&
      (nextLocation.state as { saved?: boolean } | null)?.saved !== true,
  );
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [dirty]);
  if (blocker.state !== "blocked") return null;
  return (
    <ConfirmPanel
      question={t("common.unsaved")}
      confirmLabel={t("common.leave")}
      onConfirm={() => blocker.proceed()}
      onCancel={() => blocker.reset()}
    />
  );
}
