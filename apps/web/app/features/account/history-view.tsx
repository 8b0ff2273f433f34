import "./history-strings.ts";
import "./history.css";

import { useEffect, useId, useRef, useState } from "react";
import { Link, useSearchParams } from "react-router";

import type { ResponseOf } from "@coop/contract/api-types";

import { api } from "../../lib/api-client.ts";
import { dateTimeFormat } from "../../lib/date-format.ts";
import { useTranslation } from "../../lib/i18n-react.tsx";
import { formatMoney } from "../../lib/money.ts";
import { routePaths } from "../../lib/route-names.ts";
import { LoadingStatus } from "../../ui/loading-status.tsx";
import { ModalDialog } from "../../ui/modal-dialog.tsx";
import { FavoriteForm, type FavoriteOrder } from "./history-favorite-form.tsx";
import { useReorderFlow } from "./history-reorder.tsx";
import { mealOf, newestFirst, placedClock, statusKey, wallClockDate } from "./history-rules.ts";

/**
 * A past order as GET orders/recent answers it. The restaurant and the time it was placed
 * are read when the answer carries them (the orders module adds them); otherwise the page
 * looks the restaurant up and uses the order's own stamp.
 */
export type PastOrder = ResponseOf<"ordersRecent">["orders"][number] & {
  restaurant?: { id: number; name: string } | null;
  placed?: string;
};
export type Favorite = FavoriteOrder & { restaurant?: { name: string } | null };

type Loaded =
  | { kind: "loading" }
  | { kind: "error"; message: string }
  | { kind: "ready"; orders: PastOrder[]; faves: Favorite[]; places: Places };

/** A restaurant's name and time zone, by location id ("l:12") and by menu id ("m:abc"). */
type Place = { name: string; timeZone: string | null };
type Places = Record<string, Place>;

/**
 * The restaurants of the orders and favorites (GET locations/{id}, public): their names when
 * the answer does not carry them, and their time zones (an order's time is shown on its
 * restaurant's clock). A restaurant that cannot be found is left out.
 */
async function lookUpPlaces(orders: PastOrder[], faves: Favorite[]): Promise<Places> {
  const byLocation = [...new Set(orders.map((o) => o.location_id))];
  const byMenu = [...new Set(faves.filter((f) => !f.restaurant).map((f) => f.menu_id))];
  const found = await Promise.all([
    ...byLocation.map(async (id) => {
      const r = await api.call("locationsGet", { params: { id: String(id) } });
      if (!r.ok) return [];
      const place = { name: r.data.name, timeZone: r.data.timezone ?? null };
      return [
        [`l:${id}`, place],
        [`m:${r.data.menu_id}`, place],
      ] as const;
    }),
    ...byMenu.map(async (id) => {
      const r = await api.call("locationsGet", { params: { id }, query: { byMenuId: "true" } });
      return r.ok
        ? ([[`m:${id}`, { name: r.data.name, timeZone: r.data.timezone ?? null }]] as const)
        : [];
    }),
  ]);
  return Object.fromEntries(found.flat());
}

/** When an order was placed, in words ("Nov 24, 2026 at 12:05 PM"), and its clock. */
function usePlacedWords() {
  const { t, i18n } = useTranslation("history");
  const locale = i18n.language;
  return (order: PastOrder, timeZone: string | null) => {
    const placed = placedClock(order, timeZone);
    if (!placed) return { full: order.created, clock: null };
    const at = wallClockDate(placed.clock);
    const date = dateTimeFormat(locale, { dateStyle: "medium", timeZone: "UTC" }).format(at);
    const time = dateTimeFormat(locale, { timeStyle: "short", timeZone: "UTC" }).format(at);
    return {
      full: t(placed.local ? "recent.placedLocal" : "recent.placed", { date, time }),
      clock: placed.clock,
    };
  };
}

/**
 * The order history page's content (`order.history-list`, `order.favorites`): the member's
 * recent orders, newest first, each with its restaurant, time (the restaurant's), handoff,
 * status in words, items and total, with Reorder, Save as favorite and its details; then
 * the favorite orders with Reorder and Delete. `?reorder=<order id>` starts the reorder of
 * that order once the list is there.
 */
