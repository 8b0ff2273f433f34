import "./strings.ts";

import { type ReactNode, useId, useState } from "react";
import { Link } from "react-router";

import type { ApiResult } from "@coop/contract/client";
import type { OrderJson } from "@coop/contract/orders";

import { api } from "../../lib/api-client.ts";
import { dateTimeFormat } from "../../lib/date-format.ts";
import { useTranslation } from "../../lib/i18n-react.tsx";
import { formatMoney } from "../../lib/money.ts";
import { routePaths } from "../../lib/route-names.ts";
import { useClientState } from "../../lib/store/client-store.ts";
import { itemsSummary, loyaltyView, orderDay, usableOfferCount } from "./account-rules.ts";
import { loadMember } from "./member-data.ts";
import { type CardData, useCardData } from "./use-card-data.ts";

/** The order history page starts the reorder flow for `?reorder=<orderId>`. */
export function reorderPath(orderId: string): string {
  return `${routePaths["account-order-history"]}?reorder=${encodeURIComponent(orderId)}`;
}

/** The favorites page (an account section of its own, `/account/favorites`). */
const favoritesPath = routePaths["account-section"].replace(":slug", "favorites");

/**
 * A card of the account home with its own loading, error and ready states. Its box keeps a
 * minimum height in every state (account.css), so nothing below moves when the data arrives.
 */
