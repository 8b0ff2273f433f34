import "./availability.css";

import { useId, useRef, useState } from "react";

import type { Controls } from "@coop/contract/ops-controls";

import { useTranslation } from "../../../lib/i18n-react.tsx";
import { opsApi } from "../staff-session.ts";
import {
  batches,
  groupItems,
  itemKey,
  type ItemRef,
  type ItemRow,
  itemRows,
  withAvailability,
} from "./availability-rules.ts";
import { EightySixPanel } from "./eighty-six-panel.tsx";
import { failureText } from "./manager-page.tsx";
import type { SectionProps } from "./section-props.ts";
import { SectionStatus, useSectionStatus } from "./section-status.tsx";
import { formatLocalTime } from "./zone-time.ts";

/** What the "86 … until" panel is open for: every id of the rows, and its title. */
type Asking = { refs: ItemRef[]; title: string; name: string };

/**
 * Menu availability (`store-controls.availability-optimistic`): search, items by category and options
 * by option group, each a switch Available / 86'd. An option offered by several products is one
 * row that changes all of them (`store-controls.options-merged`); option groups start collapsed so
 * the page opens on the products, and open on a search. Turning one off asks until when; turning
 * it back on is one tap. Select mode changes several at once. The list changes at once and goes
 * back as it was, with the reason in words, when the server refuses.
 */
