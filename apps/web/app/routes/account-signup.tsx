import { AuthPage } from "../features/auth/auth-page.tsx";
import { SignupForm } from "../features/auth/signup-form.tsx";
import { pageHeadingMeta } from "../lib/meta.ts";
import type { Route } from "./+types/account-signup";

export function meta({ matches }: Route.MetaArgs) {
  return pageHeadingMeta(matches[0].loaderData?.language, "account-signup");
}

/** /account/signup: create an account. */
export default function Page({ matches }: Route.ComponentProps) {
  return (
    <AuthPage page="account-signup">
      <SignupForm settings={matches[0].loaderData.auth} />
    </AuthPage>
  );
}
