// Lighthouse (mobile, simulated throttling — Lighthouse's defaults) on
// the main screens, and the first-load JavaScript of each, next to the page-speed goals. Runs
// the distribution's Chromium (CHROME_PATH, default /usr/bin/chromium); never downloads one.
// See bench/README.md. The bench prints the figures; it never fails on them.
import { existsSync } from "node:fs";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { request } from "node:http";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromium } from "playwright-core";

export type LighthouseRoute = {
  path: string;
  /** A restaurant in local storage before the run (the order screens need one). */
  withLocation?: boolean;
  /** The performance score goal of this route, when higher than the common one. */
  performanceGoal?: number;
  /**
   * The site it is on: the catering site is the catering host of the same server
   * (catering.localhost:PORT, which Chromium resolves to 127.0.0.1); the consumer site otherwise.
   */
  site?: "catering";
};

/** How a route is named in the table and in BENCH_LIGHTHOUSE_ROUTES ("catering:/menu"). */
export function routeLabel(route: LighthouseRoute): string {
  return route.site === "catering" ? `catering:${route.path}` : route.path;
}

/** The origin a route is measured on: the bench's origin, or its catering host. */
export function routeOrigin(route: LighthouseRoute, origin: string): string {
  if (route.site !== "catering") return origin;
  const url = new URL(origin);
  url.hostname = "catering.localhost";
  return url.origin;
}

export const lighthouseRoutes: LighthouseRoute[] = [
  { path: "/" },
  { path: "/menu" },
  { path: "/locations" },
  { path: "/order", withLocation: true },
  { path: "/order/checkout", withLocation: true },
  { path: "/account/login" },
  { path: "/offers" },
  // Content pages (modules/content): served from the page cache, no menu or map to load.
  { path: "/about", performanceGoal: 100 },
  { path: "/news-and-community/fryers-for-food-banks-2026", performanceGoal: 100 },
  // The catering site: its home (the packs and the headcount helper) and its menu.
  { path: "/", site: "catering" },
  { path: "/menu", site: "catering" },
];

/**
 * Every page of the account area: their first-load JavaScript is measured with a signed-in
 * demo member (the member pages show their content only then), with no Lighthouse run.
 */
export const accountPagePaths = [
  "/account",
  "/account/settings",
  "/account/payments",
  "/account/order-history",
  "/account/offers",
  "/account/favorites",
  "/account/complete",
  "/account/verify",
  "/account/login",
  "/account/signup",
  "/account/password-reset",
  "/account/reset-password",
  "/account/oauthcallback",
  "/offers",
];

/** The demo member whose session the account pages are measured with (README). */
const demoMember = { email: "ada@coop.example", password: "Biscuits&Gravy42" };

export type AccountPageFigure = { path: string; loadedJsKb: number; error?: string };

/**
 * First-load JavaScript of each account page for a signed-in member: every script under
 * /assets/ Chromium fetched from the navigation until the network was idle (lazy chunks
 * included), KB gzip like the Lighthouse column.
 */
