/**
 * The careers pages' loaders (`careers-web.server-render`): they run on the server and ask the
 * careers calls of the API (GET /api/jobsearch, /api/positions, /api/jobs/{id}) in process, through
 * the page context's API fetch (no connection to the site's own host), so a search, a job and a position are in the page's HTML and a search's address can
 * be shared, bookmarked and reloaded. The answer's messages are kept as they are: a refused
 * search shows the server's own words.
 */
import { data, redirect } from "react-router";

import { type ApiResult, createApiClient } from "@coop/contract/client";

import { resolveLanguage } from "../../lib/language.ts";
import {
  apiQueryOf,
  type JobSearch,
  type RestaurantChoice,
  searchOfParams,
} from "./careers-rules.ts";
import type { JobDetail, JobSearchAnswer, Position } from "./careers-types.ts";

/** How long a loader waits for the API before it shows the page with the failure. */
const API_TIMEOUT_MS = 8000;

/** The API as the server answers it in process (the page context's API fetch). */
export type ApiFetch = typeof fetch;

function serverApi(apiFetch: ApiFetch) {
  return createApiClient({
    baseUrl: "http://coop.internal",
    fetch: apiFetch,
    context: () => ({ channel: "default", clientType: "web" }),
  });
}

/** A call that may time out: a timeout is a failed call like a refused connection. */
async function withTimeout<T>(
  call: (signal: AbortSignal) => Promise<ApiResult<T>>,
): Promise<ApiResult<T>> {
  try {
    return await call(AbortSignal.timeout(API_TIMEOUT_MS));
  } catch {
    return { ok: false, status: 0, errors: [], body: null };
  }
}

const apiLanguage = (request: Request) =>
  resolveLanguage(request).language === "es" ? ("es" as const) : ("en" as const);

export type Outcome<T> = { ok: true; value: T } | { ok: false; status: number; errors: string[] };

function outcomeOf<T, V>(result: ApiResult<T>, pick: (data: T) => V): Outcome<V> {
  return result.ok
    ? { ok: true, value: pick(result.data) }
    : { ok: false, status: result.status, errors: result.errors };
}

export type CareersPageData = {
  search: JobSearch;
  /** Whether the address asked for a search (anything set); without one, every open job. */
  searched: boolean;
  results: Outcome<JobSearchAnswer>;
  positions: Outcome<Position[]>;
  /** The chain's restaurants (the locations list) for the restaurant select. */
  restaurants: Outcome<RestaurantChoice[]>;
};

/**
 * `/careers`: the search of the address, its answer, and the positions and restaurants for the
 * selects.
 */
export async function loadCareersPage(
  request: Request,
  apiFetch: ApiFetch,
): Promise<CareersPageData> {
  const url = new URL(request.url);
  const search = searchOfParams(url.searchParams);
  const language = resolveLanguage(request).language;
  const api = serverApi(apiFetch);
  const [results, positions, restaurants] = await Promise.all([
    withTimeout((signal) =>
      api.call("jobsSearch", { query: apiQueryOf(search, language), signal }),
    ),
    withTimeout((signal) =>
      api.call("positionsList", { query: { language: apiLanguage(request) }, signal }),
    ),
    withTimeout((signal) => api.call("locationsList", { signal })),
  ]);
  const searched = [
    "zip",
    "city",
    "place",
    "lat",
    "q",
    "position",
    "radius",
    "restaurant",
    "location_id",
  ].some((name) => (url.searchParams.get(name) ?? "") !== "");
  return {
    search,
    searched,
    results: outcomeOf(results, (answer) => answer),
    positions: outcomeOf(positions, (answer) => answer.positions),
    restaurants: outcomeOf(restaurants, (answer) =>
      answer.locations.map(({ id, name, city, state }) => ({ id, name, city, state })),
    ),
  };
}

/** `/positions`: the position types with their open jobs. */
export async function loadPositions(
  request: Request,
  apiFetch: ApiFetch,
): Promise<Outcome<Position[]>> {
  const result = await withTimeout((signal) =>
    serverApi(apiFetch).call("positionsList", {
      query: { language: apiLanguage(request) },
      signal,
    }),
  );
  return outcomeOf(result, (answer) => answer.positions);
}

/** A failure that is not "there is no such thing": the page cannot be shown (503 or the status). */
function unavailable(errors: string[], status: number): never {
  throw data(errors.join(" ") || "The careers service did not answer.", {
    status: status >= 500 || status === 0 ? 503 : status,
  });
}

/**
 * `/positions/info?position=<slug>`: one position; without a position asked for, the list of
 * positions (a redirect to /positions); 404 when there is none of that slug.
 */
export async function loadPosition(request: Request, apiFetch: ApiFetch): Promise<Position> {
  const slug = (new URL(request.url).searchParams.get("position") ?? "").trim();
  if (slug === "") throw redirect("/positions");
  if (!/^[a-z0-9-]{1,40}$/i.test(slug)) throw data("There is no such position.", { status: 404 });
  const result = await withTimeout((signal) =>
    serverApi(apiFetch).call("positionsGet", {
      params: { slug },
      query: { language: apiLanguage(request) },
      signal,
    }),
  );
  if (result.ok) return result.data;
  if (result.status === 404 || result.status === 400) {
    throw data("There is no such position.", { status: 404 });
  }
  return unavailable(result.errors, result.status);
}

/** `/careers/jobs/:id`: one job, open or closed; 404 when there is none of that id. */
export async function loadJob(
  request: Request,
  id: string | undefined,
  apiFetch: ApiFetch,
): Promise<JobDetail> {
  if (!id || !/^[1-9]\d{0,9}$/.test(id)) throw data("There is no such job.", { status: 404 });
  const result = await withTimeout((signal) =>
    serverApi(apiFetch).call("jobsGet", {
      params: { id: Number(id) },
      query: { language: apiLanguage(request) },
      signal,
    }),
  );
  if (result.ok) return result.data.job;
  if (result.status === 404 || result.status === 400) {
    throw data("There is no such job.", { status: 404 });
  }
  return unavailable(result.errors, result.status);
}
