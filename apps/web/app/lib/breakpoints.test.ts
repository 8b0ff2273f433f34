import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";

import { breakpoints, isMediaName, mediaQuery, useIsMobile } from "./breakpoints.ts";

describe("frame.breakpoints", () => {
  it("are the layout's sizes", () => {
    expect(breakpoints).toEqual({ sm: 600, md: 900, lg: 1200, xl: 1600 });
  });

  it("builds min-width queries from a size up", () => {
    expect(mediaQuery("sm")).toBe("(min-width: 600px)");
    expect(mediaQuery("md")).toBe("(min-width: 900px)");
    expect(mediaQuery("lg")).toBe("(min-width: 1200px)");
    expect(mediaQuery("xl")).toBe("(min-width: 1600px)");
  });

  it("builds max-width queries just below a size, leaving no gap", () => {
    expect(mediaQuery("below-sm")).toBe("(max-width: 599.98px)");
    expect(mediaQuery("below-md")).toBe("(max-width: 899.98px)");
    expect(mediaQuery("below-lg")).toBe("(max-width: 1199.98px)");
    expect(mediaQuery("below-xl")).toBe("(max-width: 1599.98px)");
  });

  it("knows its names", () => {
    expect(isMediaName("md")).toBe(true);
    expect(isMediaName("below-xl")).toBe(true);
    expect(isMediaName("hd")).toBe(false);
    expect(isMediaName("below-")).toBe(false);
    expect(isMediaName("toString")).toBe(false);
  });

  it("renders the desktop variant on the server (no window)", () => {
    function Probe() {
      return createElement("span", null, useIsMobile() ? "mobile" : "desktop");
    }
    expect(renderToString(createElement(Probe))).toBe("<span>desktop</span>");
  });
});
