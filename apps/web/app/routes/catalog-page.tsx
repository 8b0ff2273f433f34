import { PageShell } from "../features/content/page-shell.tsx";
import { catalogPageMeta } from "../lib/meta.ts";
import type { Route } from "./+types/catalog-page";

/*
 * The pages of the route table whose feature has not landed yet: each shows its frame,
 * heading and lead, named by its route id, which is also its entry in the `pages` catalog
 * (routes.ts registers many URLs with this one module; the type of `matches` makes the
 * compiler check that every one of them has an entry). A feature issue gives its URL a
 * module of its own. Parameters (slugs, `:mid`, `:item`) are matched here and read by
 * that module; until then the section's heading stands for all of its pages.
 */

export function meta({ matches }: Route.MetaArgs) {
  // matches: root, layout, this page.
  return catalogPageMeta(matches[0].loaderData?.language, matches[2].id);
}

export default function CatalogPage({ matches }: Route.ComponentProps) {
  return <PageShell page={matches[2].id} />;
}
