// The en-US strings of this feature travel with its code (decision 017): its first screen
// renders without waiting for a catalog request. Other languages load on demand.
import { provideCatalog } from "../../lib/i18n.ts";
import menu from "../../locales/en-US/menu.json";

provideCatalog("en-US", "menu", menu);
