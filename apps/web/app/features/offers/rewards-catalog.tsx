import "./strings.ts";
import "./offers.css";

import { useId, useRef, useState } from "react";
import { Link } from "react-router";

import type { WalletOfferEntry } from "@coop/contract/offers";
import type { LoyaltyResponse, RewardListItem } from "@coop/contract/rewards";

import { api } from "../../lib/api-client.ts";
import { useTranslation } from "../../lib/i18n-react.tsx";
import { toggleWalletEntry } from "../../lib/order/wallet-entry.ts";
import { routePaths } from "../../lib/route-names.ts";
import { clientStore, useClientState } from "../../lib/store/client-store.ts";
import { LoadingStatus } from "../../ui/loading-status.tsx";
import { catalogEntries, formatPoints, type RedeemFailure, redeemFailure } from "./offers-rules.ts";
import type { Loaded } from "./use-member-offers.ts";
import { OfferImage } from "./wallet-list.tsx";

type Redeemed = { reward: WalletOfferEntry; name: string; points: number };
type Applying =
  | { kind: "idle" }
  | { kind: "busy" }
  | { kind: "done"; text: string }
  | { kind: "error"; text: string };

/**
 * `offers.redeem`: the loyalty catalog — the member's points, each reward of this channel
 * with its cost; Redeem only when affordable (otherwise disabled, saying how many points are
 * missing). A redeem (POST members/redeem, memberID = the signed-in member) shows the new
 * balance, lists the reward (it joins the wallet too) and offers to apply it to the current
 * order. Refusals in words: 409 (not enough points) and 403 (email not verified, with a link
 * to the account page to resend the verification).
 */
export function RewardsCatalog({
  state,
  onRetry,
  onPoints,
  campaign,
}: {
  state: Loaded<LoyaltyResponse>;
  onRetry: () => void;
  onPoints: (points: number) => void;
  /** Where the redeem happened (sent as the redeem's campaign). */
  campaign: string;
}) {
  const { t, i18n } = useTranslation("offers");
  const headingId = useId();
  const channel = useClientState((s) => s.channel);
  const memberId = useClientState((s) => s.token?.id ?? null);
  const orderId = useClientState((s) => s.order?.id ?? null);
  const [busy, setBusy] = useState<string | null>(null);
  const [failure, setFailure] = useState<(RedeemFailure & { name: string }) | null>(null);
  const [redeemed, setRedeemed] = useState<Redeemed[]>([]);
  const [applying, setApplying] = useState<Record<string, Applying>>({});
  const resultRef = useRef<HTMLDivElement>(null);

  const redeem = async (reward: RewardListItem & { displayLabel: string }) => {
    if (!memberId) return;
    setBusy(reward.id);
    setFailure(null);
    const result = await api.call("membersRedeem", {
      query: { memberID: memberId },
      body: { id: reward.id, channel, campaign },
    });
    setBusy(null);
    if (!result.ok) {
      setFailure({
        ...redeemFailure(result.status, result.errors, t("rewards.unreachable")),
        name: reward.displayLabel,
      });
      requestAnimationFrame(() => resultRef.current?.focus());
      return;
    }
    const { reward: entry, points } = result.data.data;
    onPoints(points);
    clientStore.setState((s) => ({ walletOffers: [...s.walletOffers, entry] }));
    setRedeemed((list) => [{ reward: entry, name: reward.displayLabel, points }, ...list]);
    requestAnimationFrame(() => resultRef.current?.focus());
  };

  const apply = async (entry: WalletOfferEntry, name: string) => {
    setApplying((a) => ({ ...a, [entry.cred]: { kind: "busy" } }));
    const result = await toggleWalletEntry({ kind: "reward", cred: entry.cred }, false);
    setApplying((a) => ({
      ...a,
      [entry.cred]: result.ok
        ? { kind: "done", text: t("wallet.applied", { name }) }
        : { kind: "error", text: result.message },
    }));
  };

  return (
    <section
      className="offers-section"
      aria-labelledby={headingId}
      aria-busy={state.kind === "loading"}
    >
      <h2 id={headingId} className="offers-section__heading">
        {t("rewards.heading")}
      </h2>
      {state.kind === "loading" && (
        <LoadingStatus className="offers-status">{t("rewards.loading")}</LoadingStatus>
      )}
      {state.kind === "error" && (
        <div className="offers-status" role="alert">
          <p>{t("rewards.error", { message: state.message })}</p>
          <button type="button" className="button offers-button" onClick={onRetry}>
            {t("rewards.retry")}
          </button>
        </div>
      )}
      {state.kind === "ready" && (
        <>
          <p className="offers-balance" data-testid="points-balance">
            <span className="offers-balance__label">{t("rewards.balanceLabel")}</span>{" "}
            <strong aria-live="polite">
              {t("rewards.balance", {
                count: state.data.points,
                points: formatPoints(state.data.points, i18n.language),
              })}
            </strong>
          </p>
          <div ref={resultRef} tabIndex={-1} className="offers-result">
            {failure && (
              <div className="offers-error" role="alert" data-testid="redeem-error">
                <p>{t("rewards.failed", { name: failure.name, message: failure.message })}</p>
                {failure.kind === "unverified" && (
                  <Link to={routePaths.account}>{t("rewards.verifyLink")}</Link>
                )}
              </div>
            )}
            {redeemed.length > 0 && (
              <div className="offers-redeemed" role="status" data-testid="redeemed">
                <h3 className="offers-redeemed__heading">{t("rewards.redeemedHeading")}</h3>
                <ul className="offers-redeemed__list">
                  {redeemed.map(({ reward, name, points }) => {
                    const a = applying[reward.cred] ?? { kind: "idle" };
                    return (
                      <li key={reward.cred}>
                        <p>
                          {t("rewards.redeemed", {
                            name,
                            points: formatPoints(points, i18n.language),
                          })}
                        </p>
                        {orderId ? (
                          a.kind === "done" ? (
                            <p className="offers-success">
                              {a.text}{" "}
                              <Link to={routePaths["order-items"]}>{t("wallet.viewOrder")}</Link>
                            </p>
                          ) : (
                            <>
                              <button
                                type="button"
                                className="button button--primary offers-button"
                                disabled={a.kind === "busy"}
                                aria-label={t("rewards.applyCurrentNamed", { name })}
                                onClick={() => void apply(reward, name)}
                              >
                                {a.kind === "busy"
                                  ? t("wallet.working")
                                  : t("rewards.applyCurrent")}
                              </button>
                              {a.kind === "error" && (
                                <p className="offers-error" role="alert">
                                  {a.text}
                                </p>
                              )}
                            </>
                          )
                        ) : (
                          <p>{t("rewards.applyLater")}</p>
                        )}
                      </li>
                    );
                  })}
                </ul>
              </div>
            )}
          </div>
          <Catalog
            rewards={state.data.rewards}
            points={state.data.points}
            channel={channel}
            busy={busy}
            onRedeem={(r) => void redeem(r)}
          />
        </>
      )}
    </section>
  );
}

