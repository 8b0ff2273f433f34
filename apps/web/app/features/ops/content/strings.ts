// `i18n.on-demand`: the en-US strings of the content authoring screens travel with their code
// (docs/decisions/017-own-translator-instead-of-i18next.md).
import { provideTranslations } from "../../../lib/i18n.ts";
import opsContent from "../../../locales/en-US/opsContent.json";

provideTranslations("en-US", "opsContent", opsContent);
