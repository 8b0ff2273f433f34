import type { MouseEvent, ReactNode, RefObject } from "react";
import { useCallback, useEffect } from "react";
import { Link, NavLink } from "react-router";

import { useIsMobile } from "../../lib/breakpoints.ts";
import { useTranslation } from "../../lib/i18n-react.tsx";
import { clientStore, useClientState } from "../../lib/store/client-store.ts";
import { ModalDialog } from "../../ui/modal-dialog.tsx";
import { chainLinks, newTab } from "./chain-links.ts";
import { framePaths } from "./frame-paths.ts";
import { locationLabelLength, type MobileMenuItem, mobileMenuSections } from "./frame-rules.ts";
import { HandoffToggle } from "./handoff-toggle.tsx";
import { ChevronIcon, CloseIcon, ExternalIcon } from "./icons.tsx";
import { LanguageToggle } from "./language-toggle.tsx";
import { LocationLink } from "./location-link.tsx";
import { useCateringMenuPath } from "./use-catering-menu-path.ts";
import { useFrameContext, useSiteOrigins } from "./use-frame-context.ts";

/** The site links of the menu that are plain paths of this site. */
const pathItems = {
  menu: framePaths.menu,
  cateringMenu: framePaths.cateringMenu,
  offers: framePaths.offers,
  locations: framePaths.locations,
  careers: framePaths.careers,
  about: framePaths.about,
  franchising: framePaths.franchising,
  catering: framePaths.catering,
  foundation: framePaths.foundation,
  community: framePaths.community,
  contact: framePaths.contact,
  giftCards: framePaths.giftCards,
  nutrition: framePaths.nutrition,
  boTimeMoments: framePaths.boTimeMoments,
  termsOfUse: framePaths.termsOfUse,
  privacyPolicy: framePaths.privacyPolicy,
} as const satisfies Partial<Record<MobileMenuItem, string>>;

type PathItem = keyof typeof pathItems;

function isPathItem(item: MobileMenuItem): item is PathItem {
  return Object.hasOwn(pathItems, item);
}

function MenuRow({ children }: { children: ReactNode }) {
  return <li className="mobile-menu__item">{children}</li>;
}

/**
 * The mobile menu (`frame.mobile-menu-items`, `frame.mobile-menu-scroll-lock`): a modal dialog
 * opened by the header's hamburger, with exactly the items of `mobileMenuSections`
 * (frame-rules.ts). It follows the store's `showMobileMenu`, which the route-change rule turns off;
 * a click on any of its links closes it too (a link to the page already shown is no route change).
 * Escape or the backdrop closes it and focus goes back to the hamburger; the body does not scroll
 * while it is open; it closes itself when the window grows to the desktop layout.
 */
