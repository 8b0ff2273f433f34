// @vitest-environment happy-dom
import { render, screen, within } from "@testing-library/react";
import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";

import type { ContentStory, OrderStatusesBlok } from "@coop/contract/content";
import type { PageContent, PageLoadContext } from "@coop/contract/load-context";

import { createI18n, ensureNamespace } from "../../lib/i18n.ts";
import { I18nProvider } from "../../lib/i18n-react.tsx";
import { pageContext } from "../../lib/page-context.ts";
import { loadStatusTexts } from "./load-status-texts.ts";
import { statusTextsOf } from "./status-texts.ts";
import { StatusTracker } from "./status-tracker.tsx";

const story = (statuses: Partial<OrderStatusesBlok["statuses"][number]>[]) =>
  ({
    content: {
      _uid: "s",
      component: "order_statuses",
      statuses: statuses.map((s, i) => ({ _uid: `u${i}`, component: "order_status", ...s })),
    },
  }) as unknown as ContentStory;

const stepNames = () =>
  within(screen.getByTestId("status-steps"))
    .getAllByRole("listitem")
    .map((li) => li.querySelector(".confirm-steps__label")?.textContent);

describe("order statuses from content", () => {
  it("order.status-texts: entries name known steps (in-progress, placed); blanks and unknown skipped", () => {
    expect(
      statusTextsOf(
        story([
          { status: "placed", name: "Got it", description: "We have it." },
          { status: "in-progress", name: "Frying", description: "" },
          { status: "ready", name: " ", description: " " },
          { status: "teleported", name: "Beamed", description: "?" },
        ]),
      ),
    ).toEqual({
      scheduled: { name: "Got it", description: "We have it." },
      in_progress: { name: "Frying", description: "" },
    });
    expect(statusTextsOf(null)).toEqual({});
    expect(statusTextsOf({ content: { _uid: "x", component: "page" } } as never)).toEqual({});
  });

  it("order.status-texts: the tracker shows the story's names and the current description", () => {
    const texts = statusTextsOf(
      story([
        { status: "in_progress", name: "In the fryer", description: "Twelve minutes to golden." },
        { status: "ready", name: "Come get it", description: "" },
      ]),
    );
    render(<StatusTracker handoff="pickup" status="in_progress" checking={false} texts={texts} />);
    expect(stepNames()).toEqual(["Order received", "In the fryer", "Come get it", "Picked up"]);
    expect(screen.getByTestId("status-description").textContent).toBe("Twelve minutes to golden.");
    expect(screen.getByTestId("status-live").textContent).toBe("Order status: In the fryer");
  });

  it("order.status-texts: without the story the built-in names and descriptions, in Spanish too", async () => {
    render(<StatusTracker handoff="dispatch" status="out_for_delivery" checking={false} />);
    expect(stepNames()).toEqual([
      "Order received",
      "Being prepared",
      "Out for delivery",
      "Delivered",
    ]);
    expect(screen.getByTestId("status-description").textContent).toBe(
      "Your driver is on the way with your order.",
    );
    await ensureNamespace("es", "confirm");
    await ensureNamespace("es", "translation");
    render(
      <I18nProvider i18n={createI18n("es")}>
        <StatusTracker handoff="pickup" status="ready" checking={false} />
      </I18nProvider>,
    );
    expect(screen.getAllByTestId("status-description")[1]!.textContent).toBe(
      "Tu pedido está listo. ¡Ven por él mientras está calientito!",
    );
  });

  it("order.status-texts: the page's loader reads the story in both languages; a failed read keeps defaults", async () => {
    const asked: string[] = [];
    const content: PageContent = {
      story: async () => null,
      stories: async () => ({ stories: [], total: 0 }),
      global: async (slug, language) => {
        asked.push(`${slug} ${language}`);
        if (language === "es") throw new Error("down");
        return story([{ status: "ready", name: "Ready!", description: "Hot." }]);
      },
    };
    const context = new RouterContextProvider();
    context.set(pageContext, { content } as PageLoadContext);
    expect(await loadStatusTexts(context)).toEqual({
      "en-US": { ready: { name: "Ready!", description: "Hot." } },
      es: {},
    });
    expect(asked.sort()).toEqual(["order-statuses en-US", "order-statuses es"]);
  });
});
