import "./strings.ts";

import { useTranslation } from "../../lib/i18n-react.tsx";
import { type ContactFields, type FieldErrors, maskPhone } from "./checkout-rules.ts";
import { Field } from "./field.tsx";

/** Contact: a form for guests (phone mask ###-###-####); a member's name and email, no form. */
export function ContactSection(props: {
  member: { name: string; email: string } | null;
  contact: ContactFields;
  onContact: (c: ContactFields) => void;
  errors: FieldErrors;
}) {
  const { t } = useTranslation("checkout");
  const { contact, errors } = props;
  const set = (name: keyof ContactFields) => (value: string) =>
    props.onContact({ ...contact, [name]: name === "phone" ? maskPhone(value) : value });
  return (
    <section className="checkout-section" aria-labelledby="checkout-contact-heading">
      <h2 id="checkout-contact-heading" className="checkout-section__heading">
        {t("contact.heading")}
      </h2>
      {props.member ? (
        <p className="checkout-member">
          <strong>{props.member.name}</strong>
          <br />
          {props.member.email}
        </p>
      ) : (
        <div className="checkout-grid">
          <Field
            name="first_name"
            label={t("contact.firstName")}
            value={contact.first_name}
            error={errors.first_name}
            onValue={set("first_name")}
            autoComplete="given-name"
            required
            maxLength={40}
          />
          <Field
            name="last_name"
            label={t("contact.lastName")}
            value={contact.last_name}
            error={errors.last_name}
            onValue={set("last_name")}
            autoComplete="family-name"
            required
            maxLength={40}
          />
          <Field
            name="email"
            type="email"
            label={t("contact.email")}
            value={contact.email}
            error={errors.email}
            onValue={set("email")}
            autoComplete="email"
            required
            maxLength={120}
          />
          <Field
            name="phone"
            type="tel"
            label={t("contact.phone")}
            hint={t("contact.phoneHint")}
            value={contact.phone}
            error={errors.phone}
            onValue={set("phone")}
            autoComplete="tel-national"
            inputMode="numeric"
            required
          />
        </div>
      )}
    </section>
  );
}
