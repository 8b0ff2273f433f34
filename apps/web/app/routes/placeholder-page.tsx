import { ComingSoon } from "../features/content/coming-soon.tsx";
import { placeholderPageMeta } from "../lib/meta.ts";
import type { Route } from "./+types/placeholder-page";

/*
 * The pages of the route table whose feature is not built yet (docs/status.md lists them;
 * a unit test keeps that list and routes.ts in step). routes.ts registers all of their URLs
 * with this one module; each shows a "coming soon" page named by its route id, which is
 * also its entry in the `pages` namespace (the type of `matches` makes the compiler check
 * that every one of them has an entry). It answers 200 with `noindex` in a meta tag and an
 * `X-Robots-Tag` header (docs/decisions/019-placeholder-pages.md). A feature gives its URL
 * a module of its own; parameters (slugs, `:item`) are matched here and read by that module.
 */

export function headers() {
  return { "X-Robots-Tag": "noindex" };
}

export function meta({ matches }: Route.MetaArgs) {
  // matches: root, layout, this page.
  return placeholderPageMeta(matches[0].loaderData?.language, matches[2].id);
}

export default function PlaceholderPage({ matches }: Route.ComponentProps) {
  return <ComingSoon page={matches[2].id} />;
}
