// `i18n.on-demand`: the en-US strings of the saved cards, addresses and favorites screens
// travel with their code (see docs/decisions/017-own-translator-instead-of-i18next.md).
// Other languages load on demand.
import { provideTranslations } from "../../lib/i18n.ts";
import saved from "../../locales/en-US/saved.json";

provideTranslations("en-US", "saved", saved);