function Catalog({
  rewards,
  points,
  channel,
  busy,
  onRedeem,
}: {
  rewards: RewardListItem[];
  points: number;
  channel: "default" | "catering";
  busy: string | null;
  onRedeem: (reward: RewardListItem & { displayLabel: string }) => void;
}) {
  const { t, i18n } = useTranslation("offers");
  const entries = catalogEntries(rewards, channel, points);
  if (entries.length === 0) return <p className="offers-status">{t("rewards.empty")}</p>;
  return (
    <ul className="offers-cards" data-testid="reward-catalog">
      {entries.map((reward) => {
        const shortId = `reward-${reward.id}-short`;
        return (
          <li key={reward.id} className="offer-card" data-testid="reward-card">
            <OfferImage src={reward.image} alt={reward.description || reward.displayLabel} />
            <div className="offer-card__body">
              <h3 className="offer-card__label">{reward.displayLabel}</h3>
              <p className="offer-card__text">{reward.description}</p>
              <p className="offer-card__meta">
                <span className="offer-card__code">
                  {t("rewards.cost", {
                    count: reward.points,
                    points: formatPoints(reward.points, i18n.language),
                  })}
                </span>
              </p>
              <button
                type="button"
                className="button button--primary offers-button"
                disabled={!reward.affordable || busy !== null}
                aria-label={t("rewards.redeemNamed", {
                  name: reward.displayLabel,
                  points: formatPoints(reward.points, i18n.language),
                })}
                aria-describedby={reward.affordable ? undefined : shortId}
                onClick={() => onRedeem(reward)}
              >
                {busy === reward.id ? t("rewards.redeeming") : t("rewards.redeem")}
              </button>
              {!reward.affordable && (
                <p id={shortId} className="offer-card__note" data-testid="points-short">
                  {t("rewards.short", {
                    count: reward.short,
                    points: formatPoints(reward.short, i18n.language),
                  })}
                </p>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
