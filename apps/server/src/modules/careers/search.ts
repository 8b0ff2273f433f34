import { asc, desc, eq } from "drizzle-orm";
import type { z } from "zod";

import type {
  jobSearchQuerySchema,
  jobSearchResponseSchema,
  jobSummarySchema,
} from "@coop/contract/careers";

import type { Db } from "../../db/client.ts";
import { jobOpenings, jobPositions } from "../../db/schema/careers.ts";
import { distanceMiles } from "../../domain/geo.ts";
import { badRequest } from "../../http/http-error.ts";
import type { PlaceFinder, RestaurantDirectory } from "./ports.ts";

export type JobSearchQuery = z.output<typeof jobSearchQuerySchema>;
export type JobSearchResponse = z.infer<typeof jobSearchResponseSchema>;
type JobSummary = z.infer<typeof jobSummarySchema>;
export type Language = "en" | "es";

export type PositionRow = typeof jobPositions.$inferSelect;

/** An open job as the search keeps it in memory, with its restaurant's point. */
export type IndexedJob = {
  id: number;
  restaurantId: number;
  positionSlug: string;
  title: string;
  titleEs: string | null;
  employmentType: JobSummary["employment_type"];
  payMinCents: number | null;
  payMaxCents: number | null;
  postedAt: string;
  lat: number;
  lng: number;
  location: JobSummary["location"];
  /** Title and Spanish title in lower case, for the words query. */
  words: string;
};

export type JobIndex = {
  /** Open jobs at active restaurants, newest first (then the highest id). */
  jobs: IndexedJob[];
  /** The same jobs by restaurant (each newest first): a search measures 42 distances, not 5,000. */
  restaurants: { lat: number; lng: number; jobs: IndexedJob[] }[];
  positions: Map<string, PositionRow>;
};

const EARTH_RADIUS_MILES = 3958.7613;
const DEG = 180 / Math.PI;
/** A job this close to the radius (a millionth of a mile) counts as on it (`careers.search-radius`). */
const EDGE = 1e-6;

/** One decimal, as the search shows distances (`careers.search-distance`). */
export const roundTenth = (miles: number) => Math.round(miles * 10) / 10;

async function loadIndex(db: Db, directory: RestaurantDirectory): Promise<JobIndex> {
  const [rows, positionRows, open] = await Promise.all([
    db
      .select()
      .from(jobOpenings)
      .where(eq(jobOpenings.status, "open"))
      .orderBy(desc(jobOpenings.postedAt), desc(jobOpenings.id)),
    db.select().from(jobPositions).orderBy(asc(jobPositions.position), asc(jobPositions.slug)),
    directory.active(),
  ]);
  const byId = new Map(open.map((r) => [r.id, r]));
  const jobs: IndexedJob[] = [];
  for (const job of rows) {
    // A job at a restaurant that closed is not searched.
    const restaurant = byId.get(job.restaurantId);
    if (!restaurant) continue;
    jobs.push({
      id: job.id,
      restaurantId: job.restaurantId,
      positionSlug: job.positionSlug,
      title: job.title,
      titleEs: job.titleEs,
      employmentType: job.employmentType as IndexedJob["employmentType"],
      payMinCents: job.payMinCents,
      payMaxCents: job.payMaxCents,
      postedAt: job.postedAt.toISOString(),
      lat: restaurant.lat,
      lng: restaurant.lng,
      location: locationOf(restaurant),
      words: `${job.title} ${job.titleEs ?? ""}`.toLowerCase(),
    });
  }
  const groups = new Map<number, { lat: number; lng: number; jobs: IndexedJob[] }>();
  for (const job of jobs) {
    let group = groups.get(job.restaurantId);
    if (!group) groups.set(job.restaurantId, (group = { lat: job.lat, lng: job.lng, jobs: [] }));
    group.jobs.push(job);
  }
  return {
    positions: new Map(positionRows.map((p) => [p.slug, p])),
    jobs,
    restaurants: [...groups.values()],
  };
}

