import { describe, expect, it } from "vitest";

import {
  confirmDialogRedirect,
  deliveryAddressOptions,
  deliveryFormProblem,
  favoriteOptions,
  formatClock,
  formatDeliveryAddress,
  maskSearchInput,
  maskZip,
  nearestOption,
  searchQueryOf,
  STATE_SEARCH_LIMIT,
  statePickerEntries,
  todaysRanges,
  weekdayIn,
} from "./location-rules.ts";
import {
  CONFIRM_MAP_ZOOM,
  confirmMapCenter,
  DESKTOP_LONGITUDE_OFFSET,
  fitView,
  project,
  toViewport,
} from "./map-projection.ts";

const place = (state: string, city: string, address: string, name = `${city} ${address}`) => ({
  state,
  city,
  address,
  name,
});

describe("locations.zip-mask: 5 digits", () => {
  it("keeps only digits, at most 5", () => {
    expect(maskZip("27-601x99")).toBe("27601");
    expect(maskZip("abc")).toBe("");
  });

  it("masks the one search field while it holds only digits", () => {
    expect(maskSearchInput("2760123")).toBe("27601");
    expect(maskSearchInput("27 60")).toBe("2760");
  });

  it("leaves a city or an address as typed", () => {
    expect(maskSearchInput("Raleigh, NC")).toBe("Raleigh, NC");
    expect(maskSearchInput("219 Fayetteville St")).toBe("219 Fayetteville St");
  });

  it("searches 5 digits as a zip, text as free text, and refuses empty or short zips", () => {
    expect(searchQueryOf(" 27601 ")).toEqual({ ok: true, query: { zip: "27601" } });
    expect(searchQueryOf("Raleigh, NC")).toEqual({ ok: true, query: { q: "Raleigh, NC" } });
    expect(searchQueryOf("  ")).toEqual({ ok: false, problem: "empty" });
    expect(searchQueryOf("276")).toEqual({ ok: false, problem: "shortZip" });
  });

  it("locations.delivery-form: needs a street address and a 5-digit zip or a city and state", () => {
    const full = { address: "1 Main St", city: "", state: "", zip: "27601" };
    expect(deliveryFormProblem(full)).toBeNull();
    expect(deliveryFormProblem({ ...full, zip: "", city: "Raleigh", state: "NC" })).toBeNull();
    expect(deliveryFormProblem({ ...full, zip: "" })).toBe("required");
    expect(deliveryFormProblem({ ...full, address: " " })).toBe("required");
    expect(deliveryFormProblem({ ...full, zip: "2760" })).toBe("badZip");
  });
});

describe("locations.state-picker: at most 20 entries, grouped 'state - city', no-match text", () => {
  const many = Array.from({ length: 30 }, (_, i) =>
    place(i < 15 ? "NC" : "SC", i % 2 ? "Raleigh" : "Columbia", `${100 + i} Main St`),
  );

  it("shows at most 20 entries of all that match", () => {
    const result = statePickerEntries(many, "");
    expect(STATE_SEARCH_LIMIT).toBe(20);
    expect(result.shown).toBe(20);
    expect(result.matched).toBe(30);
    expect(result.groups.flatMap((g) => g.options)).toHaveLength(20);
  });

  it("groups entries under 'state - city', sorted by state then city then address", () => {
    const result = statePickerEntries(
      [
        place("SC", "Columbia", "2 B St"),
        place("NC", "Raleigh", "9 Z St"),
        place("NC", "Durham", "1 A St"),
        place("NC", "Raleigh", "3 C St"),
      ],
      "",
    );
    expect(result.groups.map((g) => g.label)).toEqual([
      "NC - Durham",
      "NC - Raleigh",
      "SC - Columbia",
    ]);
    expect(result.groups[1]?.options.map((o) => o.address)).toEqual(["3 C St", "9 Z St"]);
  });

  it("filters by state, city or address, ignoring case and accents", () => {
    const list = [place("NC", "Raleigh", "1 A St"), place("TN", "Memphis", "2 Peabody Pl")];
    expect(statePickerEntries(list, "tn").groups.map((g) => g.label)).toEqual(["TN - Memphis"]);
    expect(statePickerEntries(list, "raléigh").shown).toBe(1);
    expect(statePickerEntries(list, "peabody").shown).toBe(1);
    expect(statePickerEntries(list, "nc - raleigh").shown).toBe(1);
  });

  it("reports no match (the picker then says 'Oops! No elements found…')", () => {
    const result = statePickerEntries([place("NC", "Raleigh", "1 A St")], "Boston");
    expect(result).toMatchObject({ noMatch: true, shown: 0, groups: [] });
  });
});

