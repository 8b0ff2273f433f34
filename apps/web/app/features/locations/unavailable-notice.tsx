import "./strings.ts";

import { useEffect, useRef } from "react";

import { useTranslation } from "../../lib/i18n-react.tsx";
import type { UnavailableLine } from "../../lib/order/handoff-order-actions.ts";

/**
 * After a transfer (`locations.unavailable-after-transfer`) the lines the new restaurant does not
 * sell are gone from the cart: say which, then let the customer continue to the menu.
 */
export function UnavailableNotice({
  name,
  lines,
  onContinue,
}: {
  name: string;
  lines: readonly UnavailableLine[];
  onContinue: () => void;
}) {
  const { t } = useTranslation("locations");
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <section className="locations-notice" role="alert" aria-labelledby="unavailable-heading">
      <h2 id="unavailable-heading" ref={headingRef} tabIndex={-1}>
        {t("choose.unavailableHeading")}
      </h2>
      <p>{t("choose.unavailableLead", { name })}</p>
      <ul>
        {lines.map((line) => (
          <li key={line.id}>
            {line.name}
            {line.reason ? ` (${line.reason})` : ""}
          </li>
        ))}
      </ul>
      <button type="button" className="button button--primary" onClick={onContinue}>
        {t("choose.continue")}
      </button>
    </section>
  );
}
