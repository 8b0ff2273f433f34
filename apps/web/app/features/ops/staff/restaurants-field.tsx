import "../shell/strings.ts";

import { useState } from "react";

import type { StaffRole } from "@coop/contract/staff";

import { useTranslation } from "../../../lib/i18n-react.tsx";
import { parseRestaurantNumbers } from "./staff-rules.ts";

/**
 * The restaurants of a staff account in a form: none for admin and marketing (the whole chain),
 * one (radio buttons) for crew, one or more (checkboxes) for a manager. With no list to pick
 * from (an admin before the restaurant list is served) the numbers are typed.
 */
export function RestaurantsField({
  id,
  role,
  value,
  onChange,
  choices,
  names,
  error,
}: {
  id: string;
  role: StaffRole;
  value: number[];
  onChange: (value: number[] | null) => void;
  /** The restaurants to pick from; null: any, typed by number. */
  choices: readonly number[] | null;
  names: ReadonlyMap<number, string>;
  error: string | null;
}) {
  const { t } = useTranslation("ops");
  const [typed, setTyped] = useState(value.join(", "));
  const errorId = `${id}-error`;
  const errorText = error && (
    <p id={errorId} className="ops-field__error">
      {error}
    </p>
  );

  if (role === "admin" || role === "marketing") {
    return (
      <div className="ops-field">
        <p className="ops-field__label">{t("staff.restaurants")}</p>
        <p className="ops-hint">{t("staff.restaurantsNone")}</p>
        {errorText}
      </div>
    );
  }

  if (choices === null) {
    return (
      <div className="ops-field">
        <label htmlFor={id}>{t("staff.restaurants")}</label>
        <input
          id={id}
          inputMode="numeric"
          autoComplete="off"
          value={typed}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint${error ? ` ${errorId}` : ""}`}
          onChange={(e) => {
            setTyped(e.currentTarget.value);
            onChange(parseRestaurantNumbers(e.currentTarget.value));
          }}
        />
        <p id={`${id}-hint`} className="ops-hint">
          {t("staff.restaurantsHint")}
        </p>
        {errorText}
      </div>
    );
  }

  const single = role === "crew";
  return (
    <fieldset className="ops-field ops-choices" aria-describedby={error ? errorId : undefined}>
      <legend>{t("staff.restaurants")}</legend>
      {choices.map((restaurant) => {
        const label = names.get(restaurant) ?? t("shell.restaurantNumber", { id: restaurant });
        const checked = value.includes(restaurant);
        return (
          <label key={restaurant} className="ops-choice">
            <input
              type={single ? "radio" : "checkbox"}
              name={id}
              id={`${id}-${restaurant}`}
              checked={checked}
              onChange={(e) => {
                if (single) onChange([restaurant]);
                else
                  onChange(
                    e.currentTarget.checked
                      ? [...value, restaurant].sort((a, b) => a - b)
                      : value.filter((r) => r !== restaurant),
                  );
              }}
            />{" "}
            {label}
          </label>
        );
      })}
      {errorText}
    </fieldset>
  );
}
