import "./cart-button.css";

import { type CSSProperties, useEffect, useRef, useState } from "react";

import { useTranslation } from "../../lib/i18n-react.tsx";
import { clientStore, useClientState } from "../../lib/store/client-store.ts";
import { cartQuantity } from "../../lib/store/state.ts";
import { BAG_BOUNCE_MS, useBagBounce } from "./bag-bounce.ts";
import { cartBadgeShouldAnimate } from "./frame-rules.ts";
import { BagIcon } from "./icons.tsx";

/** `frame.cart-badge`: the badge animates 800 ms on add (the bag bounces: bag-bounce.ts). */
const CART_BADGE_ANIMATION_MS = 800;

/**
 * True for 800 ms each time the cart quantity grows after hydration (the quantity read
 * from local storage on load is not growth). The CSS plays the animations only while it
 * is true, and not at all under prefers-reduced-motion.
 */
function useGrowthPulse(quantity: number, hydrated: boolean): boolean {
  const previous = useRef<number | null>(null);
  const [pulsing, setPulsing] = useState(false);
  useEffect(() => {
    if (!hydrated) return;
    const grew = cartBadgeShouldAnimate(previous.current, quantity);
    previous.current = quantity;
    if (!grew) return;
    setPulsing(false);
    // Restart the animation when the cart grows again while it is still playing.
    const start = requestAnimationFrame(() => setPulsing(true));
    const stop = setTimeout(() => setPulsing(false), CART_BADGE_ANIMATION_MS);
    return () => {
      cancelAnimationFrame(start);
      clearTimeout(stop);
    };
  }, [quantity, hydrated]);
  return pulsing;
}

/** `cart.bag-bounce`: the CSS animation lasts BAG_BOUNCE_MS, the time the class stays. */
const bounceDuration = { "--bag-bounce-duration": `${BAG_BOUNCE_MS}ms` } as CSSProperties;

/**
 * The cart button (`frame.cart-badge`; header and in-app catering bar): the bag with an item-count
 * badge; opens and closes the cart panel (`showCart`). Its name says the count, so the badge
 * itself is hidden from screen readers; the badge sits over the bag's corner, so it comes
 * and goes without moving anything.
 */
export function CartButton({ className, withLabel }: { className?: string; withLabel?: boolean }) {
  const { t } = useTranslation("frame");
  const quantity = useClientState(cartQuantity);
  const lines = useClientState((s) => s.order?.products.length ?? 0);
  const hydrated = useClientState((s) => s.hydrated);
  const open = useClientState((s) => s.showCart);
  const pulsing = useGrowthPulse(quantity, hydrated);
  const bouncing = useBagBounce({ lines, quantity }, hydrated);
  return (
    <button
      type="button"
      className={`cart-button${bouncing ? " cart-button--bouncing" : ""} ${className ?? ""}`}
      style={bounceDuration}
      aria-expanded={open}
      aria-label={t("header.cart", { count: quantity })}
      data-animating={pulsing || undefined}
      onClick={() => clientStore.setState((s) => ({ showCart: !s.showCart }))}
    >
      <span className="cart-button__bag">
        <BagIcon />
        {quantity > 0 && (
          <span className="cart-button__badge" aria-hidden="true" data-testid="cart-badge">
            {quantity > 99 ? "99+" : quantity}
          </span>
        )}
      </span>
      {withLabel && (
        <span className="cart-button__label" aria-hidden="true">
          {t("links.cart")}
        </span>
      )}
    </button>
  );
}
