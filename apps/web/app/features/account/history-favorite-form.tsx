import { type FormEvent, useEffect, useId, useRef, useState } from "react";

import type { ResponseOf } from "@coop/contract/api-types";

import { api } from "../../lib/api-client.ts";
import { useTranslation } from "../../lib/i18n-react.tsx";
import { FAVORITE_NAME_MAX, favoriteNameError } from "./history-rules.ts";

export type FavoriteOrder = ResponseOf<"ordersFavesList">["faves"][number];

/**
 * `order.favorites`: saves a past order as a favorite under a name (1 to 60 characters,
 * suggested as "Tuesday lunch", `order.favorite-default-name`) with POST orders/faves. The
 * answer is the member's favorites, handed to `onSaved`. A name the rule refuses is said
 * next to the field, which gets focus; nothing is sent.
 */
export function FavoriteForm({
  orderId,
  suggested,
  onSaved,
  onCancel,
}: {
  orderId: string;
  suggested: string;
  onSaved: (faves: FavoriteOrder[], name: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation("history");
  const id = useId();
  const [name, setName] = useState(suggested);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    inputRef.current?.focus();
    inputRef.current?.select();
  }, []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const invalid = favoriteNameError(name);
    if (invalid) {
      setError(t(`fave.${invalid}`));
      inputRef.current?.focus();
      return;
    }
    setSending(true);
    setError(null);
    const description = name.trim();
    const result = await api.call("ordersFavesAdd", { body: { id: orderId, description } });
    setSending(false);
    if (!result.ok) {
      setError(t("fave.failed", { message: result.errors.join(" ") || t("errorGeneric") }));
      inputRef.current?.focus();
      return;
    }
    onSaved(result.data.faves, description);
  }

  return (
    <form className="history-fave-form" onSubmit={(e) => void submit(e)} noValidate>
      <label className="history-field" htmlFor={`${id}-name`}>
        <span className="history-field__label">{t("fave.label")}</span>
        <input
          ref={inputRef}
          id={`${id}-name`}
          className="history-field__input"
          value={name}
          maxLength={FAVORITE_NAME_MAX}
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error ${id}-hint` : `${id}-hint`}
          onChange={(e) => setName(e.target.value)}
        />
      </label>
      <p id={`${id}-hint`} className="history-field__hint">
        {t("fave.hint")}
      </p>
      {error && (
        <p id={`${id}-error`} className="history-field__error" role="alert">
          {error}
        </p>
      )}
      <div className="history-actions">
        <button type="submit" className="button button--primary" disabled={sending}>
          {sending ? t("fave.saving") : t("fave.save")}
        </button>
        <button type="button" className="button history-button" onClick={onCancel}>
          {t("fave.cancel")}
        </button>
      </div>
    </form>
  );
}
