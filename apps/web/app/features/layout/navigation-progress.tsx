import type { CSSProperties } from "react";
import { useNavigation } from "react-router";

import { useTranslation } from "../../lib/i18n-react.tsx";
import { useDelayedFlag } from "../../lib/use-delayed-flag.ts";

/** `frame.navigation-progress`: progress bar throttle 200 ms, duration 5000 ms. */
const PROGRESS_THROTTLE_MS = 200;
const PROGRESS_DURATION_MS = 5000;

/**
 * The layouts' loader: a thin bar at the top of the viewport while a navigation loads. It
 * appears only when the navigation takes longer than 200 ms, so quick ones never flash it,
 * then grows over 5 s; a still bar under prefers-reduced-motion.
 */
export function NavigationProgress() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const visible = useDelayedFlag(navigation.state !== "idle", PROGRESS_THROTTLE_MS);
  return (
    <div
      className="navigation-progress"
      role="progressbar"
      aria-label={t("layout.loading")}
      hidden={!visible}
      style={{ "--progress-duration": `${PROGRESS_DURATION_MS}ms` } as CSSProperties}
    >
      <div className="navigation-progress__bar" />
    </div>
  );
}
