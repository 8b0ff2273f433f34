// The rules of finding and choosing a restaurant (the zip mask, the state search, the
// nearest location, the location-confirm dialog and its pickup/delivery choices; each cites
// its `locations.*` id of docs/rules.md), as pure functions of plain inputs, each tested on its own
// (location-rules.test.ts). The components and choose-location.ts only ask these what to do.
import type { StoredLocation, StoredOrder, StoredUser } from "@coop/contract/entities";
import type { Location } from "@coop/contract/locations";

import type { DeliveryAddress } from "../../lib/store/state.ts";

// ---------------------------------------------------------------------------------------
// Zip mask and the one search field

/** `locations.zip-mask`: 5 digits. Anything that is not a digit is dropped, and at most 5 are kept. */
export function maskZip(value: string): string {
  return value.replace(/\D/g, "").slice(0, 5);
}

/**
 * The find-a-restaurant field takes a zip, a city or an address. While what is typed is
 * only digits it is a zip, so the zip mask applies (5 digits); otherwise it is left alone.
 */
export function maskSearchInput(value: string): string {
  return /^\s*\d[\d\s]*$/.test(value) ? maskZip(value) : value;
}

export type SearchQuery = { zip: string } | { q: string };
export type SearchInputProblem = "empty" | "shortZip";

/** What the search field asks the API for: `{ zip }` for 5 digits, `{ q }` for text. */
export function searchQueryOf(
  value: string,
): { ok: true; query: SearchQuery } | { ok: false; problem: SearchInputProblem } {
  const text = value.trim();
  if (text === "") return { ok: false, problem: "empty" };
  if (/^\d+$/.test(text)) {
    return text.length === 5
      ? { ok: true, query: { zip: text } }
      : { ok: false, problem: "shortZip" };
  }
  return { ok: true, query: { q: text } };
}

/**
 * The delivery form (/locations?mode=delivery, `locations.delivery-form`): a street address, and
 * the zip (5 digits, `locations.zip-mask`) or the city and state, as the delivery lookup needs.
 * null when complete.
 */
export function deliveryFormProblem(fields: {
  address: string;
  city: string;
  state: string;
  zip: string;
}): "required" | "badZip" | null {
  const zip = fields.zip.trim();
  if (zip !== "" && !/^\d{5}$/.test(zip)) return "badZip";
  if (fields.address.trim().length < 3) return "required";
  const cityAndState = fields.city.trim() !== "" && /^[A-Za-z]{2}$/.test(fields.state.trim());
  if (zip === "" && !cityAndState) return "required";
  return null;
}

// ---------------------------------------------------------------------------------------
// `locations.state-picker`: the picker groups restaurants as 'state - city', at most 20 entries

/** `locations.state-picker`: the state search list shows at most 20 entries. */
export const STATE_SEARCH_LIMIT = 20;

export type StatePickerGroup<L> = { label: string; options: L[] };
export type StatePickerResult<L> = {
  groups: StatePickerGroup<L>[];
  /** Entries shown (never more than the limit). */
  shown: number;
  /** Entries that matched, before the limit. */
  matched: number;
  /** True when nothing matched: the picker shows the no-match text. */
  noMatch: boolean;
};

type PickerLocation = Pick<Location, "state" | "city" | "address" | "name">;

/** The group label of a restaurant: 'state - city' (`locations.state-picker`). */
function stateCityLabel(location: Pick<Location, "state" | "city">): string {
  return `${location.state} - ${location.city}`;
}

function fold(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase();
}

/**
 * `locations.state-picker`: the restaurants matching `query` (in their 'state - city' label,
 * address or name, ignoring case and accents), sorted by state, city and address, grouped by
 * 'state - city', at most `limit` entries in all.
 */
export function statePickerEntries<L extends PickerLocation>(
  locations: readonly L[],
  query: string,
  limit: number = STATE_SEARCH_LIMIT,
): StatePickerResult<L> {
  const needle = fold(query.trim());
  const matching = locations
    .filter((l) =>
      needle === ""
        ? true
        : fold(`${stateCityLabel(l)} ${l.address} ${l.name}`).includes(needle) ||
          fold(`${l.city}, ${l.state}`).includes(needle),
    )
    .toSorted(
      (a, b) =>
        a.state.localeCompare(b.state) ||
        a.city.localeCompare(b.city) ||
        a.address.localeCompare(b.address),
    );
  const shown = matching.slice(0, Math.max(0, limit));
  const groups: StatePickerGroup<L>[] = [];
  for (const location of shown) {
    const label = stateCityLabel(location);
    const last = groups.at(-1);
    if (last?.label === label) last.options.push(location);
    else groups.push({ label, options: [location] });
  }
  return { groups, shown: shown.length, matched: matching.length, noMatch: matching.length === 0 };
}

// ---------------------------------------------------------------------------------------
// Nearest location

/**
 * `locations.nearest`: the first location found around the device's position, shown as
 * NEAREST only if it differs from the recent one; null otherwise.
 */
export function nearestOption<L extends { id: string | number }>(
  recent: Pick<StoredLocation, "id"> | null,
  found: readonly L[],
): L | null {
  const first = found[0];
  if (!first) return null;
  return recent !== null && String(first.id) === String(recent.id) ? null : first;
}