describe("locations.nearest: the first found, only if it differs from the recent one", () => {
  const found = [{ id: 103 }, { id: 101 }];

  it("offers the first location found when it is not the recent one", () => {
    expect(nearestOption({ id: "101" }, found)).toEqual({ id: 103 });
  });

  it("offers nothing when the first found is the recent one (ids compared as text)", () => {
    expect(nearestOption({ id: "103" }, found)).toBeNull();
  });

  it("offers nothing when nothing was found, and the first one when there is no recent", () => {
    expect(nearestOption({ id: "1" }, [])).toBeNull();
    expect(nearestOption(null, found)).toEqual({ id: 103 });
  });
});

describe("locations.confirm-delivery-addresses: the order's address, then the user's first saved address", () => {
  const orderAddress = {
    address: "12 Oak St",
    apt: "4",
    city: "Raleigh",
    state: "NC",
    zip: "27601",
  };
  const saved = { id: 7, address: "9 Elm Rd", city: "Durham", state: "NC", zip: "27701" };
  const second = { id: 8, address: "1 Pine Ave", city: "Cary", state: "NC", zip: "27511" };

  it("lists the order address first, then only the first saved address", () => {
    const list = deliveryAddressOptions({ address: orderAddress }, { addresses: [saved, second] });
    expect(list.map((a) => a.address)).toEqual(["12 Oak St", "9 Elm Rd"]);
    expect(list[1]?.id).toBe("7");
  });

  it("is empty without an order address or saved addresses (the dialog then redirects)", () => {
    expect(deliveryAddressOptions(null, null)).toEqual([]);
    expect(deliveryAddressOptions({ address: null }, { addresses: [] })).toEqual([]);
    expect(
      confirmDialogRedirect({
        section: "delivery",
        hasRecentLocation: true,
        deliveryAddressCount: 0,
      }),
    ).toBe("delivery-address");
  });

  it("does not list the same address twice", () => {
    const list = deliveryAddressOptions(
      { address: { ...saved, id: undefined } },
      { addresses: [saved] },
    );
    expect(list).toHaveLength(1);
  });

  it("ignores an order address that is not an address", () => {
    expect(deliveryAddressOptions({ address: "x" }, { addresses: [saved] })).toHaveLength(1);
  });

  it("formats an address on one line", () => {
    expect(formatDeliveryAddress({ ...orderAddress })).toBe("12 Oak St, 4, Raleigh, NC 27601");
  });
});

describe("locations.confirm-dialog-skip: the location-confirm dialog's redirect cases", () => {
  it("pickup without a recent location goes to the order page without the dialog", () => {
    expect(
      confirmDialogRedirect({
        section: "pickup",
        hasRecentLocation: false,
        deliveryAddressCount: 2,
      }),
    ).toBe("order");
  });

  it("shows the dialog for pickup with a recent location and for delivery with an address", () => {
    expect(
      confirmDialogRedirect({
        section: "pickup",
        hasRecentLocation: true,
        deliveryAddressCount: 0,
      }),
    ).toBeNull();
    expect(
      confirmDialogRedirect({
        section: "delivery",
        hasRecentLocation: false,
        deliveryAddressCount: 1,
      }),
    ).toBeNull();
  });
});

