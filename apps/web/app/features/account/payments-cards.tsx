import "./payments-strings.ts";

import { type FormEvent, useEffect, useId, useRef, useState } from "react";

import { type CardBrand, cardBrands } from "@coop/contract/cards";

import { api } from "../../lib/api-client.ts";
import { useTranslation } from "../../lib/i18n-react.tsx";
import { refreshMember } from "../../lib/member/session.ts";
import { LoadingStatus } from "../../ui/loading-status.tsx";
import { focusFirstError, SavedField } from "./payments-field.tsx";
import {
  brandWhileTyping,
  CARD_FIELDS,
  cardApiField,
  cardErrors,
  type CardFields,
  cardTokenBody,
  type FieldErrors,
  maskCardNumber,
  maskCvv,
  maskExpiry,
  maskZip,
  type SavedCard,
  serverErrors,
  sortCards,
} from "./payments-rules.ts";

type ListState =
  | { status: "loading" }
  | { status: "error"; message: string }
  | { status: "ready"; cards: SavedCard[] };

const emptyCard: CardFields = { number: "", expiry: "", cvv: "", zip: "" };

function isBrand(brand: string): brand is CardBrand {
  return (cardBrands as readonly string[]).includes(brand);
}

/** "Visa ending in 1111" in the page's language. */
function useCardLabel() {
  const { t } = useTranslation("saved");
  return (card: Pick<SavedCard, "brand" | "last4">) =>
    t("cards.label", {
      brand: isBrand(card.brand) ? t(`brands.${card.brand}`) : card.brand,
      last4: card.last4,
    });
}

/**
 * `member.saved-cards`: the member's saved cards (brand, last four, expiry; an expired card
 * marked and set apart, listed after the others), deleting one after a confirmation that
 * says it cannot be undone, and adding one: the card goes to members/payments/token, and
 * only the single-use token it answers to members/payments.
 */
