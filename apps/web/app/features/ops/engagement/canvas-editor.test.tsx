// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";

import type { OpsCanvas } from "@coop/contract/ops-engagement";

import { fakeApi } from "../../../lib/test-support/fake-api.ts";
import { signInStaff, signOutStaff } from "../controls/test-support.tsx";
import { delayDraft, delayMinutes } from "./canvas-draft.ts";
import { CanvasEditorPage } from "./canvas-editor.tsx";
import { loyalSegment, ok, renderEngagement } from "./test-support.tsx";

const BASE = "/api/ops/engagement/canvases";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  signOutStaff();
});

const welcome: OpsCanvas = {
  id: "cnv-1",
  name: "Welcome series",
  description: "",
  segment_id: null,
  status: "draft",
  delivery: "scheduled",
  send_at: null,
  trigger_event: null,
  conversion_event: null,
  steps: [
    {
      id: "s1",
      name: "Hello",
      delay_minutes: 0,
      channel: "email",
      message: { subject: "Welcome", body: "Glad you are here." },
      message_es: null,
    },
    {
      id: "s2",
      name: "First offer",
      delay_minutes: 2880,
      channel: "content_card",
      message: { type: "classic", title: "A biscuit on us", description: "", extras: {} },
      message_es: null,
    },
  ],
  tags: [],
  created_at: "2026-11-20T10:00:00Z",
  updated_at: "2026-11-20T10:00:00Z",
  first_sent_at: null,
  last_sent_at: null,
};

describe("the canvas editor", () => {
  it("engagement-authoring.canvas-steps: a delay shows in its largest unit and is sent in minutes", () => {
    expect(delayDraft(2880)).toEqual({ delay: "2", unit: "days" });
    expect(delayDraft(90)).toEqual({ delay: "90", unit: "minutes" });
    expect(delayDraft(180)).toEqual({ delay: "3", unit: "hours" });
    expect(delayMinutes({ delay: "1.5", unit: "hours" })).toBe(90);
    expect(delayMinutes({ delay: "", unit: "days" })).toBe(0);
  });

  it("engagement-authoring.canvas-steps: steps are added, moved and removed, and saved in their new order", async () => {
    signInStaff("admin");
    const sent = fakeApi({
      "GET /api/ops/engagement/segments": ok([loyalSegment]),
      [`GET ${BASE}/cnv-1`]: ok(welcome),
      [`PUT ${BASE}/cnv-1`]: (call) => ok({ ...welcome, ...(call.body as object) }),
    });
    renderEngagement(
      <CanvasEditorPage canvasId="cnv-1" />,
      "/ops/engagement/canvases/cnv-1",
      "/ops/engagement/canvases/:id",
    );
    const user = userEvent.setup();
    await screen.findByRole("heading", { name: "Welcome series" });
    expect((screen.getAllByRole("combobox", { name: "Unit" })[1] as HTMLSelectElement).value).toBe(
      "days",
    );
    const second = screen.getByRole("group", { name: "Step 2: First offer" });
    await user.click(within(second).getByRole("button", { name: "Move up Step 2" }));
    expect(screen.getByText("Step moved to position 1.")).toBeTruthy();
    expect(document.activeElement?.textContent).toContain("Move down");
    await user.click(screen.getByRole("button", { name: "Add a step" }));
    const third = screen.getByRole("group", { name: "Step 3: Step 3" });
    await user.clear(
      within(third).getByRole("spinbutton", { name: "Delay after the previous step" }),
    );
    await user.type(
      within(third).getByRole("spinbutton", { name: "Delay after the previous step" }),
      "4",
    );
    await user.selectOptions(within(third).getByRole("combobox", { name: "Unit" }), "hours");
    await user.selectOptions(within(third).getByRole("combobox", { name: "Channel" }), "email");
    await user.type(within(third).getByRole("textbox", { name: "Subject" }), "Still hungry?");
    await user.click(screen.getByRole("button", { name: "Remove Step 2" }));
    await user.selectOptions(screen.getByRole("combobox", { name: "Audience" }), "seg-loyal");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Saved.")).toBeTruthy();
    const body = sent.find((c) => c.method === "PUT")!.body as {
      segment_id: string;
      steps: { id: string; delay_minutes: number; channel: string; message: unknown }[];
    };
    expect(body.segment_id).toBe("seg-loyal");
    expect(body.steps.map((s) => [s.id, s.delay_minutes, s.channel])).toEqual([
      ["s2", 2880, "content_card"],
      [expect.any(String) as string, 240, "email"],
    ]);
    expect(body.steps[1]!.message).toEqual({ subject: "Still hungry?", body: "" });
    await waitFor(() => expect(screen.getAllByRole("group", { name: /^Step \d/ })).toHaveLength(2));
  });

  it("engagement-authoring.launch-stop: an active canvas offers Stop, which asks first and then stops it", async () => {
    signInStaff("marketing");
    const sent = fakeApi({
      "GET /api/ops/engagement/segments": ok([]),
      [`GET ${BASE}/cnv-1`]: ok({ ...welcome, status: "active" }),
      [`POST ${BASE}/cnv-1/stop`]: ok({ ...welcome, status: "stopped" }),
    });
    renderEngagement(
      <CanvasEditorPage canvasId="cnv-1" />,
      "/ops/engagement/canvases/cnv-1",
      "/ops/engagement/canvases/:id",
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Stop" }));
    const dialog = screen.getByRole("alertdialog");
    expect(dialog.textContent).toContain("Stop “Welcome series”?");
    expect(document.activeElement).toBe(within(dialog).getByRole("button", { name: "Stop" }));
    await user.click(within(dialog).getByRole("button", { name: "Stop" }));
    expect(await screen.findByText("Stopped.")).toBeTruthy();
    expect(sent.filter((c) => c.method !== "GET").map((c) => `${c.method} ${c.path}`)).toEqual([
      `POST ${BASE}/cnv-1/stop`,
    ]);
    expect(screen.getByRole("button", { name: "Launch" })).toBeTruthy();
  });
});
