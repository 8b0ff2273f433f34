import "./strings.ts";
import "./product.css";

import { type FormEvent, useEffect, useMemo, useState } from "react";
import { Link, useNavigate } from "react-router";

import type { ProductDetailResponse } from "@coop/contract/menus";

import { track } from "../../lib/analytics.ts";
import { api } from "../../lib/api-client.ts";
import { trackAddProductToCart } from "../../lib/engagement.ts";
import { useTranslation } from "../../lib/i18n-react.tsx";
import { formatMoney } from "../../lib/money.ts";
import { ecommercePayload } from "../../lib/order/ecommerce.ts";
import { addToOrder, updateInOrder } from "../../lib/order/order-actions.ts";
import { linesOf, orderMenuIdOf } from "../../lib/order/order-model.ts";
import { type ProductQuery, routePaths } from "../../lib/route-names.ts";
import { clientStore, useClientState } from "../../lib/store/client-store.ts";
import { LoadingStatus } from "../../ui/loading-status.tsx";
import { OptionGroup } from "./option-group.tsx";
import {
  choicesPayload,
  defaultSelections,
  groupProblems,
  INSTRUCTIONS_MAX,
  RECIPIENT_MAX,
  type Selections,
  selectionsFromChoices,
  unitPriceAndCalories,
} from "./product-rules.ts";
import { Stepper } from "./stepper.tsx";

type Load =
  { status: "loading" } | { status: "error" } | { status: "ready"; product: ProductDetailResponse };

/**
 * The product screen (`product.choices-belong`, `product.choice-quantity`,
 * `product.group-min-max`): option groups with their rules, choice
 * quantities, nested modifiers, live price and calories, quantity, special instructions
 * and recipient; Add to cart, or Update when editing a cart line (`cid`, `q`).
 */
export function ProductScreen({ query }: { query: ProductQuery }) {
  const { t } = useTranslation("menu");
  const { t: tPages } = useTranslation("pages");
  const navigate = useNavigate();
  const hydrated = useClientState((s) => s.hydrated);
  // `catering-order.order-menu`: the restaurant's catering menu on the catering channel.
  const menuId = useClientState((s) => (s.location ? orderMenuIdOf(s.location, s.channel) : null));
  const [load, setLoad] = useState<Load>({ status: "loading" });

  useEffect(() => {
    if (!hydrated) return;
    if (!menuId || !query.sku) {
      setLoad({ status: "error" });
      return;
    }
    const controller = new AbortController();
    setLoad({ status: "loading" });
    api
      .call("menusProduct", {
        params: { menuId, id: query.sku },
        signal: controller.signal,
      })
      .then((r) => setLoad(r.ok ? { status: "ready", product: r.data } : { status: "error" }))
      .catch(() => undefined);
    return () => controller.abort();
  }, [hydrated, menuId, query.sku]);

  if (load.status !== "ready")
    return (
      <div className="product product--waiting">
        <h1 id="page-heading" className="product__name">
          {tPages("order-product.title")}
        </h1>
        {load.status === "loading" ? (
          <LoadingStatus>{tPages("order-product.loading")}</LoadingStatus>
        ) : (
          <>
            <p role="alert">{t("product.notFound")}</p>
            <Link className="button button--primary" to={routePaths["order-items"]}>
              {t("product.backToMenu")}
            </Link>
          </>
        )}
      </div>
    );
  return (
    <ProductForm
      key={`${load.product.id}-${query.lineId ?? ""}`}
      product={load.product}
      query={query}
      onDone={(edited) => {
        // Back to the menu; after editing a line, with the cart open again.
        void navigate(routePaths["order-items"], { state: edited ? { openCart: true } : null });
      }}
    />
  );
}

