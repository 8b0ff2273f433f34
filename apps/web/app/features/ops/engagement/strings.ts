// `i18n.on-demand`: the en-US strings of the engagement authoring screens travel with their code
// (docs/decisions/017-own-translator-instead-of-i18next.md).
import { provideTranslations } from "../../../lib/i18n.ts";
import opsEngagement from "../../../locales/en-US/opsEngagement.json";

provideTranslations("en-US", "opsEngagement", opsEngagement);
