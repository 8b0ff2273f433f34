import { useClientState } from "../../lib/store/client-store.ts";
import { cateringMenuPath } from "./frame-paths.ts";

/**
 * Where the "Catering Menu" links go (`catering-home.menu-link`). The server HTML and hydration
 * have no restaurant (the store's defaults), so they link the pack list; a restaurant chosen
 * in this browser turns the links to /order right after.
 */
export function useCateringMenuPath(): string {
  return cateringMenuPath(useClientState((s) => s.location !== null));
}
