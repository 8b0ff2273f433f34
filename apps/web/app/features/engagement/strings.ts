// `i18n.on-demand`: the en-US strings of the engagement screens travel with their code; other
// languages load on demand.
import { provideTranslations } from "../../lib/i18n.ts";
import engagement from "../../locales/en-US/engagement.json";

provideTranslations("en-US", "engagement", engagement);