export async function accountPagesJs(
  chromePort: number,
  origin: string,
): Promise<AccountPageFigure[]> {
  const signIn = await fetch(new URL("/api/v1/members/signin", origin), {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(demoMember),
  });
  if (!signIn.ok) throw new Error(`signing in the demo member answered HTTP ${signIn.status}`);
  const session = (await signIn.json()) as {
    data: { tokens: unknown; user: Record<string, unknown> };
  };
  const { phone, ...rest } = session.data.user;
  const user = phone === null ? rest : { ...rest, phone };
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chromePort}`);
  const figures: AccountPageFigure[] = [];
  try {
    for (const path of accountPagePaths) {
      const context = await browser.newContext();
      const page = await context.newPage();
      try {
        await page.goto(new URL("/favicon.svg", origin).href);
        await page.evaluate(
          ({ user, tokens }) => {
            localStorage.setItem("user", JSON.stringify({ value: user }));
            localStorage.setItem("token", JSON.stringify({ value: tokens }));
          },
          { user, tokens: session.data.tokens },
        );
        const scripts = new Set<string>();
        page.on("request", (request) => {
          const url = new URL(request.url());
          if (
            url.origin === origin &&
            url.pathname.startsWith("/assets/") &&
            url.pathname.endsWith(".js")
          )
            scripts.add(url.pathname);
        });
        await page.goto(new URL(path, origin).href, { waitUntil: "networkidle" });
        figures.push({ path, loadedJsKb: await kbOf(scripts) });
      } catch (error) {
        figures.push({
          path,
          loadedJsKb: 0,
          error: error instanceof Error ? error.message : String(error),
        });
      } finally {
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
  return figures;
}

/** The goals: scores out of 100, JavaScript in KB gzip. */
export const goals = { performance: 95, accessibility: 100, bestPractices: 96, firstLoadJsKb: 150 };

const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-gpu",
];

// The built client files (COOP_WEB_BUILD_DIR: a build made elsewhere, as the server reads it).
const clientDir = join(
  process.env.COOP_WEB_BUILD_DIR || join(import.meta.dirname, "../apps/web/build"),
  "client",
);

type Scores = { performance: number; accessibility: number; bestPractices: number };
type Finding = { category: string; id: string; title: string; details?: string };

export type RouteFigures = {
  path: string;
  /** The route's own performance goal, when it has one. */
  performanceGoal?: number;
  /** JavaScript the page's HTML loads (module scripts and modulepreloads), KB gzip. */
  preloadedJsKb: number;
  /** JavaScript Chromium fetched during the Lighthouse run (lazy chunks included), KB gzip. */
  loadedJsKb?: number;
  scores?: Scores;
  /** Lighthouse's lab metrics, as it shows them. */
  metrics?: string;
  /** Audits that cost points in accessibility and best practices. */
  findings: Finding[];
  error?: string;
};

const gzipSizes = new Map<string, number>();
/** The gzip size of a built client file (level 9, as the server's precompressed answers). */
async function gzipSizeOf(assetPath: string): Promise<number> {
  const known = gzipSizes.get(assetPath);
  if (known !== undefined) return known;
  const file = join(clientDir, assetPath);
  if (!file.startsWith(clientDir) || !existsSync(file)) return 0;
  const size = gzipSync(await readFile(file), { level: 9 }).length;
  gzipSizes.set(assetPath, size);
  return size;
}

async function kbOf(paths: Iterable<string>): Promise<number> {
  let bytes = 0;
  for (const path of new Set(paths)) bytes += await gzipSizeOf(path);
  return bytes / 1024;
}

/**
 * The JS a page's HTML asks for on first load: its module scripts, modulepreloads and the
 * preloads its hydration loader adds after the first paint (apps/web/app/lib/defer-scripts.ts).
 */
async function preloadedJs(origin: string, path: string): Promise<number> {
  const html = await pageText(new URL(path, origin));
  const found = new Set<string>();
  for (const m of html.matchAll(/(?:href|src)="(\/assets\/[^"]+\.js)"/g)) found.add(m[1]!);
  for (const m of html.matchAll(/import\(?\s*"(\/assets\/[^"]+\.js)"/g)) found.add(m[1]!);
  for (const m of html.matchAll(/for\(const href of (\[[^\]]*\])\)/g)) {
    for (const href of JSON.parse(m[1]!) as string[]) found.add(href);
  }
  return kbOf(found);
}

/**
 * A page's HTML. Node does not resolve `*.localhost` names as Chromium does: those go to
 * 127.0.0.1 with the name in the Host header (the server picks the channel from it).
 */
function pageText(url: URL): Promise<string> {
  if (!url.hostname.endsWith(".localhost")) return fetch(url).then((r) => r.text());
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: "127.0.0.1",
        port: url.port,
        path: url.pathname + url.search,
        headers: { host: url.host },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    req.end();
  });
}

/** A restaurant as the location screen stores it (the `location` key of the client store, kept one day: store.keys-expiries). */
async function storedLocationEntry(origin: string): Promise<string> {
  const response = await fetch(
    new URL("/api/v1/locations/search?lat=35.7796&lng=-78.6382&radius=50", origin),
  );
  const body = (await response.json()) as { locations?: Record<string, unknown>[] };
  const first = body.locations?.[0];
  if (!first) throw new Error("the location search found no restaurant to store");
  return JSON.stringify({ value: first, expiresAt: Date.now() + 24 * 60 * 60 * 1000 });
}

async function lighthouseOnce(
  port: number,
  url: string,
  keepStorage: boolean,
): Promise<{ scores: Scores; metrics: string; scriptPaths: string[]; findings: Finding[] }> {
  const result = await lighthouse(url, {
    port,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance", "accessibility", "best-practices"],
    // The stored restaurant must survive; the HTTP cache is cleared by hand instead.
    disableStorageReset: keepStorage,
  });
  if (!result) throw new Error("Lighthouse returned no result");
  const lhr = result.lhr;
  // BENCH_LIGHTHOUSE_REPORTS=<dir>: keep each full report (JSON, for the Lighthouse viewer).
  const reports = process.env.BENCH_LIGHTHOUSE_REPORTS;
  if (reports) {
    await mkdir(reports, { recursive: true });
    const { hostname, pathname } = new URL(url);
    const name =
      (hostname.startsWith("catering.") ? "catering-" : "") +
      (pathname.replace(/^\/|\/$/g, "").replace(/\//g, "-") || "home");
    await writeFile(join(reports, `${name}.json`), JSON.stringify(lhr));
  }
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const network = lhr.audits["network-requests"]?.details as
    { items?: { url?: string; resourceType?: string }[] } | undefined;
  const scriptPaths = (network?.items ?? [])
    .filter((item) => item.resourceType === "Script" && item.url)
    .map((item) => new URL(item.url!).pathname)
    .filter((path) => path.startsWith("/assets/"));
  const findings: Finding[] = [];
  for (const category of ["accessibility", "best-practices"]) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) {
        const items = (audit.details as { items?: Record<string, unknown>[] } | undefined)?.items;
        const details = (items ?? [])
          .slice(0, 3)
          .map((item) => String(item.description ?? item.url ?? item.node ?? "").slice(0, 200))
          .filter(Boolean)
          .join(" | ");
        findings.push({
          category,
          id: ref.id,
          title: audit.title,
          ...(details ? { details } : {}),
        });
      }
    }
  }
  const metric = (id: string) => lhr.audits[id]?.displayValue ?? "?";
  const metrics =
    `FCP ${metric("first-contentful-paint")}, LCP ${metric("largest-contentful-paint")}, ` +
    `TBT ${metric("total-blocking-time")}, CLS ${metric("cumulative-layout-shift")}, ` +
    `SI ${metric("speed-index")}`;
  return {
    metrics,
    scores: {
      performance: score("performance"),
      accessibility: score("accessibility"),
      bestPractices: score("best-practices"),
    },
    scriptPaths,
    findings,
  };
}

/** Puts a restaurant in the origin's local storage and empties the HTTP cache. */
async function prepareBrowser(port: number, origin: string, location: string | null) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0] ?? (await browser.newContext());
    const page = await context.newPage();
    // Any same-origin document gives access to the origin's storage.
    await page.goto(new URL("/favicon.svg", origin).href);
    await page.evaluate((entry) => {
      if (entry) localStorage.setItem("location", entry);
      else localStorage.clear();
    }, location);
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.clearBrowserCache");
    await page.close();
  } finally {
    // Disconnects; the browser itself belongs to chrome-launcher.
    await browser.close();
  }
}

export async function runLighthouse(
  origin: string,
  progress: (message: string) => void,
): Promise<{ figures: RouteFigures[]; accountPages?: AccountPageFigure[]; error?: string }> {
  const figures: RouteFigures[] = [];
  let accountPages: AccountPageFigure[] | undefined;
  // BENCH_LIGHTHOUSE_ROUTES=/,/menu: only some routes (while working on one).
  const only = process.env.BENCH_LIGHTHOUSE_ROUTES?.split(",").map((p) => p.trim());
  for (const route of lighthouseRoutes) {
    if (only && !only.includes(routeLabel(route))) continue;
    figures.push({
      path: routeLabel(route),
      ...(route.performanceGoal !== undefined && { performanceGoal: route.performanceGoal }),
      preloadedJsKb: await preloadedJs(routeOrigin(route, origin), route.path),
      findings: [],
    });
  }
  if (process.env.BENCH_LIGHTHOUSE === "0") return { figures };

  const chromePath = process.env.CHROME_PATH || "/usr/bin/chromium";
  if (!existsSync(chromePath)) {
    return {
      figures,
      error: `Lighthouse not run: no Chromium at ${chromePath} (set CHROME_PATH, or BENCH_LIGHTHOUSE=0 to skip)`,
    };
  }
  let chrome: chromeLauncher.LaunchedChrome;
  try {
    chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS });
  } catch (error) {
    const why = error instanceof Error ? error.message : String(error);
    return {
      figures,
      error: `Lighthouse not run: Chromium (${chromePath}) did not start: ${why}`,
    };
  }
  try {
    const location = await storedLocationEntry(origin);
    for (const figure of figures) {
      const route = lighthouseRoutes.find((r) => routeLabel(r) === figure.path)!;
      const routeAt = routeOrigin(route, origin);
      progress(
        `  Lighthouse ${figure.path}${route.withLocation ? " (with a stored restaurant)" : ""}`,
      );
      // Lighthouse's trace recording fails now and then (NO_NAVSTART…): one more try.
      for (let attempt = 1; attempt <= 2; attempt += 1) {
        try {
          await prepareBrowser(chrome.port, routeAt, route.withLocation ? location : null);
          const run = await lighthouseOnce(
            chrome.port,
            new URL(route.path, routeAt).href,
            Boolean(route.withLocation),
          );
          figure.scores = run.scores;
          figure.metrics = run.metrics;
          figure.findings = run.findings;
          figure.loadedJsKb = await kbOf(run.scriptPaths);
          delete figure.error;
          break;
        } catch (error) {
          figure.error = error instanceof Error ? error.message : String(error);
          if (attempt === 1)
            progress(`  Lighthouse ${figure.path} failed, once more: ${figure.error}`);
        }
      }
    }
    if (!only) {
      progress("  First-load JavaScript of the account pages (signed in)");
      accountPages = await accountPagesJs(chrome.port, origin);
    }
  } finally {
    chrome.kill();
  }
  return accountPages ? { figures, accountPages } : { figures };
}

function mark(value: number | undefined, ok: (v: number) => boolean): string {
  if (value === undefined) return "—";
  return `${value}${ok(value) ? "" : " ✗"}`;
}

export function renderLighthouse(result: {
  figures: RouteFigures[];
  accountPages?: AccountPageFigure[];
  error?: string;
}): string {
  const header = [
    "route",
    `perf (≥${goals.performance})`,
    `a11y (${goals.accessibility})`,
    `best pr. (≥${goals.bestPractices})`,
    `first-load JS KB gz (≤${goals.firstLoadJsKb})`,
    "preloaded JS KB gz",
  ];
  const rows = result.figures.map((f) => [
    f.performanceGoal === undefined ? f.path : `${f.path} (perf ≥${f.performanceGoal})`,
    mark(f.scores?.performance, (v) => v >= (f.performanceGoal ?? goals.performance)),
    mark(f.scores?.accessibility, (v) => v >= goals.accessibility),
    mark(f.scores?.bestPractices, (v) => v >= goals.bestPractices),
    f.loadedJsKb === undefined
      ? "—"
      : `${f.loadedJsKb.toFixed(1)}${f.loadedJsKb <= goals.firstLoadJsKb ? "" : " ✗"}`,
    `${f.preloadedJsKb.toFixed(1)}${f.preloadedJsKb <= goals.firstLoadJsKb ? "" : " ✗"}`,
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join("  ");
  const out = [
    "Lighthouse (mobile, simulated throttling) and first-load JavaScript — goals in the header, ✗ = goal missed",
    "",
    line(header),
    widths.map((w) => "-".repeat(w)).join("  "),
    ...rows.map(line),
  ];
  if (result.error) out.push("", result.error);
  out.push("");
  for (const f of result.figures) {
    if (f.metrics) out.push(`${f.path}: ${f.metrics}`);
    if (f.error) out.push(`${f.path}: Lighthouse failed: ${f.error.split("\n")[0]}`);
    for (const finding of f.findings) {
      out.push(
        `${f.path}: ${finding.category} — ${finding.id}: ${finding.title}` +
          (finding.details ? ` (${finding.details})` : ""),
      );
    }
  }
  if (result.accountPages) {
    out.push(
      "",
      `Account pages, signed in as the demo member: first-load JS KB gz (≤${goals.firstLoadJsKb})`,
    );
    for (const f of result.accountPages) {
      out.push(
        f.error
          ? `${f.path}: failed: ${f.error.split("\n")[0]}`
          : `${f.path.padEnd(26)} ${f.loadedJsKb.toFixed(1)}${f.loadedJsKb <= goals.firstLoadJsKb ? "" : " ✗"}`,
      );
    }
  }
  out.push(
    "",
    "first-load JS = gzip size (level 9) of every script under /assets/ Chromium fetched during the Lighthouse run " +
      "(lazy chunks included); preloaded JS = the module scripts and preloads the page's HTML asks for (after the first paint).",
  );
  return out.join("\n");
}
