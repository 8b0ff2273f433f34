// `i18n.on-demand`: the en-US strings of the store controls, settings and report pages travel
// with their code (docs/decisions/017-own-translator-instead-of-i18next.md).
import { provideTranslations } from "../../../lib/i18n.ts";
import controls from "../../../locales/en-US/controls.json";

provideTranslations("en-US", "controls", controls);
