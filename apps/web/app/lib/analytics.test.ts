import { afterEach, describe, expect, it } from "vitest";

import { track } from "./analytics.ts";

type Global = { window?: { dataLayer?: unknown[] } };
const g = globalThis as Global;

describe("tracking.data-layer: events go to window.dataLayer", () => {
  afterEach(() => {
    delete g.window;
  });

  it("pushes { event, ...payload }, creating the layer when missing", () => {
    g.window = {};
    track("select_location", { affiliation: "default", location_name: "A", location_code: "1" });
    expect(g.window.dataLayer).toEqual([
      { event: "select_location", affiliation: "default", location_name: "A", location_code: "1" },
    ]);
  });

  it("does nothing on the server (no window)", () => {
    expect(() => track("view_cart")).not.toThrow();
  });
});
