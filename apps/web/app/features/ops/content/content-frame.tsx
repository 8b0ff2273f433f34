import "./strings.ts";
import "./content.css";

import type { ReactNode, RefObject } from "react";

import { useTranslation } from "../../../lib/i18n-react.tsx";
import { RoleFrame } from "../shell/role-frame.tsx";

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
  return (
    <RoleFrame
      roles={["marketing", "admin"]}
      title={title}
      className="oc-page"
      statusClassName="oc-status"
      loading={t("common.loading")}
      denied={{ title: t("gate.notAllowed"), text: t("gate.notAllowedText") }}
    >
      {children}
    </RoleFrame>
  );
}
