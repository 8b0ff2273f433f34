/**
 * `ops-shell.nav-by-role`: the links of the staff header. On a restaurant's pages: Board for
 * everyone who works there; Controls, Settings and Today only for its managers and for
 * admins (crew run the board, nothing else). Everywhere: the restaurant list, Staff for
 * admins and managers, the audit log for admins, Content and Engagement for marketing and admins,
 * Forms for everyone but crew, Careers for admins and managers. Marketing has no restaurant page.
 */
import type { StaffMember } from "@coop/contract/staff";

import { engagementListPath, opsPaths, restaurantPath } from "../ops-paths.ts";
import { worksAt } from "../staff-session.ts";

export type OpsNavKey =
  | "restaurants"
  | "staff"
  | "audit"
  | "board"
  | "controls"
  | "settings"
  | "today"
  | "content"
  | "engagement"
  | "forms"
  | "careers";
export type OpsNavLink = { key: OpsNavKey; to: string };

const MANAGER_PAGES = ["controls", "settings", "today"] as const;

/** The pages of one restaurant the staff member may open (none when they do not work there). */
export function restaurantLinks(staff: StaffMember, restaurantId: number): OpsNavLink[] {
  if (staff.role === "marketing" || !worksAt(staff, restaurantId)) return [];
  const links: OpsNavLink[] = [{ key: "board", to: restaurantPath("board", restaurantId) }];
  if (staff.role === "manager" || staff.role === "admin") {
    for (const page of MANAGER_PAGES)
      links.push({ key: page, to: restaurantPath(page, restaurantId) });
  }
  return links;
}

/** The chain-wide links: the restaurant list, then Staff and the audit log by role. */
export function chainLinks(staff: StaffMember): OpsNavLink[] {
  // `ops-shell.marketing-no-restaurants`: marketing works at no restaurant; its first page is the content.
  const links: OpsNavLink[] =
    staff.role === "marketing" ? [] : [{ key: "restaurants", to: opsPaths.home }];
  if (staff.role === "admin" || staff.role === "manager")
    links.push({ key: "staff", to: opsPaths.staff });
  if (staff.role === "admin") links.push({ key: "audit", to: opsPaths.audit });
  // `content-authoring.marketing-and-admins`: the content screens.
  if (staff.role === "marketing" || staff.role === "admin")
    links.push({ key: "content", to: opsPaths.content });
  // `engagement-authoring.marketing-and-admins`: segments, campaigns and canvases.
  if (staff.role === "marketing" || staff.role === "admin")
    links.push({ key: "engagement", to: engagementListPath("campaigns") });
  // `ops-forms.roles`: form submissions for admins, marketing and managers (not crew).
  if (staff.role !== "crew") links.push({ key: "forms", to: opsPaths.forms });
  // `ops-careers.roles`: jobs and applications for admins and managers.
  if (staff.role === "admin" || staff.role === "manager")
    links.push({ key: "careers", to: opsPaths.careers });
  return links;
}

/**
 * `ops-shell.crew-straight-to-board`: where a signed-in staff member lands on /ops: a crew member
 * with one restaurant goes straight to its board; everyone else sees the restaurant list
 * (null).
 */
export function landingPath(staff: StaffMember): string | null {
  const [only] = staff.restaurants;
  if (staff.role === "crew" && staff.restaurants.length === 1 && only !== undefined)
    return restaurantPath("board", only);
  if (staff.role === "marketing") return opsPaths.content;
  return null;
}
