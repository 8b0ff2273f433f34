import "./strings.ts";
import "./catering.css";

import { type FormEvent, useEffect, useId, useRef, useState } from "react";

import type { ProductDetailResponse } from "@coop/contract/menus";

import { api } from "../../lib/api-client.ts";
import { useTranslation } from "../../lib/i18n-react.tsx";
import { formatMoney } from "../../lib/money.ts";
import { addPendingToCart } from "../../lib/order/catering-cart.ts";
import {
  choicesOf,
  defaultSelection,
  missingGroups,
  PENDING_MAX_QUANTITY,
  type Selection,
  toggleOption,
} from "../../lib/order/catering-cart-rules.ts";
import { clientStore } from "../../lib/store/client-store.ts";
import { imageUrl } from "./menu-rules.ts";

/** The menu of the catering channel before a restaurant is chosen (`menu.public-menu`). */
export const FIXED_CATERING_MENU = "catering";

type Load =
  { status: "loading" } | { status: "error" } | { status: "ready"; product: ProductDetailResponse };

/**
 * `catering-order.pending-cart`: the add-to-catering-cart control of the public product page, on the
 * catering channel before a restaurant is chosen: the product's option groups (defaults
 * preselected, required groups checked), a quantity, and Add, which puts the line in the
 * catering cart kept in the browser and says so.
 */
export function CateringAddToCart({ sku }: { sku: string }) {
  const { t } = useTranslation("menu");
  const [load, setLoad] = useState<Load>({ status: "loading" });
  const [selection, setSelection] = useState<Selection>({});
  const [quantity, setQuantity] = useState(1);
  const [missing, setMissing] = useState<string[]>([]);
  const [added, setAdded] = useState<string | null>(null);
  const formId = useId();
  const firstMissing = useRef<HTMLFieldSetElement | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    setLoad({ status: "loading" });
    api
      .call("menusProduct", {
        params: { menuId: FIXED_CATERING_MENU, id: sku },
        signal: controller.signal,
      })
      .then((result) => {
        if (!result.ok) {
          setLoad({ status: "error" });
          return;
        }
        setSelection(defaultSelection(result.data.option_groups));
        setLoad({ status: "ready", product: result.data });
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, [sku]);

  useEffect(() => {
    if (missing.length > 0) firstMissing.current?.focus();
  }, [missing]);

  if (load.status === "loading") {
    return (
      <p className="catering-add__status" role="status">
        {t("catering.loadingOptions")}
      </p>
    );
  }
  if (load.status === "error") {
    return (
      <p className="catering-add__status" role="alert">
        {t("catering.optionsError")}
      </p>
    );
  }
  const { product } = load;
  const groups = product.option_groups;
  const max = Math.min(
    PENDING_MAX_QUANTITY,
    product.max_quantity > 0 ? product.max_quantity : PENDING_MAX_QUANTITY,
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const short = missingGroups(groups, selection);
    if (short.length > 0) {
      setAdded(null);
      setMissing(short.map((g) => g.name));
      return;
    }
    setMissing([]);
    addPendingToCart(
      {
        sku: product.sku,
        name: product.name,
        quantity,
        cost: product.cost,
        choices: choicesOf(groups, selection),
        ...(imageUrl(product.images) ? { image: imageUrl(product.images)! } : {}),
      },
      max,
    );
    setAdded(t("catering.added", { quantity, name: product.name }));
  };

  return (
    <form
      className="catering-add"
      onSubmit={submit}
      aria-labelledby={`${formId}-heading`}
      noValidate
    >
      <h2 id={`${formId}-heading`} className="visually-hidden">
        {t("catering.add")}
      </h2>
      {groups.map((group) => {
        const isMissing = missing.includes(group.name);
        // A required single choice is a radio group; an optional one a check box to clear.
        const single = group.max_select === 1 && group.min_select > 0;
        const chosen = selection[group.id] ?? [];
        const hintId = `${formId}-g${group.id}-hint`;
        return (
          <fieldset
            key={group.id}
            className="catering-add__group"
            ref={isMissing && missing[0] === group.name ? firstMissing : undefined}
            tabIndex={isMissing ? -1 : undefined}
            aria-describedby={hintId}
            aria-invalid={isMissing || undefined}
          >
            <legend className="catering-add__legend">{group.name}</legend>
            <p id={hintId} className="catering-add__hint">
              {group.min_select > 0
                ? t("catering.required")
                : t("catering.chooseUpTo", { count: group.max_select })}
              {isMissing && (
                <span className="catering-add__error">
                  {" "}
                  {t("catering.missing", { group: group.name })}
                </span>
              )}
            </p>
            {group.options.map((option) => (
              <label key={option.id} className="catering-add__option">
                <input
                  type={single ? "radio" : "checkbox"}
                  name={`${formId}-g${group.id}`}
                  checked={chosen.includes(option.id)}
                  disabled={
                    group.max_select > 1 &&
                    !chosen.includes(option.id) &&
                    chosen.length >= group.max_select
                  }
                  onChange={() =>
                    setSelection((current) => toggleOption(current, group, option.id))
                  }
                />
                <span>{option.name}</span>
                {option.cost > 0 && (
                  <span className="catering-add__price">+{formatMoney(option.cost)}</span>
                )}
              </label>
            ))}
          </fieldset>
        );
      })}
      <div className="catering-add__row">
        <label className="catering-add__quantity">
          <span>{t("catering.quantity")}</span>
          <input
            type="number"
            inputMode="numeric"
            min={1}
            max={max}
            value={quantity}
            onChange={(e) => {
              const value = Math.trunc(Number(e.target.value));
              setQuantity(Number.isFinite(value) ? Math.min(max, Math.max(1, value)) : 1);
            }}
          />
        </label>
        <button type="submit" className="button button--accent catering-add__submit">
          {t("catering.add")}
        </button>
      </div>
      <div className="catering-add__result" role="status">
        {added && (
          <>
            <span>{added}</span>{" "}
            <button
              type="button"
              className="button catering-add__view"
              onClick={() => clientStore.setState({ showCart: true })}
            >
              {t("catering.viewCart")}
            </button>
          </>
        )}
      </div>
    </form>
  );
}
