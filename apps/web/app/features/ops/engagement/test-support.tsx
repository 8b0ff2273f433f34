// The engagement screens in a data router for component tests, with answers to reuse.
import { render } from "@testing-library/react";
import type { ReactElement } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";

import type { OpsCampaign, OpsSegment } from "@coop/contract/ops-engagement";

export const ok = (data: unknown) => ({ status: 200, body: { status: "ok", data } });

export function renderEngagement(page: ReactElement, path: string, pattern = path) {
  const router = createMemoryRouter(
    [
      { path: pattern, element: page },
      { path: "/ops/engagement/:tab", element: <h1>List page</h1> },
      { path: "/ops/engagement/segments/:id", element: <h1>Segment page</h1> },
      { path: "/ops/engagement/campaigns/:id", element: <h1>Campaign page</h1> },
      { path: "/ops/engagement/canvases/:id", element: <h1>Canvas page</h1> },
      { path: "/ops", element: <h1>Sign-in page</h1> },
    ],
    { initialEntries: [path] },
  );
  return { router, ...render(<RouterProvider router={router} />) };
}

export const loyalSegment: OpsSegment = {
  id: "seg-loyal",
  name: "Loyal members",
  description: "250 points or more",
  rules: {
    match: "all",
    rules: [{ type: "attribute", attribute: "points", op: "gte", value: 250 }],
  },
  tags: [],
  size: 1200,
  created_at: "2026-11-01T10:00:00Z",
  updated_at: "2026-11-20T10:00:00Z",
};

export const cardCampaign: OpsCampaign = {
  id: "cmp-1",
  name: "Biscuit week",
  description: "",
  channel: "content_card",
  segment_id: "seg-loyal",
  status: "draft",
  delivery: "scheduled",
  send_at: null,
  trigger_event: null,
  conversion_event: "Order_Placed",
  variants: [
    {
      id: "v1",
      name: "Variant A",
      percent: 100,
      is_control: false,
      message: {
        type: "classic",
        title: "Biscuits are back",
        description: "Two for one this week.",
        image_url: null,
        image_alt: "",
        url: "/offers",
        link_text: "See offers",
        extras: { feed_type: "homepage_carousel" },
        pinned: false,
        dismissible: true,
        expires_in_days: 30,
      },
      message_es: null,
    },
  ],
  tags: [],
  created_at: "2026-11-20T10:00:00Z",
  updated_at: "2026-11-20T10:00:00Z",
  first_sent_at: null,
  last_sent_at: null,
};
