import { StaffGate } from "../features/ops/shell/staff-gate.tsx";
import { AuditPage } from "../features/ops/staff/audit-page.tsx";
import { useTranslation } from "../lib/i18n-react.tsx";

/** /ops/audit: the audit log of staff actions (admins). */
export default function OpsAuditRoute() {
  const { t } = useTranslation("ops");
  return (
    <StaffGate roles={["admin"]} title={t("audit.title")} refusal={t("audit.notAllowed")}>
      {() => <AuditPage />}
    </StaffGate>
  );
}
