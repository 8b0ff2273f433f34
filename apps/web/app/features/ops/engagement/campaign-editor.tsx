import { type FormEvent, type ReactNode, useEffect, useRef, useState } from "react";
import { Link, useNavigate } from "react-router";

import { CAMPAIGN_CHANNELS, type CampaignChannel } from "@coop/contract/engagement-names";
import type { OpsCampaign, OpsSegment } from "@coop/contract/ops-engagement";

import { useTranslation } from "../../../lib/i18n-react.tsx";
import { engagementEditorPath, engagementListPath } from "../ops-paths.ts";
import { opsApi } from "../staff-session.ts";
import {
  campaignBody,
  type CampaignDraft,
  campaignDraftOf,
  emptyCampaign,
  MAX_VARIANTS,
  newVariant,
  percentTotal,
  type VariantDraft,
  variantLetter,
} from "./campaign-draft.ts";
import { LaunchStopButton, LaunchStopQuestion } from "./confirm-panel.tsx";
import { deliveryErrors, DeliveryFields } from "./delivery-fields.tsx";
import { EngagementFrame } from "./engagement-frame.tsx";
import { type FieldErrors, fieldErrorsOf } from "./field-errors.ts";
import { CheckField, SelectField, TextField } from "./fields.tsx";
import { MessageFields, MessagePreview } from "./message-fields.tsx";
import { SAVED_STATE, UnsavedGuard } from "./unsaved-guard.tsx";

/** The page that previews a campaign on the site, as a chosen segment's user sees it. */
export function sitePreviewPath(campaignId: string): string {
  return `/messaging/test?campaign=${encodeURIComponent(campaignId)}`;
}

type Loaded = { campaign: OpsCampaign | null; segments: OpsSegment[] };

/**
 * /ops/engagement/campaigns/{id|new}: a campaign's channel, audience, delivery, conversion
 * event, A/B variants with their messages (and Spanish versions), a live preview, Save, and
 * Launch or Stop after a confirmation.
 */
export function CampaignEditorPage({
  campaignId,
  extra,
}: {
  campaignId: string;
  /** Shown under the form of a saved campaign (its analytics). */
  extra?: (campaign: OpsCampaign) => ReactNode;
}) {
  const { t } = useTranslation("opsEngagement");
  const [title, setTitle] = useState<string | null>(null);
  return (
    <EngagementFrame
      title={title ?? (campaignId === "new" ? t("campaign.newTitle") : t("tabs.campaigns"))}
    >
      <p>
        <Link to={engagementListPath("campaigns")}>{t("common.back")}</Link>
      </p>
      <CampaignScreen campaignId={campaignId} onTitle={setTitle} extra={extra} />
    </EngagementFrame>
  );
}

function CampaignScreen({
  campaignId,
  onTitle,
  extra,
}: {
  campaignId: string;
  onTitle: (title: string) => void;
  extra?: (campaign: OpsCampaign) => ReactNode;
}) {
  const { t } = useTranslation("opsEngagement");
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    void (async () => {
      const segments = await opsApi.call("opsEngagementSegments");
      if (!live) return;
      if (!segments.ok) return setError(segments.errors.join(" "));
      if (campaignId === "new") return setLoaded({ campaign: null, segments: segments.data.data });
      const campaign = await opsApi.call("opsEngagementCampaignGet", {
        params: { id: campaignId },
      });
      if (!live) return;
      if (!campaign.ok) return setError(campaign.errors.join(" "));
      onTitle(campaign.data.data.name);
      setLoaded({ campaign: campaign.data.data, segments: segments.data.data });
    })();
    return () => {
      live = false;
    };
  }, [campaignId, onTitle]);

  if (error)
    return (
      <p role="alert" className="oe-error-box">
        {t("common.loadError", { message: error })}
      </p>
    );
  if (!loaded)
    return (
      <p className="oe-status" role="status">
        {t("common.loading")}
      </p>
    );
  return (
    <CampaignForm
      initial={loaded.campaign}
      segments={loaded.segments}
      onSaved={(c) => onTitle(c.name)}
      extra={extra}
    />
  );
}

