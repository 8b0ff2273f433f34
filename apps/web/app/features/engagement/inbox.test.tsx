// @vitest-environment happy-dom
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it } from "vitest";

import type { InboxItem } from "@coop/contract/engagement-feed";

import { readUnreadInboxCount } from "../../lib/engagement-unread.ts";
import { fakeApi, signInForTest } from "../../lib/test-support/fake-api.ts";
import { resetEngagementFeed } from "./feed-store.ts";
import { Inbox } from "./inbox.tsx";

function item(over: Partial<InboxItem> & { id: string; title: string }): InboxItem {
  return {
    channel: "content_card",
    body: `About ${over.title}`,
    image_url: null,
    image_alt: "",
    url: null,
    link_text: null,
    created: "2026-11-20T10:00:00.000Z",
    read: false,
    ...over,
  };
}

const items = [
  item({ id: "m1", title: "Free biscuit", url: "/offers", link_text: "See offers" }),
  item({ id: "m2", title: "Welcome", read: true }),
];

function renderInbox() {
  return render(
    <MemoryRouter>
      <Inbox />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  resetEngagementFeed();
  signInForTest();
});
afterEach(() => cleanup());

describe("inbox", () => {
  it("engagement-site.inbox: unread entries say so in words; Mark as read marks it and the badge count drops", async () => {
    const sent = fakeApi({
      "GET /api/v1/engagement/inbox": { status: 200, body: { items, unread: 1 } },
      "POST /api/v1/engagement/messages/m1/read": {
        status: 200,
        body: { message: "success", unread: 0 },
      },
    });
    const user = userEvent.setup();
    renderInbox();
    const list = await screen.findByRole("list");
    const [first, second] = within(list).getAllByRole("listitem");
    expect(within(first!).getByText("Unread")).toBeTruthy();
    expect(within(second!).queryByText("Unread")).toBeNull();
    expect(readUnreadInboxCount()).toBe(1);
    await user.click(screen.getByRole("button", { name: "Mark “Free biscuit” as read" }));
    expect(within(first!).queryByText("Unread")).toBeNull();
    expect(sent.some((c) => c.method === "POST" && c.path.endsWith("/m1/read"))).toBe(true);
    expect(readUnreadInboxCount()).toBe(0);
    expect(
      sent.find((c) => c.path === "/api/v1/engagement/inbox")?.headers.get("authorization"),
    ).toContain("access-token");
  });

  it("engagement-site.inbox: opening an entry's link marks it read", async () => {
    const sent = fakeApi({
      "GET /api/v1/engagement/inbox": { status: 200, body: { items, unread: 1 } },
      "POST /api/v1/engagement/messages/m1/click": {
        status: 200,
        body: { message: "success", unread: 1 },
      },
      "POST /api/v1/engagement/messages/m1/read": {
        status: 200,
        body: { message: "success", unread: 0 },
      },
    });
    const user = userEvent.setup();
    renderInbox();
    await user.click(await screen.findByRole("link", { name: "See offers" }));
    expect(sent.some((c) => c.path.endsWith("/m1/read"))).toBe(true);
  });

  it("engagement-site.inbox: deleting asks first, then removes the entry", async () => {
    const sent = fakeApi({
      "GET /api/v1/engagement/inbox": { status: 200, body: { items, unread: 1 } },
      "DELETE /api/v1/engagement/messages/m2": {
        status: 200,
        body: { message: "success", unread: 1 },
      },
    });
    const user = userEvent.setup();
    renderInbox();
    await user.click(await screen.findByRole("button", { name: "Delete “Welcome”" }));
    expect(sent.some((c) => c.method === "DELETE")).toBe(false);
    await user.click(screen.getByRole("button", { name: "Keep it" }));
    expect(screen.getByText("Welcome")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Delete “Welcome”" }));
    await user.click(screen.getByRole("button", { name: "Yes, delete “Welcome”" }));
    expect(sent.some((c) => c.method === "DELETE" && c.path.endsWith("/m2"))).toBe(true);
    expect(screen.queryByText("Welcome")).toBeNull();
    expect(screen.getByRole("status").textContent).toBe("“Welcome” was deleted.");
  });

  it("engagement-site.inbox: an empty inbox says so; a failed load says so and can be retried", async () => {
    let fail = true;
    fakeApi({
      "GET /api/v1/engagement/inbox": () =>
        fail
          ? { status: 503, body: { message: "Inbox unavailable", requestId: "r" } }
          : { status: 200, body: { items: [], unread: 0 } },
    });
    const user = userEvent.setup();
    renderInbox();
    expect((await screen.findByRole("alert")).textContent).toContain("Inbox unavailable");
    fail = false;
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByText(/Your inbox is empty/)).toBeTruthy();
  });
});
