import { useCallback, useEffect, useRef, useState } from "react";

import type { ApiResult } from "@coop/contract/client";

export type CardData<T> =
  { kind: "loading" } | { kind: "error"; message: string } | { kind: "ready"; data: T };

/**
 * One card's data on a member page: loads once the card mounts (in the browser only: member
 * data never renders on the server), and again on `retry`. A late answer of an earlier load
 * never overwrites a newer one.
 */
export function useCardData<T>(load: () => Promise<ApiResult<T>>): {
  state: CardData<T>;
  retry: () => void;
} {
  const [state, setState] = useState<CardData<T>>({ kind: "loading" });
  const [attempt, setAttempt] = useState(0);
  const loadRef = useRef(load);
  useEffect(() => {
    loadRef.current = load;
  });
  useEffect(() => {
    let current = true;
    setState({ kind: "loading" });
    void loadRef.current().then((result) => {
      if (!current) return;
      setState(
        result.ok
          ? { kind: "ready", data: result.data }
          : { kind: "error", message: result.errors.join(" ") },
      );
    });
    return () => {
      current = false;
    };
    // The attempt number decides when to load (`load` is a fresh function each render).
  }, [attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}
