// `i18n.on-demand`: the en-US strings of the form submissions screen travel with its code
// (docs/decisions/017-own-translator-instead-of-i18next.md).
import { provideTranslations } from "../../../lib/i18n.ts";
import opsForms from "../../../locales/en-US/opsForms.json";

provideTranslations("en-US", "opsForms", opsForms);
