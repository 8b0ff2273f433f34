import { describe, expect, it } from "vitest";

import { type ChunkFacts, findStaffLeaks, isStaffModule } from "./chunk-isolation.ts";

const app = "/repo/apps/web/app";
const chunk = (fileName: string, facts: Partial<ChunkFacts>): ChunkFacts => ({
  fileName,
  moduleIds: [],
  imports: [],
  isEntry: false,
  isDynamicEntry: false,
  facadeModuleId: null,
  ...facts,
});

/** A build like the real one: client entry, shared, a customer route, the ops routes. */
function build(extra: { shared?: string[]; menuImports?: string[] } = {}): ChunkFacts[] {
  return [
    chunk("entry.client.js", {
      isEntry: true,
      facadeModuleId: `${app}/entry.client.tsx`,
      moduleIds: [`${app}/entry.client.tsx`],
      imports: ["shared.js"],
    }),
    chunk("shared.js", { moduleIds: [`${app}/lib/i18n.ts`, ...(extra.shared ?? [])] }),
    chunk("menu.js", {
      isDynamicEntry: true,
      facadeModuleId: `${app}/routes/menu.tsx?__react-router-build-client-route`,
      moduleIds: [`${app}/routes/menu.tsx`],
      imports: ["shared.js", ...(extra.menuImports ?? [])],
    }),
    chunk("ops-home.js", {
      isDynamicEntry: true,
      facadeModuleId: `${app}/routes/ops-home.tsx?__react-router-build-client-route`,
      moduleIds: [`${app}/routes/ops-home.tsx`],
      imports: ["shared.js", "staff-session.js"],
    }),
    chunk("staff-session.js", {
      moduleIds: [`${app}/features/ops/staff-session.ts`, `${app}/features/ops/ops-paths.ts`],
    }),
  ];
}

describe("ops-shell.chunk-isolation: customer pages load no staff code", () => {
  it("ops-shell.chunk-isolation: staff modules are those under features/ops and the routes/ops-* modules", () => {
    expect(isStaffModule(`${app}/features/ops/shell/ops-header.tsx`)).toBe(true);
    expect(isStaffModule(`${app}/routes/ops-layout.tsx?__react-router-build-client-route`)).toBe(
      true,
    );
    expect(isStaffModule(`${app}/routes/order-items.tsx`)).toBe(false);
    expect(isStaffModule(`${app}/features/operations-free/x.ts`)).toBe(false);
    expect(isStaffModule(`${app}/lib/ops.ts`)).toBe(false);
  });

  it("ops-shell.chunk-isolation: a build where staff code stays in the ops routes' chunks passes", () => {
    expect(findStaffLeaks(build())).toEqual([]);
  });

  it("ops-shell.chunk-isolation: a staff module swallowed by the shared group is a leak for every customer entry", () => {
    const leaks = findStaffLeaks(build({ shared: [`${app}/features/ops/staff-session.ts`] }));
    expect(leaks).toEqual([
      {
        entry: `${app}/entry.client.tsx`,
        chunk: "shared.js",
        module: `${app}/features/ops/staff-session.ts`,
      },
      {
        entry: `${app}/routes/menu.tsx`,
        chunk: "shared.js",
        module: `${app}/features/ops/staff-session.ts`,
      },
    ]);
  });

  it("ops-shell.chunk-isolation: a customer route importing staff code (through any depth) is a leak", () => {
    const leaks = findStaffLeaks(build({ menuImports: ["staff-session.js"] }));
    expect(leaks.map((l) => `${l.entry} ${l.chunk} ${l.module}`)).toEqual([
      `${app}/routes/menu.tsx staff-session.js ${app}/features/ops/staff-session.ts`,
      `${app}/routes/menu.tsx staff-session.js ${app}/features/ops/ops-paths.ts`,
    ]);
  });
});
