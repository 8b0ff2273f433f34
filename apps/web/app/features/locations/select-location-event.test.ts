import { afterEach, describe, expect, it } from "vitest";

import { clientStore } from "../../lib/store/client-store.ts";
import { trackSelectLocation } from "./choose-location.ts";

const g = globalThis as { window?: { dataLayer?: unknown[] } };

afterEach(() => {
  delete g.window;
  clientStore.setState({ channel: "default" });
});

describe("tracking.select-location: choosing a restaurant tells the tag manager", () => {
  it("sends select_location with affiliation = the channel and the restaurant's name and code (as text)", () => {
    g.window = {};
    clientStore.setState({ channel: "catering" });
    trackSelectLocation({ id: "101", name: "Downtown Raleigh" });
    clientStore.setState({ channel: "default" });
    trackSelectLocation({ id: "102", name: "Cary Crossroads" });
    expect(g.window.dataLayer).toEqual([
      {
        event: "select_location",
        affiliation: "catering",
        location_name: "Downtown Raleigh",
        location_code: "101",
      },
      {
        event: "select_location",
        affiliation: "default",
        location_name: "Cary Crossroads",
        location_code: "102",
      },
    ]);
  });
});
