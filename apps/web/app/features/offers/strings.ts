// `i18n.on-demand`: the en-US strings of the offers pages travel with their code (see
// docs/decisions/017-own-translator-instead-of-i18next.md). Other languages load on demand.
import { provideTranslations } from "../../lib/i18n.ts";
import offers from "../../locales/en-US/offers.json";

provideTranslations("en-US", "offers", offers);
