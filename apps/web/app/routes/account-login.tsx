import { AuthPage } from "../features/auth/auth-page.tsx";
import { LoginForm } from "../features/auth/login-form.tsx";
import { pageHeadingMeta } from "../lib/meta.ts";
import type { Route } from "./+types/account-login";

export function meta({ matches }: Route.MetaArgs) {
  return pageHeadingMeta(matches[0].loaderData?.language, "account-login");
}

/** /account/login: sign in (email and password, or single sign-on when configured). */
export default function Page({ matches }: Route.ComponentProps) {
  return (
    <AuthPage page="account-login">
      <LoginForm settings={matches[0].loaderData.auth} />
    </AuthPage>
  );
}
