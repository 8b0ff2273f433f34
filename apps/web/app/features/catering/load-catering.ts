/**
 * The catering home's loader (`catering-home.page`): it runs on the server and reads the base
 * catering menu through the page context (as the public menu pages do) and the chain's
 * restaurants through the server's own API in process, for their catering lead times. Either
 * read may fail: the page still renders, saying what it could not show.
 */
import type { RouterContextProvider } from "react-router";

import { createApiClient } from "@coop/contract/client";

import { pageContextOf } from "../../lib/page-context.ts";
import {
  type LeadTimeSummary,
  leadTimeSummary,
  type PackGroup,
  packGroupsOf,
} from "./catering-rules.ts";

/** The fixed catering menu, orderable before a restaurant is chosen. */
const CATERING_MENU_ID = "catering";
/** How long the loader waits for the restaurants before it renders without a lead time. */
const API_TIMEOUT_MS = 5000;

export type CateringHomeData = {
  /** The pack and tray categories; null when the catering menu could not be read. */
  groups: PackGroup[] | null;
  /** The smallest catering lead time; null when no restaurant states one. */
  leadTime: LeadTimeSummary | null;
};

async function readPacks(context: Readonly<RouterContextProvider>): Promise<PackGroup[] | null> {
  try {
    const menu = await pageContextOf(context).menus.get(CATERING_MENU_ID);
    return menu ? packGroupsOf(menu) : null;
  } catch {
    return null;
  }
}

async function readLeadTime(
  context: Readonly<RouterContextProvider>,
): Promise<LeadTimeSummary | null> {
  const api = createApiClient({
    baseUrl: "http://coop.internal",
    fetch: pageContextOf(context).api.fetch,
    context: () => ({ channel: "catering", clientType: "web" }),
  });
  try {
    const result = await api.call("locationsList", { signal: AbortSignal.timeout(API_TIMEOUT_MS) });
    if (!result.ok) return null;
    // The field is optional in the contract: restaurants that do not state it are left out.
    return leadTimeSummary(result.data.locations.map((l) => l.catering_lead_time_minutes));
  } catch {
    return null;
  }
}

export async function loadCateringHome(
  context: Readonly<RouterContextProvider>,
): Promise<CateringHomeData> {
  const [groups, leadTime] = await Promise.all([readPacks(context), readLeadTime(context)]);
  return { groups, leadTime };
}