function CampaignForm({
  initial,
  segments,
  onSaved,
  extra,
}: {
  initial: OpsCampaign | null;
  segments: OpsSegment[];
  onSaved: (campaign: OpsCampaign) => void;
  extra?: (campaign: OpsCampaign) => ReactNode;
}) {
  const { t } = useTranslation("opsEngagement");
  const navigate = useNavigate();
  const [campaign, setCampaign] = useState(initial);
  const [draft, setDraft] = useState<CampaignDraft>(() =>
    initial ? campaignDraftOf(initial) : emptyCampaign(t("campaign.variant", { n: "A" })),
  );
  const [dirty, setDirty] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [status, setStatus] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [asking, setAsking] = useState<"launch" | "stop" | null>(null);
  const opener = useRef<HTMLButtonElement>(null);

  const edit = (patch: Partial<CampaignDraft>) => {
    setDraft((d) => ({ ...d, ...patch }));
    setDirty(true);
  };
  const setVariant = (index: number, patch: Partial<VariantDraft>) =>
    edit({ variants: draft.variants.map((v, i) => (i === index ? { ...v, ...patch } : v)) });
  const total = percentTotal(draft.variants);

  /** Saves the draft; the saved campaign, or null when the server refused it. */
  const save = async (): Promise<OpsCampaign | null> => {
    setStatus(null);
    setFailure(null);
    const local: FieldErrors = {
      ...deliveryErrors(draft.delivery, t("campaign.triggerRequired")),
      ...(total !== 100 ? { variants: t("campaign.totalWrong", { total }) } : {}),
    };
    if (Object.keys(local).length) {
      setErrors(local);
      setFailure(t("common.fixErrors"));
      return null;
    }
    setBusy(true);
    const body = campaignBody(draft);
    const result = campaign
      ? await opsApi.call("opsEngagementCampaignUpdate", { params: { id: campaign.id }, body })
      : await opsApi.call("opsEngagementCampaignCreate", { body });
    setBusy(false);
    if (!result.ok) {
      const fields = fieldErrorsOf(result.body);
      setErrors(fields);
      setFailure(Object.keys(fields).length ? t("common.fixErrors") : result.errors.join(" "));
      return null;
    }
    setErrors({});
    setDirty(false);
    setCampaign(result.data.data);
    onSaved(result.data.data);
    setStatus(t("common.saved"));
    if (!campaign)
      void navigate(engagementEditorPath("campaigns", result.data.data.id), {
        replace: true,
        state: SAVED_STATE,
      });
    return result.data.data;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void save();
  };

  const act = async (action: "launch" | "stop") => {
    setAsking(null);
    const saved = dirty || !campaign ? await save() : campaign;
    if (!saved) return;
    setBusy(true);
    const result = await opsApi.call(
      action === "launch" ? "opsEngagementCampaignLaunch" : "opsEngagementCampaignStop",
      { params: { id: saved.id } },
    );
    setBusy(false);
    opener.current?.focus();
    if (!result.ok) {
      setFailure(t("campaign.actionError", { message: result.errors.join(" ") }));
      return;
    }
    setCampaign(result.data.data);
    setStatus(t(action === "launch" ? "campaign.launched" : "campaign.stopped"));
  };

  const channel = draft.channel;
  const first = draft.variants.find((v) => !v.is_control) ?? draft.variants[0];

  return (
    <>
      <div className="oe-columns">
        <form className="oe-form" onSubmit={submit} noValidate>
          {campaign && (
            <p>
              <span className={`oe-badge oe-badge--${campaign.status}`}>
                {t(`status.${campaign.status}`)}
              </span>
            </p>
          )}
          <TextField
            label={t("common.name")}
            path="name"
            errors={errors}
            value={draft.name}
            required
            onChange={(name) => edit({ name })}
          />
          <TextField
            label={t("common.description")}
            path="description"
            errors={errors}
            multiline
            value={draft.description}
            onChange={(description) => edit({ description })}
          />
          <SelectField
            label={t("campaign.channel")}
            path="channel"
            errors={errors}
            value={channel}
            onChange={(c) => edit({ channel: c as CampaignChannel })}
          >
            {CAMPAIGN_CHANNELS.map((c) => (
              <option key={c} value={c}>
                {t(`channel.${c}`)}
              </option>
            ))}
          </SelectField>
          <DeliveryFields
            value={draft.delivery}
            onChange={(delivery) => edit({ delivery })}
            segments={segments}
            errors={errors}
          />
          <Variants
            draft={draft}
            total={total}
            errors={errors}
            setVariant={setVariant}
            setVariants={(variants) => edit({ variants })}
          />
          <div className="oe-actions">
            <button type="submit" className="oe-button oe-button--primary" disabled={busy}>
              {busy ? t("common.saving") : t("common.save")}
            </button>
            {campaign && (
              <LaunchStopButton
                active={campaign.status === "active"}
                busy={busy}
                opener={opener}
                onAsk={setAsking}
              />
            )}
            {campaign && (
              <a className="oe-button" href={sitePreviewPath(campaign.id)}>
                {t("campaign.previewSite")}
              </a>
            )}
            <span role="status" className="oe-status">
              {status}
            </span>
          </div>
          {asking && (
            <LaunchStopQuestion
              asking={asking}
              name={draft.name}
              opener={opener}
              onConfirm={(action) => void act(action)}
              onClose={() => setAsking(null)}
            />
          )}
          {failure && (
            <p role="alert" className="oe-error">
              {t("common.saveError", { message: failure })}
            </p>
          )}
          <UnsavedGuard dirty={dirty} />
        </form>
        <aside>
          <h2>{t("campaign.preview")}</h2>
          {first && (
            <MessagePreview
              channel={channel}
              value={first.messages}
              label={t("campaign.preview")}
            />
          )}
        </aside>
      </div>
      {campaign && extra?.(campaign)}
    </>
  );
}

