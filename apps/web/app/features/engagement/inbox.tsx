import "./strings.ts";
import "./engagement.css";

import { useCallback, useEffect, useRef, useState } from "react";

import type { InboxItem } from "@coop/contract/engagement-feed";

import { api } from "../../lib/api-client.ts";
import { dateTimeFormat } from "../../lib/date-format.ts";
import { useTranslation } from "../../lib/i18n-react.tsx";
import type { Language } from "../../lib/language.ts";
import { LoadingStatus } from "../../ui/loading-status.tsx";
import { EngagementLink } from "./engagement-link.tsx";
import { setEngagementUnread } from "./feed-store.ts";

type State =
  | { status: "loading" }
  | { status: "error"; message: string }
  | { status: "ready"; items: InboxItem[] };

/**
 * `engagement-site.inbox`: the member's inbox, newest first. Unread entries say so in words (and a
 * heavier border), "Mark as read" and opening an entry's link mark it read, deleting asks
 * first; the header's badge follows the unread count the server answers.
 */
export function Inbox() {
  const { t, i18n } = useTranslation("engagement");
  const language = i18n.language as Language;
  const [state, setState] = useState<State>({ status: "loading" });
  const [confirming, setConfirming] = useState<string | null>(null);
  const [notice, setNotice] = useState("");
  const listRef = useRef<HTMLHeadingElement>(null);

  const load = useCallback(async () => {
    setState({ status: "loading" });
    const result = await api.call("engagementInbox", { query: { lang: language } });
    if (result.ok) {
      setState({ status: "ready", items: result.data.items });
      setEngagementUnread(result.data.unread);
    } else {
      setState({ status: "error", message: result.errors[0] ?? t("inbox.error") });
    }
  }, [language, t]);

  useEffect(() => {
    void load();
  }, [load]);

  const patch = (id: string, change: (item: InboxItem) => InboxItem | null) =>
    setState((s) =>
      s.status !== "ready"
        ? s
        : {
            ...s,
            items: s.items.flatMap((item) => {
              if (item.id !== id) return [item];
              const next = change(item);
              return next ? [next] : [];
            }),
          },
    );

  const markRead = async (item: InboxItem) => {
    if (item.read) return;
    patch(item.id, (i) => ({ ...i, read: true }));
    const result = await api.call("engagementMessageEvent", {
      params: { id: item.id, event: "read" },
    });
    if (result.ok) setEngagementUnread(result.data.unread);
    else {
      patch(item.id, (i) => ({ ...i, read: false }));
      setNotice(result.errors[0] ?? t("inbox.error"));
    }
  };

  const remove = async (item: InboxItem) => {
    setConfirming(null);
    const result = await api.call("engagementInboxDelete", { params: { id: item.id } });
    if (result.ok) {
      patch(item.id, () => null);
      setEngagementUnread(result.data.unread);
      setNotice(t("inbox.deleted", { title: item.title }));
      listRef.current?.focus();
    } else {
      setNotice(result.errors[0] ?? t("inbox.error"));
    }
  };

  if (state.status === "loading") {
    return <LoadingStatus className="engagement-inbox__status">{t("inbox.loading")}</LoadingStatus>;
  }
  if (state.status === "error") {
    return (
      <div className="engagement-inbox__status" role="alert">
        <p>{state.message}</p>
        <button type="button" className="button button--outline" onClick={() => void load()}>
          {t("inbox.retry")}
        </button>
      </div>
    );
  }
  const unread = state.items.filter((i) => !i.read).length;
  return (
    <section className="engagement-inbox" aria-labelledby="inbox-list-heading">
      <h2 id="inbox-list-heading" ref={listRef} tabIndex={-1} className="engagement-inbox__heading">
        {t("inbox.heading", { count: unread })}
      </h2>
      <p className="visually-hidden" role="status">
        {notice}
      </p>
      {state.items.length === 0 ? (
        <p className="engagement-inbox__empty">{t("inbox.empty")}</p>
      ) : (
        <ul className="engagement-inbox__list">
          {state.items.map((item) => (
            <li
              key={item.id}
              className={`engagement-inbox__item${item.read ? "" : " engagement-inbox__item--unread"}`}
            >
              {!item.read && (
                <span className="engagement-inbox__unread-tag">{t("inbox.unread")}</span>
              )}
              <h3 className="engagement-inbox__title">{item.title}</h3>
              <p className="engagement-inbox__date">
                <time dateTime={item.created}>
                  {dateTimeFormat(language, { dateStyle: "medium" }).format(new Date(item.created))}
                </time>
              </p>
              {item.image_url && (
                <img
                  src={item.image_url}
                  alt={item.image_alt}
                  width={320}
                  height={180}
                  loading="lazy"
                />
              )}
              <p className="engagement-inbox__body">{item.body}</p>
              <div className="engagement-inbox__actions">
                {item.url && (
                  <EngagementLink
                    id={item.id}
                    url={item.url}
                    className="button button--primary"
                    onFollow={() => void markRead(item)}
                  >
                    {item.link_text || t("card.open")}
                  </EngagementLink>
                )}
                {!item.read && (
                  <button
                    type="button"
                    className="button button--outline"
                    aria-label={t("inbox.markReadNamed", { title: item.title })}
                    onClick={() => void markRead(item)}
                  >
                    {t("inbox.markRead")}
                  </button>
                )}
                {confirming === item.id ? (
                  <>
                    <button
                      type="button"
                      className="button button--primary"
                      aria-label={t("inbox.confirmDeleteNamed", { title: item.title })}
                      onClick={() => void remove(item)}
                    >
                      {t("inbox.confirmDelete")}
                    </button>
                    <button
                      type="button"
                      className="button button--outline"
                      onClick={() => setConfirming(null)}
                    >
                      {t("inbox.cancel")}
                    </button>
                  </>
                ) : (
                  <button
                    type="button"
                    className="button button--outline"
                    aria-label={t("inbox.deleteNamed", { title: item.title })}
                    onClick={() => setConfirming(item.id)}
                  >
                    {t("inbox.delete")}
                  </button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
