import type { RestaurantSeed } from "../../../domain/catalog-types.ts";
import { georgia } from "./restaurants/georgia.ts";
import { northCarolina } from "./restaurants/north-carolina.ts";
import { southCarolina } from "./restaurants/south-carolina.ts";
import { tennessee } from "./restaurants/tennessee.ts";
import { virginia } from "./restaurants/virginia.ts";

/**
 * The demo chain: 42 restaurants in five states, one file per state under restaurants/.
 *
 * - Real addresses' neighbourhoods, real city coordinates and each area's real 5-digit zip;
 *   fictional phone numbers (555-01xx).
 * - Times are local: Nashville and Memphis run on America/Chicago, the rest on New York time.
 * - Hours come from the shared profiles in hours.ts; a restaurant without curbside or
 *   delivery (`handoffModes`) has an empty calendar for it. Delivery radius, fee tiers and
 *   minimum are still filled in where there is no delivery (unused; kept so every record has
 *   the same shape).
 * - Tax is the combined sales tax on prepared food in basis points: state + local sales tax
 *   plus the local meals / prepared-food / hospitality tax where there is one (Wake,
 *   Mecklenburg and Durham counties 1 %, Columbia and Charleston 2 %, Greenville 2 %,
 *   Richmond 7.5 %, Norfolk 6.5 %, Roanoke 5.5 %). Rounded to what a receipt shows.
 * - Restaurant 132 (Savannah, Broughton Street) has peach cobbler 86'd.
 */
export const restaurants: RestaurantSeed[] = [
  ...northCarolina,
  ...southCarolina,
  ...virginia,
  ...georgia,
  ...tennessee,
];
