import { lazy, Suspense, useCallback, useEffect, useRef, useState } from "react";
import { useLocation, useNavigate } from "react-router";

import type { InAppMessage } from "@coop/contract/engagement-feed";

import { useClientState } from "../../lib/store/client-store.ts";
import { inAppShowsIn, triggerMatches, type TriggerMoment } from "./feed-rules.ts";
import { readEngagementFeed, sendEngagementEvent, useEngagementFeed } from "./feed-store.ts";
import { onEngagementTrigger } from "./triggers.ts";

// The message's code and strings load the first time one shows (most visits show none).
const InAppView = lazy(() => import("./in-app-view.tsx").then((m) => ({ default: m.InAppView })));

const SHOWN_KEY = "coop.engagement.shown";
const VISIT_KEY = "coop.engagement.visit";

function session(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

function shownIds(): Set<string> {
  try {
    const raw = session()?.getItem(SHOWN_KEY);
    const list: unknown = raw ? JSON.parse(raw) : [];
    return new Set(Array.isArray(list) ? list.filter((x) => typeof x === "string") : []);
  } catch {
    return new Set();
  }
}

function rememberShown(id: string) {
  const ids = shownIds();
  ids.add(id);
  session()?.setItem(SHOWN_KEY, JSON.stringify([...ids]));
}

/** True the first time in this visit (the browser tab's session). */
function startsVisit(): boolean {
  const store = session();
  if (!store || store.getItem(VISIT_KEY)) return false;
  store.setItem(VISIT_KEY, "1");
  return true;
}

/**
 * `engagement-site.in-app-once`: shows the feed's in-app messages at their triggers, one at a time
 * (the others wait their turn), never the same message twice in one visit, and only those the
 * channel allows (`engagement-site.in-app-tags`). Showing records an impression, a button a click
 * (then its link), closing without a choice a dismissal.
 */
export function InAppPresenter() {
  const { status, feed } = useEngagementFeed();
  const channel = useClientState((s) => s.channel);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [current, setCurrent] = useState<InAppMessage | null>(null);
  const queue = useRef<InAppMessage[]>([]);
  const active = useRef<string | null>(null);
  const channelRef = useRef(channel);
  channelRef.current = channel;

  const show = useCallback((message: InAppMessage) => {
    active.current = message.id;
    rememberShown(message.id);
    setCurrent(message);
    void sendEngagementEvent(message.id, "impression");
  }, []);

  const fire = useCallback(
    (moment: TriggerMoment) => {
      const shown = shownIds();
      const waiting = new Set(queue.current.map((m) => m.id));
      const due = readEngagementFeed().feed.in_app_messages.filter(
        (m) =>
          !shown.has(m.id) &&
          !waiting.has(m.id) &&
          m.id !== active.current &&
          inAppShowsIn(m, channelRef.current) &&
          triggerMatches(m, moment),
      );
      for (const message of due) {
        if (active.current === null) show(message);
        else queue.current.push(message);
      }
    },
    [show],
  );

  const close = useCallback(
    (kind: "dismiss" | "done") => {
      const id = active.current;
      if (id === null) return;
      active.current = null;
      if (kind === "dismiss") void sendEngagementEvent(id, "dismiss");
      const next = queue.current.shift();
      if (next) show(next);
      else setCurrent(null);
    },
    [show],
  );

  const ready = status === "ready";
  const messagesKey = feed.in_app_messages.map((m) => m.id).join(",");
  useEffect(() => {
    if (!ready) return;
    if (startsVisit()) fire({ type: "session_start" });
  }, [ready, fire]);
  useEffect(() => {
    if (ready) fire({ type: "page_view", path: pathname });
  }, [ready, pathname, messagesKey, fire]);
  useEffect(() => onEngagementTrigger((event) => fire({ type: "event", event })), [fire]);

  if (!current) return null;
  return (
    <Suspense fallback={null}>
      <InAppView
        key={current.id}
        message={current}
        onDismiss={() => close("dismiss")}
        onButton={(index) => {
          const button = current.buttons[index];
          void sendEngagementEvent(current.id, "click");
          close("done");
          if (!button?.url) return;
          if (button.url.startsWith("/") && !button.url.startsWith("//")) void navigate(button.url);
          else window.location.assign(button.url);
        }}
      />
    </Suspense>
  );
}
