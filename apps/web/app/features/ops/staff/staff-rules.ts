/**
 * The staff page's rules (`ops-shell.invite-offer`, `ops-shell.edit-others-only`): what the invitation form
 * offers and who may be edited. The server decides (`staff.invite-scope`, `staff.role-change`,
 * `staff.role-restaurants`); the form offers only what it would accept and says why before a
 * call is made.
 */
import type { StaffMember, StaffRole } from "@coop/contract/staff";

/** The roles in the order the form lists them (the contract's module holds zod: types only here). */
export const ROLES = [
  "crew",
  "manager",
  "marketing",
  "admin",
] as const satisfies readonly StaffRole[];

/** The roles an inviter may give: an admin any role, a manager crew only, others none. */
export function invitableRoles(inviter: StaffMember): readonly StaffRole[] {
  if (inviter.role === "admin") return ROLES;
  if (inviter.role === "manager") return ["crew"];
  return [];
}

/**
 * The restaurants an inviter may pick from: a manager their own; an admin any (null: every
 * restaurant of the chain, from the restaurant list or typed by number).
 */
export function invitableRestaurants(inviter: StaffMember): readonly number[] | null {
  return inviter.role === "admin" ? null : inviter.restaurants;
}

/** An admin edits every account but their own; nobody else edits. */
export function canEdit(editor: StaffMember, target: StaffMember): boolean {
  return editor.role === "admin" && editor.id !== target.id;
}

export type RestaurantsProblem = "crewOne" | "managerSome" | "chainNone";

/** `staff.role-restaurants` as the form checks it: crew one, manager one or more, others none. */
export function restaurantsProblem(
  role: StaffRole,
  restaurants: readonly number[],
): RestaurantsProblem | null {
  const count = new Set(restaurants).size;
  if (role === "crew" && count !== 1) return "crewOne";
  if (role === "manager" && count === 0) return "managerSome";
  if ((role === "admin" || role === "marketing") && count > 0) return "chainNone";
  return null;
}

/** "101, 102" → [101, 102]; null when a part is not a whole number above 0. Empty → []. */
export function parseRestaurantNumbers(text: string): number[] | null {
  const parts = text
    .split(/[\s,]+/)
    .map((p) => p.trim())
    .filter((p) => p !== "");
  const numbers: number[] = [];
  for (const part of parts) {
    if (!/^\d{1,9}$/.test(part) || Number(part) <= 0) return null;
    numbers.push(Number(part));
  }
  return [...new Set(numbers)];
}
