import type { LocationsService } from "../locations/service.ts";
import type { MembersService } from "../members/service.ts";

/**
 * The members' password hasher and new-password rules (`staff.password`): staff passwords
 * are hashed and refused exactly like members' (docs/decisions/009-members-passwords-tokens-sso-bot-check.md).
 */
export type StaffPasswords = MembersService["passwords"];

/** Which restaurant ids exist, from modules/locations (a role's restaurants must). */
export type RestaurantLookup = Pick<LocationsService, "summaries">;
