import { dateTimeFormat } from "../../lib/date-format.ts";
import { useTranslation } from "../../lib/i18n-react.tsx";

/** An article's date (YYYY-MM-DD) in the page's language, in a `<time>`; nothing when invalid. */
export function ArticleDate({ date, className }: { date: string; className?: string }) {
  const { i18n } = useTranslation();
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return null;
  const day = new Date(`${date}T12:00:00Z`);
  if (Number.isNaN(day.getTime())) return null;
  const label = dateTimeFormat(i18n.language, { dateStyle: "long", timeZone: "UTC" }).format(day);
  return (
    <time className={className} dateTime={date}>
      {label}
    </time>
  );
}
