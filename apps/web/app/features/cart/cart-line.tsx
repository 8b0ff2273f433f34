import "./strings.ts";

import { useTranslation } from "../../lib/i18n-react.tsx";
import { formatMoney } from "../../lib/money.ts";
import type { CartLine as Line } from "../../lib/order/order-model.ts";
import { productDisplayName } from "../../lib/product-name.ts";
import { lineDescription } from "./cart-rules.ts";

type Props = {
  line: Line;
  image: string | null;
  busy: boolean;
  onEdit: () => void;
  onIncrease: () => void;
  onDecrease: () => void;
  onRemove: () => void;
};

/**
 * A cart line (`cart.line-description`, `menu.card-image`): the product's second image, name, the
 * choices with (xN) and the instructions in brackets, price, edit, and the counter whose minus
 * becomes a trash button at quantity 1.
 */
export function CartLine({ line, image, busy, onEdit, onIncrease, onDecrease, onRemove }: Props) {
  const { t } = useTranslation("cart");
  const description = lineDescription(line);
  // `menu.product-display-name`: the name without its " - …" suffix, here and in the labels.
  const name = productDisplayName(line.name);
  return (
    <li className="cart-line">
      <span className="cart-line__media">
        {image && <img src={image} alt="" width="96" height="72" loading="lazy" />}
      </span>
      <div className="cart-line__body">
        <p className="cart-line__name">{name}</p>
        {description && <p className="cart-line__description">{description}</p>}
        <div className="cart-line__actions">
          <button
            type="button"
            className="cart-line__edit"
            aria-label={t("edit", { name })}
            onClick={onEdit}
          >
            {t("editShort")}
          </button>
          <div className="cart-counter" role="group" aria-label={t("quantityOf", { name })}>
            {line.quantity === 1 ? (
              <button
                type="button"
                className="cart-counter__button"
                aria-label={t("remove", { name })}
                disabled={busy}
                onClick={onRemove}
              >
                <TrashIcon />
              </button>
            ) : (
              <button
                type="button"
                className="cart-counter__button"
                aria-label={t("decrease", { name })}
                disabled={busy}
                onClick={onDecrease}
              >
                −
              </button>
            )}
            <output className="cart-counter__value">{line.quantity}</output>
            <button
              type="button"
              className="cart-counter__button"
              aria-label={t("increase", { name })}
              disabled={busy}
              onClick={onIncrease}
            >
              +
            </button>
          </div>
        </div>
      </div>
      <p className="cart-line__price">{formatMoney(line.cost.total)}</p>
    </li>
  );
}

function TrashIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M9 3h6l1 2h4v2H4V5h4l1-2Zm-3 6h12l-1 12H7L6 9Zm4 2v8h2v-8h-2Zm4 0v8h2v-8h-2Z"
      />
    </svg>
  );
}
