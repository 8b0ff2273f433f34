import "./strings.ts";

import type { ProductOption, ProductOptionGroup } from "@coop/contract/menus";

import { useTranslation } from "../../lib/i18n-react.tsx";
import { formatMoney } from "../../lib/money.ts";
import { groupCount, isSingleChoice, type Selections, setOptionQuantity } from "./product-rules.ts";
import { Stepper } from "./stepper.tsx";

type Props = {
  group: ProductOptionGroup;
  selections: Selections;
  onChange: (next: Selections) => void;
  /** Group id → its message (shown after a refused add). */
  errors: ReadonlyMap<number, string>;
  depth?: number;
};

/**
 * One option group: its name and rule (required or optional, how many), its options as
 * radio buttons, checkboxes or steppers (options of which more than one may be taken),
 * the inline message naming the group when its rule is not met, and the groups nested
 * under each chosen option.
 */
export function OptionGroup({ group, selections, onChange, errors, depth = 0 }: Props) {
  const { t } = useTranslation("menu");
  const single = isSingleChoice(group);
  const count = groupCount(group, selections);
  const error = errors.get(group.id);
  const errorId = `group-${group.id}-error`;
  const rule =
    group.min_select === group.max_select
      ? t("product.ruleExactly", { count: group.max_select })
      : group.min_select > 0
        ? t("product.ruleRange", { min: group.min_select, max: group.max_select })
        : t("product.ruleUpTo", { count: group.max_select });

  const extra = (o: ProductOption) =>
    [
      o.cost !== 0 ? `+${formatMoney(o.cost)}` : null,
      o.calories ? t("calories", { range: String(o.calories) }) : null,
    ]
      .filter(Boolean)
      .join(" · ");

  return (
    <fieldset
      className="option-group"
      data-depth={depth}
      data-invalid={error ? "true" : undefined}
      id={`group-${group.id}`}
      aria-describedby={error ? errorId : undefined}
      tabIndex={-1}
    >
      <legend className="option-group__legend">
        <span className="option-group__name">{group.name}</span>
        <span className="option-group__rule">
          {group.min_select > 0 ? t("product.required") : t("product.optional")} · {rule}
        </span>
      </legend>
      {error && (
        <p className="option-group__error" id={errorId} role="alert">
          {error}
        </p>
      )}
      <ul className="option-group__options">
        {group.options.map((o) => {
          const chosen = selections[o.id] ?? 0;
          const atMax = count >= group.max_select;
          const nested = chosen > 0 && o.option_groups.length > 0;
          return (
            <li key={o.id} className="option" data-chosen={chosen > 0 || undefined}>
              {o.max_quantity > 1 ? (
                <div className="option__row">
                  <span className="option__label" id={`option-${o.id}-label`}>
                    <span className="option__name">{o.name}</span>
                    {extra(o) && <span className="option__extra">{extra(o)}</span>}
                  </span>
                  <Stepper
                    value={chosen}
                    min={0}
                    max={Math.min(o.max_quantity, chosen + Math.max(0, group.max_select - count))}
                    label={o.name}
                    onChange={(q) => onChange(setOptionQuantity(group, o, q, selections))}
                  />
                </div>
              ) : (
                <label className="option__row">
                  <input
                    type={single ? "radio" : "checkbox"}
                    name={`group-${group.id}`}
                    checked={chosen > 0}
                    disabled={!single && chosen === 0 && atMax}
                    onChange={(e) =>
                      onChange(
                        setOptionQuantity(group, o, e.currentTarget.checked ? 1 : 0, selections),
                      )
                    }
                  />
                  <span className="option__label">
                    <span className="option__name">{o.name}</span>
                    {extra(o) && <span className="option__extra">{extra(o)}</span>}
                  </span>
                </label>
              )}
              {nested &&
                o.option_groups.map((g) => (
                  <OptionGroup
                    key={g.id}
                    group={g}
                    selections={selections}
                    onChange={onChange}
                    errors={errors}
                    depth={depth + 1}
                  />
                ))}
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
