// `i18n.on-demand`: the en-US strings of the careers screen travel with its code
// (docs/decisions/017-own-translator-instead-of-i18next.md).
import { provideTranslations } from "../../../lib/i18n.ts";
import opsCareers from "../../../locales/en-US/opsCareers.json";

provideTranslations("en-US", "opsCareers", opsCareers);
