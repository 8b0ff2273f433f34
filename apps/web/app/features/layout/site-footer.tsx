import type { ReactNode } from "react";
import { Link } from "react-router";

import { brand } from "../../brand.ts";
import { useTranslation } from "../../lib/i18n-react.tsx";
import { chainLinks, newTab } from "./chain-links.ts";
import { framePaths } from "./frame-paths.ts";
import { type FooterLink, footerLinks } from "./frame-rules.ts";
import { ExternalIcon } from "./icons.tsx";
import { SocialIcon } from "./social-icons.tsx";
import { useCateringMenuPath } from "./use-catering-menu-path.ts";
import { useFrameContext, useSiteOrigins } from "./use-frame-context.ts";

function SocialLinks() {
  const { t } = useTranslation("frame");
  return (
    <div className="site-footer__social">
      <h2 className="site-footer__heading" id="footer-social-heading">
        {t("footer.social")}
      </h2>
      <ul className="social-links" aria-labelledby="footer-social-heading">
        {chainLinks.social.map((link) => (
          <li key={link.network}>
            <a
              href={link.url}
              className="social-links__link"
              aria-label={t("footer.socialLink", { network: link.name })}
              {...newTab}
            >
              <SocialIcon network={link.network} />
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The footer (`frame.footer-links`): franchising, the catering subdomain, the merch store, the e-club, the
 * six social networks, Terms of Use and Privacy Policy. The catering channel's footer
 * hides the consumer links and has its own. Hidden on locations pages and order-product
 * (the frame decides, with showFooter).
 */
export function SiteFooter() {
  const { t } = useTranslation("frame");
  const { t: tShell } = useTranslation();
  const frame = useFrameContext();
  const origins = useSiteOrigins();
  const cateringMenuTo = useCateringMenuPath();
  const catering = frame.channel === "catering";
  const year = new Date().getFullYear();

  const link = (item: FooterLink): ReactNode => {
    switch (item) {
      case "franchising":
        return <Link to={framePaths.franchising}>{t("links.franchising")}</Link>;
      case "cateringSite":
        return origins.catering ? <a href={`${origins.catering}/`}>{t("links.catering")}</a> : null;
      case "merchStore":
        return (
          <a href={chainLinks.merchStore} className="site-footer__external" {...newTab}>
            {t("links.merchStore")}
            <span className="visually-hidden"> {t("links.newTab")}</span>
            <ExternalIcon />
          </a>
        );
      case "eclub":
        return <Link to={framePaths.eclub}>{t("links.eclub")}</Link>;
      case "cateringMenu":
        return <Link to={cateringMenuTo}>{t("links.cateringMenu")}</Link>;
      case "boTimeMoments":
        return <Link to={framePaths.boTimeMoments}>{t("links.boTimeMoments")}</Link>;
      case "backToHome":
        return <a href={`${origins.consumer}/`}>{t("links.backToHome")}</a>;
    }
  };

  return (
    <footer className="site-footer" data-channel={frame.channel}>
      <div className="site-footer__inner">
        <div className="site-footer__brand-block">
          <img className="site-footer__logo" src={brand.logo} alt="" width={48} height={48} />
          <div>
            <p className="site-footer__brand">
              {brand.chainName}
              {catering && ` ${t("header.cateringSite")}`}
            </p>
            <p className="site-footer__tagline">
              {catering ? t("footer.cateringTagline") : tShell(brand.tagline)}
            </p>
          </div>
        </div>
        <nav className="site-footer__nav" aria-label={t("footer.nav")}>
          <ul className="site-footer__links">
            {/* `channel.catering-link-ip-host`: no catering link where the host has no subdomain. */}
            {footerLinks(frame)
              .filter((item) => item !== "cateringSite" || origins.catering !== null)
              .map((item) => (
                <li key={item}>{link(item)}</li>
              ))}
          </ul>
        </nav>
        <SocialLinks />
      </div>
      <div className="site-footer__bottom">
        <nav aria-label={t("footer.legal")}>
          <ul className="site-footer__legal-links">
            <li>
              <Link to={framePaths.termsOfUse}>{t("links.termsOfUse")}</Link>
            </li>
            <li>
              <Link to={framePaths.privacyPolicy}>{t("links.privacyPolicy")}</Link>
            </li>
          </ul>
        </nav>
        {/* The year can differ between server and browser only around New Year's Eve. */}
        <p className="site-footer__legal" suppressHydrationWarning>
          {tShell("layout.copyright", { year })}
        </p>
      </div>
    </footer>
  );
}
