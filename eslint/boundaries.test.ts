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
      violation("apps/server/src/domain/pricing.ts", "apps/server/src/modules/menus/service.ts"),
    ).toBeDefined();
    expect(violation("apps/server/src/domain/pricing.ts", "@coop/contract/money")).toMatch(
      /domain\/ holds pure functions/,
    );
    expect(
      violation("apps/server/src/domain/pricing.ts", "apps/server/src/domain/money.ts"),
    ).toBeUndefined();
    expect(violation("apps/server/src/domain/pricing.ts", "node:crypto")).toBeUndefined();
    // Outside domain/, packages (the contract among them) are not restricted.
    expect(
      violation("apps/server/src/modules/menus/service.ts", "@coop/contract/money"),
    ).toBeUndefined();
  });

  it("a server routes file calls its service, never a repository or the database", () => {
    const routes = "apps/server/src/modules/orders/routes.ts";
    expect(violation(routes, "apps/server/src/modules/orders/repository.ts")).toMatch(
      /routes file handles HTTP only/,
    );
    expect(violation(routes, "apps/server/src/db/schema/orders.ts", ["orders"])).toMatch(
      /routes file handles HTTP only/,
    );
    expect(violation(routes, "apps/server/src/db/client.ts")).toMatch(/routes file/);
    expect(
      violation(
        "apps/server/src/modules/menus/image-routes.ts",
        "apps/server/src/modules/menus/menu-repository.ts",
      ),
    ).toMatch(/routes file/);
    expect(violation(routes, "apps/server/src/modules/orders/service.ts")).toBeUndefined();
    expect(violation(routes, "apps/server/src/http/http-error.ts")).toBeUndefined();
    // The service calls the repository; tests may reach anything.
    expect(
      violation(
        "apps/server/src/modules/orders/service.ts",
        "apps/server/src/modules/orders/repository.ts",
      ),
    ).toBeUndefined();
    expect(
      violation(
        "apps/server/src/modules/orders/orders-flow.test.ts",
        "apps/server/src/modules/orders/repository.ts",
      ),
    ).toBeUndefined();
  });

  it("a server module uses another module only through its service interface", () => {
    const from = "apps/server/src/modules/orders/submit.ts";
    expect(violation(from, "apps/server/src/modules/offers/wallet-codes.ts")).toMatch(
      /orders module uses the offers module only through its service interface/,
    );
    expect(violation(from, "apps/server/src/modules/menus/repository.ts")).toBeDefined();
    expect(violation(from, "apps/server/src/modules/payments/routes.ts")).toBeDefined();
    expect(violation(from, "apps/server/src/modules/offers/service.ts")).toBeUndefined();
    expect(
      violation(from, "apps/server/src/modules/payments/attempt-guard-service.ts"),
    ).toBeUndefined();
    expect(violation(from, "apps/server/src/modules/rewards/ports.ts")).toBeUndefined();
    // Inside its own module, any file; outside the modules (app.ts, the composition root), any.
    expect(violation(from, "apps/server/src/modules/orders/cart.ts")).toBeUndefined();
    expect(
      violation("apps/server/src/app.ts", "apps/server/src/modules/payments/test-processor.ts"),
    ).toBeUndefined();
    // Tests may import another module's internals to set up what they check.
    expect(
      violation(
        "apps/server/src/modules/orders/orders-rules.test.ts",
        "apps/server/src/modules/rewards/loyalty.ts",
      ),
    ).toBeUndefined();
  });

  it("a server module reads and writes only the tables it owns", () => {
    const schema = "apps/server/src/db/schema/catalog.ts";
    expect(
      violation("apps/server/src/modules/members/saved-items.ts", schema, ["restaurants"]),
    ).toMatch(/members module reaches tables it does not own \(restaurants: locations\)/);
    expect(
      violation("apps/server/src/modules/orders/repository.ts", schema, [
        "slotReservations",
        "menus",
      ]),
    ).toMatch(/slotReservations: menus; menus: menus/);
    expect(
      violation("apps/server/src/modules/locations/repository.ts", schema, [
        "restaurants",
        "restaurantUnavailableProducts",
      ]),
    ).toBeUndefined();
    // Saved cards have two owners: the member's saved items and payments.
    const members = "apps/server/src/db/schema/members.ts";
    expect(
      violation("apps/server/src/modules/payments/repository.ts", members, ["savedCards"]),
    ).toBeUndefined();
    expect(
      violation("apps/server/src/modules/payments/repository.ts", members, ["sessions"]),
    ).toBeDefined();
    // Seeding and tests fill every table.
    expect(
      violation("apps/server/src/db/seed/catalog-seeders.ts", schema, ["restaurants"]),
    ).toBeUndefined();
    expect(
      violation("apps/server/src/modules/members/saved.test.ts", schema, ["restaurants"]),
    ).toBeUndefined();
  });

  it("web and server share code only through packages/contract", () => {
    expect(violation("apps/web/app/root.tsx", "apps/server/src/config.ts")).toBeDefined();
    expect(violation("apps/server/src/app.ts", "apps/web/app/root.tsx")).toBeDefined();
    expect(violation("apps/server/src/app.ts", "packages/contract/src/errors.ts")).toBeUndefined();
  });
});
