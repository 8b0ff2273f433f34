import type { ReactNode } from "react";
import { useRef } from "react";
import { Link, NavLink } from "react-router";

import { useTranslation } from "../../lib/i18n-react.tsx";
import { CartButton } from "./cart-button.tsx";
import { framePaths, orderNowWithoutLocationPath } from "./frame-paths.ts";
import {
  bottomBarContent,
  type FrameContext,
  inAppCateringBarItems,
  locationLabelLength,
  showBottomBar,
  showInAppCateringBar,
} from "./frame-rules.ts";
import { HandoffToggle } from "./handoff-toggle.tsx";
import { DrumstickIcon, HomeIcon, TagIcon, UserIcon } from "./icons.tsx";
import { LocationLink } from "./location-link.tsx";
import { useCateringMenuPath } from "./use-catering-menu-path.ts";
import { useReportHeight } from "./use-report-height.ts";

/**
 * The mobile bottom bar (`frame.bottom-bar-visibility`, `frame.bottom-bar-content`; the CSS
 * shows it below md only): Order Now (Start Your
 * Order in the in-app catering mode) without a location; otherwise the first 15
 * characters of the address and the pickup/delivery toggle. Its height is fixed, so the
 * server's Order Now variant turns into the location variant without a shift.
 */
function BottomBar({ frame }: { frame: FrameContext }) {
  const { t } = useTranslation("frame");
  const content = bottomBarContent(frame);
  return (
    <section className="bottom-bar" aria-label={t("bottomBar.label")} data-testid="bottom-bar">
      {content.kind === "orderNow" ? (
        <Link to={orderNowWithoutLocationPath} className="button button--primary bottom-bar__cta">
          {t(`links.${content.label}`)}
        </Link>
      ) : (
        <>
          <LocationLink max={locationLabelLength.bottomBar} className="bottom-bar__location" />
          <HandoffToggle className="bottom-bar__handoff" />
        </>
      )}
    </section>
  );
}

function BarLink({ to, icon, label }: { to: string; icon: ReactNode; label: string }) {
  const content = (
    <>
      {icon}
      <span className="in-app-bar__label">{label}</span>
    </>
  );
  // An anchor on a page (the catering menu) is never "the current page".
  return to.includes("#") ? (
    <Link to={to} className="in-app-bar__item">
      {content}
    </Link>
  ) : (
    <NavLink to={to} className="in-app-bar__item" end>
      {content}
    </NavLink>
  );
}

/**
 * The in-app catering footer bar (`frame.in-app-catering-bar`): Home, Menu, Offers, Account and
 * Cart, only in the in-app catering mode and only on the six paths of showInAppCateringBar.
 */
function InAppCateringBar() {
  const { t } = useTranslation("frame");
  const cateringMenuTo = useCateringMenuPath();
  const items: Record<(typeof inAppCateringBarItems)[number], ReactNode> = {
    home: <BarLink to={framePaths.home} icon={<HomeIcon />} label={t("links.home")} />,
    menu: <BarLink to={cateringMenuTo} icon={<DrumstickIcon />} label={t("links.menu")} />,
    offers: <BarLink to={framePaths.offers} icon={<TagIcon />} label={t("links.offers")} />,
    account: <BarLink to={framePaths.account} icon={<UserIcon />} label={t("links.account")} />,
    cart: <CartButton className="in-app-bar__item in-app-bar__cart" withLabel />,
  };
  return (
    <nav className="in-app-bar" aria-label={t("inAppBar.label")} data-testid="in-app-bar">
      <ul className="in-app-bar__list">
        {inAppCateringBarItems.map((item) => (
          <li key={item}>{items[item]}</li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The bars fixed to the bottom of the viewport: the mobile bottom bar and, above the page
 * edge, the in-app catering bar. Which of them the page has depends only on the URL, the
 * channel and the source cookie, all known to the server, so the frame reserves their
 * height in the server HTML (frame classes, see styles/frame/bottom-bars.css).
 */
export function BottomBars({ frame }: { frame: FrameContext }) {
  const ref = useRef<HTMLDivElement>(null);
  useReportHeight(ref, "footerHeight");
  const bottomBar = showBottomBar(frame);
  const inAppBar = showInAppCateringBar(frame);
  // Always rendered (empty when neither bar applies), so its height is always measured.
  return (
    <div ref={ref} className="bottom-bars">
      {bottomBar && <BottomBar frame={frame} />}
      {inAppBar && <InAppCateringBar />}
    </div>
  );
}
