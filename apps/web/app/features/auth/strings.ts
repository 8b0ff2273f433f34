// `i18n.on-demand`: the en-US strings of the sign-in and sign-up forms travel with its code (see
// docs/decisions/017-own-translator-instead-of-i18next.md). Other languages load on demand.
import { provideTranslations } from "../../lib/i18n.ts";
import auth from "../../locales/en-US/auth.json";

provideTranslations("en-US", "auth", auth);
