import type { MouseEvent, RefObject } from "react";
import { useRef } from "react";
import { Link, NavLink } from "react-router";

import { brand } from "../../brand.ts";
import { useIsMobile } from "../../lib/breakpoints.ts";
import { cookieNames, getBrowserCookie } from "../../lib/cookies.ts";
import { useUnreadInboxCount } from "../../lib/engagement-unread.ts";
import { useTranslation } from "../../lib/i18n-react.tsx";
import { handoffSideOf } from "../../lib/order/order-model.ts";
import { isOrderMenuOrCheckoutPage } from "../../lib/route-names.ts";
import { clientStore, useClientState } from "../../lib/store/client-store.ts";
import { CartButton } from "./cart-button.tsx";
import { framePaths, orderNowWithoutLocationPath } from "./frame-paths.ts";
import {
  type FrameContext,
  type HeaderNavItem,
  headerNavItems,
  locationLabelLength,
  menuLinkOpensLocationConfirm,
  showAccountLink,
  showBackToHomeInHeader,
  showHandoffToggle,
  showHeaderOrderNow,
  showInboxBadge,
  showInboxLink,
  showSignInButton,
} from "./frame-rules.ts";
import { HandoffToggle } from "./handoff-toggle.tsx";
import { ChevronIcon, HamburgerIcon, MailIcon, SearchIcon, UserIcon } from "./icons.tsx";
import { LanguageToggle } from "./language-toggle.tsx";
import { LocationLink } from "./location-link.tsx";
import { useCateringMenuPath } from "./use-catering-menu-path.ts";
import { useFrameContext, useSiteOrigins } from "./use-frame-context.ts";
import { useReportHeight } from "./use-report-height.ts";

/**
 * The Menu link (`frame.menu-link-dialog`): on desktop it opens the location-confirm dialog instead
 * of navigating when the rule of frame-rules.ts holds (the cookie is read at the click,
 * never during render). The dialog itself belongs to features/locations; this only sets
 * `shouldOpenConfirmLocationModal` in the store.
 */
function MenuLink({ frame, label }: { frame: FrameContext; label: string }) {
  const isMobile = useIsMobile();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const opens = menuLinkOpensLocationConfirm({
      isDesktop: !isMobile,
      locationConfirmedCookie: getBrowserCookie(cookieNames.locationConfirmed),
      isOrderMenuOrCheckout: isOrderMenuOrCheckoutPage(frame.pathname),
      isLocationsPage: frame.isLocationsPage,
      hasLocation: clientStore.getState().location !== null,
    });
    if (!opens) return;
    event.preventDefault();
    const state = clientStore.getState();
    clientStore.setState({
      shouldOpenConfirmLocationModal: true,
      confirmLocationModalSection: handoffSideOf(state.order, state.handoffToggle),
    });
  };
  return (
    <NavLink to={framePaths.menu} className="header-nav__link" onClick={onClick}>
      {label}
    </NavLink>
  );
}

function HeaderNav({ frame }: { frame: FrameContext }) {
  const { t } = useTranslation("frame");
  const cateringMenuTo = useCateringMenuPath();
  const link = (item: HeaderNavItem) => {
    switch (item) {
      case "menu":
        return <MenuLink frame={frame} label={t("links.menu")} />;
      case "cateringMenu":
        return (
          <Link to={cateringMenuTo} className="header-nav__link">
            {t("links.cateringMenu")}
          </Link>
        );
      case "offers":
        return (
          <NavLink to={framePaths.offers} className="header-nav__link">
            {t("links.offers")}
          </NavLink>
        );
      case "locations":
        return (
          <NavLink to={framePaths.locations} className="header-nav__link">
            {t("links.locations")}
          </NavLink>
        );
      case "catering":
        return (
          <NavLink to={framePaths.catering} className="header-nav__link">
            {t("links.catering")}
          </NavLink>
        );
      case "boTimeMoments":
        return (
          <NavLink to={framePaths.boTimeMoments} className="header-nav__link">
            {t("links.boTimeMoments")}
          </NavLink>
        );
    }
  };
  return (
    <nav className="header-nav" aria-label={t("header.mainNav")}>
      <ul className="header-nav__list">
        {headerNavItems(frame).map((item) => (
          <li key={item}>{link(item)}</li>
        ))}
      </ul>
    </nav>
  );
}

/** The catering header's way back to the consumer site (top row, desktop). */
function BackToHomeLink() {
  const { t } = useTranslation("frame");
  const origins = useSiteOrigins();
  return (
    <a href={`${origins.consumer}/`} className="header-back-home">
      <ChevronIcon />
      {t("links.backToHome")}
    </a>
  );
}

