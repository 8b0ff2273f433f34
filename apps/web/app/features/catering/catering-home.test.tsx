// @vitest-environment happy-dom
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";

import { CateringHome } from "./catering-home.tsx";
import { type Pack, type PackGroup, perPersonCents } from "./catering-rules.ts";
import type { CateringHomeData } from "./load-catering.ts";

afterEach(cleanup);

function pack(sku: string, name: string, costCents: number, serves: number | null): Pack {
  return {
    sku,
    name,
    description: "",
    image: `/images/menu/${sku}-card.svg`,
    costCents,
    serves,
    perPersonCents: perPersonCents(costCents, serves),
    soldOut: false,
    maxQuantity: 10,
  };
}

const groups: PackGroup[] = [
  {
    id: 101,
    name: "Chicken Packs",
    meal: true,
    packs: [
      pack("CAT-24PC", "24-Piece Chicken Pack", 7299, 12),
      pack("CAT-50PC", "50-Piece Chicken Pack", 14499, 25),
    ],
  },
  {
    id: 102,
    name: "Tender Trays",
    meal: true,
    packs: [pack("CAT-TT24", "Small Tender Tray", 5499, null)],
  },
];

function renderHome(data: CateringHomeData, origin = "http://catering.localhost:3000") {
  const channel = origin.includes("catering") ? "catering" : "default";
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      loader: () => ({ channel, inAppCatering: false, origin }),
      Component: () => <CateringHome data={data} />,
      HydrateFallback: () => null,
    },
  ]);
  return render(<Stub initialEntries={["/"]} />);
}

describe("CateringHome", () => {
  it("catering-home.lead-time: the smallest lead time, and that some restaurants need more", async () => {
    renderHome({ groups, leadTime: { minutes: 120, someNeedMore: true } });
    const text = (await screen.findByTestId("catering-lead-time")).textContent;
    expect(text).toContain("Order at least 2 hours ahead.");
    expect(text).toContain("Some restaurants need more");
  });

  it("catering-home.lead-time: no number when no restaurant states one", async () => {
    renderHome({ groups, leadTime: null });
    const text = (await screen.findByTestId("catering-lead-time")).textContent ?? "";
    expect(text).toContain("Catering is made to order");
    expect(text).not.toMatch(/\d/);
  });

  it("catering-home.packs: each pack with its name, photo, guests fed and price per person", async () => {
    renderHome({ groups, leadTime: { minutes: 90, someNeedMore: false } });
    const list = await screen.findByRole("region", { name: "Packs and trays" });
    expect(list.id).toBe("catering-menu");
    const card = within(list)
      .getByRole("link", { name: "24-Piece Chicken Pack" })
      .closest("article")!;
    expect(card.textContent).toContain("Feeds 12");
    expect(card.textContent).toContain("$6.08 per person");
    expect(card.textContent).toContain("$72.99");
    expect(card.querySelector("img")?.getAttribute("src")).toBe("/images/menu/CAT-24PC-card.svg");
    // No serves: no feeds line and no price per person, never a made-up number.
    const tray = within(list).getByRole("link", { name: "Small Tender Tray" }).closest("article")!;
    expect(tray.textContent).not.toContain("Feeds");
    expect(tray.textContent).not.toContain("per person");
    expect(screen.getByTestId("catering-lead-time").textContent).toContain(
      "Order at least 1 hour and 30 minutes ahead.",
    );
  });

  it("catering-home.headcount: a number outside 1–500 is named; 25 guests get a plan and a link to add it", async () => {
    const user = userEvent.setup();
    renderHome({ groups, leadTime: null });
    const field = await screen.findByRole("spinbutton", { name: "Number of guests" });
    await user.type(field, "600");
    await user.click(screen.getByRole("button", { name: "Suggest packs" }));
    expect(field.getAttribute("aria-invalid")).toBe("true");
    expect(field.getAttribute("aria-describedby")).toContain(
      screen.getByText(/Enter a number of guests from 1 to 500/).id,
    );
    await user.clear(field);
    await user.type(field, "25{Enter}");
    expect(field.getAttribute("aria-invalid")).toBeNull();
    const status = screen.getByRole("status");
    expect(status.textContent).toContain("For 25 guests");
    expect(status.textContent).toContain("1 × 50-Piece Chicken Pack");
    expect(status.textContent).toContain("Feeds 25");
    expect(status.textContent).toContain("$144.99");
    expect(status.textContent).toContain("$5.80");
    expect(within(status).getByRole("link", { name: "Add to my order" }).getAttribute("href")).toBe(
      "/menu?add=CAT-50PC*1",
    );
  });

  it("catering-home.page: the menu could not be read: says so, no helper", async () => {
    renderHome({ groups: null, leadTime: null });
    expect((await screen.findByRole("alert")).textContent).toContain("could not be loaded");
    expect(screen.queryByRole("spinbutton")).toBeNull();
  });

  it("catering-home.add-link: on the consumer site the order links go to the catering site", async () => {
    const user = userEvent.setup();
    renderHome({ groups, leadTime: null }, "http://localhost:3000");
    const start = await screen.findByRole("link", { name: "Start your order" });
    expect(start.getAttribute("href")).toBe("http://catering.localhost:3000/menu");
    expect(screen.getByRole("link", { name: "Find a restaurant" }).getAttribute("href")).toBe(
      "http://catering.localhost:3000/locations",
    );
    await user.type(screen.getByRole("spinbutton", { name: "Number of guests" }), "12{Enter}");
    expect(screen.getByRole("link", { name: "Add to my order" }).getAttribute("href")).toBe(
      "http://catering.localhost:3000/menu?add=CAT-24PC*1",
    );
  });
});
