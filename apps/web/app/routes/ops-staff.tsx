import { StaffGate } from "../features/ops/shell/staff-gate.tsx";
import { StaffPage } from "../features/ops/staff/staff-page.tsx";
import { useTranslation } from "../lib/i18n-react.tsx";

/** /ops/staff: the staff list and invitations (admins and managers). */
export default function OpsStaff() {
  const { t } = useTranslation("ops");
  return (
    <StaffGate
      roles={["admin", "manager"]}
      title={t("staff.title")}
      refusal={t("staff.notAllowed")}
    >
      {(me) => <StaffPage me={me} />}
    </StaffGate>
  );
}
