// `i18n.on-demand`: the en-US strings of the site's forms travel with their code (see
// docs/decisions/017-own-translator-instead-of-i18next.md); other languages load on demand.
import { provideTranslations } from "../../lib/i18n.ts";
import forms from "../../locales/en-US/forms.json";

provideTranslations("en-US", "forms", forms);
