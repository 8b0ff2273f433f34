import "./strings.ts";

import { useTranslation } from "../../lib/i18n-react.tsx";

/** A − n + counter; named after what it counts. */
export function Stepper({
  value,
  min,
  max,
  label,
  onChange,
}: {
  value: number;
  min: number;
  max: number;
  label: string;
  onChange: (value: number) => void;
}) {
  const { t } = useTranslation("menu");
  return (
    <div className="stepper" role="group" aria-label={t("product.quantityOf", { name: label })}>
      <button
        type="button"
        className="stepper__button"
        aria-label={t("product.decrease", { name: label })}
        disabled={value <= min}
        onClick={() => onChange(value - 1)}
      >
        −
      </button>
      <output className="stepper__value" aria-live="polite">
        {value}
      </output>
      <button
        type="button"
        className="stepper__button"
        aria-label={t("product.increase", { name: label })}
        disabled={value >= max}
        onClick={() => onChange(value + 1)}
      >
        +
      </button>
    </div>
  );
}