/** A restaurant as a job's location (the franchise id is the restaurant's id). */
export const locationOf = (r: {
  id: number;
  name: string;
  address: string;
  city: string;
  state: string;
  zip: string;
  lat: number;
  lng: number;
}): JobSummary["location"] => ({
  franchise_id: String(r.id),
  name: r.name,
  street_address: r.address,
  city: r.city,
  state: r.state,
  zip: r.zip,
  latitude: r.lat,
  longitude: r.lng,
});

/**
 * `careers.search-cache`: the open jobs with their restaurants' points are kept in memory and
 * read again after any write in this process (`invalidate`) or after `ttlMs` (writes made by
 * another process behind the same database).
 */
export function createJobIndex(deps: { db: Db; restaurants: RestaurantDirectory; ttlMs: number }) {
  let current: { index: JobIndex; at: number } | null = null;
  let loading: { promise: Promise<JobIndex>; generation: number } | null = null;
  let generation = 0;
  return {
    async get(): Promise<JobIndex> {
      if (current && Date.now() - current.at < deps.ttlMs) return current.index;
      // A read started before the last write would miss it: start another.
      if (!loading || loading.generation !== generation) {
        const started = generation;
        const promise = loadIndex(deps.db, deps.restaurants)
          .then((index) => {
            if (started === generation) current = { index, at: Date.now() };
            return index;
          })
          .finally(() => {
            if (loading?.promise === promise) loading = null;
          });
        loading = { promise, generation: started };
        promise.catch(() => undefined);
      }
      // An expired index (not one a write made stale) answers while the next one is read;
      // with no cache time (tests) every search waits for the jobs as they are now.
      return current && deps.ttlMs > 0 ? current.index : loading.promise;
    },
    /** After a write: the next search reads the jobs again (and waits for them). */
    invalidate() {
      generation += 1;
      current = null;
    },
  };
}

export type JobIndexCache = ReturnType<typeof createJobIndex>;

export type Origin = { label: string; latitude: number; longitude: number };

/**
 * The searched place (`careers.search-place`): a ZIP (its centroid), a city ("Raleigh, NC"),
 * or a point (lat and lng together); the first given of those, in that order. A ZIP or a city
 * the geocoder does not know is a 400 naming it.
 */
export function originOf(query: JobSearchQuery, geocoder: PlaceFinder): Origin | null {
  if (query.zip !== undefined) {
    const found = geocoder.zip(query.zip);
    if (!found)
      throw badRequest(`zip ${query.zip} is not a ZIP code we know.`, [
        { path: "query.zip", message: `${query.zip} is not a ZIP code we know` },
      ]);
    return { label: found.label, latitude: found.lat, longitude: found.lng };
  }
  if (query.city !== undefined) {
    const found = geocoder.text(query.city);
    if (!found)
      throw badRequest(`city ${query.city} is not a place we know; try "City, ST" or a ZIP code.`, [
        { path: "query.city", message: `${query.city} is not a place we know` },
      ]);
    return { label: found.label, latitude: found.lat, longitude: found.lng };
  }
  if (query.lat !== undefined || query.lng !== undefined) {
    if (query.lat === undefined || query.lng === undefined) {
      const missing = query.lat === undefined ? "lat" : "lng";
      throw badRequest(`${missing} is needed too: a point is lat and lng together.`, [
        { path: `query.${missing}`, message: "lat and lng go together" },
      ]);
    }
    return {
      label: `${query.lat.toFixed(4)}, ${query.lng.toFixed(4)}`,
      latitude: query.lat,
      longitude: query.lng,
    };
  }
  return null;
}

