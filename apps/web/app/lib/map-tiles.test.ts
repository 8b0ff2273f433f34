import { describe, expect, it } from "vitest";

import { NO_MAP_TILES, tileUrl, usableMapTiles } from "./map-tiles.ts";

describe("locations.map-tiles: map tile settings from the server", () => {
  it("keeps { url, attribution } when the url is a tile template", () => {
    expect(
      usableMapTiles({
        url: "https://tile.openstreetmap.org/{z}/{x}/{y}.png",
        attribution: "© OpenStreetMap contributors",
      }),
    ).toEqual({
      url: "https://tile.openstreetmap.org/{z}/{x}/{y}.png",
      attribution: "© OpenStreetMap contributors",
    });
    expect(
      usableMapTiles({ url: "https://{s}.tile.example.org/{z}/{x}/{y}.png", attribution: "" }),
    ).toMatchObject({ url: "https://{s}.tile.example.org/{z}/{x}/{y}.png" });
  });

  it("means no tiles when tiles are off or the url is not a tile template", () => {
    expect(usableMapTiles(NO_MAP_TILES)).toEqual(NO_MAP_TILES);
    expect(usableMapTiles({ url: "", attribution: "x" })).toEqual(NO_MAP_TILES);
    expect(usableMapTiles({ url: "javascript:{z}{x}{y}", attribution: "" })).toEqual(NO_MAP_TILES);
    expect(usableMapTiles({ url: "https://t.example/{z}/{x}.png", attribution: "" })).toEqual(
      NO_MAP_TILES,
    );
  });

  it("fills a template for the probe tile", () => {
    expect(tileUrl("https://{s}.t.example/{z}/{x}/{y}{r}.png", { z: 6, x: 17, y: 25 })).toBe(
      "https://a.t.example/6/17/25.png",
    );
  });
});
