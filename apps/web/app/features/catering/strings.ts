// `i18n.on-demand`: the en-US strings of the catering home travel with its code (see
// docs/decisions/017-own-translator-instead-of-i18next.md); other languages load on demand.
import { provideTranslations } from "../../lib/i18n.ts";
import catering from "../../locales/en-US/catering.json";

provideTranslations("en-US", "catering", catering);
