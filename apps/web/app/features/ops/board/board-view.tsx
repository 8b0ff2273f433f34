import "./strings.ts";

import { useCallback, useEffect, useRef, useState } from "react";

import type { Ticket } from "@coop/contract/ops-board";

import { useTranslation } from "../../../lib/i18n-react.tsx";
import { OpsHeading } from "../shell/staff-gate.tsx";
import { ArrivalBanner, LiveIndicator, SoundControls, UndoToast } from "./board-bars.tsx";
import { BoardColumns, UpcomingStrip } from "./board-columns.tsx";
import type { BoardFeed } from "./board-live.ts";
import type { BoardSound } from "./board-sound.ts";
import { CancelDialog } from "./cancel-dialog.tsx";
import { useBoard, useServerNow } from "./use-board.ts";
import { useWakeLock } from "./use-wake-lock.ts";

/**
 * The order board of one restaurant, for a tablet on the counter: live columns of tickets,
 * the upcoming scheduled orders, one-tap moves with undo, cancel with a reason, the curbside
 * arrival banner, sounds, and polite announcements of new orders and arrivals.
 */
export function BoardView({
  restaurantId,
  feed,
  sound,
}: {
  restaurantId: number;
  feed: BoardFeed;
  sound: BoardSound;
}) {
  const { t } = useTranslation("board");
  const board = useBoard(restaurantId, feed, sound);
  const nowMs = useServerNow(board.data.offset);
  useWakeLock();
  const [canceling, setCanceling] = useState<Ticket | null>(null);
  const cancelButton = useRef<HTMLElement | null>(null);
  const timeZone = board.data.restaurant?.time_zone ?? "UTC";
  const { advance, cancel } = board;

  const openCancel = useCallback((ticket: Ticket, button: HTMLButtonElement) => {
    cancelButton.current = button;
    setCanceling(ticket);
  }, []);
  // A tap moves the ticket to another column (a new element): a keyboard user's focus follows
  // it to its next button instead of falling back to the page.
  const refocus = useRef<string | null>(null);
  const onAdvance = useCallback(
    (ticket: Ticket) => {
      refocus.current = ticket.id;
      void advance(ticket);
    },
    [advance],
  );
  useEffect(() => {
    const id = refocus.current;
    if (!id) return;
    refocus.current = null;
    if (document.activeElement && document.activeElement !== document.body) return;
    const card = document.querySelector<HTMLElement>(`[data-ticket-id="${CSS.escape(id)}"]`);
    (card?.querySelector<HTMLElement>(".ticket__move") ?? card)?.focus();
  });
  const closeCancel = useCallback(() => setCanceling(null), []);

  return (
    <div className="board">
      <header className="board__bar">
        <OpsHeading view={board.data.loaded ? "board" : null}>
          {board.data.restaurant ? t("title-at", { name: board.data.restaurant.name }) : t("title")}
        </OpsHeading>
        <LiveIndicator state={board.live} />
        <SoundControls sound={sound} />
      </header>
      <div className="board__messages">
        {board.arrival ? (
          <ArrivalBanner arrival={board.arrival} onDismiss={board.dismissArrival} />
        ) : null}
        <div role="status" className="board-notice" data-testid="board-notice">
          {board.notice ? (
            <>
              <span>{board.notice.text}</span>
              <button type="button" onClick={board.dismissNotice}>
                {t("notice.dismiss")}
              </button>
            </>
          ) : null}
        </div>
        <p className="visually-hidden" aria-live="polite" data-testid="board-announce">
          {board.announcement}
        </p>
      </div>
      {board.data.loaded ? (
        <>
          <UpcomingStrip upcoming={board.data.upcoming} timeZone={timeZone} />
          <BoardColumns
            tickets={board.data.tickets}
            nowMs={nowMs}
            timeZone={timeZone}
            busy={board.busy}
            onAdvance={onAdvance}
            onCancel={openCancel}
          />
        </>
      ) : (
        <p className="board__loading">{t("loading")}</p>
      )}
      {board.undo ? (
        <UndoToast
          offer={board.undo}
          nowMs={nowMs}
          onUndo={() => void board.undoLast()}
          onExpire={board.dismissUndo}
        />
      ) : null}
      <CancelDialog
        ticket={canceling}
        returnFocusRef={cancelButton}
        onClose={closeCancel}
        onConfirm={cancel}
      />
    </div>
  );
}
