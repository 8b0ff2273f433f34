import { useEffect, useSyncExternalStore } from "react";

import { useTranslation } from "../../../lib/i18n-react.tsx";
import type { LiveState } from "./board-live.ts";
import type { BoardSound } from "./board-sound.ts";
import type { Arrival, UndoOffer } from "./use-board.ts";

const LIVE_ICON: Record<LiveState, string> = {
  connecting: "○",
  live: "●",
  reconnecting: "◌",
  polling: "↻",
};

/** "Live" / "Reconnecting…" / "Polling", small, in words as well as a dot. */
export function LiveIndicator({ state }: { state: LiveState }) {
  const { t } = useTranslation("board");
  return (
    <p className={`board-live board-live--${state}`} data-testid="live-state">
      <span aria-hidden="true">{LIVE_ICON[state]} </span>
      {t(`live.${state}`)}
    </p>
  );
}

/**
 * `board.sound`: the mute toggle (remembered on the tablet) and, while the browser keeps audio
 * suspended, a one-tap "Turn on sound". The first tap anywhere on the page unlocks it too.
 */
export function SoundControls({ sound }: { sound: BoardSound }) {
  const { t } = useTranslation("board");
  const snapshot = useSyncExternalStore(
    sound.subscribe,
    () => `${sound.muted ? 1 : 0}${sound.blocked ? 1 : 0}`,
    () => "00",
  );
  const muted = snapshot[0] === "1";
  const blocked = snapshot[1] === "1";

  useEffect(() => {
    const unlock = () => void sound.unlock();
    document.addEventListener("pointerdown", unlock, { once: true });
    document.addEventListener("keydown", unlock, { once: true });
    return () => {
      document.removeEventListener("pointerdown", unlock);
      document.removeEventListener("keydown", unlock);
    };
  }, [sound]);

  return (
    <div className="board-sound">
      {blocked && !muted ? (
        <button type="button" className="board-sound__prompt" onClick={() => void sound.unlock()}>
          {t("sound.turn-on")}
        </button>
      ) : null}
      <button type="button" aria-pressed={muted} onClick={() => sound.setMuted(!muted)}>
        <span aria-hidden="true">{muted ? "✕ " : "♪ "}</span>
        {t("sound.mute")}
      </button>
    </div>
  );
}

/** `board.arrival`: a curbside customer is here, with the car; stays until dismissed. */
export function ArrivalBanner({ arrival, onDismiss }: { arrival: Arrival; onDismiss: () => void }) {
  const { t } = useTranslation("board");
  const car = arrival.vehicle
    ? t("ticket.vehicle", {
        color: arrival.vehicle.color,
        make: arrival.vehicle.make,
        model: arrival.vehicle.model,
      })
    : "";
  return (
    <div className="board-arrival" data-testid="arrival-banner">
      <p>
        <span aria-hidden="true">⚑ </span>
        <strong>{t("arrival.title", { number: arrival.number })}</strong>
        {car ? ` · ${car}` : null}
      </p>
      <button type="button" onClick={onDismiss}>
        {t("arrival.dismiss", { number: arrival.number })}
      </button>
    </div>
  );
}

/**
 * `board.undo`: after a move, "Undo #123" with the seconds left. It never takes focus (the
 * cook's next tap stays where it was) and is reachable with Tab; it goes at the deadline.
 */
export function UndoToast({
  offer,
  nowMs,
  onUndo,
  onExpire,
}: {
  offer: UndoOffer;
  nowMs: number;
  onUndo: () => void;
  onExpire: () => void;
}) {
  const { t } = useTranslation("board");
  const left = Math.ceil((offer.until - nowMs) / 1000);
  useEffect(() => {
    if (left <= 0) onExpire();
  }, [left, onExpire]);
  if (left <= 0) return null;
  const number = offer.ticket.number;
  return (
    <div className="board-toast" data-testid="undo-toast">
      <p>{t("undo.moved", { number, status: t(`status.${offer.ticket.status}`) })}</p>
      <button type="button" onClick={onUndo} aria-describedby="board-undo-left">
        {t("undo.button", { number })}
      </button>
      <span id="board-undo-left" className="board-toast__left">
        {t("undo.left", { count: left })}
      </span>
    </div>
  );
}
