import "./strings.ts";
import "./cart.css";

import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { Link, useLocation, useNavigate } from "react-router";

import { array, number, object, string, union } from "@coop/contract/shape";

import { track } from "../../lib/analytics.ts";
import { useTranslation } from "../../lib/i18n-react.tsx";
import { formatMoney } from "../../lib/money.ts";
import { ecommercePayload, lineItem } from "../../lib/order/ecommerce.ts";
import { isDelivery, linesOf, totalsOf } from "../../lib/order/order-model.ts";
import { productPath, routeNameOf, routePaths } from "../../lib/route-names.ts";
import { clientStore, useClientState } from "../../lib/store/client-store.ts";
import { isSignedIn } from "../../lib/store/state.ts";
import { ModalDialog } from "../../ui/modal-dialog.tsx";
import { decreaseQuantity, increaseQuantity, removeLine } from "./cart-flow.ts";
import { CartLine } from "./cart-line.tsx";
import {
  cateringMinimumApplies,
  cateringMinimumHost,
  EDIT_NAVIGATION_DELAY_MS,
  showNotAvailableNotice,
  UPSELL_OPEN_DELAY_MS,
} from "./cart-rules.ts";
import { CartTotals } from "./cart-totals.tsx";
import { CartUpsells } from "./cart-upsells.tsx";
import { PendingCateringCart } from "./pending-catering-cart.tsx";
import { PromoField } from "./promo-field.tsx";
import { useWalletOffers } from "./use-wallet-offers.ts";
import { WalletOffers } from "./wallet-offers.tsx";

const close = () => clientStore.setState({ showCart: false });

/**
 * What useMenuImages reads of the stored menu. It comes from local storage and may be stale
 * or edited by hand: a menu without these gives no images rather than breaking the cart.
 */
const menuImagesShape = object({
  categories: array(
    object({
      products: array(
        object({
          id: union(number(), string()),
          sku: string(),
          images: array(object({ url: string() })),
        }),
      ),
    }),
  ),
});

/** The product images of the stored menu, by product id and sku (for the cart lines). */
function useMenuImages() {
  const menu = useClientState((s) => s.menu);
  return useMemo(() => {
    const byKey = new Map<string, string>();
    const parsed = menuImagesShape.safeParse(menu);
    if (!parsed.success) return byKey;
    for (const c of parsed.data.categories)
      for (const p of c.products) {
        const image = p.images[1] ?? p.images[0];
        if (!image) continue;
        byKey.set(String(p.id), image.url);
        byKey.set(p.sku, image.url);
      }
    return byKey;
  }, [menu]);
}

/**
 * 'Your Cart' (`cart.panel`): a focus-trapped side panel opened by the
 * header's cart button (the `showCart` flag), closed on Escape, the backdrop, × and
 * any route change.
 */
export function CartPanel() {
  const { t } = useTranslation("cart");
  const open = useClientState((s) => s.showCart);
  const order = useClientState((s) => s.order);
  const channel = useClientState((s) => s.channel);
  const handoffToggle = useClientState((s) => s.handoffToggle);
  const cateringCart = useClientState((s) => (s.channel === "catering" ? s.cateringCart : null));
  const signedIn = useClientState(isSignedIn);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const images = useMenuImages();
  const [busyLine, setBusyLine] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const lines = linesOf(order);
  const totals = totalsOf(order);

  // `tracking.cart-events`: view_cart each time the panel opens.
  useEffect(() => {
    if (!open) return;
    const { location } = clientStore.getState();
    track(
      "view_cart",
      ecommercePayload(linesOf(clientStore.getState().order).map(lineItem), channel, location),
    );
  }, [open, channel]);

  // The member's wallet offers, each time the panel opens signed in.
  useWalletOffers(open && signedIn);

  const later = useCallback(
    (to: string, delay: number) => {
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => void navigate(to), delay);
    },
    [navigate],
  );

  const onCheckoutPage = routeNameOf(pathname) === "order-checkout";
  const cateringBlocked = cateringMinimumApplies(channel, handoffToggle, totals.total);
  const host = typeof window === "undefined" ? "" : cateringMinimumHost(window.location.origin);

  const withLine = async (id: string, work: () => Promise<void>) => {
    setBusyLine(id);
    try {
      await work();
    } finally {
      setBusyLine(null);
    }
  };

  return (
    <ModalDialog
      id="cart-panel"
      open={open}
      onClose={close}
      className="cart-panel"
      aria-labelledby="cart-panel-heading"
    >
      <div className="cart-panel__inner">
        <header className="cart-panel__top">
          <h2 id="cart-panel-heading" className="cart-panel__heading">
            {t("heading")}
          </h2>
          <button
            type="button"
            className="cart-panel__close"
            aria-label={t("close")}
            onClick={close}
          >
            ×
          </button>
        </header>

        {lines.length === 0 && cateringCart ? (
          <PendingCateringCart cart={cateringCart} handoff={handoffToggle} onLeave={close} />
        ) : lines.length === 0 ? (
          <div className="cart-panel__empty">
            <p>{t("empty")}</p>
            <Link className="button button--primary" to={routePaths["order-items"]} onClick={close}>
              {t("startOrder")}
            </Link>
          </div>
        ) : (
          <div className="cart-panel__content">
            {showNotAvailableNotice(order?.time?.mode, lines) && (
              <p className="cart-notice" role="note">
                {t("notAvailableNotice")}
              </p>
            )}
            <ul className="cart-lines">
              {lines.map((line) => (
                <CartLine
                  key={line.id}
                  line={line}
                  image={
                    images.get(line.product_id) ??
                    (line.sku ? (images.get(line.sku) ?? null) : null)
                  }
                  busy={busyLine === line.id}
                  onEdit={() =>
                    later(
                      productPath({
                        sku: line.sku ?? line.product_id,
                        lineId: line.id,
                        quantity: line.quantity,
                      }),
                      EDIT_NAVIGATION_DELAY_MS,
                    )
                  }
                  onIncrease={() => void withLine(line.id, () => increaseQuantity(line))}
                  onDecrease={() => void withLine(line.id, () => decreaseQuantity(line))}
                  onRemove={() =>
                    void withLine(line.id, async () => {
                      if ((await removeLine(line)) === "leave") {
                        close();
                        void navigate(routePaths["order-items"]);
                      }
                    })
                  }
                />
              ))}
            </ul>
            <Link
              className="button cart-panel__more"
              to={routePaths["order-items"]}
              onClick={close}
            >
              {t("addMore")}
            </Link>
            <CartTotals totals={totals} delivery={isDelivery(order)} />
            <PromoField />
            {signedIn && <WalletOffers />}
            {order && (
              <CartUpsells
                orderId={order.id}
                productCount={lines.length}
                onOpen={(sku) => later(productPath({ sku }), UPSELL_OPEN_DELAY_MS)}
              />
            )}
          </div>
        )}

        {lines.length > 0 && (
          <footer className="cart-panel__footer">
            {cateringBlocked && (
              <p className="cart-notice cart-notice--warning" role="alert">
                {t("cateringMinimum", { host })}
              </p>
            )}
            <button
              type="button"
              className="button button--primary cart-panel__checkout"
              disabled={cateringBlocked}
              onClick={() => {
                if (onCheckoutPage) close();
                else void navigate(routePaths["order-checkout"]);
              }}
            >
              <span>{t("checkout")}</span>
              <span>{formatMoney(totals.total)}</span>
            </button>
          </footer>
        )}
      </div>
    </ModalDialog>
  );
}
