import { describe, expect, it } from "vitest";

import {
  apiQueryOf,
  applicationProblems,
  availabilityCount,
  formatDistance,
  isAvailable,
  maskPlace,
  moveInGrid,
  pageCount,
  paramsOfSearch,
  payRange,
  restaurantGroups,
  resumeContentType,
  resumeProblem,
  searchOfParams,
  serverErrorsByField,
  toggleAvailability,
} from "./careers-rules.ts";

const MB = 1024 * 1024;

describe("the search in the address", () => {
  it("careers-web.search-url: a ZIP search round-trips through the address, defaults left out", () => {
    const search = searchOfParams(new URLSearchParams("zip=28202&q=cook&radius=10&page=2"));
    expect(search).toEqual({
      place: "28202",
      point: null,
      radius: 10,
      position: "",
      restaurant: null,
      q: "cook",
      page: 2,
    });
    expect(paramsOfSearch(search).toString()).toBe("zip=28202&radius=10&q=cook&page=2");
    expect(paramsOfSearch({ ...search, radius: 25, page: 1 }).toString()).toBe("zip=28202&q=cook");
  });

  it("careers-web.search-url: the form's own place field reads as a ZIP or a city; a city goes as city", () => {
    expect(searchOfParams(new URLSearchParams("place=Raleigh%2C+NC&radius=")).place).toBe(
      "Raleigh, NC",
    );
    const search = searchOfParams(new URLSearchParams("city=Raleigh, NC"));
    expect(paramsOfSearch(search).toString()).toBe("city=Raleigh%2C+NC");
    expect(apiQueryOf(search, "en-US")).toEqual({
      city: "Raleigh, NC",
      radius: 25,
      page: 1,
      per_page: 10,
      language: "en",
    });
  });

  it("careers-web.search-url: a radius the page does not offer is 25; a bad page is 1; a point wins over a place", () => {
    const search = searchOfParams(
      new URLSearchParams("zip=27601&radius=7&page=-3&lat=35.78&lng=-78.64"),
    );
    expect(search.radius).toBe(25);
    expect(search.page).toBe(1);
    expect(search.point).toEqual({ lat: 35.78, lng: -78.64 });
    expect(search.place).toBe("");
    expect(apiQueryOf(search, "es")).toEqual({
      lat: 35.78,
      lng: -78.64,
      radius: 25,
      page: 1,
      per_page: 10,
      language: "es",
    });
    expect(searchOfParams(new URLSearchParams("lat=200&lng=1")).point).toBeNull();
  });

  it("careers-web.search-url: without a place no radius is sent (every open job, newest first)", () => {
    const query = apiQueryOf(searchOfParams(new URLSearchParams("position=cook")), "en-US");
    expect(query).toEqual({ position: "cook", page: 1, per_page: 10, language: "en" });
  });

  it("careers-web.search-url: a restaurant goes in the address as restaurant=<id> and to the API as location_id, alone or with a place", () => {
    const alone = searchOfParams(new URLSearchParams("restaurant=101"));
    expect(alone.restaurant).toBe(101);
    expect(paramsOfSearch(alone).toString()).toBe("restaurant=101");
    expect(apiQueryOf(alone, "en-US")).toEqual({
      location_id: 101,
      page: 1,
      per_page: 10,
      language: "en",
    });
    const near = searchOfParams(new URLSearchParams("zip=27601&restaurant=101&position=cook"));
    expect(paramsOfSearch(near).toString()).toBe("zip=27601&position=cook&restaurant=101");
    expect(apiQueryOf(near, "es")).toEqual({
      zip: "27601",
      radius: 25,
      position: "cook",
      location_id: 101,
      page: 1,
      per_page: 10,
      language: "es",
    });
    // The API's own name is read too, and written back as the page's.
    expect(paramsOfSearch(searchOfParams(new URLSearchParams("location_id=107"))).toString()).toBe(
      "restaurant=107",
    );
    // "All restaurants" (empty) and anything not a restaurant id is no restaurant.
    for (const bad of ["", "0", "-3", "abc", "10.5", "12345678901"]) {
      expect(searchOfParams(new URLSearchParams({ restaurant: bad })).restaurant).toBeNull();
    }
    expect(paramsOfSearch({ ...near, restaurant: null }).toString()).toBe(
      "zip=27601&position=cook",
    );
  });

  it("careers-web.search-url: the restaurant select groups restaurants by state, each by city then name", () => {
    const groups = restaurantGroups([
      { id: 107, name: "Uptown Charlotte", city: "Charlotte", state: "NC" },
      { id: 201, name: "Midtown", city: "Atlanta", state: "GA" },
      { id: 102, name: "North Hills", city: "Raleigh", state: "NC" },
      { id: 101, name: "Downtown Raleigh", city: "Raleigh", state: "NC" },
    ]);
    expect(groups.map((g) => [g.state, g.restaurants.map((r) => r.id)])).toEqual([
      ["GA", [201]],
      ["NC", [107, 101, 102]],
    ]);
  });

  it("careers-web.search-url: a place starting with a digit is masked to a 5-digit ZIP", () => {
    expect(maskPlace("28202-1234")).toBe("28202");
    expect(maskPlace("2a8b")).toBe("28");
    expect(maskPlace("Charlotte")).toBe("Charlotte");
  });

  it("careers-web.search-url: pages of a result list", () => {
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(10, 10)).toBe(1);
    expect(pageCount(11, 10)).toBe(2);
  });
});