const summaryOf = (
  job: IndexedJob,
  index: JobIndex,
  language: Language,
  distance: number | null,
): JobSummary => {
  const position = index.positions.get(job.positionSlug);
  return {
    id: job.id,
    title: (language === "es" && job.titleEs) || job.title,
    position: {
      slug: job.positionSlug,
      name: (language === "es" && position?.nameEs) || position?.name || job.positionSlug,
    },
    employment_type: job.employmentType,
    pay_min_cents: job.payMinCents,
    pay_max_cents: job.payMaxCents,
    location: job.location,
    distance_miles: distance === null ? null : roundTenth(distance),
    posted_at: job.postedAt,
  };
};

/**
 * GET /api/jobsearch over the index: a bounding box around the origin first (cheap), then the
 * great-circle distance (`careers.search-radius`: a job at exactly the radius is in);
 * position, restaurant and words filters (`careers.search-filters`); sorted by distance, then
 * newest (`careers.search-distance`), or newest first without a place; one page of it.
 */
export function searchJobs(
  index: JobIndex,
  query: JobSearchQuery,
  origin: Origin | null,
): JobSearchResponse {
  const language: Language = query.language ?? "en";
  if (query.position !== undefined && !index.positions.has(query.position))
    throw badRequest(`position ${query.position} is not one of our positions.`, [
      { path: "query.position", message: `${query.position} is not a position` },
    ]);
  const words = (query.q ?? "").toLowerCase().split(/\s+/).filter(Boolean);
  const filtered =
    query.position !== undefined || query.location_id !== undefined || words.length > 0;
  const matches = (job: IndexedJob) =>
    (query.position === undefined || job.positionSlug === query.position) &&
    (query.location_id === undefined || job.restaurantId === query.location_id) &&
    words.every((word) => job.words.includes(word));
  const start = (query.page - 1) * query.per_page;
  const end = start + query.per_page;
  const page: JobSummary[] = [];
  let total = 0;
  /** Counts the jobs of a list that match, keeping those of the asked page. */
  const take = (jobs: IndexedJob[], distance: number | null) => {
    for (const job of jobs) {
      if (filtered && !matches(job)) continue;
      if (total >= start && total < end) page.push(summaryOf(job, index, language, distance));
      total += 1;
    }
  };

  if (origin) {
    const radius = query.radius;
    const point = { lat: origin.latitude, lng: origin.longitude };
    const dLat = (radius / EARTH_RADIUS_MILES) * DEG + EDGE;
    const cos = Math.cos(origin.latitude / DEG);
    const dLng = cos > 1e-6 ? Math.min(180, dLat / cos) : 180;
    // Restaurants in the box, then within the radius, nearest first (every job of a
    // restaurant is at its distance).
    const near: { distance: number; jobs: IndexedJob[] }[] = [];
    for (const restaurant of index.restaurants) {
      if (Math.abs(restaurant.lat - origin.latitude) > dLat) continue;
      const lngGap = Math.abs(restaurant.lng - origin.longitude);
      if (Math.min(lngGap, 360 - lngGap) > dLng) continue;
      const distance = distanceMiles(point, restaurant);
      if (distance <= radius + EDGE) near.push({ distance, jobs: restaurant.jobs });
    }
    near.sort((a, b) => a.distance - b.distance);
    for (let i = 0; i < near.length;) {
      // Restaurants at the same distance: their jobs together, newest first.
      let j = i + 1;
      while (j < near.length && near[j]!.distance === near[i]!.distance) j += 1;
      const jobs =
        j - i === 1
          ? near[i]!.jobs
          : near
              .slice(i, j)
              .flatMap((n) => n.jobs)
              .sort((a, b) =>
                a.postedAt < b.postedAt ? 1 : a.postedAt > b.postedAt ? -1 : b.id - a.id,
              );
      take(jobs, near[i]!.distance);
      i = j;
    }
  } else {
    take(index.jobs, null);
  }
  return {
    jobs: page,
    total,
    page: query.page,
    per_page: query.per_page,
    origin,
    radius: query.radius,
  };
}
