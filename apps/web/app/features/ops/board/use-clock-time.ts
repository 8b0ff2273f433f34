import { useCallback } from "react";

import { dateTimeFormat } from "../../../lib/date-format.ts";
import { useTranslation } from "../../../lib/i18n-react.tsx";

/** Formats an instant as the restaurant's local clock time ("6:20 PM") in the page's language. */
export function useClockTime(timeZone: string): (iso: string) => string {
  const { i18n } = useTranslation("board");
  const language = i18n.language;
  return useCallback(
    (iso: string) => {
      const ms = Date.parse(iso);
      if (!Number.isFinite(ms)) return "";
      try {
        return dateTimeFormat(language, { timeZone, hour: "numeric", minute: "2-digit" }).format(
          ms,
        );
      } catch {
        return dateTimeFormat(language, { hour: "numeric", minute: "2-digit" }).format(ms);
      }
    },
    [language, timeZone],
  );
}
