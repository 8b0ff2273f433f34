// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it } from "vitest";

import { STAFF_SESSION_KEY } from "../../lib/staff-token.ts";
import { fakeApi } from "../../lib/test-support/fake-api.ts";
import { MessagingPreview } from "./messaging-preview.tsx";
import { card, message } from "./test-fixtures.ts";

const stamp = "2026-11-20T10:00:00.000Z";

function signInStaff(role: string) {
  window.localStorage.setItem(
    STAFF_SESSION_KEY,
    JSON.stringify({
      token: "staff-token",
      expires: "2099-01-01T00:00:00.000Z",
      staff: { id: "s1", name: "Mara", role },
    }),
  );
}

const segment = {
  id: "seg1",
  name: "Biscuit lovers",
  description: "",
  rules: {},
  tags: [],
  size: 42,
  created_at: stamp,
  updated_at: stamp,
};
const campaign = {
  id: "cmp1",
  name: "Biscuit month",
  description: "",
  channel: "content_card",
  segment_id: "seg1",
  status: "active",
  delivery: "scheduled",
  send_at: null,
  trigger_event: null,
  conversion_event: null,
  variants: [],
  tags: [],
  created_at: stamp,
  updated_at: stamp,
  first_sent_at: null,
  last_sent_at: null,
};

function renderPage() {
  return render(
    <MemoryRouter>
      <MessagingPreview />
    </MemoryRouter>,
  );
}

beforeEach(() => window.localStorage.clear());
afterEach(() => cleanup());

describe("messaging preview", () => {
  it("engagement-site.messaging-preview: without a staff sign-in it says who may use it and links to the staff sign-in", async () => {
    const sent = fakeApi({});
    renderPage();
    expect(await screen.findByText(/marketing staff and administrators/)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Go to the staff sign-in" }).getAttribute("href")).toBe(
      "/ops",
    );
    expect(sent).toHaveLength(0);
  });

  it("engagement-site.messaging-preview: a crew account is told the preview is not for its role", async () => {
    signInStaff("crew");
    const sent = fakeApi({});
    renderPage();
    expect(await screen.findByText(/cannot use this preview/)).toBeTruthy();
    expect(sent).toHaveLength(0);
  });

  it("engagement-site.messaging-preview: marketing staff pick a segment and a campaign and see the site's own card and in-app message, the email, the audience and the size", async () => {
    signInStaff("marketing");
    const sent = fakeApi({
      "GET /api/ops/engagement/segments": { status: 200, body: { status: "ok", data: [segment] } },
      "GET /api/ops/engagement/campaigns": {
        status: 200,
        body: { status: "ok", data: [campaign] },
      },
      "POST /api/ops/engagement/preview": {
        status: 200,
        body: {
          status: "ok",
          data: {
            channel: "content_card",
            in_audience: true,
            segment_size: 42,
            sample_user: "m-1",
            card: card({ id: "p1", title: "Biscuit month is here", dismissible: true }),
            in_app_message: message({ id: "p2", header: "Try a biscuit" }),
            email: { subject: "Biscuits!", body: "Hello from Coop" },
          },
        },
      },
    });
    const user = userEvent.setup();
    renderPage();
    await user.selectOptions(await screen.findByLabelText("Segment"), "seg1");
    expect(screen.getByRole("option", { name: "Biscuit lovers (42 users)" })).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Show the preview" }));
    expect(
      await screen.findByText(
        /This segment is in the campaign's audience\. The segment has 42 users\./,
      ),
    ).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Biscuit month is here" })).toBeTruthy();
    // The preview never dismisses or records anything.
    expect(screen.queryByRole("button", { name: /Dismiss/ })).toBeNull();
    expect(screen.getByText("Subject: Biscuits!")).toBeTruthy();
    expect(screen.getByText("Hello from Coop")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Show the in-app message" }));
    expect(screen.getByRole("dialog", { name: "Try a biscuit" })).toBeTruthy();
    const previewCall = sent.find((c) => c.path === "/api/ops/engagement/preview");
    expect(previewCall?.body).toEqual({ segment_id: "seg1", campaign_id: "cmp1", lang: "en-US" });
    expect(previewCall?.headers.get("authorization")).toBe("Bearer staff-token");
    expect(sent.every((c) => !c.path.startsWith("/api/v1/engagement/messages"))).toBe(true);
  });

  it("engagement-site.messaging-preview: a refused preview says why", async () => {
    signInStaff("admin");
    fakeApi({
      "GET /api/ops/engagement/segments": { status: 200, body: { status: "ok", data: [] } },
      "GET /api/ops/engagement/campaigns": {
        status: 200,
        body: { status: "ok", data: [campaign] },
      },
      "POST /api/ops/engagement/preview": {
        status: 404,
        body: { message: "No campaign with id cmp1.", requestId: "r" },
      },
    });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole("button", { name: "Show the preview" }));
    expect((await screen.findByRole("alert")).textContent).toContain("No campaign with id cmp1.");
  });
});
