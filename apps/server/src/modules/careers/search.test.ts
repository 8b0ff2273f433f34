import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { jobOpenings, jobPositions } from "../../db/schema/careers.ts";
import { demoCareersSeeder } from "../../db/seed/careers-seeder.ts";
import { createTestApp, type TestApp } from "../../test-support/test-app.ts";
import { parseCsv } from "./csv.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(async () => t.close());

const search = async (query: string) => {
  const res = await t.app.inject({ url: `/api/jobsearch?${query}` });
  return { status: res.statusCode, body: res.json() };
};
type Job = {
  id: number;
  title: string;
  position: { slug: string; name: string };
  location: { franchise_id: string };
  distance_miles: number | null;
  posted_at: string;
};

/** Restaurant 101, Downtown Raleigh. */
const RALEIGH = { lat: 35.7772, lng: -78.6385 };
const MILES_PER_DEGREE_LAT = (3958.7613 * Math.PI) / 180;

describe("job search", () => {
  it("careers.seed: every restaurant has one to four open jobs; Cook at 101 and 107", async () => {
    const { body } = await search("per_page=50&page=1");
    expect(body.total).toBeGreaterThanOrEqual(42);
    const all: Job[] = [];
    for (let page = 1; (page - 1) * 50 < body.total; page++)
      all.push(...(await search(`per_page=50&page=${page}`)).body.jobs);
    const byRestaurant = new Map<string, number>();
    for (const job of all)
      byRestaurant.set(
        job.location.franchise_id,
        (byRestaurant.get(job.location.franchise_id) ?? 0) + 1,
      );
    expect(byRestaurant.size).toBe(42);
    for (const n of byRestaurant.values()) expect(n).toBeGreaterThanOrEqual(1);
    for (const n of byRestaurant.values()) expect(n).toBeLessThanOrEqual(4);
    for (const id of ["101", "107"])
      expect(all.some((j) => j.location.franchise_id === id && j.position.slug === "cook")).toBe(
        true,
      );
  });

  it("careers.seed: running the seeder again adds nothing", async () => {
    const before = [
      (await t.database.db.select().from(jobPositions)).length,
      (await t.database.db.select().from(jobOpenings)).length,
    ];
    await demoCareersSeeder.run(t.database.db);
    expect([
      (await t.database.db.select().from(jobPositions)).length,
      (await t.database.db.select().from(jobOpenings)).length,
    ]).toEqual(before);
    expect(before[0]).toBe(6);
  });

  it("careers.search-place: near a ZIP, sorted by distance with one decimal, within 25 miles by default", async () => {
    const { status, body } = await search("zip=27601&per_page=50");
    expect(status).toBe(200);
    expect(body.origin.label).toBe("Raleigh, NC 27601");
    expect(body.radius).toBe(25);
    expect(body.jobs.length).toBeGreaterThan(0);
    const distances = body.jobs.map((j: Job) => j.distance_miles!);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    for (const d of distances) {
      expect(d).toBeLessThanOrEqual(25);
      expect(Math.round(d * 10) / 10).toBe(d);
    }
    expect(body.jobs[0].location.franchise_id).toBe("101");
    // Nothing from Charlotte, 130 miles away.
    expect(body.jobs.some((j: Job) => j.location.franchise_id === "107")).toBe(false);
  });

  it("careers.search-place: a city, or a point; an unknown ZIP or city is a 400 naming it", async () => {
    const city = await search("city=Charlotte,%20NC&q=cook");
    expect(city.status).toBe(200);
    expect(city.body.origin.label).toBe("Charlotte, NC");
    expect(city.body.jobs.map((j: Job) => j.location.franchise_id)).toContain("107");
    const point = await search(`lat=${RALEIGH.lat}&lng=${RALEIGH.lng}&radius=5`);
    expect(point.body.jobs[0]).toMatchObject({
      distance_miles: 0,
      location: { franchise_id: "101" },
    });
    expect(point.body.origin.label).toBe("35.7772, -78.6385");

    const zip = await search("zip=00000");
    expect(zip.status).toBe(400);
    expect(zip.body.message).toBe("zip 00000 is not a ZIP code we know.");
    expect(zip.body.errors[0].path).toBe("query.zip");
    expect(zip.body.requestId).toBeTruthy();
    const nowhere = await search("city=Xyzzyville,%20NC");
    expect(nowhere.status).toBe(400);
    expect(nowhere.body.message).toContain("city Xyzzyville, NC is not a place we know");
    const half = await search("lat=35.7");
    expect(half.status).toBe(400);
    expect(half.body.errors[0].path).toBe("query.lng");
    const badRadius = await search("zip=27601&radius=0");
    expect(badRadius.status).toBe(400);
    expect(badRadius.body.message).toContain("radius");
  });

  it("careers.search-radius: a job exactly at the radius is in, a hair beyond it is out", async () => {
    // Ten miles due north of restaurant 101 (along a meridian the distance is the latitude's).
    const lat = RALEIGH.lat + 10 / MILES_PER_DEGREE_LAT;
    const at = (radius: number) =>
      search(`lat=${lat}&lng=${RALEIGH.lng}&radius=${radius}&location_id=101`);
    const on = await at(10);
    expect(on.body.total).toBeGreaterThan(0);
    expect(on.body.jobs[0].distance_miles).toBe(10);
    expect((await at(9.999)).body.total).toBe(0);
    expect((await at(10.001)).body.total).toBe(on.body.total);
  });

  it("careers.search-filters: position, restaurant and words over titles (case-insensitive)", async () => {
    const cook = await search("zip=27601&q=COOK");
    expect(cook.body.jobs.map((j: Job) => j.title)).toContain("Line Cook");
    for (const job of cook.body.jobs) expect(job.title.toLowerCase()).toContain("cook");
    const words = await search("zip=27601&q=line%20cook");
    expect(words.body.jobs.every((j: Job) => j.title === "Line Cook")).toBe(true);
    const position = await search("position=delivery-driver&per_page=50");
    expect(position.body.total).toBeGreaterThan(0);
    for (const job of position.body.jobs) expect(job.position.slug).toBe("delivery-driver");
    const restaurant = await search("location_id=107");
    expect(restaurant.body.jobs.map((j: Job) => j.location.franchise_id)).toEqual(
      restaurant.body.jobs.map(() => "107"),
    );
    const unknown = await search("position=astronaut");
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe("position astronaut is not one of our positions.");
  });

  it("careers.search-distance: pages of one list; without a place, newest first and no distance", async () => {
    const all = await search("zip=27601&per_page=50");
    const first = await search("zip=27601&per_page=2&page=1");
    const second = await search("zip=27601&per_page=2&page=2");
    expect(first.body.total).toBe(all.body.total);
    expect([...first.body.jobs, ...second.body.jobs].map((j: Job) => j.id)).toEqual(
      all.body.jobs.slice(0, 4).map((j: Job) => j.id),
    );
    const beyond = await search(`zip=27601&per_page=50&page=99`);
    expect(beyond.body.jobs).toEqual([]);
    const newest = await search("per_page=20");
    expect(newest.body.origin).toBeNull();
    const posted = newest.body.jobs.map((j: Job) => j.posted_at);
    expect(posted).toEqual([...posted].sort().reverse());
    for (const job of newest.body.jobs) expect(job.distance_miles).toBeNull();
  });

  it("careers.search-language: language=es gives the Spanish titles and position names", async () => {
    const { body } = await search("zip=27601&q=cook&language=es");
    expect(body.jobs[0]).toMatchObject({
      title: "Cocinero/a de línea",
      position: { slug: "cook", name: "Cocinero/a" },
    });
    // The words query reads the Spanish titles too.
    expect((await search("location_id=101&q=cocinero")).body.total).toBe(1);
  });
});

