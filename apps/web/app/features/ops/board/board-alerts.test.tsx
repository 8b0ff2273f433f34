// @vitest-environment happy-dom
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { fakeApi } from "../../../lib/test-support/fake-api.ts";
import {
  cleanUp,
  fakeSound,
  fresh,
  liveFeed,
  numbersIn,
  ok,
  renderBoard,
  renderInRouter,
  signInCrew,
} from "./board-harness.tsx";
import { type AudioContextLike, createBoardSound } from "./board-sound.ts";
import { BoardView } from "./board-view.tsx";
import { board, minutes, ticket } from "./test-fixtures.ts";

beforeEach(signInCrew);
afterEach(cleanUp);

describe("the order board's alerts and dialogs", () => {
  it("board.announce, board.sound: a new order beeps and is announced politely; the mute toggle silences it", async () => {
    const user = userEvent.setup();
    const live = renderBoard(board([fresh]));
    await screen.findByRole("heading", { name: "#101" });
    expect(live.played).toEqual([]);
    await live.send("ticket", ticket({ id: "b", number: 102 }));
    expect(live.played).toEqual(["new-order"]);
    expect(screen.getByTestId("board-announce").textContent).toBe("New order #102");
    expect(screen.getByTestId("board-announce").getAttribute("aria-live")).toBe("polite");
    // A change to a known ticket is no new order.
    await live.send("ticket", ticket({ id: "b", number: 102, status: "in_progress" }));
    expect(live.played).toEqual(["new-order"]);
    const mute = screen.getByRole("button", { name: "Mute new-order sound" });
    await user.click(mute);
    expect(live.sound.muted).toBe(true);
    await live.send("ticket", ticket({ id: "c", number: 103 }));
    expect(live.played).toEqual(["new-order"]);
    // Other event types and broken data change nothing.
    await live.sendRaw("message", JSON.stringify(ticket({ id: "m", number: 140 })));
    await live.sendRaw("ticket", "{not json");
    expect(screen.queryByRole("heading", { name: "#140" })).toBeNull();
    // A scheduled order not fired yet waits in Upcoming, silently.
    await live.send(
      "ticket",
      ticket({ id: "s", number: 130, fire_at: minutes(30), scheduled: true }),
    );
    expect(screen.getByRole("region", { name: /Upcoming/ }).textContent).toContain("#130");
  });

  it("board.arrival: a curbside arrival shows a banner with the car until dismissed, and the ticket says Here", async () => {
    const user = userEvent.setup();
    const curbside = ticket({
      handoff: "curbside",
      status: "ready",
      vehicle: { make: "Kia", model: "Soul", color: "Green" },
    });
    const live = renderBoard(board([curbside]));
    await screen.findByRole("heading", { name: "#101" });
    await live.send("arrival", { ...curbside, arrived_at: minutes(0) });
    const banner = screen.getByTestId("arrival-banner");
    expect(banner.textContent).toContain("Customer is here for #101");
    expect(banner.textContent).toContain("Green Kia Soul");
    expect(live.played).toEqual(["arrival"]);
    expect(screen.getByTestId("board-announce").textContent).toBe(
      "The customer of order #101 is here",
    );
    expect(screen.getByRole("article", { name: "#101" }).textContent).toContain("Here");
    await user.click(screen.getByRole("button", { name: "Dismiss arrival of #101" }));
    expect(screen.queryByTestId("arrival-banner")).toBeNull();
  });

  it("board.cancel-reason: cancel asks for a reason in a dialog and sends it with from", async () => {
    const user = userEvent.setup();
    const sent = fakeApi({
      "POST /api/ops/orders/a/cancel": ok(
        ticket({ id: "a", status: "canceled", status_at: minutes(0), cancel_reason: "x" }),
      ),
    });
    renderBoard(board([fresh]));
    const open = await screen.findByRole("button", { name: "Cancel #101" });
    await user.click(open);
    const dialog = screen.getByRole("dialog", { name: "Cancel order #101?" });
    await user.click(within(dialog).getByRole("radio", { name: "Other reason" }));
    await user.click(within(dialog).getByRole("button", { name: "Cancel order #101" }));
    expect(within(dialog).getByRole("alert").textContent).toContain("at least 3 characters");
    expect(sent).toHaveLength(0);
    await user.click(within(dialog).getByRole("radio", { name: "Out of an item" }));
    await user.type(within(dialog).getByLabelText("Details (optional)"), "no biscuits");
    await user.click(within(dialog).getByRole("button", { name: "Cancel order #101" }));
    expect(sent[0]).toMatchObject({
      path: "/api/ops/orders/a/cancel",
      body: { from: "scheduled", reason: "Out of an item: no biscuits" },
    });
    await expect
      .poll(() => screen.getByTestId("board-notice").textContent)
      .toContain("#101 is canceled.");
    expect(numbersIn(/^New/)).toEqual([]);
  });

  it('board.sound: while the browser holds audio, a one-tap "Turn on sound" shows; after the tap it goes', async () => {
    const user = userEvent.setup();
    const audio = {
      state: "suspended",
      currentTime: 0,
      destination: {},
      resume: async () => void (audio.state = "running"),
    };
    const sound = createBoardSound({
      createContext: () => audio as unknown as AudioContextLike,
      storage: null,
    });
    const live = liveFeed(board([fresh]));
    renderInRouter(<BoardView restaurantId={7} feed={live.feed} sound={sound} />);
    const prompt = await screen.findByRole("button", { name: "Turn on sound" });
    await user.click(prompt);
    await expect.poll(() => screen.queryByRole("button", { name: "Turn on sound" })).toBeNull();
    expect(audio.state).toBe("running");
  });

  it("board.wake-lock: the board keeps the tablet's screen on while it is open", async () => {
    const released = vi.fn(async () => undefined);
    const request = vi.fn(async () => ({ release: released }));
    vi.stubGlobal("navigator", Object.assign(Object.create(navigator), { wakeLock: { request } }));
    const live = liveFeed(board([fresh]));
    const { unmount } = renderInRouter(
      <BoardView restaurantId={7} feed={live.feed} sound={fakeSound().sound} />,
    );
    await screen.findByRole("heading", { name: "#101" });
    expect(request).toHaveBeenCalledWith("screen");
    unmount();
    expect(released).toHaveBeenCalledOnce();
  });
});