function Card<T>({
  name,
  heading,
  data,
  retry,
  children,
}: {
  name: string;
  heading: string;
  data: CardData<T>;
  retry: () => void;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation("account");
  const id = useId();
  return (
    <section
      className={`account-card account-card--${name}`}
      aria-labelledby={id}
      aria-busy={data.kind === "loading"}
      data-testid={`account-card-${name}`}
    >
      <h2 id={id} className="account-card__heading">
        {heading}
      </h2>
      {data.kind === "loading" && (
        <div className="account-card__skeleton" data-testid="card-loading">
          <span className="visually-hidden">{t("card.loading")}</span>
          <span className="account-skeleton account-skeleton--wide" aria-hidden="true" />
          <span className="account-skeleton" aria-hidden="true" />
          <span className="account-skeleton account-skeleton--short" aria-hidden="true" />
        </div>
      )}
      {data.kind === "error" && (
        <div className="account-card__error" role="alert">
          <p>
            {t("card.error")} {data.message}
          </p>
          <button type="button" className="button button--outline" onClick={retry}>
            {t("card.retry")}
          </button>
        </div>
      )}
      {data.kind === "ready" && children(data.data)}
    </section>
  );
}

type Sent =
  { kind: "idle" } | { kind: "sending" } | { kind: "sent" } | { kind: "error"; message: string };

/**
 * `member.verify-banner`: a member whose email is not verified yet sees a banner on the
 * account home with a button that sends a new link (members/verify/resend) and says in words
 * what happened.
 */
export function VerifyBanner({ email }: { email: string }) {
  const { t } = useTranslation("account");
  const id = useId();
  const [sent, setSent] = useState<Sent>({ kind: "idle" });
  const resend = async () => {
    setSent({ kind: "sending" });
    const result = await api.call("membersVerifyResend");
    setSent(result.ok ? { kind: "sent" } : { kind: "error", message: result.errors.join(" ") });
  };
  return (
    <section className="account-verify" aria-labelledby={id} data-testid="verify-banner">
      <h2 id={id} className="account-verify__heading">
        {t("home.verify.heading")}
      </h2>
      <p>{t("home.verify.text", { email })}</p>
      <button
        type="button"
        className="button button--primary"
        disabled={sent.kind === "sending"}
        onClick={() => void resend()}
      >
        {sent.kind === "sending" ? t("home.verify.sending") : t("home.verify.resend")}
      </button>
      <p className="account-verify__result" role="status">
        {sent.kind === "sent" && t("home.verify.sent", { email })}
        {sent.kind === "error" && t("home.verify.error", { message: sent.message })}
      </p>
    </section>
  );
}

function LoyaltyCard() {
  const { t, i18n } = useTranslation("account");
  const number = (n: number) => new Intl.NumberFormat(i18n.language).format(n);
  const { state, retry } = useCardData(() => api.call("membersLoyalty"));
  const barId = useId();
  return (
    <Card name="loyalty" heading={t("home.loyalty.heading")} data={state} retry={retry}>
      {(loyalty) => {
        const view = loyaltyView(loyalty);
        return (
          <>
            <p className="account-card__figure" data-testid="loyalty-points">
              {t("home.loyalty.points", { count: view.points, points: number(view.points) })}
            </p>
            {view.kind === "next" ? (
              <>
                <label className="account-progress__label" htmlFor={barId}>
                  {t("home.loyalty.progressLabel", { reward: view.reward })}
                </label>
                <progress
                  id={barId}
                  className="account-progress"
                  value={view.value}
                  max={view.max}
                  aria-valuetext={t("home.loyalty.toGo", {
                    count: view.toGo,
                    points: number(view.toGo),
                    reward: view.reward,
                  })}
                />
                <p data-testid="loyalty-to-go">
                  {t("home.loyalty.toGo", {
                    count: view.toGo,
                    points: number(view.toGo),
                    reward: view.reward,
                  })}
                </p>
                <p className="account-card__muted">
                  {t("home.loyalty.cost", { reward: view.reward, cost: number(view.max) })}
                </p>
              </>
            ) : (
              <p>{t("home.loyalty.all")}</p>
            )}
            <Link to={routePaths["account-offers"]} className="account-card__link">
              {t("home.loyalty.redeem")}
            </Link>
          </>
        );
      }}
    </Card>
  );
}

function OffersCard() {
  const { t } = useTranslation("account");
  const channel = useClientState((s) => s.channel);
  const { state, retry } = useCardData(() => api.call("membersOffersAll"));
  return (
    <Card name="offers" heading={t("home.offers.heading")} data={state} retry={retry}>
      {(wallet) => {
        const count = usableOfferCount(wallet.rewards, channel, new Date());
        return (
          <>
            <p className="account-card__figure" data-testid="offers-count">
              {t("home.offers.count", { count })}
            </p>
            <Link to={routePaths["account-offers"]} className="account-card__link">
              {t("home.offers.link")}
            </Link>
          </>
        );
      }}
    </Card>
  );
}

/** The recent order and the name of its restaurant (locations/{id}; the number if that fails). */
type Recent = { order: OrderJson | null; restaurant: string | null };

async function loadRecent(): Promise<ApiResult<Recent>> {
  const result = await api.call("ordersRecent");
  if (!result.ok) return result;
  const order = result.data.orders[0] ?? null;
  if (!order) return { ...result, data: { order: null, restaurant: null } };
  const location = await api.call("locationsGet", { params: { id: String(order.location_id) } });
  return {
    ...result,
    data: { order, restaurant: location.ok ? location.data.name : null },
  };
}

function RecentOrder({ order, restaurant }: { order: OrderJson; restaurant: string | null }) {
  const { t, i18n } = useTranslation("account");
  const day = orderDay(order.created);
  const date = day
    ? dateTimeFormat(i18n.language, { dateStyle: "medium", timeZone: "UTC" }).format(day)
    : order.created;
  const summary = itemsSummary(order.products);
  const known = [
    "open",
    "scheduled",
    "in_progress",
    "ready",
    "completed",
    "out_for_delivery",
    "delivered",
    "canceled",
    "abandoned",
  ] as const;
  const status = known.find((s) => s === order.status);
  return (
    <>
      <dl className="account-order">
        <div>
          <dt>{t("home.recent.restaurant")}</dt>
          <dd>{restaurant ?? t("home.recent.unknownRestaurant", { id: order.location_id })}</dd>
        </div>
        <div>
          <dt>{t("home.recent.date")}</dt>
          <dd>{date}</dd>
        </div>
        <div>
          <dt>{t("home.recent.items")}</dt>
          <dd data-testid="recent-items">
            {summary.names.join(", ")}
            {summary.more > 0 && ` ${t("home.recent.more", { count: summary.more })}`}
          </dd>
        </div>
        <div>
          <dt>{t("home.recent.total")}</dt>
          <dd>{formatMoney(order.totals.total)}</dd>
        </div>
        <div>
          <dt>{t("home.recent.status")}</dt>
          <dd>
            {status
              ? t(`home.statuses.${status}`)
              : t("home.statuses.other", { status: order.status })}
          </dd>
        </div>
      </dl>
      <div className="account-card__actions">
        <Link
          to={reorderPath(order.id)}
          className="button button--primary"
          aria-label={t("home.recent.reorderLabel", { date })}
        >
          {t("home.recent.reorder")}
        </Link>
        <Link to={routePaths["account-order-history"]} className="account-card__link">
          {t("home.recent.history")}
        </Link>
      </div>
    </>
  );
}

function RecentOrderCard() {
  const { t } = useTranslation("account");
  const { state, retry } = useCardData(loadRecent);
  return (
    <Card name="recent" heading={t("home.recent.heading")} data={state} retry={retry}>
      {({ order, restaurant }) =>
        order ? (
          <RecentOrder order={order} restaurant={restaurant} />
        ) : (
          <div className="account-card__empty">
            <p>{t("home.recent.empty")}</p>
            <Link to={routePaths["order-items"]} className="button button--primary">
              {t("home.recent.start")}
            </Link>
          </div>
        )
      }
    </Card>
  );
}

const sectionLinks = [
  { key: "orderHistory", to: routePaths["account-order-history"] },
  { key: "payments", to: routePaths["account-payments"] },
  { key: "offers", to: routePaths["account-offers"] },
  { key: "settings", to: routePaths["account-settings"] },
  { key: "favorites", to: favoritesPath },
  { key: "inbox", to: routePaths["account-inbox"] },
] as const;

function SectionLinks() {
  const { t } = useTranslation("account");
  const id = useId();
  return (
    <nav className="account-sections" aria-labelledby={id}>
      <h2 id={id} className="account-card__heading">
        {t("home.sections.heading")}
      </h2>
      <ul className="account-sections__list">
        {sectionLinks.map((s) => (
          <li key={s.key}>
            <Link to={s.to} className="account-sections__link">
              {t(`home.sections.${s.key}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The account home (`/account`): a greeting by first name, the email-verification banner
 * when the email is not verified, the points, the offers, the last order and links to every
 * section of the account. Each card loads, fails and retries on its own.
 */
export function AccountHome() {
  const { t } = useTranslation("account");
  const firstName = useClientState((s) => s.user?.first_name ?? "");
  const member = useCardData(loadMember);
  return (
    <div className="account-home">
      <div className="account-home__greeting">
        <p className="account-home__hello" data-testid="account-greeting">
          {firstName.trim() === ""
            ? t("home.greetingNoName")
            : t("home.greeting", { name: firstName })}
        </p>
        <p className="account-card__muted">{t("home.greetingLead")}</p>
      </div>
      <div className="account-home__cards">
        <LoyaltyCard />
        <OffersCard />
        <RecentOrderCard />
      </div>
      {/* After the cards: it appears once members/get answers and moves only what is below. */}
      {member.state.kind === "ready" && !member.state.data.email_verified && (
        <VerifyBanner email={member.state.data.email} />
      )}
      <SectionLinks />
    </div>
  );
}
