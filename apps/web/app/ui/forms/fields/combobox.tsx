import { type KeyboardEvent, type ReactNode, useId, useState } from "react";

import { describedBy, type FieldBase, FieldShell } from "./field-shell.tsx";

/**
 * `forms-web.combobox`: a text box that filters a list as it is typed (the ARIA combobox with
 * a list box): Down and Up move through the options, Enter picks the active one, Escape
 * closes the list; the mouse and touch pick with a click. A status line (polite live
 * region) says how many options are shown, or that none matches. With `multiple`, picking
 * toggles an option and the list stays open. With `exactOf`, text that names one option
 * exactly (a state's code, say) picks it when the field is left or on Enter, so a typed
 * answer counts without opening the list.
 */
export function Combobox<T>({
  options,
  keyOf,
  renderOption,
  isSelected,
  query,
  onQuery,
  onPick,
  status,
  placeholder,
  multiple = false,
  below,
  exactOf,
  listLabel,
  ...shell
}: FieldBase & {
  /** The options matching the query (already filtered and limited). */
  options: readonly T[] | null;
  keyOf: (option: T) => string;
  renderOption: (option: T) => ReactNode;
  isSelected: (option: T) => boolean;
  query: string;
  onQuery: (query: string) => void;
  onPick: (option: T) => void;
  /** What the status line says (loading, how many, no match, the choice). */
  status: ReactNode;
  placeholder?: string;
  multiple?: boolean;
  /** Shown under the list (chips of a multiple choice). */
  below?: ReactNode;
  /** The option the typed text names exactly, if any: picked on blur and on Enter. */
  exactOf?: (query: string) => T | undefined;
  /** The list box's own name (else it is named by the field's label). */
  listLabel?: string;
}) {
  const { id, name, required, error, hint, disabled } = shell;
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const list = options ?? [];
  const shown = open && list.length > 0;
  const activeIndex = Math.min(active, list.length - 1);
  const optionId = (i: number) => `${id}-option-${i}`;

  function pick(option: T) {
    onPick(option);
    if (!multiple) setOpen(false);
  }

  /** Picks the option the text names exactly (unless it is already the choice). */
  function pickExact() {
    const exact = exactOf?.(query);
    if (exact !== undefined && !isSelected(exact)) pick(exact);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    switch (event.key) {
      case "ArrowDown":
        event.preventDefault();
        if (!open) {
          setOpen(true);
          setActive(0);
        } else setActive((a) => Math.min(a + 1, list.length - 1));
        break;
      case "ArrowUp":
        event.preventDefault();
        setActive((a) => Math.max(a - 1, 0));
        break;
      case "Enter": {
        // Enter inside the list picks; it never sends the form from here. With the list
        // closed, text naming an option exactly is picked first (Enter again sends).
        if (!shown) {
          const exact = exactOf?.(query);
          if (exact !== undefined && !isSelected(exact)) {
            event.preventDefault();
            pick(exact);
          }
          return;
        }
        event.preventDefault();
        const option = list[activeIndex];
        if (option !== undefined) pick(option);
        break;
      }
      case "Escape":
        if (open) {
          event.preventDefault();
          setOpen(false);
        }
        break;
    }
  }

  return (
    <FieldShell
      {...shell}
      after={
        <>
          <p className="form-combobox__status" id={`${id}-status`} aria-live="polite">
            {status}
          </p>
          {below}
        </>
      }
    >
      <div className="form-combobox">
        <input
          id={id}
          name={name}
          className="form-field__input"
          type="text"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={shown}
          aria-controls={listId}
          aria-activedescendant={shown ? optionId(activeIndex) : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={
            [describedBy(id, hint, error), `${id}-status`].filter(Boolean).join(" ") || undefined
          }
          aria-required={required || undefined}
          placeholder={placeholder}
          disabled={disabled}
          value={query}
          onChange={(e) => {
            onQuery(e.currentTarget.value);
            setOpen(true);
            setActive(0);
          }}
          onFocus={() => setOpen(true)}
          onClick={() => setOpen(true)}
          onBlur={() => {
            setOpen(false);
            pickExact();
          }}
          onKeyDown={onKeyDown}
        />
        <ul
          id={listId}
          role="listbox"
          className="form-combobox__list"
          aria-label={listLabel}
          aria-labelledby={listLabel === undefined ? `${id}-label` : undefined}
          aria-multiselectable={multiple || undefined}
          hidden={!shown}
        >
          {list.map((option, i) => (
            <li
              key={keyOf(option)}
              id={optionId(i)}
              role="option"
              aria-selected={isSelected(option)}
              className={`form-combobox__option${i === activeIndex ? " form-combobox__option--active" : ""}`}
              // The input keeps the focus: a press on an option must not blur it first.
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => pick(option)}
            >
              {renderOption(option)}
            </li>
          ))}
        </ul>
      </div>
    </FieldShell>
  );
}
