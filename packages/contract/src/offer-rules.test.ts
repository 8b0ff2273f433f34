import { describe, expect, it } from "vitest";

import { offerDisplayLabel, visibleWalletOffers } from "./offer-rules.ts";

const now = new Date("2026-11-20T15:00:00Z");
const offer = (label: string, over: { status?: string; expires?: string | null } = {}) => ({
  label,
  status: over.status ?? "incomplete",
  expires: over.expires === undefined ? null : over.expires,
});

describe("wallet offer rules", () => {
  it("wallet.visible: shows only incomplete offers that have not expired before the start of today (UTC)", () => {
    const offers = [
      offer("no expiry"),
      offer("expires later today", { expires: "2026-11-20T23:00:00Z" }),
      offer("expired earlier today", { expires: "2026-11-20T01:00:00Z" }),
      offer("expires at the start of today", { expires: "2026-11-20T00:00:00Z" }),
      offer("expired yesterday", { expires: "2026-11-19T23:59:59Z" }),
      offer("used", { status: "complete" }),
      offer("bad date", { expires: "soon" }),
    ];
    expect(visibleWalletOffers(offers, "default", now).map((o) => o.label)).toEqual([
      "no expiry",
      "expires later today",
      "expired earlier today",
      "expires at the start of today",
    ]);
  });

  it("wallet.catering-label: the catering channel shows only 'Catering - ' offers; the default channel hides them", () => {
    const offers = [offer("Catering - $20 Off"), offer("Free Biscuit")];
    expect(visibleWalletOffers(offers, "catering", now).map((o) => o.label)).toEqual([
      "Catering - $20 Off",
    ]);
    expect(visibleWalletOffers(offers, "default", now).map((o) => o.label)).toEqual([
      "Free Biscuit",
    ]);
  });

  it("wallet.catering-label: strips the 'Catering - ' prefix for display", () => {
    expect(offerDisplayLabel("Catering - $20 Off")).toBe("$20 Off");
    expect(offerDisplayLabel("Free Biscuit")).toBe("Free Biscuit");
  });
});
