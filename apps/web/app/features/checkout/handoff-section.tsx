import "./strings.ts";

import { type FormEvent } from "react";

import type { MemberAddress } from "@coop/contract/members";

import { useTranslation } from "../../lib/i18n-react.tsx";
import type { OrderHandoff } from "../../lib/order/order-model.ts";
import { StateSearch } from "../../ui/forms/fields/state-search.tsx";
import {
  type AddressFields,
  addressLine,
  type FieldErrors,
  maskZip,
  type VehicleFields,
} from "./checkout-rules.ts";
import { Field, fieldId } from "./field.tsx";

const MODES: OrderHandoff[] = ["pickup", "curbside", "dispatch"];
const modeKey = {
  pickup: "handoff.pickup",
  curbside: "handoff.curbside",
  dispatch: "handoff.delivery",
} as const satisfies Record<OrderHandoff, string>;

/**
 * Handoff (`handoff.supported-modes`, `handoff.curbside-vehicle`, `handoff.delivery-address`):
 * In-Store pickup, Curbside (Make, Model, Color) or Delivery
 * (address, apt, city, state (`forms.state-search`), zip; a member may pick a saved address). Only the modes the
 * restaurant offers are shown.
 */
export function HandoffSection(props: {
  modes: readonly OrderHandoff[];
  mode: OrderHandoff;
  onMode: (mode: OrderHandoff) => void;
  vehicle: VehicleFields;
  onVehicle: (v: VehicleFields) => void;
  address: AddressFields;
  onAddress: (a: AddressFields) => void;
  onApplyAddress: () => void;
  savedAddresses: MemberAddress[];
  errors: FieldErrors;
  busy: boolean;
  restaurantLine: string | null;
  deliveryAddressApplied: boolean;
}) {
  const { t } = useTranslation("checkout");
  const { vehicle, address, errors } = props;
  const setVehicle = (name: keyof VehicleFields) => (value: string) =>
    props.onVehicle({ ...vehicle, [name]: value });
  const setAddress = (name: keyof AddressFields) => (value: string) =>
    props.onAddress({
      ...address,
      [name]: name === "zip" ? maskZip(value) : value,
    });
  const onSubmitAddress = (event: FormEvent) => {
    event.preventDefault();
    props.onApplyAddress();
  };

  return (
    <section className="checkout-section" aria-labelledby="checkout-handoff-heading">
      <h2 id="checkout-handoff-heading" className="checkout-section__heading">
        {t("handoff.heading")}
      </h2>
      <fieldset className="checkout-choices">
        <legend className="visually-hidden">{t("handoff.legend")}</legend>
        {MODES.filter((m) => props.modes.includes(m)).map((m) => (
          <label className="checkout-choice" key={m}>
            <input
              type="radio"
              name="handoff"
              value={m}
              checked={props.mode === m}
              disabled={props.busy}
              onChange={() => props.onMode(m)}
            />
            <span>{t(modeKey[m])}</span>
          </label>
        ))}
      </fieldset>
      {props.mode !== "dispatch" && props.restaurantLine && (
        <p className="checkout-note">{t("handoff.pickupAt", { address: props.restaurantLine })}</p>
      )}

      {props.mode === "curbside" && (
        <div className="checkout-grid" role="group" aria-label={t("handoff.vehicle")}>
          <p className="checkout-note checkout-grid__full">{t("handoff.vehicleNote")}</p>
          <Field
            name="make"
            label={t("handoff.make")}
            value={vehicle.make}
            error={errors.make}
            onValue={setVehicle("make")}
            required
            maxLength={40}
          />
          <Field
            name="model"
            label={t("handoff.model")}
            value={vehicle.model}
            error={errors.model}
            onValue={setVehicle("model")}
            required
            maxLength={40}
          />
          <Field
            name="color"
            label={t("handoff.color")}
            value={vehicle.color}
            error={errors.color}
            onValue={setVehicle("color")}
            required
            maxLength={40}
          />
        </div>
      )}

      {props.mode === "dispatch" && (
        <form
          className="checkout-grid"
          onSubmit={onSubmitAddress}
          noValidate
          aria-label={t("handoff.addressForm")}
        >
          {props.savedAddresses.length > 0 && (
            <fieldset className="checkout-choices checkout-grid__full">
              <legend className="checkout-field__label">{t("handoff.savedAddresses")}</legend>
              {props.savedAddresses.map((a) => (
                <label className="checkout-choice" key={a.id}>
                  <input
                    type="radio"
                    name="saved-address"
                    checked={
                      address.address === a.address &&
                      address.zip === (a.zip ?? "") &&
                      address.apt === (a.apt ?? "")
                    }
                    onChange={() =>
                      props.onAddress({
                        address: a.address,
                        apt: a.apt ?? "",
                        city: a.city,
                        state: a.state,
                        zip: a.zip,
                      })
                    }
                  />
                  <span>{addressLine(a)}</span>
                </label>
              ))}
            </fieldset>
          )}
          <Field
            className="checkout-grid__full"
            name="address"
            label={t("handoff.address")}
            value={address.address}
            error={errors.address}
            onValue={setAddress("address")}
            autoComplete="address-line1"
            required
          />
          <Field
            name="apt"
            label={t("handoff.apt")}
            value={address.apt}
            onValue={setAddress("apt")}
            autoComplete="address-line2"
          />
          <Field
            name="city"
            label={t("handoff.city")}
            value={address.city}
            error={errors.city}
            onValue={setAddress("city")}
            autoComplete="address-level2"
            required
          />
          <StateSearch
            id={fieldId("state")}
            name="state"
            label={t("handoff.state")}
            value={address.state}
            error={errors.state ? t(`errors.${errors.state}` as "errors.generic") : undefined}
            onValue={setAddress("state")}
            required
          />
          <Field
            name="zip"
            label={t("handoff.zip")}
            value={address.zip}
            error={errors.zip}
            onValue={setAddress("zip")}
            autoComplete="postal-code"
            inputMode="numeric"
            maxLength={5}
            required
          />
          <div className="checkout-grid__full checkout-actions">
            <button
              type="submit"
              className="button checkout-button--secondary"
              disabled={props.busy}
            >
              {t("handoff.useAddress")}
            </button>
            {props.deliveryAddressApplied && (
              <span className="checkout-note" role="status">
                {t("handoff.addressApplied")}
              </span>
            )}
          </div>
        </form>
      )}
    </section>
  );
}
