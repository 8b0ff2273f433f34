// `i18n.on-demand`: the en-US strings of the expansion menu travel with its code, so its first
// screen renders without waiting for them. Other languages load on demand.
import { provideTranslations } from "../../lib/i18n.ts";
import expansionMenu from "../../locales/en-US/expansionMenu.json";

provideTranslations("en-US", "expansionMenu", expansionMenu);
