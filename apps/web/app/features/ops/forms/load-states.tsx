// The loading, failed and empty states the forms and careers screens share: a list's and a
// detail's before it is loaded. Their words come from the screen that uses them.
import type { ReactNode } from "react";

import { LoadingStatus } from "../../../ui/loading-status.tsx";

/**
 * A list's states, one at a time: the failure with "Try again", "Loading…", the empty (or "no
 * match") message, or the table (`columns`: its column headers, `row`: one row each) in a
 * scrollable region that takes focus, named by the table's visually-hidden caption.
 */
export function ListStates<T>({
  error,
  rows,
  onRetry,
  text,
  columns,
  row,
}: {
  /** Why the list could not be loaded; null when it did not fail. */
  error: string | null;
  /** The loaded page's rows; null while it loads. */
  rows: readonly T[] | null;
  onRetry: () => void;
  text: { loadError: string; retry: string; loading: string; empty: string; caption: string };
  /** The column headers, in order. */
  columns: readonly string[];
  /** One row's `<tr>`, with its key. */
  row: (item: T) => ReactNode;
}) {
  return (
    <>
      {error && (
        <div role="alert" className="ops-error-box">
          <p>{text.loadError}</p>
          <button type="button" className="of-button" onClick={onRetry}>
            {text.retry}
          </button>
        </div>
      )}
      {!error && rows === null && (
        <LoadingStatus className="of-status">{text.loading}</LoadingStatus>
      )}
      {rows?.length === 0 && (
        <p className="of-status" role="status">
          {text.empty}
        </p>
      )}
      {rows && rows.length > 0 && (
        <div className="of-table-wrap" role="region" aria-label={text.caption} tabIndex={0}>
          <table className="of-table">
            <caption className="visually-hidden">{text.caption}</caption>
            <thead>
              <tr>
                {columns.map((label, i) => (
                  <th key={i} scope="col">
                    {label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>{rows.map((item) => row(item))}</tbody>
          </table>
        </div>
      )}
    </>
  );
}

/**
 * A detail before it is loaded, named by its loading text: the failure with "Try again" and
 * the detail's close button, or "Loading…".
 */
export function DetailPending({
  error,
  onRetry,
  closeButton,
  text,
}: {
  /** Why the detail could not be loaded; null when it did not fail. */
  error: string | null;
  onRetry: () => void;
  closeButton: ReactNode;
  text: { loadError: string; retry: string; loading: string };
}) {
  return (
    <section className="of-detail" aria-label={text.loading}>
      {error ? (
        <div role="alert" className="ops-error-box">
          <p>{text.loadError}</p>
          <div className="of-actions">
            <button type="button" className="of-button" onClick={onRetry}>
              {text.retry}
            </button>
            {closeButton}
          </div>
        </div>
      ) : (
        <LoadingStatus className="of-status">{text.loading}</LoadingStatus>
      )}
    </section>
  );
}
