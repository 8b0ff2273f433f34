// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub, useLocation } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";

import { searchOfParams } from "./careers-rules.ts";
import type { JobSearchAnswer, JobSummary } from "./careers-types.ts";
import { JobSearchView } from "./job-search.tsx";
import type { CareersPageData } from "./load-careers.ts";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, "geolocation");
});

/** The browser's geolocation, answering at once as `answer` says. */
function stubGeolocation(answer: (ok: (p: unknown) => void, fail: (e: unknown) => void) => void) {
  Object.defineProperty(navigator, "geolocation", {
    configurable: true,
    value: { getCurrentPosition: answer },
  });
}

const cook: JobSummary = {
  id: 11,
  title: "Line Cook",
  position: { slug: "cook", name: "Cook" },
  employment_type: "part_time",
  pay_min_cents: 1300,
  pay_max_cents: null,
  location: {
    franchise_id: "107",
    name: "Uptown Charlotte",
    street_address: "200 N Tryon St",
    city: "Charlotte",
    state: "NC",
    zip: "28202",
    latitude: 35.2271,
    longitude: -80.8431,
  },
  distance_miles: 2.34,
  posted_at: "2026-11-20T10:00:00Z",
};

/** The page as its loader would give it for `query`, with the API's `answer`. */
function dataOf(
  query: string,
  answer: Partial<JobSearchAnswer> | { errors: string[] },
): CareersPageData {
  const search = searchOfParams(new URLSearchParams(query));
  return {
    search,
    searched: query !== "",
    results:
      "errors" in answer
        ? { ok: false, status: 400, errors: answer.errors }
        : {
            ok: true,
            value: {
              jobs: [],
              total: 0,
              page: 1,
              per_page: 10,
              origin: null,
              radius: 25,
              ...answer,
            },
          },
    positions: {
      ok: true,
      value: [
        { slug: "cook", name: "Cook", summary: "", description: "", open_jobs: 2 },
        { slug: "team-member", name: "Team Member", summary: "", description: "", open_jobs: 1 },
      ],
    },
    restaurants: {
      ok: true,
      value: [
        { id: 107, name: "Uptown Charlotte", city: "Charlotte", state: "NC" },
        { id: 101, name: "Downtown Raleigh", city: "Raleigh", state: "NC" },
      ],
    },
  };
}

function Where() {
  const location = useLocation();
  return <div data-testid="address">{location.pathname + location.search}</div>;
}

function show(query: string, data: CareersPageData) {
  const Stub = createRoutesStub([
    {
      path: "/careers",
      Component: () => (
        <>
          <JobSearchView data={data} />
          <Where />
        </>
      ),
    },
  ]);
  render(<Stub initialEntries={[`/careers${query ? `?${query}` : ""}`]} />);
  return userEvent.setup();
}

