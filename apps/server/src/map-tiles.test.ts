import { describe, expect, it } from "vitest";

import { tileOrigin, tileTemplateProblem } from "./map-tiles.ts";

describe("locations.map-tiles: map tile URL templates", () => {
  it("accepts http(s) templates with {z}, {x} and {y}, and empty (no tiles)", () => {
    expect(tileTemplateProblem("https://tile.openstreetmap.org/{z}/{x}/{y}.png")).toBeNull();
    expect(tileTemplateProblem("http://127.0.0.1:8080/tiles/{z}/{x}/{y}.png?key=1")).toBeNull();
    expect(tileTemplateProblem("https://{s}.tile.example.org/{z}/{x}/{y}@2x.png")).toBeNull();
    expect(tileTemplateProblem("")).toBeNull();
  });

  it("rejects other schemes, relative URLs, missing placeholders and placeholders in the host", () => {
    expect(tileTemplateProblem("/tiles/{z}/{x}/{y}.png")).toMatch(/must be an https:\/\//);
    expect(tileTemplateProblem("data:image/png,{z}{x}{y}")).not.toBeNull();
    expect(tileTemplateProblem("https://tile.example.org/{z}/{y}.png")).toMatch(/\{x\} missing/);
    expect(tileTemplateProblem("https://{z}.example.org/{z}/{x}/{y}.png")).not.toBeNull();
    expect(tileTemplateProblem("https://user@tile.example.org/{z}/{x}/{y}.png")).not.toBeNull();
  });

  it("derives the CSP source of the tile host", () => {
    expect(tileOrigin("https://tile.openstreetmap.org/{z}/{x}/{y}.png")).toBe(
      "https://tile.openstreetmap.org",
    );
    expect(tileOrigin("HTTPS://Tiles.Example.org:8443/{z}/{x}/{y}.png")).toBe(
      "https://tiles.example.org:8443",
    );
    expect(tileOrigin("https://{s}.tile.example.org/{z}/{x}/{y}.png")).toBe(
      "https://*.tile.example.org",
    );
    expect(tileOrigin("https://tile.example.org:443/{z}/{x}/{y}.png")).toBe(
      "https://tile.example.org",
    );
  });
});
