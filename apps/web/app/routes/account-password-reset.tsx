import { ForgotPasswordForm } from "../features/password/forgot-password-form.tsx";
import { PasswordPage } from "../features/password/password-page.tsx";
import { pageHeadingMeta } from "../lib/meta.ts";
import type { Route } from "./+types/account-password-reset";

export function meta({ matches }: Route.MetaArgs) {
  return pageHeadingMeta(matches[0].loaderData?.language, "account-password-reset");
}

/** `/account/password-reset`: ask for a link to choose a new password (`member.reset-same-answer`). */
export default function Page() {
  return (
    <PasswordPage page="account-password-reset">
      <ForgotPasswordForm />
    </PasswordPage>
  );
}
