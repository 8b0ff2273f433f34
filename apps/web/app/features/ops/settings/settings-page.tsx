import { useCallback, useEffect, useState } from "react";

import { useTranslation } from "../../../lib/i18n-react.tsx";
import { failureText, ManagerPage } from "../controls/manager-page.tsx";
import { opsApi } from "../staff-session.ts";
import { SettingsForm } from "./settings-form.tsx";
import { draftOf, type SettingsDraft } from "./settings-rules.ts";

export type Loaded = {
  draft: SettingsDraft;
  categories: { id: number; name: string }[];
};

/**
 * /ops/restaurants/{id}/settings: auto-advance, the make-time model and pacing, read from
 * GET settings and GET pacing and saved with their PUTs.
 */
export function SettingsPage({ restaurantId }: { restaurantId: number }) {
  const { t } = useTranslation("controls");
  return (
    <ManagerPage restaurantId={restaurantId} title={t("settings.title")}>
      <SettingsBody restaurantId={restaurantId} />
    </ManagerPage>
  );
}

function SettingsBody({ restaurantId }: { restaurantId: number }) {
  const { t } = useTranslation("controls");
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [error, setError] = useState<string | null>(null);

  const load = useCallback(async () => {
    setError(null);
    const params = { id: restaurantId };
    const [settings, pacing] = await Promise.all([
      opsApi.call("opsSettingsGet", { params }),
      opsApi.call("opsPacingGet", { params }),
    ]);
    if (!settings.ok) return setError(failureText(settings.errors));
    if (!pacing.ok) return setError(failureText(pacing.errors));
    setLoaded({
      draft: draftOf(settings.data.data, pacing.data.data),
      categories: settings.data.data.menu_categories,
    });
  }, [restaurantId]);

  useEffect(() => {
    void load();
  }, [load]);

  if (error) {
    return (
      <div role="alert" className="ctl-error-box">
        <p>{t("common.loadError", { message: error })}</p>
        <button type="button" className="ctl-button" onClick={() => void load()}>
          {t("common.retry")}
        </button>
      </div>
    );
  }
  if (!loaded) {
    return (
      <p className="ctl-controls__status" role="status">
        {t("gate.loading")}
      </p>
    );
  }
  return (
    <SettingsForm
      restaurantId={restaurantId}
      loaded={loaded}
      onSaved={(draft) => setLoaded({ ...loaded, draft })}
    />
  );
}
