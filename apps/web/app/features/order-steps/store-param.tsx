import "./store-notice.css";
import "./strings.ts";

import { useEffect, useRef, useState } from "react";
import { Link, useLocation, useNavigate } from "react-router";

import type { Location } from "@coop/contract/locations";

import { api } from "../../lib/api-client.ts";
import { useTranslation } from "../../lib/i18n-react.tsx";
import type { UnavailableLine } from "../../lib/order/handoff-order-actions.ts";
import { routePaths } from "../../lib/route-names.ts";
import { clientStore, useClientState } from "../../lib/store/client-store.ts";
import { storeDecision, storeParamOf, withoutStoreParam } from "./order-steps-rules.ts";

/** What the `store` link did, as the notice tells it. */
export type StoreNotice =
  | { kind: "chosen"; name: string; address: string; moved: boolean; lines: UnavailableLine[] }
  | { kind: "kept"; name: string }
  | { kind: "unknown" }
  | { kind: "closed"; name: string }
  | { kind: "failed"; message: string };

/**
 * Choosing a restaurant for pickup as the finder does (features/locations/choose-location.ts,
 * handed in by the layout): it becomes the chosen restaurant, its order is created or the
 * current one transferred to it, and the lines the transfer left behind come back.
 */
export type ChooseRestaurant = (
  location: Location,
) => Promise<{ ok: true; unavailable: UnavailableLine[] } | { ok: false; errors: string[] }>;

/**
 * `order-steps.store-param`: fetch the restaurant the link names; unknown or taking no orders,
 * change nothing; otherwise `choose` it (the order is transferred, never replaced, and the
 * lines it could not take are named).
 */
export async function applyStoreParam(
  id: string | null,
  choose: ChooseRestaurant,
): Promise<StoreNotice> {
  if (id === null) return { kind: "unknown" };
  const found = await api.call("locationsGet", { params: { id } });
  if (!found.ok) {
    return found.status === 404 || found.status === 400
      ? { kind: "unknown" }
      : { kind: "failed", message: found.errors[0] ?? "" };
  }
  const restaurant = found.data;
  const { location, order } = clientStore.getState();
  const decision = storeDecision(restaurant, {
    locationId: location?.id ?? null,
    hasOrder: order !== null,
  });
  switch (decision.kind) {
    case "unknown":
      return { kind: "unknown" };
    case "closed":
      return { kind: "closed", name: restaurant.name };
    case "same":
      return { kind: "kept", name: restaurant.name };
    case "choose": {
      const moved = order !== null && order.products.length > 0;
      const result = await choose(restaurant);
      if (!result.ok) return { kind: "failed", message: result.errors[0] ?? "" };
      return {
        kind: "chosen",
        name: restaurant.name,
        address: `${restaurant.address}, ${restaurant.city}, ${restaurant.state}`,
        moved,
        lines: result.unavailable,
      };
    }
  }
}

function NoticeText({ notice }: { notice: StoreNotice }) {
  const { t } = useTranslation("orderSteps");
  switch (notice.kind) {
    case "chosen":
      return (
        <>
          <p>{t("store.chosen", { name: notice.name, address: notice.address })}</p>
          {notice.moved && <p>{t("store.moved", { name: notice.name })}</p>}
          {notice.lines.length > 0 && (
            <>
              <p>{t("store.unavailableLead", { name: notice.name })}</p>
              <ul>
                {notice.lines.map((line) => (
                  <li key={line.id}>
                    {line.name}
                    {line.reason ? ` (${line.reason})` : ""}
                  </li>
                ))}
              </ul>
            </>
          )}
        </>
      );
    case "kept":
      return <p>{t("store.kept", { name: notice.name })}</p>;
    case "unknown":
      return <p>{t("store.unknown")}</p>;
    case "closed":
      return <p>{t("store.closed", { name: notice.name })}</p>;
    case "failed":
      return <p>{t("store.failed", { message: notice.message || t("type.unknownError") })}</p>;
  }
}

/**
 * Mounted by the default layout: when a page loads with `?store=` (a restaurant's QR code,
 * `/order?store=107`), it sets that restaurant up once the browser's stored state is read,
 * takes the parameter out of the address (replacing the history entry, so a reload does not
 * do it again) and says what happened in a notice above the page until dismissed.
 */
export function StoreParamWatcher({ choose }: { choose: ChooseRestaurant }) {
  const { t } = useTranslation("orderSteps");
  const hydrated = useClientState((s) => s.hydrated);
  const hasLocation = useClientState((s) => s.location !== null);
  const location = useLocation();
  const navigate = useNavigate();
  const [notice, setNotice] = useState<StoreNotice | null>(null);
  const handled = useRef<string | null>(null);
  const shownOn = useRef<string | null>(null);
  const param = storeParamOf(new URLSearchParams(location.search));
  const id = param === null ? undefined : param.id;

  useEffect(() => {
    if (!hydrated || id === undefined || handled.current === location.key) return;
    handled.current = location.key;
    setNotice(null);
    // A failure to load the chooser's code still ends in a notice and a clean address.
    const loadFailed: StoreNotice = { kind: "failed", message: "" };
    void applyStoreParam(id, choose)
      .catch(() => loadFailed)
      .then((result) => {
        setNotice(result);
        const here = window.location;
        shownOn.current = here.pathname;
        if (!new URLSearchParams(here.search).has("store")) return;
        void navigate(
          { pathname: here.pathname, search: withoutStoreParam(here.search), hash: here.hash },
          { replace: true, preventScrollReset: true },
        );
      });
  }, [hydrated, id, location.key, navigate, choose]);

  // The notice stays through the order flow's own redirect to the restaurant step (a link
  // that set nothing up) and goes with the visitor's next move.
  useEffect(() => {
    if (shownOn.current === null || shownOn.current === location.pathname) return;
    if (location.pathname === routePaths["order-location"] && !hasLocation) {
      shownOn.current = location.pathname;
      return;
    }
    shownOn.current = null;
    setNotice(null);
  }, [location.pathname, hasLocation]);

  const failed = notice !== null && notice.kind !== "chosen" && notice.kind !== "kept";
  return (
    <div className="store-notice-region" role="status" aria-label={t("store.label")}>
      {notice && (
        <div className={`store-notice${failed ? " store-notice--problem" : ""}`}>
          <div className="store-notice__text">
            <NoticeText notice={notice} />
          </div>
          <div className="store-notice__actions">
            {failed && !hasLocation && location.pathname !== routePaths["order-location"] && (
              <Link className="button button--primary" to={routePaths["order-location"]}>
                {t("store.choose")}
              </Link>
            )}
            <button
              type="button"
              className="button button--outline"
              onClick={() => setNotice(null)}
            >
              {t("store.dismiss")}
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
