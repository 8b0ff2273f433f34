import "./strings.ts";

import { useEffect, useRef, useState } from "react";

import { useTranslation } from "../../lib/i18n-react.tsx";
import { categoryAnchor, type MenuCategory } from "./menu-rules.ts";

/**
 * The category bar of a menu: a link per category that jumps to its section, and the
 * link of the section being read is marked current as the page scrolls (an
 * IntersectionObserver on the sections). Plain links, so Tab and Enter work, and the
 * page still works without script.
 */
export function CategoryNav({ categories }: { categories: readonly MenuCategory[] }) {
  const { t } = useTranslation("menu");
  const [active, setActive] = useState<string | null>(
    categories[0] ? categoryAnchor(categories[0].id) : null,
  );
  const navRef = useRef<HTMLElement>(null);

  useEffect(() => {
    if (typeof IntersectionObserver === "undefined") return;
    const visible = new Map<string, number>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const e of entries) {
          if (e.isIntersecting) visible.set(e.target.id, e.boundingClientRect.top);
          else visible.delete(e.target.id);
        }
        // The topmost section in the reading band is the current one.
        const first = [...visible.entries()].sort((a, b) => a[1] - b[1])[0];
        if (first) setActive(first[0]);
      },
      { rootMargin: "-20% 0px -60% 0px" },
    );
    for (const c of categories) {
      const el = document.getElementById(categoryAnchor(c.id));
      if (el) observer.observe(el);
    }
    return () => observer.disconnect();
  }, [categories]);

  // Keep the current link in view inside the horizontally scrolling bar.
  useEffect(() => {
    const nav = navRef.current;
    if (!nav || !active) return;
    const link = nav.querySelector<HTMLElement>(`a[href="#${active}"]`);
    if (!link) return;
    const left = link.offsetLeft - nav.clientWidth / 2 + link.clientWidth / 2;
    nav.scrollTo?.({ left, behavior: "smooth" });
  }, [active]);

  return (
    <nav className="category-nav" aria-label={t("categories")} ref={navRef}>
      <ul className="category-nav__list">
        {categories.map((c) => {
          const anchor = categoryAnchor(c.id);
          return (
            <li key={c.id}>
              <a
                className="category-nav__link"
                href={`#${anchor}`}
                aria-current={active === anchor ? "true" : undefined}
                onClick={() => setActive(anchor)}
              >
                {c.name}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
