import type { ReactNode } from "react";
import { Link } from "react-router";

/**
 * A link to a path of the catering site: a client-side link on the catering site itself
 * (`base` ""), a plain link to the catering site's origin from the consumer site.
 */
export function SiteLink({
  base,
  to,
  className,
  children,
}: {
  base: string;
  to: string;
  className?: string;
  children: ReactNode;
}) {
  return base === "" ? (
    <Link to={to} className={className}>
      {children}
    </Link>
  ) : (
    <a href={`${base}${to}`} className={className}>
      {children}
    </a>
  );
}
