// The staff side's shell in the built app: customer pages load none of its chunks
// (`ops-shell.chunk-isolation`), crew land on their board (`ops-shell.crew-straight-to-board`), a manager
// sees their restaurants, and axe finds nothing on /ops and /ops/staff at 1280 and 768 px.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";

import { axeViolations, baseUrl, browserPerFile, watchedPage } from "./support/browser.ts";

const browser = browserPerFile();

const demo = {
  admin: { email: "katherine@coop.example", password: "Checklist-Sunrise-88" },
  manager: { email: "dorothy@coop.example", password: "Twelve-Fryers-Humming" },
  crew: { email: "mary@coop.example", password: "Dumpling-Lantern-303" },
} as const;

const sizes = { desktop: { width: 1280, height: 800 }, tablet: { width: 768, height: 1024 } };

type Manifest = {
  entry: { module: string; imports: string[] };
  routes: Record<string, { id: string; parentId?: string; module: string; imports?: string[] }>;
};

/** A staff page in a fresh context, hydrated (the ops layout marks it). */
async function openOps(path: string, viewport = sizes.desktop) {
  const opened = await watchedPage(browser(), viewport);
  await opened.page.goto(`${baseUrl()}${path}`);
  await opened.page.waitForSelector(".ops-layout[data-hydrated]");
  return opened;
}

