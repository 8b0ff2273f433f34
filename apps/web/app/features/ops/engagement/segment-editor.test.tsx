// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";

import { fakeApi, type Routes, type SentCall } from "../../../lib/test-support/fake-api.ts";
import { signInStaff, signOutStaff } from "../controls/test-support.tsx";
import { ESTIMATE_DEBOUNCE_MS, SegmentEditorPage } from "./segment-editor.tsx";
import { loyalSegment, ok, renderEngagement } from "./test-support.tsx";

const BASE = "/api/ops/engagement/segments";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  signOutStaff();
});

function open(id: string, routes: Routes = {}) {
  signInStaff("marketing");
  const sent = fakeApi({
    [`GET ${BASE}/${loyalSegment.id}`]: ok(loyalSegment),
    [`POST ${BASE}/estimate`]: ok({ size: 340, total_users: 5000 }),
    ...routes,
  });
  const rendered = renderEngagement(
    <SegmentEditorPage segmentId={id} />,
    `/ops/engagement/segments/${id}`,
    "/ops/engagement/segments/:id",
  );
  return { sent, ...rendered };
}

const estimates = (sent: SentCall[]) => sent.filter((c) => c.path === `${BASE}/estimate`);

describe("the segment editor", () => {
  it("engagement-authoring.segment-estimate: typing a rule counts the users once, after a pause, and announces it politely", async () => {
    const { sent } = open("new");
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Add an event rule" }));
    await user.type(screen.getByRole("textbox", { name: "Event name" }), "Order_Placed");
    // An incomplete rule is not counted, and typing does not count every key.
    const status = await screen.findByText("About 340 of 5,000 users match these rules.");
    expect(status.getAttribute("aria-live")).toBe("polite");
    expect(status.getAttribute("role")).toBe("status");
    expect(estimates(sent)).toHaveLength(1);
    expect(estimates(sent)[0]!.body).toEqual({
      rules: {
        match: "all",
        rules: [
          { type: "event", event: "Order_Placed", op: "performed", within_days: 30, min_count: 1 },
        ],
      },
    });
    await user.selectOptions(screen.getByRole("combobox", { name: "Users match" }), "any");
    await waitFor(() => expect(estimates(sent)).toHaveLength(2), {
      timeout: ESTIMATE_DEBOUNCE_MS * 3,
    });
    expect((estimates(sent)[1]!.body as { rules: { match: string } }).rules.match).toBe("any");
  });

  it("engagement-authoring.field-errors: the server's 400 field errors show next to their fields", async () => {
    const { sent } = open(loyalSegment.id, {
      [`PUT ${BASE}/${loyalSegment.id}`]: {
        status: 400,
        body: {
          message: "body.rules.rules.0.attribute is required.",
          errors: [
            { path: "body.rules.rules.0.attribute", message: "is required" },
            { path: "body.name", message: "must be at most 120 characters" },
          ],
          requestId: "t",
        },
      },
    });
    const user = userEvent.setup();
    const attribute = await screen.findByRole("textbox", { name: "Attribute" });
    expect((attribute as HTMLInputElement).value).toBe("points");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("is required")).toBeTruthy();
    expect(attribute.getAttribute("aria-invalid")).toBe("true");
    expect(attribute.getAttribute("aria-describedby")).toBe(
      screen.getByText("is required").getAttribute("id"),
    );
    const name = screen.getByRole("textbox", { name: "Name" });
    expect(name.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByRole("alert").textContent).toContain("Some fields need a change");
    const put = sent.find((c) => c.method === "PUT")!;
    expect(put.body).toMatchObject({
      name: "Loyal members",
      rules: {
        match: "all",
        rules: [{ type: "attribute", attribute: "points", op: "gte", value: 250 }],
      },
    });
  });

  it("engagement-authoring.segment-save: a new segment is created and its editor opens", async () => {
    const { sent, router } = open("new", {
      [`POST ${BASE}`]: (call) => ok({ ...loyalSegment, id: "seg-new", ...(call.body as object) }),
    });
    const user = userEvent.setup();
    await user.type(await screen.findByRole("textbox", { name: "Name" }), "Spanish speakers");
    await user.click(screen.getByRole("button", { name: "Add an attribute rule" }));
    await user.type(screen.getByRole("textbox", { name: "Attribute" }), "language");
    await user.type(screen.getByRole("textbox", { name: "Value" }), "es");
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe("/ops/engagement/segments/seg-new"),
    );
    expect(sent.find((c) => c.method === "POST" && c.path === BASE)!.body).toEqual({
      name: "Spanish speakers",
      description: "",
      tags: [],
      rules: {
        match: "all",
        rules: [{ type: "attribute", attribute: "language", op: "equals", value: "es" }],
      },
    });
  });

  it("engagement-authoring.marketing-and-admins: a manager is told the screen is not for them, and nothing is fetched", async () => {
    signInStaff("manager");
    const sent = fakeApi({});
    renderEngagement(
      <SegmentEditorPage segmentId="seg-loyal" />,
      "/ops/engagement/segments/seg-loyal",
    );
    expect(
      await screen.findByRole("heading", { name: "Your role cannot open the engagement screens." }),
    ).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it("engagement-authoring.unsaved-guard: leaving with unsaved changes asks first; Cancel stays with the typing", async () => {
    const { router } = open(loyalSegment.id);
    const user = userEvent.setup();
    const name = await screen.findByRole("textbox", { name: "Name" });
    await user.type(name, " (2026)");
    await user.click(screen.getByRole("link", { name: "Back to the list" }));
    const dialog = await screen.findByRole("alertdialog");
    expect(dialog.textContent).toContain("You have unsaved changes.");
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(router.state.location.pathname).toBe("/ops/engagement/segments/seg-loyal");
    expect((name as HTMLInputElement).value).toBe("Loyal members (2026)");
    await user.click(screen.getByRole("link", { name: "Back to the list" }));
    await user.click(
      within(await screen.findByRole("alertdialog")).getByRole("button", {
        name: "Leave without saving",
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe("/ops/engagement/segments"));
  });
});