/**
 * The A/B variants: add (up to five) and remove, each one's share with the live total
 * (announced politely, marked when it is not 100), the control checkbox, and the message with
 * its optional Spanish version.
 */
function Variants({
  draft,
  total,
  errors,
  setVariant,
  setVariants,
}: {
  draft: CampaignDraft;
  total: number;
  errors: FieldErrors;
  setVariant: (index: number, patch: Partial<VariantDraft>) => void;
  setVariants: (variants: VariantDraft[]) => void;
}) {
  const { t } = useTranslation("opsEngagement");
  const { variants, channel } = draft;
  const full = variants.length >= MAX_VARIANTS;
  const add = () =>
    setVariants([
      ...variants,
      newVariant(t("campaign.variant", { n: variantLetter(variants.length) }), 0),
    ]);
  return (
    <fieldset className="oe-group">
      <legend>{t("campaign.variants")}</legend>
      <p
        role="status"
        aria-live="polite"
        className={total === 100 ? "oe-status" : "oe-status oe-error"}
      >
        {total === 100 ? t("campaign.total", { total }) : t("campaign.totalWrong", { total })}
      </p>
      {errors.variants && total === 100 && <p className="oe-error">{errors.variants}</p>}
      {variants.map((v, i) => {
        const heading = t("campaign.variant", { n: i + 1 });
        return (
          <fieldset key={v.id} className="oe-group">
            <legend>{heading}</legend>
            <div className="oe-row">
              <TextField
                label={t("campaign.variantName")}
                path={`variants.${i}.name`}
                errors={errors}
                value={v.name}
                onChange={(name) => setVariant(i, { name })}
              />
              <TextField
                label={t("campaign.percent")}
                path={`variants.${i}.percent`}
                errors={errors}
                type="number"
                min={0}
                max={100}
                value={v.percent}
                onChange={(percent) => setVariant(i, { percent })}
              />
              <CheckField
                label={t("campaign.control")}
                checked={v.is_control}
                onChange={(is_control) => setVariant(i, { is_control })}
              />
            </div>
            {!v.is_control && (
              <>
                <MessageFields
                  channel={channel}
                  value={v.messages}
                  onChange={(messages) => setVariant(i, { messages })}
                  errors={errors}
                  path={`variants.${i}.message`}
                />
                {v.es ? (
                  <fieldset className="oe-group" lang="es">
                    <legend>{t("campaign.messageEs")}</legend>
                    <MessageFields
                      channel={channel}
                      value={v.es}
                      onChange={(es) => setVariant(i, { es })}
                      errors={errors}
                      path={`variants.${i}.message_es`}
                    />
                    <div>
                      <button
                        type="button"
                        className="oe-button"
                        onClick={() => setVariant(i, { es: null })}
                      >
                        {t("campaign.removeSpanish")}
                      </button>
                    </div>
                  </fieldset>
                ) : (
                  <div>
                    <button
                      type="button"
                      className="oe-button"
                      onClick={() => setVariant(i, { es: structuredClone(v.messages) })}
                    >
                      {t("campaign.addSpanish")}
                    </button>
                  </div>
                )}
              </>
            )}
            {variants.length > 1 && (
              <div>
                <button
                  type="button"
                  className="oe-button oe-button--danger"
                  onClick={() => setVariants(variants.filter((_, j) => j !== i))}
                >
                  {t("common.remove")}
                  <span className="oe-visually-hidden"> {heading}</span>
                </button>
              </div>
            )}
          </fieldset>
        );
      })}
      <div className="oe-actions">
        <button type="button" className="oe-button" disabled={full} onClick={add}>
          {t("campaign.addVariant")}
        </button>
        {full && <span className="oe-hint">{t("campaign.maxVariants")}</span>}
      </div>
    </fieldset>
  );
}
