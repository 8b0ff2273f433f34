import { PageShell } from "../features/content/page-shell.tsx";
import { ContactPage } from "../features/forms/contact-page.tsx";
import { pageHeadingMeta } from "../lib/meta.ts";
import type { Route } from "./+types/contact";

// `/contact`: the contact form (`forms-web.renderer`), sent to POST /api/v1/contact.
export function meta({ matches }: Route.MetaArgs) {
  return pageHeadingMeta(matches[0].loaderData?.language, "contact");
}

export default function Page() {
  return (
    <PageShell page="contact">
      <ContactPage />
    </PageShell>
  );
}