describe("the job search", () => {
  it("careers-web.search-url: a search goes in the address with only what it sets (ZIP mask, words, position)", async () => {
    const user = show("", dataOf("", {}));
    await user.type(screen.getByLabelText("ZIP code or city"), "28202-1234");
    expect(screen.getByLabelText<HTMLInputElement>("ZIP code or city").value).toBe("28202");
    await user.selectOptions(screen.getByLabelText("Position"), "cook");
    await user.type(screen.getByLabelText("Keywords (optional)"), "line");
    await user.click(screen.getByRole("button", { name: "Search jobs" }));
    await waitFor(() =>
      expect(screen.getByTestId("address").textContent).toBe(
        "/careers?zip=28202&position=cook&q=line",
      ),
    );
  });

  it("careers-web.search-url: the restaurant select (all restaurants by default) puts restaurant=<id> in the address, with a place or alone", async () => {
    const user = show("", dataOf("", {}));
    const select = screen.getByLabelText<HTMLSelectElement>("Restaurant");
    expect(select.value).toBe("");
    expect(select.selectedOptions[0]?.textContent).toBe("All restaurants");
    expect(screen.getByRole("group", { name: "NC" })).toBeTruthy();
    await user.selectOptions(select, "Downtown Raleigh (Raleigh)");
    await user.click(screen.getByRole("button", { name: "Search jobs" }));
    await waitFor(() =>
      expect(screen.getByTestId("address").textContent).toBe("/careers?restaurant=101"),
    );
    cleanup();
    const again = show("", dataOf("", {}));
    await again.type(screen.getByLabelText("ZIP code or city"), "27601");
    await again.selectOptions(screen.getByLabelText("Restaurant"), "101");
    await again.click(screen.getByRole("button", { name: "Search jobs" }));
    await waitFor(() =>
      expect(screen.getByTestId("address").textContent).toBe("/careers?zip=27601&restaurant=101"),
    );
  });

  it("careers-web.search-url: a restaurant's search shows it chosen, names it in the summary, and offers all restaurants when it has none", async () => {
    const raleighCook = {
      ...cook,
      id: 12,
      location: { ...cook.location, franchise_id: "101", name: "Downtown Raleigh" },
    };
    show("restaurant=101", dataOf("restaurant=101", { jobs: [raleighCook], total: 1 }));
    expect(screen.getByLabelText<HTMLSelectElement>("Restaurant").value).toBe("101");
    expect(screen.getByRole("heading", { name: "1 open job at Downtown Raleigh" })).toBeTruthy();
    cleanup();
    show("restaurant=107&q=baker", dataOf("restaurant=107&q=baker", {}));
    expect(
      screen.getByRole("heading", { name: "No open jobs at Uptown Charlotte match your search." }),
    ).toBeTruthy();
    expect(screen.getByRole("link", { name: "Search all restaurants" }).getAttribute("href")).toBe(
      "/careers?q=baker",
    );
    cleanup();
    // A restaurant the list does not have still shows as chosen, by its number.
    show("restaurant=999", dataOf("restaurant=999", {}));
    const select = screen.getByLabelText<HTMLSelectElement>("Restaurant");
    expect(select.value).toBe("999");
    expect(select.selectedOptions[0]?.textContent).toBe("Restaurant 999");
  });

  it("careers-web.search-url: a refused location says so and asks for a ZIP code or city", async () => {
    stubGeolocation((_ok, fail) => fail({ code: 1, PERMISSION_DENIED: 1 }));
    const user = show("", dataOf("", {}));
    await user.click(screen.getByRole("button", { name: "Use my location" }));
    expect(screen.getByRole("status").textContent).toBe(
      "Location access was refused, so we can’t search near you. Type a ZIP code or city instead.",
    );
    expect(screen.getByTestId("address").textContent).toBe("/careers");
  });

  it("careers-web.search-url: a found location searches near that point", async () => {
    // Like a browser, the position arrives later than the click.
    stubGeolocation((ok) =>
      setTimeout(() => ok({ coords: { latitude: 35.22712, longitude: -80.84311 } }), 0),
    );
    const user = show("q=cook", dataOf("q=cook", {}));
    await user.click(screen.getByRole("button", { name: "Use my location" }));
    await waitFor(() =>
      expect(screen.getByTestId("address").textContent).toBe(
        "/careers?lat=35.227&lng=-80.843&q=cook",
      ),
    );
  });

  it("careers-web.distance-format: a result shows title, position, restaurant, address, distance, type and pay", () => {
    const query = "zip=28202&q=cook";
    show(
      query,
      dataOf(query, {
        jobs: [cook],
        total: 1,
        origin: { label: "Charlotte, NC 28202", latitude: 35.2, longitude: -80.8 },
      }),
    );
    expect(
      screen.getByRole("heading", { name: "1 job within 25 miles of Charlotte, NC 28202" }),
    ).toBeTruthy();
    const item = screen.getByTestId("job-result");
    expect(item.textContent).toContain("Cook");
    expect(item.textContent).toContain("Uptown Charlotte");
    expect(item.textContent).toContain("200 N Tryon St, Charlotte, NC 28202");
    expect(item.textContent).toContain("2.3 mi away");
    expect(item.textContent).toContain("Part time");
    expect(item.textContent).toContain("From $13.00 an hour");
    expect(screen.getByRole("link", { name: "Line Cook" }).getAttribute("href")).toBe(
      "/careers/jobs/11",
    );
  });

  it("careers-web.search-url: no jobs near a place offers the next radius; pages link to their addresses", () => {
    const query = "zip=27601&q=cook";
    show(
      query,
      dataOf(query, {
        origin: { label: "Raleigh, NC 27601", latitude: 35.7, longitude: -78.6 },
      }),
    );
    expect(
      screen.getByRole("heading", {
        name: "No jobs within 25 miles of Raleigh, NC 27601 — try a larger radius.",
      }),
    ).toBeTruthy();
    expect(screen.getByRole("link", { name: "Search within 50 miles" }).getAttribute("href")).toBe(
      "/careers?zip=27601&radius=50&q=cook",
    );
    cleanup();
    show("q=cook&page=2", dataOf("q=cook&page=2", { jobs: [cook], total: 25, page: 2 }));
    expect(screen.getByText("Page 2 of 3")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Previous page" }).getAttribute("href")).toBe(
      "/careers?q=cook",
    );
    expect(screen.getByRole("link", { name: "Next page" }).getAttribute("href")).toBe(
      "/careers?q=cook&page=3",
    );
  });

  it("careers-web.server-render: a refused search shows the server's own message", () => {
    show("zip=00000", dataOf("zip=00000", { errors: ["zip 00000 is not a ZIP code we know"] }));
    expect(screen.getByRole("alert").textContent).toBe("zip 00000 is not a ZIP code we know");
  });
});
