// What `npm run bench` measures, and the settings it reads from the environment.
import { loadBenchJobs } from "./jobs-data.ts";

export type Target = {
  /** Shown in the table. */
  name: string;
  /** Path and query string. */
  path: string;
  /** Default GET. */
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  /** The status Coop must answer with, in the first request and in every one of the run. Default 200. */
  status?: number;
  /** Connections for this target (default BENCH_CONNECTIONS). */
  connections?: number;
  /** The speed goal, printed next to the figures (a bench never fails on speed). */
  goal?: { minRatio?: number; maxP99Ms?: number };
  /** Runs once against Coop before this target is measured (loads the data it needs). */
  prepare?: (origin: string) => Promise<void>;
};

/** What `npm run bench` measures. Add a route here; BENCH_TARGETS picks some by path or name. */
export const targets: Target[] = [
  { name: "API GET /readyz", path: "/readyz" },
  // The public home page is served from the page cache (docs/decisions/014).
  { name: "SSR home /", path: "/", goal: { minRatio: 0.5 } },
  // A menu is served from memory, already serialized.
  {
    name: "API GET menus/m101",
    path: "/api/v1/menus/m101",
    connections: 50,
    goal: { minRatio: 0.8 },
  },
  {
    name: "API GET locations/search",
    path: "/api/v1/locations/search?lat=35.7796&lng=-78.6382&radius=50",
    connections: 10,
    goal: { maxP99Ms: 10 },
  },
  // Content (modules/content): the delivery API answers a prepared, compressed body from
  // memory; a content page is served from the page cache. Both asked for like a browser
  // asks (compression accepted), so the reference sends the same compressed bytes.
  {
    name: "API GET content stories",
    path: "/api/content/v2/cdn/stories?starts_with=news-and-community/&per_page=100",
    headers: { "accept-encoding": "gzip, deflate, br" },
    goal: { minRatio: 0.5 },
  },
  {
    name: "SSR content page /about",
    path: "/about",
    headers: { "accept-encoding": "gzip, deflate, br" },
    goal: { minRatio: 0.5 },
  },
  // Engagement ingestion (modules/engagement): users/track with 75 events per request from an
  // anonymous device. `bench/engagement-track.ts` compares the events stored per second with a
  // bare insert of the same rows into the same database (goal ≥ 0.5×).
  {
    name: "API POST braze users/track (75 events)",
    path: "/api/braze/users/track",
    method: "POST",
    headers: { "content-type": "application/json", device_id: "bench-device" },
    body: JSON.stringify({
      events: Array.from({ length: 75 }, (_, i) => ({
        name: "Add_Product_To_Cart",
        time: "2026-11-20T17:00:00.000Z",
        properties: { product: "3-Piece Box", cart_items: i + 1, channel: "Mealtime" },
      })),
    }),
  },
  // Careers: the job search near a ZIP with 5,000 open jobs imported first (bench/jobs-data.ts),
  // at 10 connections; goal p99 ≤ 10 ms (`careers.search-cache`). Last, so the other targets
  // run without those jobs.
  {
    name: "API GET jobsearch?zip=27601 (5,000 jobs)",
    path: "/api/jobsearch?zip=27601",
    headers: { "accept-encoding": "gzip, br" },
    connections: 10,
    goal: { maxP99Ms: 10 },
    prepare: loadBenchJobs,
  },
];

export const PIPELINING = 1;

export type Settings = { duration: number; warmup: number; connections: number };

export function readSettings(env: NodeJS.ProcessEnv): Settings {
  return {
    duration: wholeNumber(env, "BENCH_DURATION", 5, 1),
    warmup: wholeNumber(env, "BENCH_WARMUP", 1, 0),
    connections: wholeNumber(env, "BENCH_CONNECTIONS", 10, 1),
  };
}

function wholeNumber(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number): number {
  const raw = env[name];
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) {
    throw new Error(`${name} must be a whole number of at least ${min}, got "${raw}"`);
  }
  return value;
}

export function selectTargets(all: Target[], filter: string | undefined): Target[] {
  if (!filter) return all;
  const wanted = filter
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  const unknown = wanted.filter((w) => !all.some((t) => t.path === w || t.name === w));
  if (unknown.length > 0) {
    const known = all.map((t) => `${t.path} (${t.name})`).join(", ");
    throw new Error(`BENCH_TARGETS names no target: ${unknown.join(", ")}. Targets: ${known}`);
  }
  return all.filter((t) => wanted.includes(t.path) || wanted.includes(t.name));
}
