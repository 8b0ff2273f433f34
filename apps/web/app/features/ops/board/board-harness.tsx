// The board view's test harness (test support only): a feed the test drives, a sound that
// records what it played, a signed-in crew member, and queries by column.
import { act, render, screen, within } from "@testing-library/react";
import type { ReactNode } from "react";
import { MemoryRouter } from "react-router";
import { vi } from "vitest";

import type { Board, Ticket } from "@coop/contract/ops-board";

import { clearStaffSession, saveStaffSession } from "../staff-session.ts";
import type { BoardFeed } from "./board-live.ts";
import type { BoardSound, SoundKind } from "./board-sound.ts";
import { BoardView } from "./board-view.tsx";
import type { SseEvent } from "./sse-parser.ts";
import { ticket } from "./test-fixtures.ts";

/** A feed the test drives: GET board answers `current`; the stream stays open. */
export function liveFeed(first: Board) {
  let current = first;
  let send: ((event: SseEvent) => void) | null = null;
  const loads = vi.fn();
  const feed: BoardFeed = {
    loadBoard: async () => {
      loads();
      return current;
    },
    openStream: (signal, onOpen, onEvent) =>
      new Promise<void>((resolve) => {
        send = onEvent;
        signal.addEventListener("abort", () => resolve());
        onOpen();
      }),
  };
  return {
    feed,
    loads,
    setBoard: (next: Board) => (current = next),
    send: (type: string, t: Ticket) =>
      act(() => send?.({ type, data: JSON.stringify(t), id: null })),
    sendRaw: (type: string, data: string) => act(() => send?.({ type, data, id: null })),
  };
}

export function fakeSound() {
  const played: SoundKind[] = [];
  let muted = false;
  const sound: BoardSound = {
    get muted() {
      return muted;
    },
    blocked: false,
    setMuted: (m) => void (muted = m),
    play: (kind) => {
      if (muted) return "muted";
      played.push(kind);
      return "played";
    },
    unlock: async () => true,
    subscribe: () => () => undefined,
  };
  return { sound, played };
}

export const column = (name: RegExp) => screen.getByRole("region", { name });
export const numbersIn = (name: RegExp) =>
  within(column(name))
    .queryAllByRole("article")
    .map((a) => a.getAttribute("aria-labelledby") && within(a).getByRole("heading").textContent);
export const ok = (t: Ticket) => ({ status: 200, body: { status: "ok", data: t } });

/** Renders inside a router (the staff page heading follows navigations). */
export function renderInRouter(ui: ReactNode) {
  return render(<MemoryRouter initialEntries={["/ops/restaurants/7/board"]}>{ui}</MemoryRouter>);
}

export function renderBoard(first: Board) {
  const live = liveFeed(first);
  const { sound, played } = fakeSound();
  renderInRouter(<BoardView restaurantId={7} feed={live.feed} sound={sound} />);
  return { ...live, played, sound };
}

export const signInCrew = () =>
  saveStaffSession({
    token: "staff-token",
    expires: "2099-01-01T00:00:00Z",
    staff: {
      id: 1,
      email: "crew@example.com",
      name: "Crew",
      role: "crew",
      restaurants: [7],
    } as never,
  });

export function cleanUp() {
  vi.unstubAllGlobals();
  clearStaffSession();
}

export const fresh = ticket({ id: "a", number: 101 });
