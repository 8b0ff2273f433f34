// `i18n.on-demand`: the en-US strings of the favorite toggle travel with its code (the
// `saved` namespace, shared with the account's saved items; see
// docs/decisions/017-own-translator-instead-of-i18next.md). Other languages load on demand.
import { provideTranslations } from "../../lib/i18n.ts";
import saved from "../../locales/en-US/saved.json";

provideTranslations("en-US", "saved", saved);
