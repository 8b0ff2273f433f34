import { data } from "react-router";

import { LoginForm } from "../features/auth/login-form.tsx";
import { IncompleteLink } from "../features/in-app/app-screen.tsx";
import { AppSignin } from "../features/in-app/app-signin.tsx";
import { signinLinkOf } from "../features/in-app/in-app-rules.ts";
import { pageHeadingMeta } from "../lib/meta.ts";
import { pageContextOf } from "../lib/page-context.ts";
import type { Route } from "./+types/app-signin";

/**
 * `inapp.signin-link`, `inapp.redirect-allowed`: the link must be complete and its return
 * address one the chain allows (the server's answer), else 400 and the incomplete-link page:
 * nobody signs in only to be refused afterwards.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  const link = signinLinkOf(new URL(request.url).searchParams);
  const allowed = link !== null && pageContextOf(context).app?.redirectAllowed(link.redirect_uri);
  return allowed ? { link } : data({ link: null }, { status: 400 });
}

export function meta({ matches }: Route.MetaArgs) {
  return [
    ...pageHeadingMeta(matches[0].loaderData?.language, "app-signin"),
    { name: "robots", content: "noindex" },
  ];
}

/**
 * `/app/signin`: the mobile app's sign-in in its web view (minimal layout), with the account's
 * own sign-in form; signed in, the browser goes back to the app with a one-time code.
 */
export default function Page({ loaderData, matches }: Route.ComponentProps) {
  if (!loaderData.link) return <IncompleteLink page="app-signin" />;
  const settings = matches[0].loaderData.auth;
  return (
    <AppSignin
      link={loaderData.link}
      signInForm={(onSignedIn) => <LoginForm settings={settings} onSignedIn={onSignedIn} />}
    />
  );
}
