// `i18n.on-demand`: the en-US strings of the password and single sign-on pages (the
// `password` namespace) travel with their code (see
// docs/decisions/017-own-translator-instead-of-i18next.md). Other languages load on demand.
import { provideTranslations } from "../../lib/i18n.ts";
import password from "../../locales/en-US/password.json";

provideTranslations("en-US", "password", password);
