import { Link } from "react-router";

import { useLanguageSwitch } from "../../../lib/use-language-switch.ts";

/**
 * English / Español on the staff pages: a link to the same page with `?lang=` (the root loader
 * remembers it in the `lang` cookie, as on the customer pages). Each label is the language's
 * own name, marked with its language.
 */
export function OpsLanguageToggle() {
  const { target, pathname, search, label, busy, start } = useLanguageSwitch();
  return (
    <Link
      className="ops-button ops-button--quiet"
      to={{ pathname, search }}
      lang={target}
      hrefLang={target}
      replace
      preventScrollReset
      aria-busy={busy || undefined}
      onClick={start}
    >
      {label}
    </Link>
  );
}
