import type { RestaurantSeed, WeeklyCalendar } from "../../../domain/catalog-types.ts";

/**
 * Weekly opening hours the demo restaurants share, in each restaurant's local time
 * (0 = Sunday … 6 = Saturday; a day without a range is closed; "24:00" closes at midnight
 * and a range never crosses midnight, so past-midnight hours continue on the next day at
 * 00:00). Each profile gives the four calendars of a restaurant: business (doors), pickup
 * (counter and drive-thru orders), curbside and delivery.
 */

// ── business and pickup ────────────────────────────────────────────────────────────────

const daily0600to2200 = [
  { day: 0, open: "06:00", close: "22:00" },
  { day: 1, open: "06:00", close: "22:00" },
  { day: 2, open: "06:00", close: "22:00" },
  { day: 3, open: "06:00", close: "22:00" },
  { day: 4, open: "06:00", close: "22:00" },
  { day: 5, open: "06:00", close: "22:00" },
  { day: 6, open: "06:00", close: "22:00" },
] satisfies WeeklyCalendar;

/** Closed on Sundays. */
const monSat0600to2200 = [
  { day: 1, open: "06:00", close: "22:00" },
  { day: 2, open: "06:00", close: "22:00" },
  { day: 3, open: "06:00", close: "22:00" },
  { day: 4, open: "06:00", close: "22:00" },
  { day: 5, open: "06:00", close: "22:00" },
  { day: 6, open: "06:00", close: "22:00" },
] satisfies WeeklyCalendar;

/** Open till midnight on Friday and Saturday. */
const lateWeekend = [
  { day: 0, open: "06:00", close: "22:00" },
  { day: 1, open: "06:00", close: "22:00" },
  { day: 2, open: "06:00", close: "22:00" },
  { day: 3, open: "06:00", close: "22:00" },
  { day: 4, open: "06:00", close: "22:00" },
  { day: 5, open: "06:00", close: "24:00" },
  { day: 6, open: "06:00", close: "24:00" },
] satisfies WeeklyCalendar;

/** Open till 1 am after Friday and Saturday nights: the night runs on as 00:00–01:00 next day. */
const pastMidnightWeekend = [
  { day: 0, open: "00:00", close: "01:00" },
  { day: 0, open: "07:00", close: "22:00" },
  { day: 1, open: "06:00", close: "22:00" },
  { day: 2, open: "06:00", close: "22:00" },
  { day: 3, open: "06:00", close: "22:00" },
  { day: 4, open: "06:00", close: "23:00" },
  { day: 5, open: "06:00", close: "24:00" },
  { day: 6, open: "00:00", close: "01:00" },
  { day: 6, open: "07:00", close: "24:00" },
] satisfies WeeklyCalendar;

/** Airport concourse: first flights out. */
const airport0500to2200 = [
  { day: 0, open: "05:00", close: "22:00" },
  { day: 1, open: "05:00", close: "22:00" },
  { day: 2, open: "05:00", close: "22:00" },
  { day: 3, open: "05:00", close: "22:00" },
  { day: 4, open: "05:00", close: "22:00" },
  { day: 5, open: "05:00", close: "22:00" },
  { day: 6, open: "05:00", close: "22:00" },
] satisfies WeeklyCalendar;

/** A smaller-market store: later open, earlier close, short Sunday. */
const daily0630to2100 = [
  { day: 0, open: "08:00", close: "20:00" },
  { day: 1, open: "06:30", close: "21:00" },
  { day: 2, open: "06:30", close: "21:00" },
  { day: 3, open: "06:30", close: "21:00" },
  { day: 4, open: "06:30", close: "21:00" },
  { day: 5, open: "06:30", close: "21:00" },
  { day: 6, open: "06:30", close: "21:00" },
] satisfies WeeklyCalendar;

/** Business district: early weekdays, short Saturday, closed Sunday. */
const businessDistrict = [
  { day: 1, open: "06:00", close: "20:00" },
  { day: 2, open: "06:00", close: "20:00" },
  { day: 3, open: "06:00", close: "20:00" },
  { day: 4, open: "06:00", close: "20:00" },
  { day: 5, open: "06:00", close: "20:00" },
  { day: 6, open: "08:00", close: "18:00" },
] satisfies WeeklyCalendar;

// ── curbside ───────────────────────────────────────────────────────────────────────────

const daily0700to2100 = [
  { day: 0, open: "07:00", close: "21:00" },
  { day: 1, open: "07:00", close: "21:00" },
  { day: 2, open: "07:00", close: "21:00" },
  { day: 3, open: "07:00", close: "21:00" },
  { day: 4, open: "07:00", close: "21:00" },
  { day: 5, open: "07:00", close: "21:00" },
  { day: 6, open: "07:00", close: "21:00" },
] satisfies WeeklyCalendar;

const monSat0700to2100 = [
  { day: 1, open: "07:00", close: "21:00" },
  { day: 2, open: "07:00", close: "21:00" },
  { day: 3, open: "07:00", close: "21:00" },
  { day: 4, open: "07:00", close: "21:00" },
  { day: 5, open: "07:00", close: "21:00" },
  { day: 6, open: "07:00", close: "21:00" },
] satisfies WeeklyCalendar;

