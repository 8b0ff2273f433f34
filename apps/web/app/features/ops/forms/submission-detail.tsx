import { useEffect, useRef, useState } from "react";

import { FORM_DEFINITIONS, isFormId } from "@coop/contract/form-definitions";

import { useTranslation } from "../../../lib/i18n-react.tsx";
import { failureText } from "../controls/manager-page.tsx";
import { opsApi } from "../staff-session.ts";
import {
  isContactTopic,
  mailtoHref,
  type OpsSubmission,
  orderedFields,
  telHref,
  valueText,
} from "./forms-rules.ts";
import { DetailPending } from "./load-states.tsx";
import { useWhen } from "./shared.tsx";
import { useOpsRead } from "./use-ops-read.ts";

/**
 * One submission (`ops-forms.every-field`): every field the sender filled, the reply links, the
 * delivery (inbox, attempts, last error; `ops-forms.delivery-warning` when it failed) and
 * "Mark handled" / "Mark open" (`ops-forms.handled`: applied when the server agrees, not
 * before). Its heading takes focus when it opens.
 */
export function SubmissionDetail({
  id,
  onChanged,
  onClose,
}: {
  id: string;
  onChanged: (submission: OpsSubmission) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation("opsForms");
  const when = useWhen();
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [notice, setNotice] = useState("");
  const heading = useRef<HTMLHeadingElement>(null);

  const {
    data: submission,
    setData: setSubmission,
    error,
    retry,
  } = useOpsRead(
    () => opsApi.call("opsFormsGet", { params: { id } }),
    (answer) => answer.submission,
    [id],
    { keep: true },
  );

  const loadedId = submission?.id;
  useEffect(() => {
    if (loadedId) heading.current?.focus();
  }, [loadedId]);

  async function toggle(handled: boolean) {
    setSaving(true);
    setSaveError(null);
    setNotice("");
    const result = await opsApi.call("opsFormsUpdate", { params: { id }, body: { handled } });
    setSaving(false);
    if (!result.ok) return setSaveError(failureText(result.errors));
    const next = result.data.submission;
    setSubmission(next);
    onChanged(next);
    setNotice(handled ? t("detail.saved") : t("detail.reopened"));
  }

  const closeButton = (
    <button type="button" className="of-button" onClick={onClose}>
      {t("common.close")}
    </button>
  );

  if (!submission) {
    return (
      <DetailPending
        error={error}
        onRetry={retry}
        closeButton={closeButton}
        text={{
          loadError: t("detail.loadError", { message: error ?? "" }),
          retry: t("common.retry"),
          loading: t("detail.loading"),
        }}
      />
    );
  }

  const s = submission;
  const delivery = s.delivery;
  const yesNo = (value: unknown) =>
    typeof value === "boolean" ? (value ? t("detail.yes") : t("detail.no")) : valueText(value);
  // The restaurant a form names shows by its name when the server matched it.
  const storeField = isFormId(s.form) ? FORM_DEFINITIONS[s.form].storeField : undefined;
  const shown = (name: string, value: unknown) =>
    name === storeField && s.restaurant && String(value) === String(s.restaurant.id)
      ? `${s.restaurant.name} (${s.restaurant.id})`
      : yesNo(value);

  return (
    <section className="of-detail" aria-labelledby="of-detail-heading">
      <div className="of-detail__head">
        <h2 id="of-detail-heading" ref={heading} tabIndex={-1}>
          {t("detail.label", { reference: s.reference })}
        </h2>
        {closeButton}
      </div>
      {delivery.state === "failed" && (
        <p className="of-warning" role="note">
          <span aria-hidden="true">⚠ </span>
          {t("delivery.failedWarning", { inbox: delivery.inbox })}
        </p>
      )}
      <dl className="of-facts">
        <dt>{t("list.form")}</dt>
        <dd>
          {t(`forms.${s.form}`)}
          {isContactTopic(s.topic)
            ? ` · ${t(`topics.${s.topic}`)}`
            : s.topic
              ? ` · ${s.topic}`
              : ""}
        </dd>
        <dt>{t("detail.subject")}</dt>
        <dd>{s.subject}</dd>
        <dt>{t("detail.received")}</dt>
        <dd>{when(s.created_at)}</dd>
        {s.restaurant && (
          <>
            <dt>{t("list.restaurant")}</dt>
            <dd>{s.restaurant.name}</dd>
          </>
        )}
        <dt>{t("detail.language")}</dt>
        <dd>{s.language}</dd>
      </dl>

      {(s.sender_email || s.sender_phone) && (
        <div className="of-actions" role="group" aria-label={t("detail.reply")}>
          {s.sender_email && (
            <a className="of-button" href={mailtoHref(s.sender_email, s.subject)}>
              {t("detail.email", { email: s.sender_email })}
            </a>
          )}
          {s.sender_phone && (
            <a className="of-button" href={telHref(s.sender_phone)}>
              {t("detail.call", { phone: s.sender_phone })}
            </a>
          )}
        </div>
      )}

      <h3>{t("detail.fields")}</h3>
      <dl className="of-facts of-facts--fields">
        {orderedFields(s).map(([name, value]) => (
          <div key={name} className="of-facts__row">
            <dt>{fieldLabel(t, name)}</dt>
            <dd className="of-pre">
              {shown(name, value) ?? <span className="of-muted">{t("detail.empty")}</span>}
            </dd>
          </div>
        ))}
      </dl>

      <h3>{t("detail.deliveryTitle")}</h3>
      <dl className="of-facts">
        <dt>{t("list.delivery")}</dt>
        <dd>
          <span className={`of-badge of-badge--${delivery.state}`}>
            {t(`delivery.${delivery.state}`)}
          </span>
        </dd>
        <dt>{t("detail.inbox")}</dt>
        <dd>{delivery.inbox}</dd>
        <dt>{t("detail.attempts")}</dt>
        <dd>{delivery.attempts}</dd>
        {delivery.delivered_at && (
          <>
            <dt>{t("detail.deliveredAt")}</dt>
            <dd>{when(delivery.delivered_at)}</dd>
          </>
        )}
        {delivery.last_error && (
          <>
            <dt>{t("detail.lastError")}</dt>
            <dd className="of-pre">{delivery.last_error}</dd>
          </>
        )}
      </dl>

      <div className="of-actions">
        {s.handled_at && (
          <p className="of-muted">
            {s.handled_by
              ? t("detail.handledBy", { when: when(s.handled_at), who: s.handled_by })
              : t("detail.handledAt", { when: when(s.handled_at) })}
          </p>
        )}
        <button
          type="button"
          className="of-button of-button--primary"
          disabled={saving}
          aria-busy={saving || undefined}
          onClick={() => void toggle(!s.handled_at)}
        >
          {saving
            ? t("detail.saving")
            : s.handled_at
              ? t("detail.markOpen")
              : t("detail.markHandled")}
        </button>
      </div>
      <p className="of-status" role="status" aria-live="polite">
        {notice}
      </p>
      {saveError && (
        <p role="alert" className="of-error">
          {t("detail.saveError", { message: saveError })}
        </p>
      )}
    </section>
  );
}

type Translate = ReturnType<typeof useTranslation<"opsForms">>["t"];

/** A field's label in the page's language; a field this screen does not know shows its name. */
function fieldLabel(t: Translate, name: string): string {
  const key = `fields.${name}`;
  const label = t(key as "fields.name");
  return label === key ? name : label;
}
