// @vitest-environment happy-dom
import { cleanup, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";

import { fakeApi } from "../../../lib/test-support/fake-api.ts";
import { signInStaff, signOutStaff } from "../controls/test-support.tsx";
import { EngagementListPage } from "./list-page.tsx";
import { cardCampaign, loyalSegment, ok, renderEngagement } from "./test-support.tsx";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  signOutStaff();
});

describe("the engagement lists", () => {
  it("engagement-authoring.lists: a campaign shows its status, channel, audience by name and when it last sent", async () => {
    signInStaff("admin");
    fakeApi({
      "GET /api/ops/engagement/segments": ok([loyalSegment]),
      "GET /api/ops/engagement/campaigns": ok([
        cardCampaign,
        {
          ...cardCampaign,
          id: "cmp-2",
          name: "Welcome email",
          channel: "email",
          segment_id: null,
          status: "active",
          last_sent_at: "2026-11-23T15:00:00Z",
        },
      ]),
    });
    renderEngagement(<EngagementListPage kind="campaigns" />, "/ops/engagement/campaigns");
    const table = await screen.findByRole("table");
    const rows = within(table).getAllByRole("row").slice(1);
    expect(
      rows.map((r) =>
        within(r)
          .getAllByRole("cell")
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ["Draft", "Content card", "Loyal members", "Never"],
      ["Active", "Email", "Everyone", expect.stringContaining("2026") as string],
    ]);
    expect(within(rows[0]!).getByRole("link", { name: "Biscuit week" }).getAttribute("href")).toBe(
      "/ops/engagement/campaigns/cmp-1",
    );
    expect(screen.getByRole("link", { name: "New campaign" }).getAttribute("href")).toBe(
      "/ops/engagement/campaigns/new",
    );
  });

  it("engagement-authoring.lists: an empty tab says what it is for; a failed load says why and retries", async () => {
    signInStaff("marketing");
    let fail = true;
    fakeApi({
      "GET /api/ops/engagement/segments": () =>
        fail
          ? {
              status: 503,
              body: { message: "The engagement engine is not answering.", requestId: "t" },
            }
          : ok([]),
      "GET /api/ops/engagement/canvases": ok([]),
    });
    renderEngagement(<EngagementListPage kind="canvases" />, "/ops/engagement/canvases");
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("The engagement engine is not answering.");
    fail = false;
    await userEvent.setup().click(within(alert).getByRole("button", { name: "Try again" }));
    expect(await screen.findByText(/No canvas yet/)).toBeTruthy();
  });
});
