// `i18n.on-demand`: the en-US strings of this feature travel with its code (see
// docs/decisions/017-own-translator-instead-of-i18next.md): its first screen renders without
// waiting for a request for its translations. Other languages load on demand.
import { provideTranslations } from "../../lib/i18n.ts";
import inApp from "../../locales/en-US/inApp.json";

provideTranslations("en-US", "inApp", inApp);
