import "./strings.ts";

import { type FormEvent, type InputHTMLAttributes, useId, useRef, useState } from "react";
import { Link } from "react-router";

import { useTranslation } from "../../lib/i18n-react.tsx";
import { locationsPath } from "../../lib/route-names.ts";
import { useClientState } from "../../lib/store/client-store.ts";
import type { DeliveryAddress } from "../../lib/store/state.ts";
import { StateSearch } from "../../ui/forms/fields/state-search.tsx";
import { deliveryFormProblem, maskZip } from "./location-rules.ts";
import { UnavailableNotice } from "./unavailable-notice.tsx";
import { useChooseFlow } from "./use-choose-flow.ts";

type Fields = { address: string; apt: string; city: string; state: string; zip: string };

function initialFields(saved: DeliveryAddress | null): Fields {
  return {
    address: saved?.address ?? "",
    apt: saved?.apt ?? "",
    city: saved?.city ?? "",
    state: saved?.state ?? "",
    zip: saved?.zip ?? "",
  };
}

/**
 * Delivery mode of /locations (`locations.delivery-form`, `locations.delivery-lookup`): a street
 * address, apt, city, state (`forms.state-search`) and zip (the zip mask: 5 digits). The restaurant that delivers there is
 * looked up; the order is created or transferred and gets the address with handoff dispatch; then
 * /order (or `next`). When no restaurant delivers there, the server's sentence says so, with a
 * link to pickup (`pickupHref`, /locations?mode=pickup unless the screen names another).
 */
export function DeliveryForm({
  next,
  pickupHref = locationsPath("pickup"),
}: { next?: string; pickupHref?: string } = {}) {
  const { t } = useTranslation("locations");
  const saved = useClientState((s) => s.deliveryAddress);
  const [fields, setFields] = useState<Fields>(() => initialFields(saved));
  const [problem, setProblem] = useState<"required" | "badZip" | null>(null);
  const [notDelivered, setNotDelivered] = useState<string | null>(null);
  const { state, delivery, proceed } = useChooseFlow(next);
  const errorRef = useRef<HTMLParagraphElement>(null);
  const ids = {
    address: useId(),
    apt: useId(),
    city: useId(),
    state: useId(),
    zip: useId(),
    zipHint: useId(),
    error: useId(),
  };
  const busy = state.busy !== null;

  const set = (name: keyof Fields) => (value: string) =>
    setFields((f) => ({ ...f, [name]: name === "zip" ? maskZip(value) : value }));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setNotDelivered(null);
    const found = deliveryFormProblem(fields);
    setProblem(found);
    if (found) return;
    const result = await delivery({
      address: fields.address.trim(),
      ...(fields.apt.trim() ? { apt: fields.apt.trim() } : {}),
      city: fields.city.trim(),
      state: fields.state.trim().toUpperCase(),
      zip: fields.zip,
    });
    if (result && !result.ok && result.notDelivered) {
      setNotDelivered(result.errors[0] ?? "");
      requestAnimationFrame(() => errorRef.current?.focus());
    }
  };

  if (state.unavailable) {
    return (
      <UnavailableNotice
        name={state.unavailable.name}
        lines={state.unavailable.lines}
        onContinue={proceed}
      />
    );
  }

  const input = (
    name: keyof Fields,
    label: string,
    props: InputHTMLAttributes<HTMLInputElement> = {},
  ) => (
    <div className={`field field--${name}`}>
      <label className="field__label" htmlFor={ids[name]}>
        {label}
      </label>
      <input
        id={ids[name]}
        className="field__input"
        type="text"
        name={name}
        value={fields[name]}
        onChange={(e) => set(name)(e.target.value)}
        {...props}
      />
    </div>
  );

  const fieldError = problem !== null;
  return (
    <form
      className="delivery-form"
      aria-label={t("delivery.formLabel")}
      onSubmit={(e) => void onSubmit(e)}
      noValidate
    >
      {input("address", t("delivery.address"), {
        autoComplete: "address-line1",
        required: true,
        "aria-invalid": (problem === "required" && fields.address.trim() === "") || undefined,
        "aria-describedby": fieldError ? ids.error : undefined,
      })}
      {input("apt", t("delivery.apt"), { autoComplete: "address-line2" })}
      <div className="delivery-form__row">
        {input("city", t("delivery.city"), { autoComplete: "address-level2" })}
        <StateSearch
          id={ids.state}
          name="state"
          label={t("delivery.state")}
          value={fields.state}
          onValue={set("state")}
          noOptionalMark
        />
        <div className="field field--zip">
          <label className="field__label" htmlFor={ids.zip}>
            {t("delivery.zip")}
          </label>
          <input
            id={ids.zip}
            className="field__input"
            type="text"
            name="zip"
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={5}
            aria-describedby={fieldError ? `${ids.zipHint} ${ids.error}` : ids.zipHint}
            aria-invalid={problem === "badZip" || undefined}
            value={fields.zip}
            onChange={(e) => set("zip")(e.target.value)}
          />
          <p className="field__hint" id={ids.zipHint}>
            {t("delivery.zipHint")}
          </p>
        </div>
      </div>
      {problem && (
        <p className="locations-error" id={ids.error} role="alert">
          {problem === "required" ? t("delivery.required") : t("delivery.badZip")}
        </p>
      )}
      <div className="locations-status" role="status" aria-live="polite">
        {busy && t("delivery.checking")}
      </div>
      {notDelivered !== null && (
        <div className="locations-error locations-error--block">
          <p ref={errorRef} tabIndex={-1} role="alert" data-testid="not-delivered">
            {t("delivery.failed", { message: notDelivered || t("choose.unknownError") })}
          </p>
          <Link to={pickupHref}>{t("delivery.pickupInstead")}</Link>
        </div>
      )}
      {state.error !== null && notDelivered === null && (
        <p className="locations-error" role="alert">
          {t("choose.failed", { message: state.error || t("choose.unknownError") })}
        </p>
      )}
      <button
        type="submit"
        className="button button--primary delivery-form__submit"
        disabled={busy}
      >
        {busy ? t("delivery.checking") : t("delivery.submit")}
      </button>
    </form>
  );
}
