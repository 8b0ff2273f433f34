// `i18n.on-demand`: the en-US strings of the account area travel with its code (see
// docs/decisions/017-own-translator-instead-of-i18next.md). Other languages load on demand.
import { provideTranslations } from "../../lib/i18n.ts";
import account from "../../locales/en-US/account.json";

provideTranslations("en-US", "account", account);
