// `i18n.on-demand`: the en-US strings of the search page travel with its code, so its first
// screen renders without waiting for them. Other languages load on demand.
import { provideTranslations } from "../../lib/i18n.ts";
import search from "../../locales/en-US/search.json";

provideTranslations("en-US", "search", search);
