import { describe, expect, it } from "vitest";

import { violation } from "./boundaries.js";

describe("ARCHITECTURE dependency directions (eslint rule coop/boundaries)", () => {
  it("a feature may not import another feature, but may import itself, ui/ and lib/", () => {
    expect(
      violation(
        "apps/web/app/features/cart/cart-panel.tsx",
        "apps/web/app/features/menu/menu-grid.tsx",
      ),
    ).toMatch(/cart feature must not import the menu feature/);
    expect(
      violation("apps/web/app/features/cart/a/b.tsx", "apps/web/app/features/cart/c.tsx"),
    ).toBeUndefined();
    expect(
      violation("apps/web/app/features/cart/a.tsx", "apps/web/app/ui/dialog.tsx"),
    ).toBeUndefined();
    expect(
      violation("apps/web/app/features/cart/a.tsx", "apps/web/app/lib/i18n.ts"),
    ).toBeUndefined();
  });

  it("ui/ and lib/ may not import a feature; routes may", () => {
    expect(
      violation("apps/web/app/ui/dialog.tsx", "apps/web/app/features/cart/a.tsx"),
    ).toBeDefined();
    expect(violation("apps/web/app/lib/x.ts", "apps/web/app/features/cart/a.tsx")).toBeDefined();
    expect(
      violation("apps/web/app/routes/home.tsx", "apps/web/app/features/layout/frames.tsx"),
    ).toBeUndefined();
  });

  it("source may not import tests or test support; tests may", () => {
    expect(violation("apps/server/src/app.ts", "apps/server/src/test-support/test-app.ts")).toMatch(
      /tests/,
    );
    expect(violation("apps/server/src/app.ts", "apps/server/src/app.test.ts")).toMatch(/tests/);
    expect(
      violation("apps/server/src/app.test.ts", "apps/server/src/test-support/test-app.ts"),
    ).toBeUndefined();
  });

  it("server domain/ imports nothing of the project outside domain/", () => {
    expect(
      violation("apps/server/src/domain/pricing.ts", "apps/server/src/db/client.ts"),
    ).toBeDefined();
    expect(
      violation("apps/server/src/domain/pricing.ts", "apps/server/src/domain/money.ts"),
    ).toBeUndefined();
  });

  it("web and server share code only through packages/contract", () => {
    expect(violation("apps/web/app/root.tsx", "apps/server/src/config.ts")).toBeDefined();
    expect(violation("apps/server/src/app.ts", "apps/web/app/root.tsx")).toBeDefined();
    expect(violation("apps/server/src/app.ts", "packages/contract/src/errors.ts")).toBeUndefined();
  });
});
