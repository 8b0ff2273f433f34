// `i18n.on-demand`: the en-US strings of the public product page travel with its code, so its
// first screen renders without waiting for them. Other languages load on demand.
import { provideTranslations } from "../../lib/i18n.ts";
import publicProduct from "../../locales/en-US/publicProduct.json";

provideTranslations("en-US", "publicProduct", publicProduct);
