import { describe, expect, it } from "vitest";

import { mapTilesFromRequest, NO_MAP_TILES, parseMapTiles, tileUrl } from "./map-tiles.ts";

const encode = (value: unknown) => encodeURIComponent(JSON.stringify(value));

describe("map tile settings from the server", () => {
  it("reads { url, attribution } from the internal header", () => {
    const request = new Request("http://localhost/locations", {
      headers: {
        "x-coop-map-tiles": encode({
          url: "https://tile.openstreetmap.org/{z}/{x}/{y}.png",
          attribution: "© OpenStreetMap contributors",
        }),
      },
    });
    expect(mapTilesFromRequest(request)).toEqual({
      url: "https://tile.openstreetmap.org/{z}/{x}/{y}.png",
      attribution: "© OpenStreetMap contributors",
    });
    expect(
      parseMapTiles(
        encode({ url: "https://{s}.tile.example.org/{z}/{x}/{y}.png", attribution: "" }),
      ),
    ).toMatchObject({ url: "https://{s}.tile.example.org/{z}/{x}/{y}.png" });
  });

  it("means no tiles when the header is missing, malformed or not a tile template", () => {
    expect(mapTilesFromRequest(new Request("http://localhost/"))).toEqual(NO_MAP_TILES);
    expect(parseMapTiles("not json")).toEqual(NO_MAP_TILES);
    expect(parseMapTiles("%E0%A4%A")).toEqual(NO_MAP_TILES);
    expect(parseMapTiles(encode({ url: "", attribution: "x" }))).toEqual(NO_MAP_TILES);
    expect(parseMapTiles(encode({ url: "javascript:{z}{x}{y}", attribution: "" }))).toEqual(
      NO_MAP_TILES,
    );
    expect(
      parseMapTiles(encode({ url: "https://t.example/{z}/{x}.png", attribution: "" })),
    ).toEqual(NO_MAP_TILES);
  });

  it("fills a template for the probe tile", () => {
    expect(tileUrl("https://{s}.t.example/{z}/{x}/{y}{r}.png", { z: 6, x: 17, y: 25 })).toBe(
      "https://a.t.example/6/17/25.png",
    );
  });
});
