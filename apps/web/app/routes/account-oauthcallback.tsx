import { SsoCallback } from "../features/sso/sso-callback.tsx";
import { pageHeadingMeta } from "../lib/meta.ts";
import type { Route } from "./+types/account-oauthcallback";

export function meta({ matches }: Route.MetaArgs) {
  return [
    ...pageHeadingMeta(matches[0].loaderData?.language, "account-oauthcallback"),
    { name: "robots", content: "noindex" },
  ];
}

/** `/account/oauthcallback?code&state&iss`: the end of a single sign-on (`member.sso-callback-once`). */
export default function Page() {
  return <SsoCallback />;
}