async function signIn(page: Page, who: { email: string; password: string }) {
  await page.getByRole("textbox", { name: "Email" }).fill(who.email);
  await page.getByLabel("Password", { exact: true }).fill(who.password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

/** A staff session through the API (one sign-in per role for the axe checks). */
const sessions = new Map<string, unknown>();
async function apiSession(who: { email: string; password: string }): Promise<unknown> {
  if (!sessions.has(who.email)) {
    const res = await fetch(`${baseUrl()}/api/ops/signin`, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify(who),
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { data: unknown };
    sessions.set(who.email, body.data);
  }
  return sessions.get(who.email);
}

describe("ops-shell.chunk-isolation: customer pages load no staff chunk", () => {
  it("ops-shell.chunk-isolation: the home, menu and locations pages request none of the chunks only the ops routes use", async () => {
    const { page, context } = await watchedPage(browser());
    const requested: string[] = [];
    page.on("request", (r) => {
      const url = new URL(r.url());
      if (url.pathname.startsWith("/assets/")) requested.push(url.pathname);
    });
    try {
      for (const path of ["/", "/menu", "/locations"]) {
        await page.goto(`${baseUrl()}${path}`);
        await page.waitForSelector(".layout[data-hydrated]");
        await page.waitForLoadState("networkidle");
      }
      // The page holds only the routes it discovered; the build's full route manifest is the
      // file it names (every route, with the chunks each loads).
      const url = await page.evaluate(
        () =>
          (window as unknown as { __reactRouterManifest: { url: string } }).__reactRouterManifest
            .url,
      );
      const text = await (await fetch(`${baseUrl()}${url}`)).text();
      const manifest = JSON.parse(
        text.slice(text.indexOf("=") + 1).replace(/;\s*$/, ""),
      ) as Manifest;
      const routes = Object.values(manifest.routes);
      const isOps = (id: string | undefined): boolean => {
        const route = id === undefined ? undefined : manifest.routes[id];
        return route !== undefined && (route.id === "routes/ops-layout" || isOps(route.parentId));
      };
      const files = (r: { module: string; imports?: string[] }) => [r.module, ...(r.imports ?? [])];
      const customer = new Set([
        manifest.entry.module,
        ...manifest.entry.imports,
        ...routes.filter((r) => !isOps(r.id)).flatMap(files),
      ]);
      const opsOnly = new Set(
        routes
          .filter((r) => isOps(r.id))
          .flatMap(files)
          .filter((f) => !customer.has(f)),
      );
      // The ops routes exist and have chunks of their own (the check below could fail).
      expect(routes.filter((r) => isOps(r.id)).map((r) => r.id)).toEqual(
        expect.arrayContaining(["routes/ops-layout", "ops-home", "ops-staff", "ops-audit"]),
      );
      expect(opsOnly.size).toBeGreaterThan(4);
      expect(requested.length).toBeGreaterThan(3);
      expect(requested.filter((f) => opsOnly.has(f))).toEqual([]);
    } finally {
      await context.close();
    }
  }, 60_000);
});

describe("/ops sign-in and the restaurant list", () => {
  it("ops-shell.crew-straight-to-board: crew sign in at /ops and land on their restaurant's board URL", async () => {
    const { page, context } = await openOps("/ops");
    try {
      await signIn(page, demo.crew);
      await page.waitForURL((url) => url.pathname === "/ops/restaurants/101/board");
      const stored = await page.evaluate(() => localStorage.getItem("coop.staff"));
      expect(JSON.parse(stored ?? "{}").staff.role).toBe("crew");
    } finally {
      await context.close();
    }
  }, 60_000);

  it("ops-shell.nav-by-role: a manager signs in and sees their restaurants with Board, Controls, Settings, Today; signing out returns to the form", async () => {
    const { page, context, problems } = await openOps("/ops");
    try {
      await signIn(page, demo.manager);
      await page.getByRole("heading", { level: 1, name: "Your restaurants" }).waitFor();
      const cards = page.getByTestId("ops-restaurants").locator(":scope > li");
      await expect.poll(() => cards.count()).toBe(4);
      const first = cards.first();
      for (const name of ["Board", "Controls", "Settings", "Today"])
        expect(await first.getByRole("link", { name }).count()).toBe(1);
      // Focus is on the page's heading after the view changed (`ops-shell.focus-heading`).
      expect(await page.evaluate(() => document.activeElement?.tagName)).toBe("H1");
      expect(await axeViolations(page)).toEqual([]);
      await page.getByRole("button", { name: "Sign out" }).click();
      await page.getByRole("heading", { level: 1, name: "Staff sign-in" }).waitFor();
      expect(await page.evaluate(() => localStorage.getItem("coop.staff"))).toBeNull();
      expect(problems.filter((p) => !p.includes("404"))).toEqual([]);
    } finally {
      await context.close();
    }
  }, 60_000);
});

describe("axe on the staff shell", () => {
  for (const [size, viewport] of Object.entries(sizes)) {
    it(`ops-shell.sign-in-errors: /ops signed out (with a wrong-password error) has no axe violations at ${viewport.width} px`, async () => {
      const { page, context } = await openOps("/ops", viewport);
      try {
        await page.getByRole("button", { name: "Sign in" }).click();
        await page.getByText("Enter your email.").waitFor();
        expect(await axeViolations(page)).toEqual([]);
      } finally {
        await context.close();
      }
    }, 60_000);

    it(`ops-shell.invite-offer: /ops/staff for an admin has no axe violations at ${viewport.width} px (${size})`, async () => {
      const session = await apiSession(demo.admin);
      const opened = await watchedPage(browser(), viewport);
      await opened.context.addInitScript((value) => {
        localStorage.setItem("coop.staff", value);
      }, JSON.stringify(session));
      try {
        const { page } = opened;
        await page.goto(`${baseUrl()}/ops/staff`);
        await page.getByTestId("ops-staff-list").waitFor();
        await page.waitForLoadState("networkidle");
        expect(await axeViolations(page)).toEqual([]);
        await page
          .getByRole("button", { name: /^Edit / })
          .first()
          .click();
        expect(await axeViolations(page)).toEqual([]);
      } finally {
        await opened.context.close();
      }
    }, 60_000);
  }

  it("ops-shell.sign-in-errors: in Spanish, /ops and /ops/staff (manager) speak Spanish and have no axe violations at 768 px", async () => {
    const signin = await openOps("/ops?lang=es", sizes.tablet);
    try {
      await signin.page.getByRole("heading", { level: 1, name: "Acceso del personal" }).waitFor();
      expect(await axeViolations(signin.page)).toEqual([]);
    } finally {
      await signin.context.close();
    }
    const session = await apiSession(demo.manager);
    const opened = await watchedPage(browser(), sizes.tablet);
    await opened.context.addInitScript((value) => {
      localStorage.setItem("coop.staff", value);
    }, JSON.stringify(session));
    try {
      const { page } = opened;
      await page.goto(`${baseUrl()}/ops/staff?lang=es`);
      await page.getByTestId("ops-staff-list").waitFor();
      await page.getByRole("heading", { level: 2, name: "Invitar a alguien" }).waitFor();
      expect(await page.getByRole("button", { name: "Cerrar sesión" }).count()).toBe(1);
      expect(await axeViolations(page)).toEqual([]);
    } finally {
      await opened.context.close();
    }
  }, 60_000);
});
