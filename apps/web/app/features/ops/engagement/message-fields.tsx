import type { CampaignChannel } from "@coop/contract/ops-engagement";

import { useTranslation } from "../../../lib/i18n-react.tsx";
import type { FieldErrors } from "./field-errors.ts";
import { CheckField, SelectField, TextField } from "./fields.tsx";
import { FEED_TYPES, IN_APP_TAGS, type MessageDrafts } from "./message-drafts.ts";

/**
 * The message form of one channel: a content card (type, title, description, image and its
 * alt text, link and its text, where it shows, pinned, dismissible, expiry), an in-app message
 * (layout, header, message, up to two buttons, tags, trigger) or an email (subject, body).
 * `path` is where the server's errors for this message start (`variants.0.message`).
 */
export function MessageFields({
  channel,
  value,
  onChange,
  errors,
  path,
}: {
  channel: CampaignChannel;
  value: MessageDrafts;
  onChange: (value: MessageDrafts) => void;
  errors: FieldErrors;
  path: string;
}) {
  const { t } = useTranslation("opsEngagement");
  const at = (field: string) => `${path}.${field}`;
  if (channel === "email") {
    const email = value.email;
    const set = (patch: Partial<typeof email>) =>
      onChange({ ...value, email: { ...email, ...patch } });
    return (
      <>
        <TextField
          label={t("email.subject")}
          path={at("subject")}
          errors={errors}
          value={email.subject}
          onChange={(subject) => set({ subject })}
        />
        <TextField
          label={t("email.body")}
          path={at("body")}
          errors={errors}
          multiline
          value={email.body}
          onChange={(body) => set({ body })}
        />
      </>
    );
  }
  if (channel === "content_card") {
    const card = value.card;
    const set = (patch: Partial<typeof card>) =>
      onChange({ ...value, card: { ...card, ...patch } });
    return (
      <>
        <div className="oe-row">
          <SelectField
            label={t("card.type")}
            path={at("type")}
            errors={errors}
            value={card.type}
            onChange={(type) => set({ type: type as typeof card.type })}
          >
            <option value="classic">{t("card.type_classic")}</option>
            <option value="captioned_image">{t("card.type_captioned_image")}</option>
            <option value="image_only">{t("card.type_image_only")}</option>
          </SelectField>
          <SelectField
            label={t("card.feedType")}
            path={at("extras")}
            errors={errors}
            value={card.feed_type}
            onChange={(feed) => set({ feed_type: feed as typeof card.feed_type })}
          >
            {FEED_TYPES.map((feed) => (
              <option key={feed} value={feed}>
                {t(`card.feed_${feed}`)}
              </option>
            ))}
          </SelectField>
        </div>
        <TextField
          label={t("card.title")}
          path={at("title")}
          errors={errors}
          value={card.title}
          onChange={(title) => set({ title })}
        />
        <TextField
          label={t("card.description")}
          path={at("description")}
          errors={errors}
          multiline
          value={card.description}
          onChange={(description) => set({ description })}
        />
        <div className="oe-row">
          <TextField
            label={t("card.imageUrl")}
            path={at("image_url")}
            errors={errors}
            value={card.image_url}
            onChange={(image_url) => set({ image_url })}
          />
          <TextField
            label={t("card.imageAlt")}
            path={at("image_alt")}
            errors={errors}
            value={card.image_alt}
            onChange={(image_alt) => set({ image_alt })}
          />
        </div>
        <div className="oe-row">
          <TextField
            label={t("card.url")}
            path={at("url")}
            errors={errors}
            value={card.url}
            onChange={(url) => set({ url })}
          />
          <TextField
            label={t("card.linkText")}
            path={at("link_text")}
            errors={errors}
            value={card.link_text}
            onChange={(link_text) => set({ link_text })}
          />
        </div>
        <div className="oe-row">
          <CheckField
            label={t("card.pinned")}
            checked={card.pinned}
            onChange={(pinned) => set({ pinned })}
          />
          <CheckField
            label={t("card.dismissible")}
            checked={card.dismissible}
            onChange={(dismissible) => set({ dismissible })}
          />
          <TextField
            label={t("card.expiry")}
            path={at("expires_in_days")}
            errors={errors}
            type="number"
            min={1}
            max={365}
            value={card.expires_in_days}
            onChange={(expires_in_days) => set({ expires_in_days })}
          />
        </div>
      </>
    );
  }
  const m = value.inApp;
  const set = (patch: Partial<typeof m>) => onChange({ ...value, inApp: { ...m, ...patch } });
  return (
    <>
      <div className="oe-row">
        <SelectField
          label={t("inApp.layout")}
          path={at("layout")}
          errors={errors}
          value={m.layout}
          onChange={(layout) => set({ layout: layout as typeof m.layout })}
        >
          <option value="modal">{t("inApp.layout_modal")}</option>
          <option value="slideup">{t("inApp.layout_slideup")}</option>
          <option value="full">{t("inApp.layout_full")}</option>
        </SelectField>
        <SelectField
          label={t("inApp.trigger")}
          path={at("trigger")}
          errors={errors}
          value={m.trigger}
          onChange={(trigger) => set({ trigger: trigger as typeof m.trigger })}
        >
          <option value="session_start">{t("inApp.trigger_session_start")}</option>
          <option value="page_view">{t("inApp.trigger_page_view")}</option>
          <option value="event">{t("inApp.trigger_event")}</option>
        </SelectField>
        {m.trigger === "event" && (
          <TextField
            label={t("inApp.triggerEvent")}
            path={at("trigger.event")}
            errors={errors}
            value={m.trigger_event}
            onChange={(trigger_event) => set({ trigger_event })}
          />
        )}
        {m.trigger === "page_view" && (
          <TextField
            label={t("inApp.triggerPath")}
            path={at("trigger.path")}
            errors={errors}
            value={m.trigger_path}
            onChange={(trigger_path) => set({ trigger_path })}
          />
        )}
      </div>
      <TextField
        label={t("inApp.header")}
        path={at("header")}
        errors={errors}
        value={m.header}
        onChange={(header) => set({ header })}
      />
      <TextField
        label={t("inApp.message")}
        path={at("message")}
        errors={errors}
        multiline
        value={m.message}
        onChange={(message) => set({ message })}
      />
      <fieldset className="oe-group">
        <legend>{t("inApp.buttons")}</legend>
        {m.buttons.map((button, i) => (
          <div className="oe-row" key={i}>
            <TextField
              label={`${t("inApp.button", { n: i + 1 })}: ${t("inApp.buttonText")}`}
              path={at(`buttons.${i}.text`)}
              errors={errors}
              value={button.text}
              onChange={(text) =>
                set({ buttons: m.buttons.map((b, j) => (j === i ? { ...b, text } : b)) })
              }
            />
            <TextField
              label={`${t("inApp.button", { n: i + 1 })}: ${t("inApp.buttonUrl")}`}
              path={at(`buttons.${i}.url`)}
              errors={errors}
              value={button.url}
              onChange={(url) =>
                set({ buttons: m.buttons.map((b, j) => (j === i ? { ...b, url } : b)) })
              }
            />
            <button
              type="button"
              className="oe-button oe-button--danger"
              onClick={() => set({ buttons: m.buttons.filter((_, j) => j !== i) })}
            >
              {t("common.remove")}
              <span className="oe-visually-hidden"> {t("inApp.button", { n: i + 1 })}</span>
            </button>
          </div>
        ))}
        {m.buttons.length < 2 && (
          <div>
            <button
              type="button"
              className="oe-button"
              onClick={() => set({ buttons: [...m.buttons, { text: "", url: "" }] })}
            >
              {t("inApp.addButton")}
            </button>
          </div>
        )}
      </fieldset>
      <fieldset className="oe-group">
        <legend>{t("inApp.tags")}</legend>
        {IN_APP_TAGS.map((tag) => (
          <CheckField
            key={tag}
            label={t(`inApp.tag_${tag}`)}
            checked={m.tags.includes(tag)}
            onChange={(on) =>
              set({ tags: on ? [...m.tags, tag] : m.tags.filter((other) => other !== tag) })
            }
          />
        ))}
      </fieldset>
    </>
  );
}

/** A small live preview of the message as a visitor would see it (not a pixel-exact one). */
export function MessagePreview({
  channel,
  value,
  label,
}: {
  channel: CampaignChannel;
  value: MessageDrafts;
  label: string;
}) {
  return (
    <section className="oe-preview" aria-label={label}>
      {channel === "content_card" && (
        <div>
          {value.card.image_url && <img src={value.card.image_url} alt={value.card.image_alt} />}
          {value.card.type !== "image_only" && (
            <>
              <strong>{value.card.title}</strong>
              <p>{value.card.description}</p>
            </>
          )}
          {value.card.url && (
            <span className="oe-muted">{value.card.link_text || value.card.url}</span>
          )}
        </div>
      )}
      {channel === "in_app_message" && (
        <div>
          {value.inApp.header && <strong>{value.inApp.header}</strong>}
          <p>{value.inApp.message}</p>
          {value.inApp.buttons.map((b, i) => (
            <span key={i} className="oe-badge">
              {b.text}
            </span>
          ))}
        </div>
      )}
      {channel === "email" && (
        <div>
          <strong>{value.email.subject}</strong>
          <p style={{ whiteSpace: "pre-wrap" }}>{value.email.body}</p>
        </div>
      )}
    </section>
  );
}