const curbside0700to2030 = [
  { day: 0, open: "08:30", close: "19:30" },
  { day: 1, open: "07:00", close: "20:30" },
  { day: 2, open: "07:00", close: "20:30" },
  { day: 3, open: "07:00", close: "20:30" },
  { day: 4, open: "07:00", close: "20:30" },
  { day: 5, open: "07:00", close: "20:30" },
  { day: 6, open: "07:00", close: "20:30" },
] satisfies WeeklyCalendar;

// ── delivery ───────────────────────────────────────────────────────────────────────────

const daily1030to2130 = [
  { day: 0, open: "10:30", close: "21:30" },
  { day: 1, open: "10:30", close: "21:30" },
  { day: 2, open: "10:30", close: "21:30" },
  { day: 3, open: "10:30", close: "21:30" },
  { day: 4, open: "10:30", close: "21:30" },
  { day: 5, open: "10:30", close: "21:30" },
  { day: 6, open: "10:30", close: "21:30" },
] satisfies WeeklyCalendar;

const monSat1030to2130 = [
  { day: 1, open: "10:30", close: "21:30" },
  { day: 2, open: "10:30", close: "21:30" },
  { day: 3, open: "10:30", close: "21:30" },
  { day: 4, open: "10:30", close: "21:30" },
  { day: 5, open: "10:30", close: "21:30" },
  { day: 6, open: "10:30", close: "21:30" },
] satisfies WeeklyCalendar;

const lateWeekendDelivery = [
  { day: 0, open: "10:30", close: "21:30" },
  { day: 1, open: "10:30", close: "21:30" },
  { day: 2, open: "10:30", close: "21:30" },
  { day: 3, open: "10:30", close: "21:30" },
  { day: 4, open: "10:30", close: "21:30" },
  { day: 5, open: "10:30", close: "23:30" },
  { day: 6, open: "10:30", close: "23:30" },
] satisfies WeeklyCalendar;

const delivery1100to2030 = [
  { day: 0, open: "11:00", close: "19:30" },
  { day: 1, open: "11:00", close: "20:30" },
  { day: 2, open: "11:00", close: "20:30" },
  { day: 3, open: "11:00", close: "20:30" },
  { day: 4, open: "11:00", close: "20:30" },
  { day: 5, open: "11:00", close: "20:30" },
  { day: 6, open: "11:00", close: "20:30" },
] satisfies WeeklyCalendar;

const businessDistrictDelivery = [
  { day: 1, open: "10:30", close: "19:30" },
  { day: 2, open: "10:30", close: "19:30" },
  { day: 3, open: "10:30", close: "19:30" },
  { day: 4, open: "10:30", close: "19:30" },
  { day: 5, open: "10:30", close: "19:30" },
  { day: 6, open: "10:30", close: "17:30" },
] satisfies WeeklyCalendar;

// ── profiles ───────────────────────────────────────────────────────────────────────────

type Calendars = RestaurantSeed["calendars"];

/** 6 am–10 pm every day; curbside 7–9; delivery 10:30–9:30. */
export const standardHours = {
  business: daily0600to2200,
  pickup: daily0600to2200,
  curbside: daily0700to2100,
  delivery: daily1030to2130,
} satisfies Calendars;

/** As standard, closed on Sundays. */
export const closedSundayHours = {
  business: monSat0600to2200,
  pickup: monSat0600to2200,
  curbside: monSat0700to2100,
  delivery: monSat1030to2130,
} satisfies Calendars;

/** Till midnight on Friday and Saturday; delivery till 11:30 pm those nights. */
export const lateWeekendHours = {
  business: lateWeekend,
  pickup: lateWeekend,
  curbside: daily0700to2100,
  delivery: lateWeekendDelivery,
} satisfies Calendars;

/** Entertainment district: till 1 am after Friday and Saturday nights. */
export const pastMidnightHours = {
  business: pastMidnightWeekend,
  pickup: pastMidnightWeekend,
  curbside: [],
  delivery: lateWeekendDelivery,
} satisfies Calendars;

/** Airport concourse: 5 am–10 pm, pickup only. */
export const airportHours = {
  business: airport0500to2200,
  pickup: airport0500to2200,
  curbside: [],
  delivery: [],
} satisfies Calendars;

/** 6:30 am–9 pm, Sunday 8–8; curbside 7–8:30; delivery 11–8:30. */
export const smallMarketHours = {
  business: daily0630to2100,
  pickup: daily0630to2100,
  curbside: curbside0700to2030,
  delivery: delivery1100to2030,
} satisfies Calendars;

/** Weekdays 6 am–8 pm, Saturday 8–6, closed Sunday; no curbside. */
export const businessDistrictHours = {
  business: businessDistrict,
  pickup: businessDistrict,
  curbside: [],
  delivery: businessDistrictDelivery,
} satisfies Calendars;

/** The days every restaurant is closed: Thanksgiving and Christmas Day 2026. */
export const holidays2026 = ["2026-11-26", "2026-12-25"];
