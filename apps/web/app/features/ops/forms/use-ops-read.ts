import {
  type DependencyList,
  type Dispatch,
  type SetStateAction,
  useEffect,
  useState,
} from "react";

import type { ApiResult } from "@coop/contract/client";

import { failureText } from "../controls/manager-page.tsx";

export type OpsRead<T> = {
  /** The last answer (what `pick` took of it); null before the first one arrives. */
  data: T | null;
  setData: Dispatch<SetStateAction<T | null>>;
  /** Why the last read failed, in the server's words; null when it did not. */
  error: string | null;
  /** Reads again (the screens' "Try again", or after a change elsewhere). */
  retry: () => void;
};

/**
 * What a staff screen shows, read when it opens, again whenever `deps` change and on `retry`:
 * the answer of the latest read wins (an earlier one still in flight is dropped) and a failure
 * becomes the error text. Lists (`keep` false) empty while a new read runs, so their loading
 * state shows; a detail (`keep` true) keeps showing what it had.
 */
export function useOpsRead<R, T>(
  read: () => Promise<ApiResult<R>>,
  pick: (answer: R) => T,
  deps: DependencyList,
  { keep = false }: { keep?: boolean } = {},
): OpsRead<T> {
  const [data, setData] = useState<T | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let cancelled = false;
    setError(null);
    if (!keep) setData(null);
    void read().then((result) => {
      if (cancelled) return;
      if (!result.ok) setError(failureText(result.errors));
      else setData(pick(result.data));
    });
    return () => {
      cancelled = true;
    };
    // The screen names what its read depends on; `read` and `pick` are new functions each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [...deps, attempt, keep]);

  return { data, setData, error, retry: () => setAttempt((n) => n + 1) };
}
