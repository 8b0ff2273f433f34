import "./availability.css";

import { useId, useRef, useState } from "react";

import type { ControlItem } from "@coop/contract/ops-controls";

import { useTranslation } from "../../../lib/i18n-react.tsx";
import { opsApi } from "../staff-session.ts";
import { groupItems, itemKey, type ItemRef, withAvailability } from "./availability-rules.ts";
import { EightySixPanel } from "./eighty-six-panel.tsx";
import { failureText } from "./manager-page.tsx";
import type { SectionProps } from "./section-props.ts";
import { formatLocalTime } from "./zone-time.ts";

/**
 * Menu availability (`store-controls.availability-optimistic`): search, items by category and options
 * by option group, each a switch Available / 86'd. Turning one off asks until when; turning it
 * back on is one tap. Select mode changes several at once. The list changes at once and goes
 * back as it was, with the reason in words, when the server refuses.
 */
export function AvailabilitySection(props: SectionProps) {
  const { restaurantId, controls, ctx, onSaved, update } = props;
  const { t, i18n } = useTranslation("controls");
  const id = useId();
  const [query, setQuery] = useState("");
  const [selecting, setSelecting] = useState(false);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [asking, setAsking] = useState<ItemRef[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const returnFocus = useRef<HTMLElement | null>(null);
  const groups = groupItems(controls.items, query);
  const byKey = new Map(controls.items.map((item) => [itemKey(item), item]));

  const nameOf = (refs: readonly ItemRef[]) =>
    refs.length === 1 ? (byKey.get(itemKey(refs[0]!))?.name ?? "") : "";

  const change = async (refs: ItemRef[], available: boolean, until: string | null) => {
    setError(null);
    setDone(null);
    const before = new Map(refs.map((r) => [itemKey(r), byKey.get(itemKey(r))?.unavailable]));
    update((c) => ({ ...c, items: withAvailability(c.items, refs, available, until, new Date()) }));
    const result = await opsApi.call("opsAvailability", {
      params: { id: restaurantId },
      body: {
        items: refs.map(({ kind, id }) => ({ kind, id })),
        available,
        ...(available ? {} : { until }),
      },
    });
    if (result.ok) {
      onSaved(result.data.data);
      const name = nameOf(refs) || t("availability.selected", { count: refs.length });
      const state = available ? t("availability.available") : t("availability.unavailable");
      setDone(t("availability.saved", { name, state }));
      return;
    }
    // Rollback: only the items of this change go back as they were.
    update((c) => ({
      ...c,
      items: c.items.map((item) => {
        const key = itemKey(item);
        return before.has(key) ? { ...item, unavailable: before.get(key) ?? null } : item;
      }),
    }));
    setError(
      `${t("common.saveFailed", { message: failureText(result.errors) })} ${t("availability.rolledBack")}`,
    );
  };

  const toggle = (item: ControlItem, button: HTMLElement) => {
    const ref = { kind: item.kind, id: item.id };
    if (item.unavailable) void change([ref], true, null);
    else {
      returnFocus.current = button;
      setAsking([ref]);
    }
  };

  const closePanel = () => {
    setAsking(null);
    returnFocus.current?.focus();
  };

  const selectedRefs = (): ItemRef[] =>
    controls.items.filter((i) => selected.has(itemKey(i))).map(({ kind, id }) => ({ kind, id }));

  const stateText = (item: ControlItem) =>
    !item.unavailable
      ? t("availability.available")
      : item.unavailable.until
        ? t("availability.until", {
            time: formatLocalTime(item.unavailable.until, ctx.timeZone, i18n.language, ctx.now),
          })
        : t("availability.untilOn");

  return (
    <section className="ctl-card ctl-card--wide" aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>{t("availability.heading")}</h2>
      <div className="ctl-toolbar">
        <div className="ctl-field">
          <label htmlFor={`${id}-search`}>{t("availability.search")}</label>
          <input
            id={`${id}-search`}
            type="search"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
          />
        </div>
        <button
          type="button"
          className="ctl-button"
          aria-pressed={selecting}
          onClick={() => {
            setSelecting((s) => !s);
            setSelected(new Set());
          }}
        >
          {selecting ? t("availability.selectDone") : t("availability.selectMode")}
        </button>
      </div>
      {selecting ? (
        <div className="ctl-actions" role="group" aria-label={t("availability.selectMode")}>
          <span aria-live="polite">{t("availability.selected", { count: selected.size })}</span>
          <button
            type="button"
            className="ctl-button ctl-button--danger"
            disabled={selected.size === 0}
            onClick={(e) => {
              returnFocus.current = e.currentTarget;
              setAsking(selectedRefs());
            }}
          >
            {t("availability.eightySixSelected")}
          </button>
          <button
            type="button"
            className="ctl-button"
            disabled={selected.size === 0}
            onClick={() =>
              void change(selectedRefs(), true, null).then(() => setSelected(new Set()))
            }
          >
            {t("availability.restoreSelected")}
          </button>
        </div>
      ) : null}
      {asking ? (
        <EightySixPanel
          title={
            asking.length === 1
              ? t("availability.dialogTitle", { name: nameOf(asking) })
              : t("availability.dialogTitleMany", { count: asking.length })
          }
          ctx={ctx}
          onCancel={closePanel}
          onConfirm={(until) => {
            const refs = asking;
            closePanel();
            void change(refs, false, until).then(() => setSelected(new Set()));
          }}
        />
      ) : null}
      <p className="ctl-live" role="status">
        {done}
      </p>
      {error ? (
        <p className="ctl-error" role="alert">
          {error}
        </p>
      ) : null}
      {controls.items.length === 0 ? (
        <p>{t("availability.empty")}</p>
      ) : groups.length === 0 ? (
        <p>{t("availability.noMatch", { query })}</p>
      ) : (
        groups.map((group) => (
          <div key={group.key} className="ctl-group">
            <h3 id={`${id}-${group.key}`}>
              {group.name}{" "}
              <span className="ctl-hint">({t(`availability.kinds.${group.kind}`)})</span>
            </h3>
            <ul className="ctl-items" aria-labelledby={`${id}-${group.key}`}>
              {group.items.map((item) => {
                const key = itemKey(item);
                const off = item.unavailable !== null;
                return (
                  <li key={key} className={off ? "ctl-item ctl-item--off" : "ctl-item"}>
                    {selecting ? (
                      <input
                        type="checkbox"
                        aria-label={t("availability.select", { name: item.name })}
                        checked={selected.has(key)}
                        onChange={(e) => {
                          const next = new Set(selected);
                          if (e.target.checked) next.add(key);
                          else next.delete(key);
                          setSelected(next);
                        }}
                      />
                    ) : null}
                    <span className="ctl-item__name">{item.name}</span>
                    <span className="ctl-item__state">{stateText(item)}</span>
                    <button
                      type="button"
                      role="switch"
                      aria-checked={!off}
                      className="ctl-switch"
                      aria-label={t("availability.switch", { name: item.name })}
                      onClick={(e) => toggle(item, e.currentTarget)}
                    >
                      <span aria-hidden="true">
                        {off ? t("availability.unavailable") : t("availability.available")}
                      </span>
                    </button>
                  </li>
                );
              })}
            </ul>
          </div>
        ))
      )}
    </section>
  );
}
