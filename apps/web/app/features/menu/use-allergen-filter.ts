import { type RefObject, useCallback, useEffect, useMemo, useRef, useState } from "react";

import {
  ALLERGEN_FILTER_KEY,
  productCount,
  readAvoided,
  toggled,
  writeAvoided,
} from "./allergen-filter-rules.ts";
import { allergensOf, type MenuCategory, withoutAllergens } from "./menu-rules.ts";

function sessionStore(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.sessionStorage;
  } catch {
    return null; // storage refused (privacy settings): the filter works, unremembered
  }
}

export type AllergenFilterState = {
  /** Every allergen named on the menu, sorted. */
  allergens: string[];
  avoid: ReadonlySet<string>;
  /** The categories with the avoided items left out (and empty categories dropped). */
  shown: MenuCategory[];
  shownCount: number;
  total: number;
  toggle(allergen: string, on: boolean): void;
  /** Clears every filter and puts the focus on the filter's toggle. */
  clear(): void;
  /** The filter's toggle (its summary), where the focus goes after Clear filters. */
  toggleRef: RefObject<HTMLElement | null>;
};

/**
 * `menu.allergen-filter`, `menu.allergen-filter-session`: the avoided allergens, remembered in
 * sessionStorage so /menu, /order and /menu/nutrition agree. The server and the first render in
 * the browser show the whole menu; the stored choice applies once the page is hydrated.
 */
export function useAllergenFilter(categories: readonly MenuCategory[]): AllergenFilterState {
  const [avoid, setAvoid] = useState<ReadonlySet<string>>(() => new Set());
  const toggleRef = useRef<HTMLElement | null>(null);

  useEffect(() => {
    setAvoid(readAvoided(sessionStore()?.getItem(ALLERGEN_FILTER_KEY) ?? null));
  }, []);

  const remember = useCallback((next: ReadonlySet<string>) => {
    setAvoid(next);
    const store = sessionStore();
    if (!store) return;
    try {
      if (next.size === 0) store.removeItem(ALLERGEN_FILTER_KEY);
      else store.setItem(ALLERGEN_FILTER_KEY, writeAvoided(next));
    } catch {
      // storage full or refused: the choice holds on this page only
    }
  }, []);

  const allergens = useMemo(() => allergensOf(categories), [categories]);
  const shown = useMemo(() => withoutAllergens(categories, avoid), [categories, avoid]);
  return {
    allergens,
    avoid,
    shown,
    shownCount: productCount(shown),
    total: productCount(categories),
    toggle: (allergen, on) => remember(toggled(avoid, allergen, on)),
    clear: () => {
      remember(new Set());
      toggleRef.current?.focus();
    },
    toggleRef,
  };
}
