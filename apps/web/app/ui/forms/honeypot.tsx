import { HONEYPOT_FIELD } from "@coop/contract/form-definitions";

import { useTranslation } from "../../lib/i18n-react.tsx";

/**
 * `forms-web.honeypot`: the hidden field people never see or reach (off screen, out of the tab
 * order, hidden from screen readers, no autofill); a program filling every field fills it, and
 * the server then drops the message while answering as if it were sent.
 */
export function HoneypotField({
  id,
  value,
  onValue,
}: {
  id: string;
  value: string;
  onValue: (value: string) => void;
}) {
  const { t } = useTranslation("forms");
  return (
    <div className="form-honeypot" aria-hidden="true">
      <label htmlFor={id}>{t("honeypot")}</label>
      <input
        id={id}
        name={HONEYPOT_FIELD}
        type="text"
        tabIndex={-1}
        autoComplete="off"
        value={value}
        onChange={(e) => onValue(e.currentTarget.value)}
      />
    </div>
  );
}