export function MobileMenu({
  menuButtonRef,
}: {
  menuButtonRef: RefObject<HTMLButtonElement | null>;
}) {
  const { t } = useTranslation("frame");
  const frame = useFrameContext();
  const origins = useSiteOrigins();
  const cateringMenuTo = useCateringMenuPath();
  const open = useClientState((s) => s.showMobileMenu);
  const firstName = useClientState((s) => s.user?.first_name ?? null);
  const isMobile = useIsMobile();
  const close = useCallback(() => clientStore.setState({ showMobileMenu: false }), []);

  useEffect(() => {
    // The menu opens only after hydration, when useIsMobile knows the real width.
    if (open && !isMobile) close();
  }, [open, isMobile, close]);

  const onPanelClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.target instanceof Element && event.target.closest("a[href]")) close();
  };

  const sections = mobileMenuSections(frame);

  const render = (item: MobileMenuItem): ReactNode => {
    if (isPathItem(item)) {
      const to = item === "cateringMenu" ? cateringMenuTo : pathItems[item];
      const content = (
        <>
          <span>{t(`links.${item}`)}</span>
          <ChevronIcon />
        </>
      );
      // An anchor on a page (the catering menu) is never "the current page".
      return (
        <MenuRow key={item}>
          {to.includes("#") ? (
            <Link to={to} className="mobile-menu__link">
              {content}
            </Link>
          ) : (
            <NavLink to={to} className="mobile-menu__link">
              {content}
            </NavLink>
          )}
        </MenuRow>
      );
    }
    switch (item) {
      case "greeting":
        return (
          <p key={item} className="mobile-menu__greeting">
            {t("mobileMenu.greeting", { name: firstName ?? "" })}
          </p>
        );
      case "profile":
        return (
          <Link key={item} to={framePaths.account} className="button button--outline">
            {t("links.profile")}
          </Link>
        );
      case "signIn":
        return (
          <Link key={item} to={framePaths.accountLogin} className="button button--outline">
            {t("links.signInOrSignUp")}
          </Link>
        );
      case "locationLink":
        return (
          <LocationLink
            key={item}
            max={locationLabelLength.mobileMenu}
            className="mobile-menu__location"
          />
        );
      case "handoffToggle":
        return <HandoffToggle key={item} className="mobile-menu__handoff" />;
      case "orderNow":
        return (
          <Link key={item} to={framePaths.order} className="button button--primary">
            {t("links.orderNow")}
          </Link>
        );
      case "backToHome":
        return (
          <MenuRow key={item}>
            <a href={`${origins.consumer}/`} className="mobile-menu__link">
              <span>{t("links.backToHome")}</span>
              <ChevronIcon />
            </a>
          </MenuRow>
        );
      case "merchStore":
        return (
          <MenuRow key={item}>
            <a href={chainLinks.merchStore} className="mobile-menu__link" {...newTab}>
              <span>
                {t("links.merchStore")}
                <span className="visually-hidden"> {t("links.newTab")}</span>
              </span>
              <ExternalIcon />
            </a>
          </MenuRow>
        );
      case "language":
        return <LanguageToggle key={item} className="mobile-menu__language" />;
    }
  };

  return (
    <ModalDialog
      id="mobile-menu"
      className="mobile-menu"
      open={open}
      onClose={close}
      returnFocusRef={menuButtonRef}
      aria-labelledby="mobile-menu-title"
    >
      {/* Clicks on links bubble here to close the menu; the links stay keyboard-operable. */}
      <div className="mobile-menu__panel" onClick={onPanelClick} role="presentation">
        <div className="mobile-menu__top">
          <h2 id="mobile-menu-title" className="mobile-menu__title">
            {t("mobileMenu.title")}
          </h2>
          <button type="button" className="mobile-menu__close" onClick={close}>
            <CloseIcon />
            <span className="visually-hidden">{t("mobileMenu.close")}</span>
          </button>
        </div>
        {sections.visitor.length > 0 && (
          <div className="mobile-menu__visitor" data-testid="mobile-menu-visitor">
            {sections.visitor.map(render)}
          </div>
        )}
        <section className="mobile-menu__order" aria-label={t("mobileMenu.yourOrder")}>
          {sections.order.map(render)}
        </section>
        <nav className="mobile-menu__nav" aria-label={t("mobileMenu.explore")}>
          <ul className="mobile-menu__list">{sections.links.map(render)}</ul>
        </nav>
        {sections.language.length > 0 && (
          <div className="mobile-menu__languages">{sections.language.map(render)}</div>
        )}
        <nav className="mobile-menu__legal" aria-label={t("mobileMenu.legal")}>
          <ul className="mobile-menu__legal-list">
            {sections.legal.map((item) =>
              isPathItem(item) ? (
                <li key={item}>
                  <NavLink to={pathItems[item]} className="mobile-menu__legal-link">
                    {t(`links.${item}`)}
                  </NavLink>
                </li>
              ) : null,
            )}
          </ul>
        </nav>
      </div>
    </ModalDialog>
  );
}
