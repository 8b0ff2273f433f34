import "./strings.ts";

import { useTranslation } from "../../lib/i18n-react.tsx";
import type { PasswordCheck } from "./password-checks.ts";

/**
 * `member.password-rules-live`: the password's rules under the field, each marked met or not
 * yet as the member types (in words too, not only by the mark), plus the common-password
 * rule the server checks on submit.
 */
export function PasswordRules({ checks }: { checks: PasswordCheck[] }) {
  const { t } = useTranslation("auth");
  return (
    <div className="auth-rules">
      <p className="auth-rules__label">{t("password.rulesLabel")}</p>
      <ul className="auth-rules__list" data-testid="password-rules">
        {checks.map((check) => (
          <li
            key={check.id}
            className={`auth-rules__rule${check.met ? " auth-rules__rule--met" : ""}`}
            data-met={check.met}
          >
            <span aria-hidden="true" className="auth-rules__mark">
              {check.met ? "✓" : "•"}
            </span>
            {t(`password.${check.id}`)}
            <span className="visually-hidden">
              {" "}
              ({check.met ? t("password.met") : t("password.notMet")})
            </span>
          </li>
        ))}
        <li className="auth-rules__rule">
          <span aria-hidden="true" className="auth-rules__mark">
            •
          </span>
          {t("password.notCommon")}
        </li>
      </ul>
    </div>
  );
}
