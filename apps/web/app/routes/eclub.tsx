import { PageShell } from "../features/content/page-shell.tsx";
import { EclubForm } from "../features/eclub/eclub-form.tsx";
import { pageHeadingMeta } from "../lib/meta.ts";
import type { Route } from "./+types/eclub";

// `/eclub`: the e-club sign-up (`forms-web.eclub-signup`), sent to POST eclub/subscribe.
export function meta({ matches }: Route.MetaArgs) {
  return pageHeadingMeta(matches[0].loaderData?.language, "eclub");
}

export default function Page() {
  return (
    <PageShell page="eclub">
      <EclubForm />
    </PageShell>
  );
}
