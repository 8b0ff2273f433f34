// @vitest-environment happy-dom
import { act, cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, Route, Routes } from "react-router";
import { afterEach, beforeEach, describe, expect, it } from "vitest";

import type { InAppMessage } from "@coop/contract/engagement-feed";

import { clientStore } from "../../lib/store/client-store.ts";
import { fakeApi, signOutForTest } from "../../lib/test-support/fake-api.ts";
import { EngagementWatcher } from "./engagement-watcher.tsx";
import { resetEngagementFeed, resetImpressions } from "./feed-store.ts";
import { message } from "./test-fixtures.ts";
import { emitEngagementTrigger } from "./triggers.ts";

const ok = { status: 200, body: { message: "success", unread: 0 } };

function setup(messages: InAppMessage[]) {
  const routes: Parameters<typeof fakeApi>[0] = {
    "GET /api/v1/engagement/feed": {
      status: 200,
      body: { cards: [], in_app_messages: messages, unread: 0 },
    },
  };
  for (const m of messages) {
    for (const event of ["impression", "click", "dismiss"]) {
      routes[`POST /api/v1/engagement/messages/${m.id}/${event}`] = ok;
    }
  }
  const sent = fakeApi(routes);
  render(
    <MemoryRouter initialEntries={["/"]}>
      <EngagementWatcher />
      <Routes>
        <Route path="/" element={<p>Home page</p>} />
        <Route path="/menu" element={<p>Menu page</p>} />
      </Routes>
    </MemoryRouter>,
  );
  const events = () =>
    sent
      .filter((c) => c.method === "POST")
      .map((c) => c.path.replace("/api/v1/engagement/messages/", ""));
  return { sent, events };
}

beforeEach(() => {
  resetEngagementFeed();
  resetImpressions();
  window.sessionStorage.clear();
  signOutForTest();
  clientStore.setState({ channel: "default" });
});
afterEach(() => cleanup());

describe("in-app messages", () => {
  it("engagement-site.in-app-tags: on the default channel a mealtime or untagged message shows, never a catering or app one", async () => {
    setup([
      message({ id: "cat", header: "Catering deal", tags: ["catering"] }),
      message({ id: "app", header: "Get the app", tags: ["app"] }),
      message({ id: "meal", header: "Mealtime deal", tags: ["mealtime"] }),
    ]);
    const dialog = await screen.findByRole("dialog", { name: "Mealtime deal" });
    expect(dialog).toBeTruthy();
    await userEvent.setup().click(screen.getByRole("button", { name: "Close message" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(screen.queryByText("Catering deal")).toBeNull();
    expect(screen.queryByText("Get the app")).toBeNull();
  });

  it("engagement-site.in-app-tags: on the catering channel the catering message shows and the mealtime one does not", async () => {
    clientStore.setState({ channel: "catering" });
    setup([
      message({ id: "meal", header: "Mealtime deal", tags: ["mealtime"] }),
      message({ id: "cat", header: "Catering deal", tags: ["catering"] }),
    ]);
    expect(await screen.findByRole("dialog", { name: "Catering deal" })).toBeTruthy();
    expect(screen.queryByText("Mealtime deal")).toBeNull();
  });

  it("engagement-site.in-app-once: one at a time, impression on show, dismiss on close, never twice in a visit", async () => {
    const user = userEvent.setup();
    const { events } = setup([
      message({ id: "one", header: "First" }),
      message({ id: "two", header: "Second", layout: "slideup" }),
    ]);
    const first = await screen.findByRole("dialog", { name: "First" });
    expect(screen.queryByRole("dialog", { name: "Second" })).toBeNull();
    // happy-dom does not turn Escape into the <dialog>'s close as browsers do: close it so.
    act(() => (first as HTMLDialogElement).close());
    const second = await screen.findByRole("dialog", { name: "Second" });
    expect(second.getAttribute("aria-modal")).toBe("false");
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(events()).toEqual(["one/impression", "one/dismiss", "two/impression", "two/dismiss"]);
    // A later page load in the same visit: nothing shows again.
    cleanup();
    resetEngagementFeed();
    setup([message({ id: "one", header: "First" })]);
    await act(async () => {});
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("engagement-site.in-app-triggers: an event message waits for its event; a button records a click and follows its link", async () => {
    const user = userEvent.setup();
    const { events } = setup([
      message({
        id: "ev",
        header: "Add a drink?",
        trigger: { type: "event", event: "added_to_cart" },
        buttons: [{ text: "See the menu", url: "/menu" }],
      }),
    ]);
    await act(async () => {});
    expect(screen.queryByRole("dialog")).toBeNull();
    act(() => emitEngagementTrigger("added_to_cart"));
    await screen.findByRole("dialog", { name: "Add a drink?" });
    await user.click(screen.getByRole("button", { name: "See the menu" }));
    expect(await screen.findByText("Menu page")).toBeTruthy();
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(events()).toEqual(["ev/impression", "ev/click"]);
    act(() => emitEngagementTrigger("added_to_cart"));
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});
