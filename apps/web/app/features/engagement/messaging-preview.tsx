import "./strings.ts";
import "./engagement.css";

import type { FormEvent } from "react";
import { useEffect, useId, useMemo, useState, useSyncExternalStore } from "react";
import type { z } from "zod";

import { createApiClient } from "@coop/contract/client";
import type {
  OpsCampaign,
  opsEngagementPreviewResponseSchema,
  OpsSegment,
} from "@coop/contract/ops-engagement";

import { useTranslation } from "../../lib/i18n-react.tsx";
import type { Language } from "../../lib/language.ts";
import { readStaffSession, STAFF_SESSION_KEY, type StoredStaff } from "../../lib/staff-token.ts";
import { clientStore } from "../../lib/store/client-store.ts";
import { EngagementCard } from "./card-carousel.tsx";
import { InAppView } from "./in-app-view.tsx";

type Preview = z.infer<typeof opsEngagementPreviewResponseSchema>["data"];

/** The roles that may preview (the server checks the same). */
const PREVIEW_ROLES = new Set(["marketing", "admin"]);

function staffApi(token: string) {
  return createApiClient({
    context: () => {
      const state = clientStore.getState();
      return {
        deviceId: state.deviceId,
        channel: state.channel,
        clientType: state.client,
        staffToken: token,
      };
    },
  });
}

let cachedRaw: string | null | undefined;
let cachedStaff: StoredStaff | null = null;
function readStaff(): StoredStaff | null {
  let raw: string | null;
  try {
    raw = window.localStorage.getItem(STAFF_SESSION_KEY);
  } catch {
    return null;
  }
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedStaff = readStaffSession(window.localStorage);
  }
  return cachedStaff;
}
function subscribeStorage(listener: () => void) {
  window.addEventListener("storage", listener);
  return () => window.removeEventListener("storage", listener);
}

/**
 * `engagement-site.messaging-preview`: marketing staff signed in on /ops pick a segment and a
 * campaign and see what that segment's customers get, drawn with the site's own card and
 * in-app message, the email as text, with whether the segment is in the campaign's audience
 * and its size. Nobody else gets anything but who may use it and a link to the staff sign-in.
 */
export function MessagingPreview() {
  const { t } = useTranslation("engagement");
  const hydrated = useSyncExternalStore(
    subscribeStorage,
    () => true,
    () => false,
  );
  const staff = useSyncExternalStore(subscribeStorage, readStaff, () => null);
  if (!hydrated) {
    return <p role="status">{t("preview.checking")}</p>;
  }
  if (!staff || !PREVIEW_ROLES.has(staff.role)) {
    return (
      <div className="engagement-preview">
        <p>{staff ? t("preview.wrongRole") : t("preview.signedOut")}</p>
        <p>
          <a href="/ops">{t("preview.signIn")}</a>
        </p>
      </div>
    );
  }
  return <PreviewForm staff={staff} />;
}

type Lists =
  | { status: "loading" }
  | { status: "error"; message: string }
  | { status: "ready"; segments: OpsSegment[]; campaigns: OpsCampaign[] };

function PreviewForm({ staff }: { staff: StoredStaff }) {
  const { t, i18n } = useTranslation("engagement");
  const client = useMemo(() => staffApi(staff.token), [staff.token]);
  const [lists, setLists] = useState<Lists>({ status: "loading" });
  const [segmentId, setSegmentId] = useState("");
  const [campaignId, setCampaignId] = useState("");
  const [preview, setPreview] = useState<Preview | null>(null);
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);
  const [inAppOpen, setInAppOpen] = useState(false);
  const segmentField = useId();
  const campaignField = useId();

  useEffect(() => {
    let live = true;
    void Promise.all([
      client.call("opsEngagementSegments"),
      client.call("opsEngagementCampaigns"),
    ]).then(([segments, campaigns]) => {
      if (!live) return;
      if (segments.ok && campaigns.ok) {
        setLists({ status: "ready", segments: segments.data.data, campaigns: campaigns.data.data });
        setCampaignId((id) => id || (campaigns.data.data[0]?.id ?? ""));
      } else {
        const failed = segments.ok ? campaigns : segments;
        setLists({
          status: "error",
          message: failed.ok ? "" : (failed.errors[0] ?? t("preview.failed")),
        });
      }
    });
    return () => {
      live = false;
    };
  }, [client, t]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!campaignId) return;
    setBusy(true);
    setError("");
    const result = await client.call("opsEngagementPreview", {
      body: {
        segment_id: segmentId || null,
        campaign_id: campaignId,
        lang: i18n.language as Language,
      },
    });
    setBusy(false);
    if (result.ok) {
      setPreview(result.data.data);
      setInAppOpen(false);
    } else {
      setPreview(null);
      setError(result.errors[0] ?? t("preview.failed"));
    }
  };

  if (lists.status === "loading") return <p role="status">{t("preview.loading")}</p>;
  if (lists.status === "error") return <p role="alert">{lists.message || t("preview.failed")}</p>;
  return (
    <div className="engagement-preview">
      <p>{t("preview.signedInAs", { name: staff.name })}</p>
      <form className="engagement-preview__form" onSubmit={(e) => void onSubmit(e)}>
        <label htmlFor={segmentField}>{t("preview.segment")}</label>
        <select id={segmentField} value={segmentId} onChange={(e) => setSegmentId(e.target.value)}>
          <option value="">{t("preview.noSegment")}</option>
          {lists.segments.map((s) => (
            <option key={s.id} value={s.id}>
              {t("preview.segmentOption", { name: s.name, count: s.size })}
            </option>
          ))}
        </select>
        <label htmlFor={campaignField}>{t("preview.campaign")}</label>
        <select
          id={campaignField}
          value={campaignId}
          required
          onChange={(e) => setCampaignId(e.target.value)}
        >
          {lists.campaigns.length === 0 && <option value="">{t("preview.noCampaigns")}</option>}
          {lists.campaigns.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </select>
        <button type="submit" className="button button--primary" disabled={busy || !campaignId}>
          {t("preview.show")}
        </button>
      </form>
      {error && <p role="alert">{error}</p>}
      {preview && (
        <section className="engagement-preview__result" aria-label={t("preview.result")}>
          <p role="status">
            {preview.in_audience ? t("preview.inAudience") : t("preview.notInAudience")}{" "}
            {t("preview.segmentSize", { count: preview.segment_size })}
          </p>
          {preview.card && (
            <div>
              <h2>{t("preview.cardHeading")}</h2>
              <EngagementCard card={preview.card} preview />
            </div>
          )}
          {preview.in_app_message && (
            <div>
              <h2>{t("preview.inAppHeading")}</h2>
              <button
                type="button"
                className="button button--outline"
                onClick={() => setInAppOpen(true)}
              >
                {t("preview.openInApp")}
              </button>
              {inAppOpen && (
                <InAppView
                  message={preview.in_app_message}
                  onButton={() => setInAppOpen(false)}
                  onDismiss={() => setInAppOpen(false)}
                />
              )}
            </div>
          )}
          {preview.email && (
            <div>
              <h2>{t("preview.emailHeading")}</h2>
              <p>{t("preview.emailSubject", { subject: preview.email.subject })}</p>
              <pre className="engagement-preview__email">{preview.email.body}</pre>
            </div>
          )}
        </section>
      )}
    </div>
  );
}
