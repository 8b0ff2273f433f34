import { useSearchParams } from "react-router";

import { PasswordPage } from "../features/password/password-page.tsx";
import { resetLinkOf } from "../features/password/password-rules.ts";
import { ResetPasswordForm } from "../features/password/reset-password-form.tsx";
import { pageHeadingMeta } from "../lib/meta.ts";
import type { Route } from "./+types/account-reset-password";

export function meta({ matches }: Route.MetaArgs) {
  return [
    ...pageHeadingMeta(matches[0].loaderData?.language, "account-reset-password"),
    { name: "robots", content: "noindex" },
  ];
}

/** `/account/reset-password?token=…&email=…`: the emailed link's page (`member.reset-link`). */
export default function Page() {
  const [params] = useSearchParams();
  return (
    <PasswordPage page="account-reset-password">
      <ResetPasswordForm link={resetLinkOf(params)} />
    </PasswordPage>
  );
}