/**
 * Inbox, greeting or Sign In, in a box of fixed width: the server renders the signed-out
 * variant and the member's links replace it after hydration without moving anything.
 */
function AccountLinks({ frame }: { frame: FrameContext }) {
  const { t } = useTranslation("frame");
  const firstName = useClientState((s) => s.user?.first_name ?? null);
  // The engagement feed's count (features/engagement keeps it up to date).
  const unread = useUnreadInboxCount();
  return (
    <div className="header-account" data-testid="header-account">
      {showInboxLink(frame) && (
        <NavLink to={framePaths.accountInbox} className="header-account__inbox">
          <MailIcon />
          {showInboxBadge(unread) ? (
            <>
              <span className="header-account__badge" aria-hidden="true">
                {unread > 99 ? "99+" : unread}
              </span>
              <span className="visually-hidden">{t("header.inboxUnread", { count: unread })}</span>
            </>
          ) : (
            <span className="visually-hidden">{t("links.inbox")}</span>
          )}
        </NavLink>
      )}
      {showAccountLink(frame) && firstName !== null && (
        <Link to={framePaths.account} className="header-account__greeting">
          <UserIcon size={20} />
          <span className="header-account__name">{t("header.greeting", { name: firstName })}</span>
          <span className="visually-hidden">, {t("header.greetingHint")}</span>
        </Link>
      )}
      {showSignInButton(frame) && (
        <Link to={framePaths.accountLogin} className="header-account__sign-in">
          <UserIcon size={20} />
          {t("links.signIn")}
        </Link>
      )}
    </div>
  );
}

/**
 * The header (`frame.header-nav`, `frame.header-inbox`, `frame.header-account`, `search.header-entry`,
 * `frame.sign-in-button`). Desktop (md and up): a top row with the location link, the
 * pickup/delivery toggle, the language toggle and the account links; a main row with the
 * logo, the navigation, Order Now and the cart. Mobile: the hamburger, the logo and the
 * cart (the rest lives in the mobile menu and the bottom bar). The catering channel has
 * its own navigation and no Sign In.
 */
export function SiteHeader({
  menuButtonRef,
}: {
  menuButtonRef: RefObject<HTMLButtonElement | null>;
}) {
  const { t } = useTranslation("frame");
  const { t: tShell } = useTranslation();
  const frame = useFrameContext();
  const menuOpen = useClientState((s) => s.showMobileMenu);
  const ref = useRef<HTMLElement>(null);
  useReportHeight(ref, "headerHeight");
  const catering = frame.channel === "catering";
  return (
    <header ref={ref} className="site-header" data-channel={frame.channel}>
      <a className="skip-link" href="#main">
        {tShell("layout.skipToMain")}
      </a>
      <div className="site-header__utility">
        <div className="site-header__utility-inner">
          {showBackToHomeInHeader(frame) && <BackToHomeLink />}
          <div className="header-location">
            <LocationLink max={locationLabelLength.header} className="header-location__link" />
            <div className="header-location__handoff">
              {showHandoffToggle(frame) && <HandoffToggle />}
            </div>
          </div>
          <div className="site-header__utility-end">
            <LanguageToggle className="site-header__language" />
            <AccountLinks frame={frame} />
          </div>
        </div>
      </div>
      <div className="site-header__inner">
        <button
          ref={menuButtonRef}
          type="button"
          className="menu-button"
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          aria-haspopup="dialog"
          onClick={() => clientStore.setState((s) => ({ showMobileMenu: !s.showMobileMenu }))}
        >
          <HamburgerIcon />
          <span className="visually-hidden">{t("header.openMenu")}</span>
        </button>
        <Link
          to="/"
          className="brand-link"
          aria-label={tShell("layout.homeLink", {
            brand: catering ? `${brand.chainName} ${t("header.cateringSite")}` : brand.chainName,
          })}
        >
          <img className="brand-link__logo" src={brand.logo} alt="" width={44} height={44} />
          <span className="brand-link__name">{brand.chainName}</span>
          {catering && <span className="brand-link__channel">{t("header.cateringSite")}</span>}
        </Link>
        <HeaderNav frame={frame} />
        <div className="site-header__actions">
          {showHeaderOrderNow(frame) && (
            <Link
              to={orderNowWithoutLocationPath}
              className="button button--accent site-header__order-now"
            >
              {t("links.orderNow")}
            </Link>
          )}
          {!catering && (
            <Link to={framePaths.search} className="site-header__search">
              <SearchIcon />
              <span className="visually-hidden">{t("links.search")}</span>
            </Link>
          )}
          <CartButton className="site-header__cart" />
        </div>
      </div>
    </header>
  );
}
