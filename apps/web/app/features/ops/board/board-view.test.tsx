// @vitest-environment happy-dom
import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { fakeApi } from "../../../lib/test-support/fake-api.ts";
import {
  cleanUp,
  column,
  fresh,
  numbersIn,
  ok,
  renderBoard,
  signInCrew,
} from "./board-harness.tsx";
import { board, minutes, ticket } from "./test-fixtures.ts";

beforeEach(signInCrew);
afterEach(cleanUp);

describe("the order board", () => {
  it("board.columns: tickets sit in New, In progress, Ready and Done (collapsed); scheduled orders wait in Upcoming", async () => {
    const user = userEvent.setup();
    renderBoard(
      board(
        [
          fresh,
          ticket({ id: "b", number: 102, status: "in_progress" }),
          ticket({ id: "c", number: 103, status: "ready" }),
          ticket({ id: "d", number: 104, status: "out_for_delivery", handoff: "dispatch" }),
          ticket({ id: "e", number: 105, status: "completed", status_at: minutes(-10) }),
          ticket({ id: "f", number: 106, status: "canceled", status_at: minutes(-40) }),
        ],
        {
          upcoming: [
            {
              id: "u",
              number: 120,
              fire_at: minutes(60),
              promised_at: minutes(75),
              handoff: "pickup",
              customer: "Lin",
            },
          ],
        },
      ),
    );
    expect(await screen.findByRole("heading", { name: "#101" })).toBeTruthy();
    expect(numbersIn(/^New/)).toEqual(["#101"]);
    expect(numbersIn(/^In progress/)).toEqual(["#102"]);
    expect(numbersIn(/^Ready/)).toEqual(["#103", "#104"]);
    const done = within(column(/^Done/)).getByRole("button", { name: "Done (1)" });
    expect(done.getAttribute("aria-expanded")).toBe("false");
    expect(screen.queryByRole("heading", { name: "#105" })).toBeNull();
    await user.click(done);
    expect(numbersIn(/^Done/)).toEqual(["#105"]);
    const upcoming = screen.getByRole("region", { name: /Upcoming: 1 scheduled order/ });
    expect(upcoming.textContent).toContain("#120");
    expect(upcoming.textContent).toContain("fires 2:00 PM");
    expect(upcoming.textContent).toContain("promised 2:15 PM");
  });

  it("board.timer-levels, board.server-clock: a ticket shows handoff, items, notes, and a timer by the server's clock", async () => {
    renderBoard(
      board([
        ticket({
          handoff: "curbside",
          vehicle: { make: "Honda", model: "Fit", color: "Blue" },
          kind: "catering",
          scheduled: true,
          fire_at: minutes(-12),
          promised_at: minutes(1),
        }),
      ]),
    );
    const card = await screen.findByRole("article", { name: "#101" });
    expect(card.textContent).toContain("Ada L.");
    expect(card.textContent).toContain("Curbside · Blue Honda Fit");
    expect(card.textContent).toContain("2× Chicken Box");
    expect(card.textContent).toContain("for Grace");
    expect(card.textContent).toContain("Spicy, Large");
    expect(
      within(card)
        .getByText(/No pickles, nut allergy/)
        .closest("mark"),
    ).toBeTruthy();
    expect(card.textContent).toContain("Catering");
    expect(card.textContent).toContain("Scheduled");
    expect(card.textContent).toContain("Promised 1:01 PM");
    // The board's now is 18:00Z whatever this machine's clock says: 12 minutes since firing.
    const timer = within(card).getByTestId("timer");
    expect(timer.getAttribute("data-level")).toBe("soon");
    expect(timer.textContent).toMatch(/^▲ 12:0\d due soon$/);
  });

  it("board.one-tap: one tap moves the ticket at once and sends from = the shown status; Undo takes it back", async () => {
    const user = userEvent.setup();
    let answer!: () => void;
    const sent = fakeApi({
      "POST /api/ops/orders/a/advance": ok(
        ticket({ id: "a", status: "in_progress", undo_until: minutes(10 / 60) }),
      ),
      "POST /api/ops/orders/a/undo": ok(fresh),
    });
    const fetchAnswered = vi.mocked(fetch);
    vi.stubGlobal("fetch", (url: string, init: RequestInit) =>
      init.method === "POST" && url.endsWith("/advance")
        ? new Promise<Response>((resolve) => {
            answer = () => resolve(fetchAnswered(url, init));
          })
        : fetchAnswered(url, init),
    );
    renderBoard(board([fresh]));
    await user.click(await screen.findByRole("button", { name: "Start #101" }));
    // Moved before the server answered.
    expect(numbersIn(/^In progress/)).toEqual(["#101"]);
    expect(screen.getByRole("button", { name: "Ready #101" }).getAttribute("aria-disabled")).toBe(
      "true",
    );
    // The keyboard's focus followed the ticket to its next button.
    expect(document.activeElement?.textContent).toBe("Ready #101");
    await act(async () => answer());
    expect(sent[0]).toMatchObject({
      method: "POST",
      path: "/api/ops/orders/a/advance",
      body: { from: "scheduled" },
    });
    expect(sent[0]!.headers.get("authorization")).toBe("Bearer staff-token");
    const undo = await screen.findByRole("button", { name: "Undo #101" });
    expect(document.activeElement).not.toBe(undo);
    expect(screen.getByTestId("undo-toast").textContent).toMatch(/seconds? left/);
    await user.click(undo);
    expect(sent[1]).toMatchObject({
      path: "/api/ops/orders/a/undo",
      body: { from: "in_progress" },
    });
    expect(numbersIn(/^New/)).toEqual(["#101"]);
    expect(screen.getByTestId("board-notice").textContent).toContain("#101 is back where it was.");
    expect(screen.queryByTestId("undo-toast")).toBeNull();
  });

  it("board.undo: the Undo offer goes when its time is up", async () => {
    const user = userEvent.setup();
    fakeApi({
      "POST /api/ops/orders/a/advance": ok(
        ticket({
          id: "a",
          status: "in_progress",
          undo_until: new Date(Date.now() + 1200).toISOString(),
        }),
      ),
    });
    const live = renderBoard(board([fresh], { now: new Date().toISOString() }));
    await user.click(await screen.findByRole("button", { name: "Start #101" }));
    expect(await screen.findByRole("button", { name: "Undo #101" })).toBeTruthy();
    await expect.poll(() => screen.queryByTestId("undo-toast"), { timeout: 4000 }).toBeNull();
    expect(live.loads).toHaveBeenCalledTimes(2);
  });

  it("board.undo: no Undo offer when the server says the move cannot be undone", async () => {
    const user = userEvent.setup();
    fakeApi({
      "POST /api/ops/orders/a/advance": ok(
        ticket({ id: "a", status: "in_progress", undo_until: null }),
      ),
    });
    renderBoard(board([fresh]));
    await user.click(await screen.findByRole("button", { name: "Start #101" }));
    const ready = await screen.findByRole("button", { name: "Ready #101" });
    // The answer is in (the button no longer waits), and no offer came with it.
    await expect.poll(() => ready.getAttribute("aria-disabled")).toBeNull();
    expect(numbersIn(/^In progress/)).toEqual(["#101"]);
    expect(screen.queryByTestId("undo-toast")).toBeNull();
  });

  it("board.one-tap: a 409 shows the ticket as the server has it and says another screen moved it", async () => {
    const user = userEvent.setup();
    fakeApi({
      "POST /api/ops/orders/a/advance": {
        status: 409,
        body: { message: "The order has moved", data: ticket({ id: "a", status: "ready" }) },
      },
    });
    renderBoard(board([fresh]));
    await user.click(await screen.findByRole("button", { name: "Start #101" }));
    await expect.poll(() => numbersIn(/^Ready/)).toEqual(["#101"]);
    expect(screen.getByTestId("board-notice").textContent).toContain("Another screen moved #101");
    expect(screen.queryByTestId("undo-toast")).toBeNull();
  });

  it("board.one-tap: a 409 without the ticket reads the board again; any other failure puts the ticket back", async () => {
    const user = userEvent.setup();
    let status = 409;
    fakeApi({
      "POST /api/ops/orders/a/advance": () => ({
        status,
        body: { message: status === 409 ? "Moved" : "The kitchen is offline", requestId: "r" },
      }),
    });
    const live = renderBoard(board([fresh]));
    const start = await screen.findByRole("button", { name: "Start #101" });
    // Another tablet started it meanwhile: the board, read again, says so.
    live.setBoard(board([ticket({ id: "a", status: "in_progress", status_at: minutes(0) })]));
    await user.click(start);
    await expect.poll(() => live.loads.mock.calls.length).toBe(3);
    await expect.poll(() => [numbersIn(/^New/), numbersIn(/^In progress/)]).toEqual([[], ["#101"]]);
    status = 503;
    await user.click(screen.getByRole("button", { name: "Ready #101" }));
    await expect
      .poll(() => screen.getByTestId("board-notice").textContent)
      .toContain("#101 could not be moved: The kitchen is offline");
    expect(numbersIn(/^In progress/)).toEqual(["#101"]);
  });
});