describe("locations.confirm-map: zoom 11, desktop centre shifted by longitude 0.05", () => {
  const raleigh = { lat: 35.7772, lng: -78.6385 };

  it("uses zoom 11 and the default offset 0.05", () => {
    expect(CONFIRM_MAP_ZOOM).toBe(11);
    expect(DESKTOP_LONGITUDE_OFFSET).toBe(0.05);
  });

  it("centres on the restaurant on mobile and shifts only the longitude on desktop", () => {
    expect(confirmMapCenter(raleigh, false)).toEqual(raleigh);
    const desktop = confirmMapCenter(raleigh, true);
    expect(desktop.lat).toBe(raleigh.lat);
    expect(desktop.lng).toBeCloseTo(raleigh.lng - 0.05, 10);
  });

  it("draws the desktop marker right of the centre by 0.05° of longitude at zoom 11", () => {
    const view = { center: confirmMapCenter(raleigh, true), zoom: 11, width: 560, height: 220 };
    const p = toViewport(raleigh, view);
    // 256 × 2^11 px per 360°: 0.05° ≈ 72.8 px.
    expect(p.x - 280).toBeCloseTo((0.05 / 360) * 256 * 2 ** 11, 1);
    expect(p.y).toBeCloseTo(110, 5);
  });

  it("projects like tiled maps (Web Mercator) and fits results in the view", () => {
    expect(project({ lat: 0, lng: 0 }, 0)).toEqual({ x: 128, y: 128 });
    const points = [raleigh, { lat: 35.8165, lng: -78.6033 }, { lat: 35.9, lng: -78.9 }];
    const view = fitView(points, 640, 480, { padding: 40 });
    for (const point of points) {
      const p = toViewport(point, view);
      expect(p.x).toBeGreaterThanOrEqual(40 - 1e-6);
      expect(p.x).toBeLessThanOrEqual(600 + 1e-6);
      expect(p.y).toBeGreaterThanOrEqual(40 - 1e-6);
      expect(p.y).toBeLessThanOrEqual(440 + 1e-6);
    }
  });
});

describe("hours.today: today's hours in the restaurant's time zone", () => {
  it("hours.local-time-zone: reads the weekday in the restaurant's zone, not the device's", () => {
    // Monday 02:00 UTC is still Sunday evening in New York.
    const now = new Date("2026-11-23T02:00:00Z");
    expect(weekdayIn("America/New_York", now)).toBe(0);
    expect(weekdayIn("UTC", now)).toBe(1);
  });

  it("keeps today's ranges in opening order, none on a closed day", () => {
    const calendar = [
      { day: 1, open: "17:00", close: "21:00" },
      { day: 1, open: "06:00", close: "14:00" },
      { day: 2, open: "06:00", close: "20:00" },
    ];
    const monday = new Date("2026-11-23T15:00:00Z");
    expect(todaysRanges(calendar, "America/New_York", monday).map((r) => r.open)).toEqual([
      "06:00",
      "17:00",
    ]);
    expect(todaysRanges(calendar, "America/New_York", new Date("2026-11-22T15:00:00Z"))).toEqual(
      [],
    );
  });

  it("formats clock times in the page's language", () => {
    expect(formatClock("06:00", "en-US")).toBe("6:00 AM");
    expect(formatClock("20:30", "en-US")).toBe("8:30 PM");
  });
});

describe("favoriteOptions (the location-confirm dialog's favorites)", () => {
  it("member.favorite-restaurants: the member's favorites not already offered as RECENT or NEAREST, in the order added", () => {
    const faves = [{ id: 101 }, { id: 102 }, { id: 103 }, { id: 104 }];
    expect(favoriteOptions(["102", 104], faves).map((f) => f.id)).toEqual([101, 103]);
    expect(favoriteOptions([undefined, undefined], faves).map((f) => f.id)).toEqual([
      101, 102, 103, 104,
    ]);
    expect(favoriteOptions(["101"], [])).toEqual([]);
  });
});
