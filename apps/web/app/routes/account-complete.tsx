import { AccountShell } from "../features/account/account-shell.tsx";
import { CompleteForm } from "../features/auth/complete-form.tsx";
import { pageHeadingMeta } from "../lib/meta.ts";
import type { Route } from "./+types/account-complete";

export function meta({ matches }: Route.MetaArgs) {
  return pageHeadingMeta(matches[0].loaderData?.language, "account-complete");
}

/** /account/complete: the name and phone single sign-on did not give (members only). */
export default function Page() {
  return (
    <AccountShell page="account-complete">
      <CompleteForm />
    </AccountShell>
  );
}