export function PaymentsCards() {
  const { t } = useTranslation("saved");
  const label = useCardLabel();
  const [list, setList] = useState<ListState>({ status: "loading" });
  const [confirming, setConfirming] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const [announce, setAnnounce] = useState("");
  const [adding, setAdding] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  const headingId = useId();

  useEffect(() => {
    let live = true;
    setList({ status: "loading" });
    void api.call("membersPaymentsList").then((result) => {
      if (!live) return;
      setList(
        result.ok
          ? { status: "ready", cards: result.data.payments.map((p) => p.account) }
          : { status: "error", message: result.errors[0] ?? "" },
      );
    });
    return () => {
      live = false;
    };
  }, [attempt]);

  const onDelete = async (card: SavedCard) => {
    setDeleting(true);
    setDeleteError(null);
    const result = await api.call("membersPaymentsDelete", { params: { id: card.id } });
    setDeleting(false);
    if (!result.ok) {
      setDeleteError(t("cards.deleteFailed", { message: result.errors[0] ?? "" }));
      return;
    }
    setConfirming(null);
    setList({ status: "ready", cards: result.data.payments.map((p) => p.account) });
    setAnnounce(t("cards.deleted", { card: label(card) }));
    headingRef.current?.focus();
    void refreshMember();
  };

  const onSaved = (cards: SavedCard[], card: SavedCard | undefined) => {
    setList({ status: "ready", cards });
    setAdding(false);
    setAnnounce(card ? t("cards.added", { card: label(card) }) : "");
    requestAnimationFrame(() => addRef.current?.focus());
    void refreshMember();
  };

  return (
    <section className="saved-section" aria-labelledby={headingId} id="cards">
      <h2 className="saved-section__heading" id={headingId} ref={headingRef} tabIndex={-1}>
        {t("cards.heading")}
      </h2>
      <p className="saved-section__status" role="status">
        {announce}
      </p>
      {list.status === "loading" && (
        <LoadingStatus className="saved-section__placeholder" live={false} testId="cards-loading">
          {t("cards.loading")}
        </LoadingStatus>
      )}
      {list.status === "error" && (
        <div className="saved-section__placeholder" role="alert">
          <p>{t("cards.loadFailed", { message: list.message || t("errors.unknown") })}</p>
          <button type="button" className="button" onClick={() => setAttempt((n) => n + 1)}>
            {t("retry")}
          </button>
        </div>
      )}
      {list.status === "ready" && list.cards.length === 0 && (
        <p className="saved-section__empty">{t("cards.empty")}</p>
      )}
      {list.status === "ready" && list.cards.length > 0 && (
        <ul className="saved-list" aria-label={t("cards.listLabel")}>
          {sortCards(list.cards).map((card) => {
            const expiry = `${String(card.exp_month).padStart(2, "0")}/${String(card.exp_year).slice(-2)}`;
            return (
              <li
                key={card.id}
                className={`saved-item saved-card${card.expired ? " saved-card--expired" : ""}`}
                data-card-id={card.id}
              >
                <div className="saved-item__text">
                  <span className="saved-item__title">{label(card)}</span>
                  {card.expired ? (
                    <span className="saved-badge saved-badge--expired">
                      {t("cards.expiredOn", { expiry })}
                    </span>
                  ) : (
                    <span className="saved-item__detail">{t("cards.expires", { expiry })}</span>
                  )}
                </div>
                {confirming === card.id ? (
                  <ConfirmDelete
                    question={t("cards.confirm", { card: label(card) })}
                    confirmLabel={t("cards.confirmDelete")}
                    keepLabel={t("cards.keep")}
                    busy={deleting}
                    error={deleteError}
                    onConfirm={() => void onDelete(card)}
                    onKeep={() => {
                      setConfirming(null);
                      setDeleteError(null);
                      // Focus goes back to the Delete button the question replaced.
                      requestAnimationFrame(() =>
                        document
                          .querySelector<HTMLButtonElement>(
                            `[data-card-id="${card.id}"] .saved-item__delete`,
                          )
                          ?.focus(),
                      );
                    }}
                  />
                ) : (
                  <div className="saved-item__actions">
                    <button
                      type="button"
                      className="button saved-item__delete"
                      aria-label={t("cards.deleteLabel", { card: label(card) })}
                      onClick={() => {
                        setConfirming(card.id);
                        setDeleteError(null);
                      }}
                    >
                      {t("delete")}
                    </button>
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {adding ? (
        <AddCardForm
          onSaved={onSaved}
          onCancel={() => {
            setAdding(false);
            requestAnimationFrame(() => addRef.current?.focus());
          }}
        />
      ) : (
        <button
          type="button"
          ref={addRef}
          className="button button--primary saved-section__add"
          onClick={() => setAdding(true)}
        >
          {t("cards.add")}
        </button>
      )}
    </section>
  );
}

/**
 * The inline "are you sure" of a delete: the question (said to be final), then Delete and
 * Keep. Focus moves to the question when it appears; Escape keeps the item.
 */
export function ConfirmDelete(props: {
  question: string;
  confirmLabel: string;
  keepLabel: string;
  busy: boolean;
  error: string | null;
  onConfirm: () => void;
  onKeep: () => void;
}) {
  const { t } = useTranslation("saved");
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return (
    <div
      className="saved-confirm"
      role="group"
      aria-label={props.question}
      onKeyDown={(e) => {
        if (e.key === "Escape") props.onKeep();
      }}
    >
      <p className="saved-confirm__question" ref={ref} tabIndex={-1}>
        {props.question} {t("cannotUndo")}
      </p>
      {props.error && (
        <p className="saved-error" role="alert">
          {props.error}
        </p>
      )}
      <div className="saved-item__actions">
        <button
          type="button"
          className="button button--primary"
          disabled={props.busy}
          onClick={props.onConfirm}
        >
          {props.busy ? t("deleting") : props.confirmLabel}
        </button>
        <button type="button" className="button" onClick={props.onKeep} disabled={props.busy}>
          {props.keepLabel}
        </button>
      </div>
    </div>
  );
}

const FORM = "add-card";

/** The add-a-card form: number (grouped, brand shown), MM/YY, security code, billing ZIP. */
function AddCardForm({
  onSaved,
  onCancel,
}: {
  onSaved: (cards: SavedCard[], card: SavedCard | undefined) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation("saved");
  const [card, setCard] = useState<CardFields>(emptyCard);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [messages, setMessages] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const failureRef = useRef<HTMLParagraphElement>(null);
  // A refusal for the whole form takes focus once it is on the page.
  useEffect(() => {
    if (failure) failureRef.current?.focus();
  }, [failure]);
  const headingId = useId();
  const brand = brandWhileTyping(card.number);

  const set = (name: keyof CardFields, mask: (v: string) => string) => (value: string) => {
    setCard((c) => ({ ...c, [name]: mask(value) }));
    setErrors((e) => ({ ...e, [name]: undefined }));
    setMessages(({ [name]: _gone, ...rest }) => rest);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setFailure(null);
    const found = cardErrors(card, new Date());
    setErrors(found);
    setMessages({});
    if (Object.keys(found).length > 0) {
      focusFirstError(FORM, CARD_FIELDS, found);
      return;
    }
    setBusy(true);
    const token = await api.call("membersPaymentsToken", { body: cardTokenBody(card) });
    if (!token.ok) {
      setBusy(false);
      return refused(token.body, token.errors);
    }
    const saved = await api.call("membersPaymentsAdd", { body: { token: token.data.token } });
    setBusy(false);
    if (!saved.ok) return refused(saved.body, saved.errors);
    const cards = saved.data.payments.map((p) => p.account);
    onSaved(
      cards,
      cards.find((c) => c.last4 === token.data.last4 && c.brand === token.data.brand),
    );
  };

  const refused = (body: unknown, list: string[]) => {
    const read = serverErrors(body, list, CARD_FIELDS, cardApiField);
    setMessages(read.fields);
    if (read.form !== null) {
      setFailure(t("cards.saveFailed", { message: read.form || t("errors.unknown") }));
    } else focusFirstError(FORM, CARD_FIELDS, read.fields);
  };

  return (
    <form
      className="saved-form"
      aria-labelledby={headingId}
      onSubmit={(e) => void onSubmit(e)}
      noValidate
    >
      <h3 className="saved-form__heading" id={headingId}>
        {t("cards.formHeading")}
      </h3>
      <p className="saved-form__note">{t("cards.formNote")}</p>
      {failure && (
        <p className="saved-error" role="alert" tabIndex={-1} ref={failureRef}>
          {failure}
        </p>
      )}
      <div className="saved-form__grid">
        <div className="saved-form__full saved-card-number">
          <SavedField
            form={FORM}
            name="number"
            label={t("cards.number")}
            value={card.number}
            error={errors.number}
            message={messages.number}
            onValue={set("number", maskCardNumber)}
            autoComplete="cc-number"
            inputMode="numeric"
            maxLength={23}
            required
          />
          <span className="saved-card-number__brand" aria-live="polite" data-testid="card-brand">
            {brand ? t(`brands.${brand}`) : ""}
          </span>
        </div>
        <SavedField
          form={FORM}
          name="expiry"
          label={t("cards.expiry")}
          hint={t("cards.expiryHint")}
          value={card.expiry}
          error={errors.expiry}
          message={messages.expiry}
          onValue={set("expiry", maskExpiry)}
          autoComplete="cc-exp"
          inputMode="numeric"
          maxLength={5}
          required
        />
        <SavedField
          form={FORM}
          name="cvv"
          label={t("cards.cvv")}
          hint={brand === "amex" ? t("cards.cvvHint4") : t("cards.cvvHint3")}
          value={card.cvv}
          error={errors.cvv}
          message={messages.cvv}
          onValue={set("cvv", maskCvv)}
          autoComplete="cc-csc"
          inputMode="numeric"
          maxLength={4}
          required
        />
        <SavedField
          form={FORM}
          name="zip"
          label={t("cards.zip")}
          value={card.zip}
          error={errors.zip}
          message={messages.zip}
          onValue={set("zip", maskZip)}
          autoComplete="postal-code"
          inputMode="numeric"
          maxLength={5}
          required
        />
      </div>
      <div className="saved-form__actions">
        <button type="submit" className="button button--primary" disabled={busy}>
          {busy ? t("cards.saving") : t("cards.save")}
        </button>
        <button type="button" className="button" onClick={onCancel} disabled={busy}>
          {t("cancel")}
        </button>
      </div>
    </form>
  );
}
