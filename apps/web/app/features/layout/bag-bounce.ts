import { useEffect, useRef, useState } from "react";

/** `cart.bag-bounce`: how long the bag icon bounces when something is added to the cart. */
export const BAG_BOUNCE_MS = 700;

/** What the bounce compares between two moments of the cart. */
export type CartSize = { lines: number; quantity: number };

/**
 * `cart.bag-bounce`: the bag bounces when an item is added: the order's line count or its
 * quantity grows. `previous` is null until the first cart after hydration has been seen, so a
 * cart read from local storage at page load is not an addition.
 */
export function bagShouldBounce(previous: CartSize | null, next: CartSize): boolean {
  return previous !== null && (next.lines > previous.lines || next.quantity > previous.quantity);
}

/** `cart.bag-bounce`: no bounce for a visitor who asked for reduced motion. */
function prefersReducedMotion(): boolean {
  return (
    typeof window !== "undefined" &&
    typeof window.matchMedia === "function" &&
    window.matchMedia("(prefers-reduced-motion: reduce)").matches
  );
}

/**
 * True for exactly BAG_BOUNCE_MS each time an item is added after hydration (a new addition
 * while bouncing starts the bounce again on the next frame); never under reduced motion.
 */
export function useBagBounce(size: CartSize, hydrated: boolean): boolean {
  const previous = useRef<CartSize | null>(null);
  const [bouncing, setBouncing] = useState(false);
  const { lines, quantity } = size;
  useEffect(() => {
    if (!hydrated) return;
    const grew = bagShouldBounce(previous.current, { lines, quantity });
    previous.current = { lines, quantity };
    if (!grew || prefersReducedMotion()) return;
    setBouncing(false);
    let stop: ReturnType<typeof setTimeout> | undefined;
    const start = requestAnimationFrame(() => {
      setBouncing(true);
      stop = setTimeout(() => setBouncing(false), BAG_BOUNCE_MS);
    });
    return () => {
      cancelAnimationFrame(start);
      if (stop !== undefined) clearTimeout(stop);
      setBouncing(false);
    };
  }, [lines, quantity, hydrated]);
  return bouncing;
}
