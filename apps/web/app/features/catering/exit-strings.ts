// `i18n.on-demand`: the en-US strings of the catering exit dialog travel with its code (see
// docs/decisions/017-own-translator-instead-of-i18next.md). Other languages load on demand.
import { provideTranslations } from "../../lib/i18n.ts";
import cateringExit from "../../locales/en-US/cateringExit.json";

provideTranslations("en-US", "cateringExit", cateringExit);
