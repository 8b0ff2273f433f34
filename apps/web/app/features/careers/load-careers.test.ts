import { afterEach, describe, expect, it, vi } from "vitest";

import { loadCareersPage, loadJob, loadPosition, loadPositions } from "./load-careers.ts";

afterEach(() => vi.unstubAllGlobals());

type Answer = { status: number; body: unknown };

/** The page context's in-process API (here the stubbed fetch below). */
const apiFetch: typeof fetch = (input, init) => globalThis.fetch(input, init);

/** Stubs fetch: answers by path; records every URL asked. */
function api(routes: Record<string, Answer>): string[] {
  const asked: string[] = [];
  vi.stubGlobal("fetch", async (url: string) => {
    asked.push(url);
    const answer = routes[new URL(url).pathname] ?? {
      status: 404,
      body: { message: "There is no API route GET /nowhere" },
    };
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { "content-type": "application/json" },
    });
  });
  return asked;
}

const page = (path: string, cookie?: string) =>
  new Request(`https://coop.example${path}`, cookie ? { headers: { cookie } } : {});

const position = { slug: "cook", name: "Cook", summary: "", description: "", open_jobs: 2 };
/** A restaurant as GET /api/v1/locations lists it (the select keeps id, name, city, state). */
const raleigh = {
  id: 101,
  slug: "raleigh-downtown",
  name: "Downtown Raleigh",
  address: "219 Fayetteville St",
  city: "Raleigh",
  state: "NC",
  zip: "27601",
};
const emptySearch = { jobs: [], total: 0, page: 1, per_page: 10, origin: null, radius: 25 };

/** The status a loader threw with (`throw data(…, { status })`), or null when it did not throw. */
async function statusOf(promise: Promise<unknown>): Promise<number | null> {
  try {
    await promise;
    return null;
  } catch (error) {
    return (error as { init?: { status?: number } }).init?.status ?? -1;
  }
}

describe("the careers pages' loaders", () => {
  it("careers-web.server-render: /careers asks the search of its address and the positions at the site's own origin, in the page's language", async () => {
    const asked = api({
      "/api/jobsearch": { status: 200, body: emptySearch },
      "/api/positions": { status: 200, body: { positions: [position] } },
      "/api/v1/locations": { status: 200, body: { count: 1, locations: [raleigh] } },
    });
    const data = await loadCareersPage(
      page("/careers?zip=28202&q=cook&radius=50", "lang=es"),
      apiFetch,
    );
    expect(asked.sort()).toEqual([
      "http://coop.internal/api/jobsearch?page=1&per_page=10&language=es&zip=28202&radius=50&q=cook",
      "http://coop.internal/api/positions?language=es",
      "http://coop.internal/api/v1/locations",
    ]);
    expect(data.searched).toBe(true);
    expect(data.results).toEqual({ ok: true, value: emptySearch });
    expect(data.positions).toEqual({ ok: true, value: [position] });
    expect(data.restaurants).toEqual({
      ok: true,
      value: [{ id: 101, name: "Downtown Raleigh", city: "Raleigh", state: "NC" }],
    });
  });

  it("careers-web.search-url: a restaurant of the address is asked as location_id and counts as a search", async () => {
    const asked = api({
      "/api/jobsearch": { status: 200, body: emptySearch },
      "/api/positions": { status: 200, body: { positions: [] } },
      "/api/v1/locations": { status: 503, body: { message: "Locations are resting" } },
    });
    const data = await loadCareersPage(page("/careers?restaurant=101"), apiFetch);
    expect(asked).toContain(
      "http://coop.internal/api/jobsearch?page=1&per_page=10&language=en&location_id=101",
    );
    expect(data.searched).toBe(true);
    expect(data.search.restaurant).toBe(101);
    // The search still runs when the restaurants' list fails; the select then lacks them.
    expect(data.results.ok).toBe(true);
    expect(data.restaurants.ok).toBe(false);
  });

  it("careers-web.server-render: a refused search keeps the server's message; the page still renders", async () => {
    api({
      "/api/jobsearch": {
        status: 400,
        body: {
          message: "The request has invalid fields.",
          errors: [{ path: "zip", message: "zip 00000 is not a ZIP code we know" }],
        },
      },
      "/api/positions": { status: 200, body: { positions: [] } },
    });
    const data = await loadCareersPage(page("/careers?zip=00000"), apiFetch);
    expect(data.results).toEqual({
      ok: false,
      status: 400,
      errors: ["zip 00000 is not a ZIP code we know"],
    });
    expect((await loadPositions(page("/positions"), apiFetch)).ok).toBe(true);
  });

  it("careers-web.server-render: an unknown job or position is 404; an API that fails is 503", async () => {
    api({ "/api/jobs/5": { status: 500, body: { message: "Database down" } } });
    expect(await statusOf(loadJob(page("/careers/jobs/9"), "9", apiFetch))).toBe(404);
    expect(await statusOf(loadJob(page("/careers/jobs/abc"), "abc", apiFetch))).toBe(404);
    expect(await statusOf(loadJob(page("/careers/jobs/5"), "5", apiFetch))).toBe(503);
    expect(await statusOf(loadPosition(page("/positions/info?position=no%20such"), apiFetch))).toBe(
      404,
    );
    expect(await statusOf(loadPosition(page("/positions/info?position=astronaut"), apiFetch))).toBe(
      404,
    );
  });

  it("careers-web.positions: /positions/info without a position is the list of positions", async () => {
    api({});
    const thrown = await loadPosition(page("/positions/info"), apiFetch).catch((e: unknown) => e);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(302);
    expect((thrown as Response).headers.get("location")).toBe("/positions");
  });

  it("careers-web.positions: /positions/info reads the position of its query", async () => {
    const asked = api({ "/api/positions/cook": { status: 200, body: position } });
    expect(await loadPosition(page("/positions/info?position=cook"), apiFetch)).toEqual(position);
    expect(asked).toEqual(["http://coop.internal/api/positions/cook?language=en"]);
  });
});
