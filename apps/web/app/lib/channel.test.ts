import { describe, expect, it } from "vitest";

import { cateringOrigin, channelFor, consumerOrigin, isInAppCatering } from "./channel.ts";

describe("channel.from-host: the channel", () => {
  it.each([
    ["localhost:3000", "default"],
    ["order.example.com", "default"],
    ["catering.localhost:3000", "catering"],
    ["catering.example.com", "catering"],
    ["www.CATERING-example.com", "catering"],
    ["localhost:2001", "catering"],
  ] as const)(
    "host %s → %s channel (host contains 'catering' or the address 2001)",
    (host, channel) => {
      expect(channelFor({ host })).toBe(channel);
    },
  );

  it("channel.from-host: a path or query containing 2001 does not switch channels", () => {
    expect(channelFor(new URL("http://localhost:3000/order/product?id=2001"))).toBe("default");
  });

  it("channel.in-app-catering: cookie source=app on the catering channel only", () => {
    expect(isInAppCatering("catering", "app")).toBe(true);
    expect(isInAppCatering("default", "app")).toBe(false);
    expect(isInAppCatering("catering", undefined)).toBe(false);
    expect(isInAppCatering("catering", "web")).toBe(false);
  });

  it("channel.origins: the catering and consumer origins map onto each other", () => {
    expect(cateringOrigin("http://localhost:3000")).toBe("http://catering.localhost:3000");
    expect(cateringOrigin("https://www.example.com")).toBe("https://catering.example.com");
    expect(cateringOrigin("https://catering.example.com")).toBe("https://catering.example.com");
    expect(consumerOrigin("https://catering.example.com")).toBe("https://example.com");
  });

  it.each(["http://127.0.0.1:3000", "http://10.0.0.7", "http://[::1]:3000"])(
    "channel.catering-link-ip-host: an IP host (%s) has no catering origin",
    (origin) => {
      expect(cateringOrigin(origin)).toBeNull();
    },
  );

  it("channel.catering-link-ip-host: a name that only looks numeric is still a host name", () => {
    expect(cateringOrigin("http://coop2026.example:3000")).toBe(
      "http://catering.coop2026.example:3000",
    );
    expect(cateringOrigin("http://localhost:3000")).not.toBe("http://localhost:3000");
  });
});
