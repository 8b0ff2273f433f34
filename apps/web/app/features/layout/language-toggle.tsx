import { Link } from "react-router";

import { useTranslation } from "../../lib/i18n-react.tsx";
import { useLanguageSwitch } from "../../lib/use-language-switch.ts";

/**
 * English / Español (`i18n.choice`; header and mobile menu): a link to the same page with `?lang=`,
 * which the root loader turns into the `lang` cookie. Each label is the language's own
 * name. While switching (`i18n.switch-wait`) it shows a busy state until the translator reports the
 * new language or 5 s pass, checked every 100 ms.
 */
export function LanguageToggle({ className }: { className?: string }) {
  const { t } = useTranslation("frame");
  const { current, target, pathname, search, hash, label, busy, start } = useLanguageSwitch();
  return (
    <Link
      className={`language-toggle ${className ?? ""}`}
      to={{ pathname, search, hash }}
      lang={target}
      hrefLang={target}
      preventScrollReset
      replace
      aria-busy={busy || undefined}
      data-busy={busy || undefined}
      onClick={start}
    >
      <span className="language-toggle__label">{label}</span>
      <span className="language-toggle__spinner" aria-hidden="true" />
      {busy && (
        <span className="visually-hidden" lang={current}>
          {t("language.switching")}
        </span>
      )}
    </Link>
  );
}
