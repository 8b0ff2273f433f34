// `i18n.on-demand`: the en-US strings of the order history travel with its code (see
// docs/decisions/017-own-translator-instead-of-i18next.md). Other languages load on demand.
import { provideTranslations } from "../../lib/i18n.ts";
import history from "../../locales/en-US/history.json";

provideTranslations("en-US", "history", history);
