// `i18n.on-demand`: the en-US strings of the careers pages travel with their code, so the first
// screen renders without waiting for them. Other languages load on demand.
import { provideTranslations } from "../../lib/i18n.ts";
import careers from "../../locales/en-US/careers.json";

provideTranslations("en-US", "careers", careers);