export function HistoryView() {
  const { t } = useTranslation("history");
  const [loaded, setLoaded] = useState<Loaded>({ kind: "loading" });
  const [attempt, setAttempt] = useState(0);
  const flow = useReorderFlow();
  const [params, setParams] = useSearchParams();
  const requested = params.get("reorder");
  const startedFor = useRef<string | null>(null);

  useEffect(() => {
    let live = true;
    setLoaded({ kind: "loading" });
    void Promise.all([api.call("ordersRecent"), api.call("ordersFavesList")]).then(
      async ([recent, faves]) => {
        if (!live) return;
        if (!recent.ok || !faves.ok) {
          const failed = !recent.ok ? recent : !faves.ok ? faves : null;
          setLoaded({
            kind: "error",
            message: t("error", { message: failed?.errors.join(" ") || t("errorGeneric") }),
          });
          return;
        }
        const orders = newestFirst(recent.data.orders as PastOrder[]);
        const favorites = faves.data.faves as Favorite[];
        // Shown once the restaurants are known: no name or time changes under the reader.
        const places = await lookUpPlaces(orders, favorites);
        if (live) setLoaded({ kind: "ready", orders, faves: favorites, places });
      },
    );
    return () => {
      live = false;
    };
  }, [attempt, t]);

  // `?reorder=<order id>` (the account home's link): that order's reorder starts once.
  const { start } = flow;
  useEffect(() => {
    if (loaded.kind !== "ready" || !requested || startedFor.current === requested) return;
    startedFor.current = requested;
    const order = loaded.orders.find((o) => o.id === requested);
    void start(
      { kind: "order", id: requested },
      order ? restaurantName(order, loaded.places) : null,
    );
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete("reorder");
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [loaded, requested, start, setParams]);

  const setFaves = (faves: Favorite[]) =>
    setLoaded((current) => (current.kind === "ready" ? { ...current, faves } : current));

  return (
    <div className="history" data-testid="history">
      {flow.element}
      {loaded.kind === "loading" && (
        <div className="history-skeleton" aria-busy="true" data-testid="history-loading">
          <LoadingStatus className="history-skeleton__label">{t("loading")}</LoadingStatus>
          <div className="history-skeleton__card" />
          <div className="history-skeleton__card" />
        </div>
      )}
      {loaded.kind === "error" && (
        <div
          className="history-notice history-notice--error"
          role="alert"
          data-testid="history-error"
        >
          <p>{loaded.message}</p>
          <button
            type="button"
            className="button button--primary"
            onClick={() => setAttempt((n) => n + 1)}
          >
            {t("retry")}
          </button>
        </div>
      )}
      {loaded.kind === "ready" && (
        <>
          <RecentOrders
            orders={loaded.orders}
            places={loaded.places}
            flow={flow}
            onFavesChanged={setFaves}
          />
          <FavoriteOrders
            faves={loaded.faves}
            places={loaded.places}
            flow={flow}
            onChanged={setFaves}
          />
        </>
      )}
    </div>
  );
}

type Flow = ReturnType<typeof useReorderFlow>;

/** The order's restaurant: as the answer names it, else as looked up; null when unknown. */
function restaurantName(order: PastOrder, places: Places): string | null {
  return order.restaurant?.name ?? places[`l:${order.location_id}`]?.name ?? null;
}

function RecentOrders({
  orders,
  places,
  flow,
  onFavesChanged,
}: {
  orders: PastOrder[];
  places: Places;
  flow: Flow;
  onFavesChanged: (faves: Favorite[]) => void;
}) {
  const { t } = useTranslation("history");
  const id = useId();
  return (
    <section className="history-section" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="history-section__heading">
        {t("recent.heading")}
      </h2>
      {orders.length === 0 ? (
        <div className="history-empty" data-testid="history-empty">
          <p>{t("recent.empty")}</p>
          <Link className="button button--primary" to={routePaths["order-items"]}>
            {t("recent.start")}
          </Link>
        </div>
      ) : (
        <ul className="history-list" data-testid="history-orders">
          {orders.map((order) => (
            <li key={order.id}>
              <PastOrderCard
                order={order}
                restaurant={restaurantName(order, places)}
                timeZone={places[`l:${order.location_id}`]?.timeZone ?? null}
                flow={flow}
                onFavesChanged={onFavesChanged}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function PastOrderCard({
  order,
  restaurant,
  timeZone,
  flow,
  onFavesChanged,
}: {
  order: PastOrder;
  restaurant: string | null;
  timeZone: string | null;
  flow: Flow;
  onFavesChanged: (faves: Favorite[]) => void;
}) {
  const { t, i18n } = useTranslation("history");
  const id = useId();
  const placed = usePlacedWords()(order, timeZone);
  const clock = placed.clock;
  const [open, setOpen] = useState(false);
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState<string | null>(null);
  const saveRef = useRef<HTMLButtonElement>(null);
  const items = order.products.reduce((sum, line) => sum + line.quantity, 0);
  const source = { kind: "order", id: order.id } as const;
  const busy = flow.busyWith(source);
  const suggested = clock
    ? t("fave.defaultName", {
        weekday: dateTimeFormat(i18n.language, { weekday: "long", timeZone: "UTC" }).format(
          wallClockDate(clock),
        ),
        meal: t(`fave.meal.${mealOf(clock)}`),
      })
    : "";

  return (
    <article className="history-card" aria-labelledby={`${id}-title`} data-testid="history-order">
      <header className="history-card__header">
        <h3 id={`${id}-title`} className="history-card__title">
          {restaurant ?? t("recent.restaurantFallback", { id: order.location_id })}
        </h3>
        <p className="history-card__when">{placed.full}</p>
      </header>
      <p className="history-card__facts">
        {order.number !== null && <span>{t("recent.number", { number: order.number })}</span>}
        <span>{t(`recent.handoff.${order.handoff}`)}</span>
        <span>{t("recent.items", { count: items })}</span>
        <span data-testid="history-status">{t(`recent.status.${statusKey(order.status)}`)}</span>
        <span className="history-card__total">
          {t("recent.total")} {formatMoney(order.totals.total)}
        </span>
      </p>
      <ul className="history-card__items" data-testid="history-items">
        {order.products.map((line) => (
          <li key={line.id}>
            <span className="history-card__qty">
              {t("recent.quantity", { count: line.quantity })}
            </span>{" "}
            {line.name}
            {line.choices.length > 0 && (
              <span className="history-card__choices">
                {" "}
                (
                {line.choices
                  .map((c) => (c.quantity > 1 ? `${c.quantity} × ${c.name}` : c.name))
                  .join(", ")}
                )
              </span>
            )}
          </li>
        ))}
      </ul>
      <div className="history-actions">
        <button
          type="button"
          className="button button--primary"
          aria-label={t("recent.reorderLabel", { date: placed.full })}
          aria-disabled={flow.busy || undefined}
          aria-busy={busy || undefined}
          onClick={() => void flow.start(source, restaurant)}
        >
          {t("recent.reorder")}
        </button>
        <button
          ref={saveRef}
          type="button"
          className="button history-button"
          aria-label={t("recent.saveFavoriteLabel", { date: placed.full })}
          aria-expanded={saving}
          onClick={() => {
            setSaved(null);
            setSaving((v) => !v);
          }}
        >
          {t("recent.saveFavorite")}
        </button>
        <button
          type="button"
          className="button history-button"
          aria-expanded={open}
          aria-controls={`${id}-details`}
          onClick={() => setOpen((v) => !v)}
        >
          {open ? t("recent.hideDetails") : t("recent.details")}
        </button>
      </div>
      {saving && (
        <FavoriteForm
          orderId={order.id}
          suggested={suggested}
          onCancel={() => {
            setSaving(false);
            saveRef.current?.focus();
          }}
          onSaved={(faves, name) => {
            onFavesChanged(faves);
            setSaving(false);
            setSaved(name);
          }}
        />
      )}
      <p className="history-card__saved" role="status">
        {saved !== null && t("fave.saved", { name: saved })}
      </p>
      <div id={`${id}-details`} hidden={!open} className="history-card__details">
        <h4 className="visually-hidden">{t("recent.detailsOf", { date: placed.full })}</h4>
        {open && <OrderDetails order={order} />}
      </div>
    </article>
  );
}

function OrderDetails({ order }: { order: PastOrder }) {
  const { t } = useTranslation("history");
  const rows = [
    ["subtotal", order.totals.subtotal],
    ["discount", -order.totals.discount],
    ["delivery", order.totals.handoff],
    ["fees", order.totals.fees],
    ["tax", order.totals.tax],
    ["tip", order.totals.tip],
  ] as const;
  return (
    <>
      <ul className="history-details__lines">
        {order.products.map((line) => (
          <li key={line.id} className="history-details__line">
            <span>
              {t("recent.quantity", { count: line.quantity })} {line.name}
              {line.choices.length > 0 && (
                <span className="history-card__choices">
                  {" "}
                  ({line.choices.map((c) => c.name).join(", ")})
                </span>
              )}
              {line.instructions && (
                <span className="history-details__note">
                  {t("recent.instructions", { text: line.instructions })}
                </span>
              )}
            </span>
            <span>{formatMoney(line.cost.total)}</span>
          </li>
        ))}
      </ul>
      <dl className="history-details__totals">
        {rows
          .filter(([key, amount]) => amount !== 0 || key === "subtotal" || key === "tax")
          .map(([key, amount]) => (
            <div key={key} className="history-details__row">
              <dt>{t(`recent.${key}`)}</dt>
              <dd>{formatMoney(amount)}</dd>
            </div>
          ))}
        <div className="history-details__row history-details__row--total">
          <dt>{t("recent.total")}</dt>
          <dd>{formatMoney(order.totals.total)}</dd>
        </div>
      </dl>
    </>
  );
}

function FavoriteOrders({
  faves,
  places,
  flow,
  onChanged,
}: {
  faves: Favorite[];
  places: Places;
  flow: Flow;
  onChanged: (faves: Favorite[]) => void;
}) {
  const { t } = useTranslation("history");
  const id = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [deleting, setDeleting] = useState<Favorite | null>(null);
  const [sending, setSending] = useState(false);
  const [message, setMessage] = useState<{ kind: "done" | "error"; text: string } | null>(null);
  const openerRef = useRef<HTMLElement | null>(null);

  async function confirmDelete() {
    if (!deleting) return;
    setSending(true);
    const result = await api.call("ordersFavesDelete", { params: { id: deleting.id } });
    setSending(false);
    if (!result.ok) {
      setMessage({
        kind: "error",
        text: t("faves.deleteFailed", { message: result.errors.join(" ") || t("errorGeneric") }),
      });
      setDeleting(null);
      return;
    }
    const name = deleting.description;
    openerRef.current = headingRef.current;
    setDeleting(null);
    onChanged(result.data.faves as Favorite[]);
    setMessage({ kind: "done", text: t("faves.deleted", { name }) });
  }

  return (
    <section
      className="history-section"
      aria-labelledby={`${id}-heading`}
      data-testid="history-faves"
    >
      <h2 id={`${id}-heading`} ref={headingRef} tabIndex={-1} className="history-section__heading">
        {t("faves.heading")}
      </h2>
      <p
        className={message?.kind === "error" ? "history-field__error" : "history-card__saved"}
        role={message?.kind === "error" ? "alert" : "status"}
      >
        {message?.text}
      </p>
      {faves.length === 0 ? (
        <p className="history-empty" data-testid="faves-empty">
          {t("faves.empty")}
        </p>
      ) : (
        <ul className="history-list">
          {faves.map((fave) => {
            const source = { kind: "favorite", id: fave.id } as const;
            const restaurant = fave.restaurant?.name ?? places[`m:${fave.menu_id}`]?.name ?? null;
            return (
              <li key={fave.id}>
                <article
                  className="history-card"
                  aria-labelledby={`${id}-${fave.id}`}
                  data-testid="history-fave"
                >
                  <header className="history-card__header">
                    <h3 id={`${id}-${fave.id}`} className="history-card__title">
                      {fave.description}
                    </h3>
                    {restaurant && <p className="history-card__when">{restaurant}</p>}
                  </header>
                  <ul className="history-card__items">
                    {fave.products.map((line, index) => (
                      <li key={`${line.name}-${index}`}>
                        <span className="history-card__qty">
                          {t("recent.quantity", { count: line.quantity })}
                        </span>{" "}
                        {line.name}
                      </li>
                    ))}
                  </ul>
                  <div className="history-actions">
                    <button
                      type="button"
                      className="button button--primary"
                      aria-label={t("faves.reorderLabel", { name: fave.description })}
                      aria-disabled={flow.busy || undefined}
                      aria-busy={flow.busyWith(source) || undefined}
                      onClick={() => void flow.start(source, restaurant)}
                    >
                      {t("faves.reorder")}
                    </button>
                    <button
                      type="button"
                      className="button history-button"
                      aria-label={t("faves.deleteLabel", { name: fave.description })}
                      onClick={(e) => {
                        openerRef.current = e.currentTarget;
                        setMessage(null);
                        setDeleting(fave);
                      }}
                    >
                      {t("faves.delete")}
                    </button>
                  </div>
                </article>
              </li>
            );
          })}
        </ul>
      )}
      <ModalDialog
        id={`${id}-delete`}
        open={deleting !== null}
        onClose={() => {
          if (!sending) setDeleting(null);
        }}
        returnFocusRef={openerRef}
        className="history-dialog"
        aria-labelledby={`${id}-delete-title`}
      >
        {deleting && (
          <div className="history-dialog__panel" data-testid="fave-delete-dialog">
            <h2 id={`${id}-delete-title`} className="history-dialog__title">
              {t("faves.deleteTitle", { name: deleting.description })}
            </h2>
            <p>{t("faves.deleteText")}</p>
            <div className="history-dialog__actions">
              <button
                type="button"
                className="button button--primary"
                disabled={sending}
                onClick={() => void confirmDelete()}
              >
                {sending ? t("faves.deleting") : t("faves.deleteConfirm")}
              </button>
              <button
                type="button"
                className="button history-button"
                onClick={() => setDeleting(null)}
              >
                {t("faves.deleteCancel")}
              </button>
            </div>
          </div>
        )}
      </ModalDialog>
    </section>
  );
}
