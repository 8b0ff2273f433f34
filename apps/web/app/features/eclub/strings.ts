// `i18n.on-demand`: the en-US strings of the e-club pages travel with their code (see
// docs/decisions/017-own-translator-instead-of-i18next.md); other languages load on demand.
import { provideTranslations } from "../../lib/i18n.ts";
import eclub from "../../locales/en-US/eclub.json";

provideTranslations("en-US", "eclub", eclub);
