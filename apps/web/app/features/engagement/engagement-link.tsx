import type { ReactNode } from "react";
import { Link } from "react-router";

import { sendEngagementEvent } from "./feed-store.ts";

/**
 * A card's or a message's link: the click is recorded first (a keepalive call, so it survives
 * leaving the site), then the browser follows the link. Site paths stay in the app.
 */
export function EngagementLink({
  id,
  url,
  className,
  children,
  onFollow,
}: {
  id: string;
  url: string;
  className?: string;
  children: ReactNode;
  onFollow?: () => void;
}) {
  const onClick = () => {
    void sendEngagementEvent(id, "click");
    onFollow?.();
  };
  if (url.startsWith("/") && !url.startsWith("//")) {
    return (
      <Link to={url} className={className} onClick={onClick}>
        {children}
      </Link>
    );
  }
  return (
    <a href={url} className={className} onClick={onClick}>
      {children}
    </a>
  );
}
