import { useSearchParams } from "react-router";

import { AcceptForm } from "../features/ops/signin/accept-form.tsx";

/** /ops/accept?token=…: accepting a staff invitation (the link of the invitation email). */
export default function OpsAccept() {
  const [params] = useSearchParams();
  return <AcceptForm token={params.get("token")} />;
}