function ProductForm({
  product,
  query,
  onDone,
}: {
  product: ProductDetailResponse;
  query: ProductQuery;
  onDone: (edited: boolean) => void;
}) {
  const { t } = useTranslation("menu");
  const order = useClientState((s) => s.order);
  const editing = useMemo(
    () => (query.lineId ? linesOf(order).find((l) => l.id === query.lineId) : undefined),
    // The line as it was when the screen opened.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [query.lineId],
  );
  const [selections, setSelections] = useState<Selections>(() =>
    editing ? selectionsFromChoices(editing.choices) : defaultSelections(product),
  );
  const [quantity, setQuantity] = useState(editing ? query.quantity : 1);
  const [instructions, setInstructions] = useState(editing?.instructions ?? "");
  const [recipient, setRecipient] = useState(
    (editing as { recipient?: string | null } | undefined)?.recipient ?? "",
  );
  const [showErrors, setShowErrors] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  const problems = groupProblems(product, selections);
  const errors = new Map<number, string>(
    showErrors
      ? problems.map((p) => [
          p.groupId,
          t(p.kind === "min" ? "product.errorMin" : "product.errorMax", {
            count: p.limit,
            name: p.name,
          }),
        ])
      : [],
  );
  const { unit, calories } = unitPriceAndCalories(product, selections);
  const total = Math.round(unit * 100 * quantity) / 100;
  const image = product.images[1] ?? product.images[0];
  const soldOut = product.availability.sold_out;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (problems.length > 0) {
      setShowErrors(true);
      const first = document.getElementById(`group-${problems[0]!.groupId}`);
      first?.scrollIntoView({ block: "center" });
      first?.focus({ preventScroll: true });
      return;
    }
    setBusy(true);
    setFailed(false);
    const choices = choicesPayload(product, selections);
    const fields = {
      quantity,
      choices,
      instructions: instructions.trim() || undefined,
      recipient: recipient.trim() || undefined,
    };
    const result =
      editing && order
        ? await updateInOrder(order.id, [{ id: editing.id, ...fields }])
        : await addToOrder([{ id: product.sku, ...fields }]);
    setBusy(false);
    if (!result.ok) {
      setFailed(true);
      return;
    }
    if (!editing) {
      trackAddProductToCart(product.name);
      const { channel, location } = clientStore.getState();
      track(
        "add_to_cart",
        ecommercePayload(
          [{ item_id: product.sku, item_name: product.name, price: unit, quantity }],
          channel,
          location,
        ),
      );
    }
    onDone(Boolean(editing));
  };

  return (
    <form className="product" onSubmit={(e) => void submit(e)} noValidate>
      <div className="product__hero">
        {image && (
          <img
            className="product__image"
            src={image.url}
            alt=""
            width="640"
            height="480"
            decoding="async"
          />
        )}
        <div className="product__intro">
          <h1 id="page-heading" className="product__name">
            {product.name}
          </h1>
          <p className="product__description">{product.description}</p>
          <p className="product__facts" aria-live="polite">
            <span className="product__price">{formatMoney(unit)}</span>
            <span>{t("calories", { range: String(calories) })}</span>
          </p>
          {soldOut && <p className="product__flag">{t("soldOut")}</p>}
          {!soldOut && !product.availability.now && (
            <p className="product__flag">{t("notNowLong")}</p>
          )}
        </div>
      </div>

      <div className="product__groups">
        {product.option_groups.map((g) => (
          <OptionGroup
            key={g.id}
            group={g}
            selections={selections}
            onChange={setSelections}
            errors={errors}
          />
        ))}

        <div className="product__field">
          <label htmlFor="product-instructions">{t("product.instructions")}</label>
          <textarea
            id="product-instructions"
            maxLength={INSTRUCTIONS_MAX}
            rows={3}
            value={instructions}
            aria-describedby="product-instructions-count"
            onChange={(e) => setInstructions(e.currentTarget.value.slice(0, INSTRUCTIONS_MAX))}
          />
          <span className="product__counter" id="product-instructions-count">
            {t("product.counter", { count: instructions.length, max: INSTRUCTIONS_MAX })}
          </span>
        </div>
        <div className="product__field">
          <label htmlFor="product-recipient">{t("product.recipient")}</label>
          <input
            id="product-recipient"
            type="text"
            autoComplete="off"
            maxLength={RECIPIENT_MAX}
            value={recipient}
            onChange={(e) => setRecipient(e.currentTarget.value.slice(0, RECIPIENT_MAX))}
          />
        </div>
      </div>

      <div className="product__bar">
        <Stepper
          value={quantity}
          min={1}
          max={product.max_quantity}
          label={product.name}
          onChange={setQuantity}
        />
        <button
          className="button button--primary product__submit"
          type="submit"
          disabled={busy || soldOut}
        >
          {editing ? t("product.update") : t("product.add")}
          <span className="product__submit-total">{formatMoney(total)}</span>
        </button>
        {failed && (
          <p className="product__error" role="alert">
            {t("product.addError")}
          </p>
        )}
        {showErrors && problems.length > 0 && (
          <p className="product__error" role="alert">
            {t("product.fixGroups")}
          </p>
        )}
      </div>
    </form>
  );
}
