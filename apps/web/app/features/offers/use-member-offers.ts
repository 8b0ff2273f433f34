import { useCallback, useEffect, useState } from "react";

import type { LoyaltyResponse } from "@coop/contract/rewards";

import { api } from "../../lib/api-client.ts";
import { refreshMember } from "../../lib/member/session.ts";
import { clientStore } from "../../lib/store/client-store.ts";

export type Loaded<T> =
  { kind: "loading" } | { kind: "error"; message: string } | { kind: "ready"; data: T };

/** A 401 means the session ended elsewhere: refreshMember signs the visitor out here too. */
function errorText(result: { status: number; errors: string[] }, unreachable: string): string {
  if (result.status === 401) void refreshMember();
  return result.status === 0 ? unreachable : (result.errors[0] ?? unreachable);
}

/**
 * The member's wallet (GET members/offers/all), fresh on every visit: the entries go into the
 * client store (the cart shows the same wallet), the page shows them once the answer is in.
 */
export function useWallet(unreachable: string): { state: Loaded<null>; reload: () => void } {
  const [state, setState] = useState<Loaded<null>>({ kind: "loading" });
  const [round, setRound] = useState(0);
  useEffect(() => {
    let live = true;
    setState({ kind: "loading" });
    void api.call("membersOffersAll").then((result) => {
      if (!live) return;
      if (result.ok) {
        clientStore.setState({ walletOffers: result.data.rewards });
        setState({ kind: "ready", data: null });
      } else {
        setState({ kind: "error", message: errorText(result, unreachable) });
      }
    });
    return () => {
      live = false;
    };
  }, [round, unreachable]);
  const reload = useCallback(() => setRound((r) => r + 1), []);
  return { state, reload };
}

/** The member's points and the reward list (GET members/loyalty). */
export function useLoyalty(unreachable: string): {
  state: Loaded<LoyaltyResponse>;
  reload: () => void;
  setPoints: (points: number) => void;
} {
  const [state, setState] = useState<Loaded<LoyaltyResponse>>({ kind: "loading" });
  const [round, setRound] = useState(0);
  useEffect(() => {
    let live = true;
    setState({ kind: "loading" });
    void api.call("membersLoyalty").then((result) => {
      if (!live) return;
      setState(
        result.ok
          ? { kind: "ready", data: result.data }
          : { kind: "error", message: errorText(result, unreachable) },
      );
    });
    return () => {
      live = false;
    };
  }, [round, unreachable]);
  const reload = useCallback(() => setRound((r) => r + 1), []);
  const setPoints = useCallback(
    (points: number) =>
      setState((s) => (s.kind === "ready" ? { kind: "ready", data: { ...s.data, points } } : s)),
    [],
  );
  return { state, reload, setPoints };
}
