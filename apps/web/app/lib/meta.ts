import type { MetaDescriptor } from "react-router";

import { brand } from "../brand.ts";
import type { LanguageResources } from "../locales/resources.ts";
import { fixedT } from "./i18n.ts";
import type { Language } from "./language.ts";
import { defaultLanguage } from "./language.ts";
import { isNotFound } from "./route-error.ts";

/** `<title>` and description: "<page> | <brand>", or the brand and tagline for the home page. */
export function pageMeta(
  language: Language | undefined,
  page: { title?: string; description?: string } = {},
): MetaDescriptor[] {
  const t = fixedT(language ?? defaultLanguage);
  const title = page.title
    ? t("meta.title", { page: page.title })
    : `${brand.chainName} | ${t(brand.tagline)}`;
  return [{ title }, { name: "description", content: page.description ?? t("meta.description") }];
}

/** A page of the `pages` namespace: an entry with the page's `title` (its heading) and `lead`. */
export type PageKey = keyof LanguageResources["pages"] & string;

/** `<title>` and description of a page from its `pages` entry: "<title> | <brand>", and its lead. */
export function pageHeadingMeta(language: Language | undefined, page: PageKey): MetaDescriptor[] {
  const t = fixedT(language ?? defaultLanguage);
  return pageMeta(language, {
    title: t(`${page}.title`, { ns: "pages" }),
    description: t(`${page}.lead`, { ns: "pages" }),
  });
}

/** Title and description of the page an error boundary shows. */
export function errorMeta(language: Language | undefined, error: unknown): MetaDescriptor[] {
  const t = fixedT(language ?? defaultLanguage);
  return isNotFound(error)
    ? pageMeta(language, {
        title: t("errors.notFound.title"),
        description: t("errors.notFound.description"),
      })
    : pageMeta(language, { title: t("errors.generic.title") });
}
