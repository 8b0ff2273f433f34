import { AuthPage } from "../features/auth/auth-page.tsx";
import { VerifyView } from "../features/auth/verify-view.tsx";
import { pageHeadingMeta } from "../lib/meta.ts";
import type { Route } from "./+types/account-verify";

export function meta({ matches }: Route.MetaArgs) {
  return pageHeadingMeta(matches[0].loaderData?.language, "account-verify");
}

/** /account/verify?token=…&email=…: the verification email's link. */
export default function Page() {
  return (
    <AuthPage page="account-verify">
      <VerifyView />
    </AuthPage>
  );
}
