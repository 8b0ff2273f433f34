// Parts the forms and careers screens share: the pager, the restaurant picker and the time
// format. Their words come from the screen that uses them (the pager's: its `pager.*` keys).
import { useTranslation } from "../../../lib/i18n-react.tsx";
import type { OpsRestaurantsState } from "../shell/use-ops-restaurants.ts";

/** A time in the page's language: "Nov 24, 2026, 3:05 PM". */
export function useWhen(): (iso: string) => string {
  const { i18n } = useTranslation();
  return (iso: string) =>
    new Date(iso).toLocaleString(i18n.language, { dateStyle: "medium", timeStyle: "short" });
}

/** The screen's translator, for the `pager.*` keys its namespace has. */
type PagerTranslate = (
  key: "pager.label" | "pager.previous" | "pager.next" | "pager.status",
  options?: { page: number; pages: number },
) => string;

/** Previous / Next with "Page 2 of 5" between them; nothing when there is one page. */
export function Pager({
  page,
  pages,
  onPage,
  t,
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
  t: PagerTranslate;
}) {
  if (pages <= 1) return null;
  return (
    <nav className="of-pager" aria-label={t("pager.label")}>
      <button
        type="button"
        className="of-button"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        {t("pager.previous")}
      </button>
      <span aria-live="polite">{t("pager.status", { page, pages })}</span>
      <button
        type="button"
        className="of-button"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        {t("pager.next")}
      </button>
    </nav>
  );
}

/** The restaurants the staff member works at (all of them for admins), as a select. */
export function RestaurantSelect({
  label,
  allLabel,
  state,
  value,
  onChange,
  required = false,
  id,
  errorId,
}: {
  label: string;
  /** The "every restaurant" option; none when a restaurant must be picked. */
  allLabel?: string;
  state: OpsRestaurantsState;
  value: string;
  onChange: (value: string) => void;
  required?: boolean;
  id?: string;
  /** The id of the field's error message, when it has one. */
  errorId?: string;
}) {
  const options: { id: number; name: string }[] =
    state.status === "ready"
      ? state.restaurants.map((r) => ({ id: r.id, name: `${r.name} (${r.id})` }))
      : state.status === "fallback"
        ? state.ids.map((n) => ({ id: n, name: String(n) }))
        : [];
  // A value the list does not hold yet (a deep link, a job of another page) stays choosable.
  if (value && !options.some((o) => String(o.id) === value))
    options.push({ id: Number(value), name: value });
  return (
    <label>
      {label}
      <select
        id={id}
        value={value}
        required={required}
        aria-busy={state.status === "loading" || undefined}
        aria-invalid={errorId ? true : undefined}
        aria-describedby={errorId}
        onChange={(e) => onChange(e.target.value)}
      >
        {allLabel !== undefined ? <option value="">{allLabel}</option> : <option value="" />}
        {options.map((o) => (
          <option key={o.id} value={String(o.id)}>
            {o.name}
          </option>
        ))}
      </select>
    </label>
  );
}
