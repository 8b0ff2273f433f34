import { afterEach, describe, expect, it, vi } from "vitest";

import { CONTENT_SLUG_PATTERN } from "@coop/contract/ops-content";

import {
  defaultFolder,
  isValidSlug,
  localToIsoWithOffset,
  SLUG_PATTERN,
  slugify,
  stateLine,
} from "./story-rules.ts";

afterEach(() => vi.unstubAllEnvs());

describe("story rules", () => {
  it("content-authoring.slug-from-name: lower-case words joined by single hyphens, accents dropped", () => {
    expect(slugify("Fryers for Food Banks — 2026!")).toBe("fryers-for-food-banks-2026");
    expect(slugify("  Año Nuevo, Pollo Frito ")).toBe("ano-nuevo-pollo-frito");
    expect(slugify("Biscuits & Gravy")).toBe("biscuits-and-gravy");
    expect(slugify("!!!")).toBe("");
    expect(slugify("a".repeat(90)).length).toBe(80);
    expect(isValidSlug("biscuit-drive-2026")).toBe(true);
    expect(isValidSlug("Biscuit")).toBe(false);
    expect(isValidSlug("double--hyphen")).toBe(false);
    expect(isValidSlug("")).toBe(false);
    expect(SLUG_PATTERN.source).toBe(CONTENT_SLUG_PATTERN.source);
  });

  it("content-authoring.slug-from-name: news articles start in the news folder, pages at the root", () => {
    expect(defaultFolder("news_article")).toBe("news-and-community");
    expect(defaultFolder("page")).toBe("");
  });

  it("content-authoring.state-line: scheduled, draft, changed or published some minutes ago", () => {
    const now = Date.parse("2026-11-24T12:00:00Z");
    const base = {
      state: "published" as const,
      published_at: "2026-11-24T11:57:10Z",
      publish_at: null,
    };
    expect(stateLine(base, now)).toEqual({ kind: "published", minutes: 2 });
    expect(stateLine({ ...base, state: "changed" }, now)).toEqual({ kind: "changed" });
    expect(stateLine({ ...base, state: "draft", published_at: null }, now)).toEqual({
      kind: "draft",
    });
    expect(stateLine({ ...base, publish_at: "2026-12-01T09:00:00Z" }, now)).toEqual({
      kind: "scheduled",
      at: "2026-12-01T09:00:00Z",
    });
  });

  it("content-authoring.schedule-local-time: a local date-time becomes an ISO instant with the zone's offset", () => {
    const iso = localToIsoWithOffset("2026-12-01T09:30");
    expect(iso).toMatch(/^2026-12-01T09:30:00[+-]\d{2}:\d{2}$/);
    expect(new Date(iso!).getTime()).toBe(new Date(2026, 11, 1, 9, 30).getTime());
    expect(localToIsoWithOffset("2026-02-30T09:30")).toBeNull();
    expect(localToIsoWithOffset("tomorrow")).toBeNull();
  });
});
