import type { OpsSegment } from "@coop/contract/ops-engagement";

import { useTranslation } from "../../../lib/i18n-react.tsx";
import type { FieldErrors } from "./field-errors.ts";
import { SelectField, TextField } from "./fields.tsx";

export type Delivery = "scheduled" | "api" | "action";

/** Audience and delivery as a campaign and a canvas hold them while edited. */
export type DeliveryDraft = {
  segment_id: string;
  delivery: Delivery;
  /** The `datetime-local` text (the editor's own time zone); empty = at launch. */
  send_at: string;
  trigger_event: string;
  conversion_event: string;
};

export const emptyDelivery: DeliveryDraft = {
  segment_id: "",
  delivery: "scheduled",
  send_at: "",
  trigger_event: "",
  conversion_event: "",
};

const pad = (n: number) => String(n).padStart(2, "0");

/** An instant as `datetime-local` text in the browser's time zone. */
export function localInput(iso: string | null): string {
  if (!iso) return "";
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

const orNull = (text: string) => (text.trim() === "" ? null : text.trim());

/** The audience and delivery fields of a campaign or canvas body. */
export function deliveryBody(d: DeliveryDraft) {
  return {
    segment_id: d.segment_id === "" ? null : d.segment_id,
    delivery: d.delivery,
    send_at: d.delivery === "scheduled" && d.send_at ? new Date(d.send_at).toISOString() : null,
    trigger_event: d.delivery === "action" ? orNull(d.trigger_event) : null,
    conversion_event: orNull(d.conversion_event),
  };
}

export function deliveryDraftOf(saved: {
  segment_id: string | null;
  delivery: Delivery;
  send_at: string | null;
  trigger_event: string | null;
  conversion_event: string | null;
}): DeliveryDraft {
  return {
    segment_id: saved.segment_id ?? "",
    delivery: saved.delivery,
    send_at: localInput(saved.send_at),
    trigger_event: saved.trigger_event ?? "",
    conversion_event: saved.conversion_event ?? "",
  };
}

/** Errors the form finds before asking the server: an action-based send needs its event. */
export function deliveryErrors(d: DeliveryDraft, message: string): FieldErrors {
  return d.delivery === "action" && d.trigger_event.trim() === "" ? { trigger_event: message } : {};
}

/** Audience (a segment or everyone), delivery (scheduled, API-triggered, action-based). */
export function DeliveryFields({
  value,
  onChange,
  segments,
  errors,
}: {
  value: DeliveryDraft;
  onChange: (value: DeliveryDraft) => void;
  segments: readonly OpsSegment[];
  errors: FieldErrors;
}) {
  const { t } = useTranslation("opsEngagement");
  const set = (patch: Partial<DeliveryDraft>) => onChange({ ...value, ...patch });
  return (
    <div className="oe-row">
      <SelectField
        label={t("campaign.audience")}
        path="segment_id"
        errors={errors}
        value={value.segment_id}
        onChange={(segment_id) => set({ segment_id })}
      >
        <option value="">{t("common.everyone")}</option>
        {segments.map((s) => (
          <option key={s.id} value={s.id}>
            {s.name}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t("campaign.delivery")}
        path="delivery"
        errors={errors}
        value={value.delivery}
        onChange={(delivery) => set({ delivery: delivery as Delivery })}
      >
        <option value="scheduled">{t("campaign.delivery_scheduled")}</option>
        <option value="api">{t("campaign.delivery_api")}</option>
        <option value="action">{t("campaign.delivery_action")}</option>
      </SelectField>
      {value.delivery === "scheduled" && (
        <TextField
          label={t("campaign.sendAt")}
          path="send_at"
          errors={errors}
          type="datetime-local"
          value={value.send_at}
          onChange={(send_at) => set({ send_at })}
        />
      )}
      {value.delivery === "action" && (
        <TextField
          label={t("campaign.triggerEvent")}
          path="trigger_event"
          errors={errors}
          value={value.trigger_event}
          onChange={(trigger_event) => set({ trigger_event })}
        />
      )}
      <TextField
        label={t("campaign.conversionEvent")}
        path="conversion_event"
        errors={errors}
        value={value.conversion_event}
        onChange={(conversion_event) => set({ conversion_event })}
      />
    </div>
  );
}
