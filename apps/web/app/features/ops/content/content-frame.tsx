import "./strings.ts";
import "./content.css";

import { type ReactNode, type RefObject, useEffect, useRef } from "react";

import { useTranslation } from "../../../lib/i18n-react.tsx";
import { useRequireStaff } from "../staff-session.ts";

/**
 * `content-authoring.marketing-and-admins`: the frame of the content screens. Signed-out visitors
 * go to sign-in; crew and managers see a clear "not allowed" message and nothing is fetched;
 * marketing and admins see the screen. The heading takes focus when the screen opens.
 */
export function ContentFrame({
  title,
  children,
}: {
  title: ReactNode;
  children: (heading: RefObject<HTMLHeadingElement | null>) => ReactNode;
}) {
  const { t } = useTranslation("opsContent");
  const { state, allowed } = useRequireStaff(["marketing", "admin"]);
  const heading = useRef<HTMLHeadingElement>(null);
  const ready = state.status === "signed-in";
  useEffect(() => {
    if (ready) heading.current?.focus();
  }, [ready, allowed]);

  if (!ready) {
    return (
      <p className="oc-status" role="status">
        {t("common.loading")}
      </p>
    );
  }
  if (!allowed) {
    return (
      <section className="oc-page">
        <h1 ref={heading} tabIndex={-1}>
          {t("gate.notAllowed")}
        </h1>
        <p>{t("gate.notAllowedText")}</p>
      </section>
    );
  }
  return (
    <div className="oc-page">
      <h1 ref={heading} tabIndex={-1}>
        {title}
      </h1>
      {children(heading)}
    </div>
  );
}
