// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";

import { fakeApi, type Routes } from "../../../lib/test-support/fake-api.ts";
import { signInStaff, signOutStaff } from "../controls/test-support.tsx";
import { CampaignEditorPage } from "./campaign-editor.tsx";
import { cardCampaign, loyalSegment, ok, renderEngagement } from "./test-support.tsx";

const BASE = "/api/ops/engagement/campaigns";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  signOutStaff();
});

function open(id: string, routes: Routes = {}) {
  signInStaff("marketing");
  const sent = fakeApi({
    "GET /api/ops/engagement/segments": ok([loyalSegment]),
    [`GET ${BASE}/${cardCampaign.id}`]: ok(cardCampaign),
    [`PUT ${BASE}/${cardCampaign.id}`]: (call) => ok({ ...cardCampaign, ...(call.body as object) }),
    ...routes,
  });
  const rendered = renderEngagement(
    <CampaignEditorPage campaignId={id} />,
    `/ops/engagement/campaigns/${id}`,
    "/ops/engagement/campaigns/:id",
  );
  return { sent, ...rendered };
}

const percents = () => screen.getAllByRole("spinbutton", { name: "Share of the audience (%)" });

describe("the campaign editor", () => {
  it("engagement-authoring.variant-percents: the total is live, a total other than 100 blocks Save, and at most five variants", async () => {
    const { sent } = open(cardCampaign.id);
    const user = userEvent.setup();
    await screen.findByRole("heading", { name: "Biscuit week" });
    expect(screen.getByText("Total: 100%")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Add a variant" }));
    expect(percents()).toHaveLength(2);
    // A new variant takes a share of 0: the total is still 100.
    expect(screen.getByText("Total: 100%")).toBeTruthy();
    await user.clear(percents()[1]!);
    await user.type(percents()[1]!, "30");
    expect(screen.getByText("Total: 130%. The shares must add up to 100.")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByRole("alert")).toBeTruthy();
    expect(sent.some((c) => c.method === "PUT")).toBe(false);
    await user.clear(percents()[0]!);
    await user.type(percents()[0]!, "70");
    expect(screen.getByText("Total: 100%")).toBeTruthy();
    for (let i = 0; i < 3; i += 1)
      await user.click(screen.getByRole("button", { name: "Add a variant" }));
    expect(percents()).toHaveLength(5);
    expect(
      (screen.getByRole("button", { name: "Add a variant" }) as HTMLButtonElement).disabled,
    ).toBe(true);
    expect(screen.getByText("At most 5 variants.")).toBeTruthy();
  });

  it("engagement-authoring.campaign-save: a new in-app campaign sends its delivery, variants, control group and Spanish message", async () => {
    const { sent, router } = open("new", {
      [`POST ${BASE}`]: (call) => ok({ ...cardCampaign, ...(call.body as object), id: "cmp-9" }),
    });
    const user = userEvent.setup();
    await user.type(await screen.findByRole("textbox", { name: "Name" }), "Catering lunch");
    await user.selectOptions(screen.getByRole("combobox", { name: "Channel" }), "in_app_message");
    await user.selectOptions(screen.getByRole("combobox", { name: "Audience" }), "seg-loyal");
    await user.selectOptions(screen.getByRole("combobox", { name: "Delivery" }), "action");
    await user.type(
      screen.getByRole("textbox", { name: "Event that sends it" }),
      "Catering_Viewed",
    );
    await user.type(screen.getByRole("textbox", { name: "Message" }), "Lunch for the office?");
    await user.click(screen.getByRole("checkbox", { name: "catering (catering channel only)" }));
    await user.click(screen.getByRole("button", { name: "Add a Spanish version" }));
    const spanish = screen.getByRole("group", { name: "Spanish version" });
    await user.clear(within(spanish).getByRole("textbox", { name: "Message" }));
    await user.type(within(spanish).getByRole("textbox", { name: "Message" }), "¿Almuerzo?");
    await user.clear(percents()[0]!);
    await user.type(percents()[0]!, "90");
    await user.click(screen.getByRole("button", { name: "Add a variant" }));
    await user.clear(percents()[1]!);
    await user.type(percents()[1]!, "10");
    await user.click(screen.getAllByRole("checkbox", { name: /Control group/ })[1]!);
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe("/ops/engagement/campaigns/cmp-9"),
    );
    const body = sent.find((c) => c.method === "POST")!.body as {
      variants: { percent: number; is_control: boolean; message: unknown; message_es: unknown }[];
    };
    expect(body).toMatchObject({
      name: "Catering lunch",
      channel: "in_app_message",
      segment_id: "seg-loyal",
      delivery: "action",
      trigger_event: "Catering_Viewed",
      send_at: null,
    });
    expect(body.variants.map((v) => [v.percent, v.is_control])).toEqual([
      [90, false],
      [10, true],
    ]);
    expect(body.variants[0]!.message).toMatchObject({
      message: "Lunch for the office?",
      tags: ["catering"],
      trigger: { type: "session_start" },
      header: null,
    });
    expect(body.variants[0]!.message_es).toMatchObject({ message: "¿Almuerzo?" });
  });

  it("engagement-authoring.field-errors: an action-based campaign without its event is stopped at the field; server errors land on the variant's fields", async () => {
    const { sent } = open(cardCampaign.id, {
      [`PUT ${BASE}/${cardCampaign.id}`]: {
        status: 400,
        body: {
          message: "body.variants.0.message.url must be a site path (/offers) or an https address.",
          errors: [
            {
              path: "body.variants.0.message.url",
              message: "must be a site path (/offers) or an https address",
            },
          ],
          requestId: "t",
        },
      },
    });
    const user = userEvent.setup();
    await screen.findByRole("heading", { name: "Biscuit week" });
    await user.selectOptions(screen.getByRole("combobox", { name: "Delivery" }), "action");
    await user.click(screen.getByRole("button", { name: "Save" }));
    const event = screen.getByRole("textbox", { name: "Event that sends it" });
    expect(event.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText("An action-based send needs the event that sends it.")).toBeTruthy();
    expect(sent.some((c) => c.method === "PUT")).toBe(false);
    await user.selectOptions(screen.getByRole("combobox", { name: "Delivery" }), "scheduled");
    const link = screen.getByRole("textbox", { name: "Link (site path or https address)" });
    await user.clear(link);
    await user.type(link, "http://example.com");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(
      await screen.findByText("must be a site path (/offers) or an https address"),
    ).toBeTruthy();
    expect(link.getAttribute("aria-invalid")).toBe("true");
  });

  it("engagement-authoring.launch-stop: Launch asks first; Cancel sends nothing, Confirm launches and offers Stop", async () => {
    const { sent } = open(cardCampaign.id, {
      [`POST ${BASE}/${cardCampaign.id}/launch`]: ok({ ...cardCampaign, status: "active" }),
    });
    const user = userEvent.setup();
    await screen.findByRole("heading", { name: "Biscuit week" });
    expect(screen.getByRole("link", { name: "Preview on the site" }).getAttribute("href")).toBe(
      "/messaging/test?campaign=cmp-1",
    );
    const launch = screen.getByRole("button", { name: "Launch" });
    await user.click(launch);
    let dialog = screen.getByRole("alertdialog");
    expect(dialog.textContent).toContain("Launch “Biscuit week”?");
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(document.activeElement).toBe(launch);
    expect(sent.filter((c) => c.method === "POST")).toEqual([]);
    await user.click(launch);
    dialog = screen.getByRole("alertdialog");
    await user.click(within(dialog).getByRole("button", { name: "Launch" }));
    expect(await screen.findByText("Launched.")).toBeTruthy();
    expect(sent.filter((c) => c.method === "POST").map((c) => c.path)).toEqual([
      `${BASE}/cmp-1/launch`,
    ]);
    expect(screen.getByRole("button", { name: "Stop" })).toBeTruthy();
  });
});
