import "./strings.ts";
import "./engagement.css";

import type { KeyboardEvent } from "react";
import { useEffect, useId, useRef } from "react";

import type { InAppMessage } from "@coop/contract/engagement-feed";

import { useTranslation } from "../../lib/i18n-react.tsx";
import { ModalDialog } from "../../ui/modal-dialog.tsx";

type Props = {
  message: InAppMessage;
  /** A button was chosen (its index). */
  onButton: (index: number) => void;
  /** Closed without a choice: ×, Escape, the backdrop. */
  onDismiss: () => void;
};

function Body({ message, onButton, onDismiss, headingId }: Props & { headingId: string }) {
  const { t } = useTranslation("engagement");
  return (
    <div className="engagement-in-app__content">
      <button
        type="button"
        className="engagement-card__dismiss"
        aria-label={t("inApp.close")}
        onClick={onDismiss}
      >
        <span aria-hidden="true">×</span>
      </button>
      {message.image_url && (
        <img
          className="engagement-in-app__image"
          src={message.image_url}
          alt={message.image_alt}
          width={480}
          height={270}
        />
      )}
      <h2 id={headingId} className="engagement-in-app__header">
        {message.header ?? t("inApp.defaultHeader")}
      </h2>
      <p className="engagement-in-app__message">{message.message}</p>
      {message.buttons.length > 0 && (
        <div className="engagement-in-app__buttons">
          {message.buttons.map((button, index) => (
            <button
              key={`${index}-${button.text}`}
              type="button"
              className={index === 0 ? "button button--primary" : "button button--outline"}
              onClick={() => onButton(index)}
            >
              {button.text}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}

/**
 * An in-app message: a modal dialog (focus trapped, Escape and the backdrop close it) for the
 * modal and full layouts, a non-modal panel sliding up from the bottom (Escape closes it;
 * the slide is left out under reduced motion) for the slide-up layout.
 */
export function InAppView(props: Props) {
  const headingId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const { message, onDismiss } = props;
  useEffect(() => {
    if (message.layout === "slideup") panel.current?.focus();
  }, [message.id, message.layout]);
  if (message.layout === "slideup") {
    const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
      if (event.key === "Escape") onDismiss();
    };
    return (
      <div
        ref={panel}
        className="engagement-slideup"
        role="dialog"
        aria-modal="false"
        aria-labelledby={headingId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <Body {...props} headingId={headingId} />
      </div>
    );
  }
  return (
    <ModalDialog
      id={`engagement-in-app-${message.id}`}
      open
      onClose={onDismiss}
      className="engagement-in-app"
      aria-labelledby={headingId}
    >
      <Body {...props} headingId={headingId} />
    </ModalDialog>
  );
}