export function AvailabilitySection(props: SectionProps) {
  const { restaurantId, controls, ctx, onSaved, update } = props;
  const { t, i18n } = useTranslation("controls");
  const id = useId();
  const [query, setQuery] = useState("");
  // The option groups opened or closed by hand since the search last changed.
  const [toggled, setToggled] = useState<ReadonlyMap<string, boolean>>(new Map());
  const [selecting, setSelecting] = useState(false);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [asking, setAsking] = useState<Asking | null>(null);
  const { error, setError, done, setDone, clear } = useSectionStatus();
  const returnFocus = useRef<HTMLElement | null>(null);
  const groups = groupItems(controls.items, query);
  const rows = itemRows(controls.items);
  const searching = query.trim() !== "";

  /** `store-controls.options-merged`: every id, in calls of at most 200; stops at a refusal. */
  const change = async (
    refs: ItemRef[],
    available: boolean,
    until: string | null,
    name: string,
  ) => {
    clear();
    const byKey = new Map(controls.items.map((item) => [itemKey(item), item.unavailable]));
    const before = new Map(refs.map((r) => [itemKey(r), byKey.get(itemKey(r)) ?? null]));
    update((c) => ({ ...c, items: withAvailability(c.items, refs, available, until, new Date()) }));
    let saved: Controls | null = null;
    let count = 0;
    for (const batch of batches(refs)) {
      const result = await opsApi.call("opsAvailability", {
        params: { id: restaurantId },
        body: {
          items: batch.map(({ kind, id }) => ({ kind, id })),
          available,
          ...(available ? {} : { until }),
        },
      });
      if (!result.ok) {
        const notSaved = t("common.saveFailed", { message: failureText(result.errors) });
        if (saved) {
          // Some calls went through: the page shows the server's answer to the last of them.
          onSaved(saved);
          setError(
            `${notSaved} ${t("availability.partlySaved", { saved: count, total: refs.length })}`,
          );
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
        setError(`${notSaved} ${t("availability.rolledBack")}`);
        return;
      }
      saved = result.data.data;
      count += batch.length;
    }
    if (saved) onSaved(saved);
    const state = available ? t("availability.available") : t("availability.unavailable");
    setDone(t("availability.saved", { name, state }));
  };

  const toggle = (row: ItemRow, button: HTMLElement) => {
    if (row.state.kind === "off") void change(row.refs, true, null, row.name);
    else {
      returnFocus.current = button;
      setAsking({
        refs: row.refs,
        title: t("availability.dialogTitle", { name: row.name }),
        name: row.name,
      });
    }
  };

  const closePanel = () => {
    setAsking(null);
    returnFocus.current?.focus();
  };

  const selectedRows = () => rows.filter((row) => selected.has(row.key));
  const refsOf = (list: readonly ItemRow[]) => list.flatMap((row) => row.refs);
  const nameOf = (list: readonly ItemRow[]) =>
    list.length === 1 ? list[0]!.name : t("availability.selected", { count: list.length });

  const stateText = (row: ItemRow) => {
    const state = row.state;
    if (state.kind === "available") return t("availability.available");
    if (state.kind === "partial")
      return t("availability.partial", { off: state.off, total: state.total });
    return state.until
      ? t("availability.until", {
          time: formatLocalTime(state.until, ctx.timeZone, i18n.language, ctx.now),
        })
      : t("availability.untilOn");
  };

  const rowList = (list: readonly ItemRow[], labelledBy: string) => (
    <ul className="ctl-items" aria-labelledby={labelledBy}>
      {list.map((row) => {
        const off = row.state.kind === "off";
        const className = off
          ? "ctl-item ctl-item--off"
          : row.state.kind === "partial"
            ? "ctl-item ctl-item--partial"
            : "ctl-item";
        return (
          <li key={row.key} className={className}>
            {selecting ? (
              <input
                type="checkbox"
                aria-label={t("availability.select", { name: row.name })}
                checked={selected.has(row.key)}
                onChange={(e) => {
                  const next = new Set(selected);
                  if (e.target.checked) next.add(row.key);
                  else next.delete(row.key);
                  setSelected(next);
                }}
              />
            ) : null}
            <span className="ctl-item__name">{row.name}</span>
            <span className="ctl-item__state">{stateText(row)}</span>
            <button
              type="button"
              role="switch"
              aria-checked={!off}
              className="ctl-switch"
              aria-label={t("availability.switch", { name: row.name })}
              onClick={(e) => toggle(row, e.currentTarget)}
            >
              <span aria-hidden="true">
                {off ? t("availability.unavailable") : t("availability.available")}
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );

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
            onChange={(e) => {
              setQuery(e.target.value);
              setToggled(new Map());
            }}
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
              const list = selectedRows();
              returnFocus.current = e.currentTarget;
              setAsking({
                refs: refsOf(list),
                title:
                  list.length === 1
                    ? t("availability.dialogTitle", { name: list[0]!.name })
                    : t("availability.dialogTitleMany", { count: list.length }),
                name: nameOf(list),
              });
            }}
          >
            {t("availability.eightySixSelected")}
          </button>
          <button
            type="button"
            className="ctl-button"
            disabled={selected.size === 0}
            onClick={() => {
              const list = selectedRows();
              void change(refsOf(list), true, null, nameOf(list)).then(() =>
                setSelected(new Set()),
              );
            }}
          >
            {t("availability.restoreSelected")}
          </button>
        </div>
      ) : null}
      {asking ? (
        <EightySixPanel
          title={asking.title}
          ctx={ctx}
          onCancel={closePanel}
          onConfirm={(until) => {
            const { refs, name } = asking;
            closePanel();
            void change(refs, false, until, name).then(() => setSelected(new Set()));
          }}
        />
      ) : null}
      <SectionStatus done={done} error={error} />
      {controls.items.length === 0 ? (
        <p>{t("availability.empty")}</p>
      ) : groups.length === 0 ? (
        <p>{t("availability.noMatch", { query })}</p>
      ) : (
        groups.map((group, index) => {
          const labelId = `${id}-g${index}`;
          if (group.kind === "product")
            return (
              <div key={group.key} className="ctl-group">
                <h3 id={labelId}>
                  {group.name} <span className="ctl-hint">({t("availability.kinds.product")})</span>
                </h3>
                {rowList(group.rows, labelId)}
              </div>
            );
          // Option groups start collapsed; a search opens the groups it matches.
          const open = toggled.get(group.key) ?? searching;
          return (
            <details
              key={group.key}
              className="ctl-group ctl-group--options"
              open={open}
              onToggle={(e) => {
                const now = e.currentTarget.open;
                if (now !== open) setToggled((m) => new Map(m).set(group.key, now));
              }}
            >
              <summary id={labelId}>
                {t("availability.optionGroup", { name: group.name, n: group.rows.length })}
              </summary>
              {rowList(group.rows, labelId)}
            </details>
          );
        })
      )}
    </section>
  );
}
