import { Link } from "react-router";

import { useTranslation } from "../../lib/i18n-react.tsx";
import { useClientState } from "../../lib/store/client-store.ts";
import { framePaths } from "./frame-paths.ts";
import { locationLabel } from "./frame-rules.ts";
import { PinIcon } from "./icons.tsx";

/**
 * The chosen restaurant's address cut to `max` characters (`frame.location-label`: 20 in the header
 * and the mobile menu, 15 in the bottom bar), or the find-a-restaurant placeholder, linking
 * to /locations. The visible label is cut; screen readers hear the whole address. The
 * server renders the placeholder into a box whose width the CSS fixes, so the address
 * fills in after hydration without moving anything.
 */
export function LocationLink({ max, className }: { max: number; className?: string }) {
  const { t } = useTranslation("frame");
  const address = useClientState((s) => s.location?.address ?? null);
  const label = locationLabel(address, max);
  return (
    <Link
      to={framePaths.locations}
      className={`location-link ${className ?? ""}`}
      data-state={label.kind}
    >
      <PinIcon />
      {label.kind === "address" ? (
        <>
          <span className="location-link__text" aria-hidden="true">
            {label.text}
          </span>
          <span className="visually-hidden">{t("location.current", { address })}</span>
        </>
      ) : (
        <span className="location-link__text">{t("location.placeholder")}</span>
      )}
    </Link>
  );
}