// ---------------------------------------------------------------------------------------
// Location confirm (delivery): the address list

function asDeliveryAddress(value: unknown): DeliveryAddress | null {
  if (typeof value !== "object" || value === null) return null;
  const a = value as Record<string, unknown>;
  const text = (key: string) => (typeof a[key] === "string" ? (a[key] as string).trim() : "");
  if (text("address") === "") return null;
  const address: DeliveryAddress = {
    address: text("address"),
    city: text("city"),
    state: text("state"),
    zip: text("zip"),
  };
  if (text("apt") !== "") address.apt = text("apt");
  if (typeof a.id === "string" || typeof a.id === "number") address.id = String(a.id);
  return address;
}

function sameAddress(a: DeliveryAddress, b: DeliveryAddress): boolean {
  const key = (x: DeliveryAddress) =>
    [x.address, x.apt ?? "", x.zip].map((part) => part.trim().toLowerCase()).join("|");
  return key(a) === key(b);
}

/**
 * `locations.confirm-delivery-addresses`: the address list is the order's address, then the
 * user's first saved address (the same address once only). Empty means redirect.
 */
export function deliveryAddressOptions(
  order: Pick<StoredOrder, "address"> | null,
  user: Pick<StoredUser, "addresses"> | null,
): DeliveryAddress[] {
  const list: DeliveryAddress[] = [];
  const fromOrder = asDeliveryAddress(order?.address);
  if (fromOrder) list.push(fromOrder);
  const saved = asDeliveryAddress(user?.addresses[0]);
  if (saved && !list.some((a) => sameAddress(a, saved))) list.push(saved);
  return list;
}

/** One line of a delivery address: "12 Main St, Apt 4, Raleigh, NC 27601". */
export function formatDeliveryAddress(a: DeliveryAddress): string {
  const place = [a.city, [a.state, a.zip].filter(Boolean).join(" ")].filter(Boolean).join(", ");
  return [a.address, a.apt, place].filter(Boolean).join(", ");
}

/**
 * `locations.confirm-dialog-skip`: with no recent location the dialog is not shown
 * (the visitor goes straight to the order page); for delivery, with no address to offer
 * it is not shown either (the visitor goes to enter one).
 */
export function confirmDialogRedirect(input: {
  section: "pickup" | "delivery";
  hasRecentLocation: boolean;
  deliveryAddressCount: number;
}): "order" | "delivery-address" | null {
  if (input.section === "delivery")
    return input.deliveryAddressCount === 0 ? "delivery-address" : null;
  return input.hasRecentLocation ? null : "order";
}

/** The location as the client stores it (`store.keys-expiries`). */
/**
 * `member.favorite-restaurants`: the member's favorites the location-confirm dialog adds to
 * its pickup options: those not already offered (RECENT, NEAREST), in the order added.
 */
export function favoriteOptions<F extends { id: number | string }>(
  offered: readonly (string | number | undefined)[],
  favorites: readonly F[],
): F[] {
  const shown = new Set(offered.filter((id) => id !== undefined).map(String));
  return favorites.filter((f) => !shown.has(String(f.id)));
}

export function toStoredLocation(location: Location): StoredLocation {
  return {
    id: String(location.id),
    name: location.name,
    address: location.address,
    city: location.city,
    state: location.state,
    zip: location.zip,
    menu_id: location.menu_id,
    // `catering-order.order-menu`: the menu an order is made on, on the catering channel.
    catering_menu_id: location.catering_menu_id,
    lat: location.lat,
    lng: location.lng,
    phone: location.phone,
    timezone: location.timezone,
    handoff_modes: location.handoff_modes,
  };
}

// ---------------------------------------------------------------------------------------
// Hours, distance

export type DailyRange = { day: number; open: string; close: string };

const weekdays = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];

/** The day of the week (0 = Sunday) at `now` in the restaurant's time zone. */
export function weekdayIn(timeZone: string, now: Date): number {
  try {
    const name = new Intl.DateTimeFormat("en-US", { weekday: "short", timeZone }).format(now);
    const index = weekdays.indexOf(name);
    if (index >= 0) return index;
  } catch {
    // unknown zone: fall through to the device's day
  }
  return now.getDay();
}

/** Today's ranges of a calendar (the restaurant's day), in opening order. */
export function todaysRanges(
  calendar: readonly DailyRange[],
  timeZone: string,
  now: Date,
): DailyRange[] {
  const day = weekdayIn(timeZone, now);
  return calendar.filter((r) => r.day === day).toSorted((a, b) => a.open.localeCompare(b.open));
}

/** "06:00" → "6:00 AM" (en-US) or "6:00" (es): a clock time in the page's language. */
export function formatClock(clock: string, language: string): string {
  const [h = 0, m = 0] = clock.split(":").map(Number);
  const date = new Date(Date.UTC(2000, 0, 1, h % 24, m));
  return new Intl.DateTimeFormat(language, {
    hour: "numeric",
    minute: "2-digit",
    timeZone: "UTC",
  }).format(date);
}

/** Miles with one decimal ("0.3", "12.4"), in the page's language. */
export function formatMiles(miles: number, language: string): string {
  return new Intl.NumberFormat(language, {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(miles);
}

/** A `tel:` link for a display phone number. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}
