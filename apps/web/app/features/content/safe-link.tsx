import "./strings.ts";

import type { ReactNode } from "react";
import { Link } from "react-router";

import { useTranslation } from "../../lib/i18n-react.tsx";
import type { SafeLink } from "./link-safety.ts";

/**
 * A link of the content (`content-page.link-safety`): a router link inside the site, a new tab for
 * another site (named as such for screen readers), a plain link for `mailto:`/`tel:`, and
 * only the text when the link was refused.
 */
export function SafeAnchor({
  link,
  className,
  children,
}: {
  link: SafeLink;
  className?: string | undefined;
  children: ReactNode;
}) {
  const { t } = useTranslation("content");
  switch (link.kind) {
    case "internal":
      return (
        <Link to={link.to} className={className}>
          {children}
        </Link>
      );
    case "external":
      return (
        <a href={link.href} className={className} target="_blank" rel="noopener noreferrer">
          {children}
          <span className="visually-hidden"> {t("newTab")}</span>
        </a>
      );
    case "contact":
      return (
        <a href={link.href} className={className}>
          {children}
        </a>
      );
    default:
      return <>{children}</>;
  }
}