describe("positions and one job", () => {
  it("careers.positions: the position types in both languages, with their open jobs", async () => {
    const res = await t.app.inject({ url: "/api/positions" });
    const positions = res.json().positions;
    expect(positions.map((p: { slug: string }) => p.slug)).toEqual([
      "cook",
      "team-member",
      "shift-leader",
      "assistant-manager",
      "restaurant-manager",
      "delivery-driver",
    ]);
    const cooks = (await search("position=cook")).body.total;
    expect(positions[0]).toMatchObject({ name: "Cook", open_jobs: cooks });
    const es = await t.app.inject({ url: "/api/positions/cook?language=es" });
    expect(es.json()).toMatchObject({ slug: "cook", name: "Cocinero/a", open_jobs: cooks });
    expect(es.json().description).toContain("cocina");
    const missing = await t.app.inject({ url: "/api/positions/astronaut" });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe("There is no position astronaut.");
  });

  it("careers.job-closed: one job with its location; unknown is a 404", async () => {
    const { body } = await search("location_id=107&q=cook");
    const res = await t.app.inject({ url: `/api/jobs/${body.jobs[0].id}?language=es` });
    expect(res.statusCode).toBe(200);
    expect(res.json().job).toMatchObject({
      title: "Cocinero/a",
      status: "open",
      location: { franchise_id: "107", city: "Charlotte", state: "NC", zip: "28202" },
      distance_miles: null,
    });
    const missing = await t.app.inject({ url: "/api/jobs/999999" });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe("There is no job 999999.");
    expect((await t.app.inject({ url: "/api/jobs/abc" })).statusCode).toBe(400);
  });
});

describe("CSV reading", () => {
  it("careers.csv-import: quotes, commas and line breaks inside quotes, CRLF, a BOM, the line of each record", () => {
    const text = '\uFEFFa,b,c\r\n1,"two, three","say ""hi"""\r\n\r\n4,"five\nlines",6\n7,8,9';
    expect(parseCsv(text)).toEqual([
      { line: 1, fields: ["a", "b", "c"] },
      { line: 2, fields: ["1", "two, three", 'say "hi"'] },
      { line: 4, fields: ["4", "five\nlines", "6"] },
      { line: 6, fields: ["7", "8", "9"] },
    ]);
    expect(() => parseCsv('a,"b\n')).toThrow("line 1: a quoted field is not closed");
  });
});