describe("distances and pay as shown", () => {
  it("careers-web.distance-format: one decimal and 'mi' (the same in both languages); nothing without a point", () => {
    expect(formatDistance(2.345)).toBe("2.3 mi");
    expect(formatDistance(0)).toBe("0.0 mi");
    expect(formatDistance(12)).toBe("12.0 mi");
    expect(formatDistance(null)).toBe("");
  });

  it("careers-web.distance-format: pay is a range, a floor, a ceiling or not listed", () => {
    expect(payRange(1200, 1550)).toEqual({ kind: "range", amount: "$12.00–$15.50" });
    expect(payRange(1200, null)).toEqual({ kind: "from", amount: "$12.00" });
    expect(payRange(1200, 1200)).toEqual({ kind: "range", amount: "$12.00" });
    expect(payRange(null, 1500)).toEqual({ kind: "upTo", amount: "$15.00" });
    expect(payRange(null, null)).toEqual({ kind: "none", amount: "" });
  });
});

describe("the availability grid", () => {
  it("careers-web.availability-grid: ticking and unticking cells keeps each day's parts in order and drops empty days", () => {
    let grid = toggleAvailability({}, "mon", "evening");
    grid = toggleAvailability(grid, "mon", "morning");
    grid = toggleAvailability(grid, "sat", "overnight");
    expect(grid).toEqual({ mon: ["morning", "evening"], sat: ["overnight"] });
    expect(isAvailable(grid, "mon", "evening")).toBe(true);
    expect(isAvailable(grid, "tue", "evening")).toBe(false);
    expect(availabilityCount(grid)).toBe(3);
    grid = toggleAvailability(grid, "sat", "overnight");
    expect(grid).toEqual({ mon: ["morning", "evening"] });
  });

  it("careers-web.availability-grid: arrow keys move inside the 7×4 grid and stop at its edges", () => {
    expect(moveInGrid({ day: 0, part: 0 }, "ArrowDown")).toEqual({ day: 1, part: 0 });
    expect(moveInGrid({ day: 0, part: 0 }, "ArrowUp")).toEqual({ day: 0, part: 0 });
    expect(moveInGrid({ day: 6, part: 3 }, "ArrowDown")).toEqual({ day: 6, part: 3 });
    expect(moveInGrid({ day: 2, part: 3 }, "ArrowRight")).toEqual({ day: 2, part: 3 });
    expect(moveInGrid({ day: 2, part: 1 }, "ArrowLeft")).toEqual({ day: 2, part: 0 });
    expect(moveInGrid({ day: 2, part: 1 }, "End")).toEqual({ day: 2, part: 3 });
    expect(moveInGrid({ day: 2, part: 2 }, "Home")).toEqual({ day: 2, part: 0 });
    expect(moveInGrid({ day: 2, part: 2 }, " ")).toBeNull();
  });
});

describe("the resume", () => {
  const pdf = "application/pdf";
  const docx = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";

  it("careers-web.resume-checks: PDF and Word up to 5 MB pass; other types, empty and larger files do not", () => {
    expect(resumeProblem({ name: "cv.pdf", type: pdf, size: 1000 })).toBeNull();
    expect(resumeProblem({ name: "cv.docx", type: docx, size: 5 * MB })).toBeNull();
    expect(resumeProblem({ name: "cv.doc", type: "application/msword", size: 10 })).toBeNull();
    expect(resumeProblem({ name: "cv.pdf", type: pdf, size: 5 * MB + 1 })).toBe("size");
    expect(resumeProblem({ name: "cv.pdf", type: pdf, size: 0 })).toBe("empty");
    expect(resumeProblem({ name: "me.png", type: "image/png", size: 10 })).toBe("type");
    expect(resumeProblem({ name: "cv.txt", type: "text/plain", size: 10 })).toBe("type");
  });

  it("careers-web.resume-checks: a file the browser gives no type is judged by its extension", () => {
    expect(resumeContentType({ name: "CV.DOCX", type: "" })).toBe(docx);
    expect(resumeContentType({ name: "cv.pdf", type: "application/octet-stream" })).toBe(pdf);
    expect(resumeContentType({ name: "cv.exe", type: "" })).toBeNull();
    // A type the browser does give is not overruled by the name.
    expect(resumeContentType({ name: "cv.pdf", type: "text/html" })).toBeNull();
  });
});

describe("the application", () => {
  const good = {
    first_name: "Ada",
    last_name: "Lovelace",
    email: "ada@coop.example",
    phone: "704-555-0142",
    availability: { mon: ["morning" as const] },
    experience: "",
    over_16: true,
  };

  it("careers-web.application-checks: a complete application has no problems; each missing part names its field", () => {
    expect(applicationProblems(good)).toEqual({});
    expect(
      applicationProblems({
        ...good,
        first_name: " ",
        email: "ada@",
        phone: "704-555",
        availability: {},
        over_16: false,
        experience: "x".repeat(4001),
      }),
    ).toEqual({
      first_name: "errors.firstName",
      email: "errors.email",
      phone: "errors.phone",
      availability: "errors.availability",
      experience: "errors.experience",
      over_16: "errors.over16",
    });
  });

  it("careers-web.application-checks: the server's field errors go to their fields, the rest to the form", () => {
    const body = {
      message: "The request has invalid fields.",
      errors: [
        { path: "email", message: "email must be an email address" },
        { path: "availability.mon.0", message: "availability must name at least one day and time" },
        { path: "resume_id", message: "resume_id is not an upload we know" },
        { path: "job", message: "This job is closed." },
      ],
    };
    expect(serverErrorsByField(body, ["fallback"])).toEqual({
      fields: {
        email: "email must be an email address",
        availability: "availability must name at least one day and time",
        resume: "resume_id is not an upload we know",
      },
      form: ["This job is closed."],
    });
    expect(serverErrorsByField({ message: "Too many requests" }, ["Too many requests"])).toEqual({
      fields: {},
      form: ["Too many requests"],
    });
  });
});
