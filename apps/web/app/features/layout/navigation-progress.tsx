import { useTranslation } from "react-i18next";
import { useNavigation } from "react-router";

/**
 * The layouts' loader: a thin bar at the top of the viewport while a navigation loads.
 * Hidden when idle; CSS delays it by 200 ms (so quick navigations never flash it) and
 * grows it over 5 s (spec §9 progress bar throttle and duration).
 */
export function NavigationProgress() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  return (
    <div
      className="navigation-progress"
      role="progressbar"
      aria-label={t("layout.loading")}
      hidden={!busy}
    >
      <div className="navigation-progress__bar" />
    </div>
  );
}
