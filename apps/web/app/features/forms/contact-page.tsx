import "../../ui/forms/strings.ts";
import "../../ui/forms/forms.css";
import "./contact.css";

import { Link } from "react-router";

import { useTranslation } from "../../lib/i18n-react.tsx";
import { routePaths } from "../../lib/route-names.ts";
import { FormRenderer } from "../../ui/forms/form-renderer.tsx";

/**
 * `/contact`: the contact form (topic, restaurant, order number, name, email, phone, message,
 * reply by email or phone) and, beside it on wide screens, other ways to reach the chain.
 */
export function ContactPage() {
  const { t } = useTranslation("forms");
  return (
    <div className="contact-layout">
      <FormRenderer formId="contact" />
      <aside className="contact-aside" aria-labelledby="contact-aside-heading">
        <h2 id="contact-aside-heading" className="contact-aside__heading">
          {t("contactPage.otherWays")}
        </h2>
        <ul className="contact-aside__list">
          <li>
            <Link to={routePaths.locations}>{t("contactPage.callRestaurant")}</Link>
          </li>
          <li>
            <Link to={routePaths["technical-support"]}>{t("contactPage.techSupport")}</Link>
          </li>
          <li>
            <Link to={routePaths.eclub}>{t("contactPage.eclub")}</Link>
          </li>
        </ul>
      </aside>
    </div>
  );
}
