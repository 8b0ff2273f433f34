import "./strings.ts";
import "./checkout.css";

import { type ReactNode, useEffect, useState } from "react";
import { Link } from "react-router";

import { useTranslation } from "../../lib/i18n-react.tsx";
import {
  setDeliveryAddress,
  setDonation,
  setHandoff,
  setTime,
  setTip,
  setVehicle,
} from "../../lib/order/checkout-actions.ts";
import { validateOrder } from "../../lib/order/order-actions.ts";
import type { OrderHandoff } from "../../lib/order/order-model.ts";
import { type CartTotals, isDelivery, linesOf, totalsOf } from "../../lib/order/order-model.ts";
import { routePaths } from "../../lib/route-names.ts";
import { clientStore, useClientState } from "../../lib/store/client-store.ts";
import { isSignedIn } from "../../lib/store/state.ts";
import { LoadingStatus } from "../../ui/loading-status.tsx";
import {
  accountErrors,
  addressErrors,
  type AddressFields,
  addressFieldsOf,
  addressLine,
  cardErrors,
  type CardFields,
  contactErrors,
  type ContactFields,
  type FieldErrors,
  roundUpAmount,
  trimVehicle,
  vehicleErrors,
  type VehicleFields,
  vehicleOf,
} from "./checkout-rules.ts";
import { useCheckoutSession } from "./checkout-session.ts";
import { CheckoutSummary } from "./checkout-summary.tsx";
import { ContactSection } from "./contact-section.tsx";
import { focusFirst } from "./field.tsx";
import { HandoffSection } from "./handoff-section.tsx";
import { NEW_CARD, PaymentSection } from "./payment-section.tsx";
import { TimeSection } from "./time-section.tsx";
import { TipSection } from "./tip-section.tsx";
import { useCheckoutData } from "./use-checkout-data.ts";
import { usePlaceOrder } from "./use-place-order.ts";

/** The cart's own blocks, passed in by the route (a feature never imports another). */
type CartBlocks = {
  totals: (totals: CartTotals, delivery: boolean) => ReactNode;
  promo: ReactNode;
  offers: ReactNode;
};

const FORM_FIXES = new Set(["vehicle_required", "address_required"]);

type Result = { ok: true } | { ok: false; errors: string[] };

/** /order/checkout: handoff, contact, time, tip and round-up, promo, payment, Place Order. */
export function CheckoutScreen({ cart }: { cart: CartBlocks }) {
  const { t, i18n } = useTranslation("checkout");
  const hydrated = useClientState((s) => s.hydrated);
  const user = useClientState((s) => s.user);
  const member = useClientState(isSignedIn);
  const data = useCheckoutData();
  const { order, restaurant, validation } = data;
  const { busy: placing, account } = useCheckoutSession();
  const createAccount = useClientState((s) => s.createAccount);
  const [mode, setMode] = useState<OrderHandoff>(data.handoff);
  const [contact, setContact] = useState<ContactFields>({
    first_name: "",
    last_name: "",
    email: "",
    phone: "",
  });
  const custom = vehicleOf(order);
  const [vehicle, setVehicleFields] = useState<VehicleFields>(custom);
  const orderAddress = (order?.address ?? null) as Partial<AddressFields> | null;
  const [address, setAddress] = useState<AddressFields>(() => addressFieldsOf(orderAddress));
  const [card, setCard] = useState<CardFields>({ number: "", expiry: "", cvv: "", zip: "" });
  const [cardChoice, setCardChoice] = useState<string | null>(null);
  const [saveCard, setSaveCard] = useState(false);
  const [showErrors, setShowErrors] = useState(false);
  const [busy, setBusy] = useState(false);
  const [sectionError, setSectionError] = useState<{ section: string; message: string } | null>(
    null,
  );
  const usableCards = data.savedCards.filter((c) => !c.expired);
  const chosenCard = cardChoice ?? usableCards[0]?.id ?? NEW_CARD;
  const { failure } = usePlaceOrder({ member, contact, cardChoice: chosenCard, card, saveCard });

  useEffect(() => setMode(data.handoff), [data.handoff]);
  // The order arrives after hydration: take its vehicle and address once.
  const orderId = order?.id ?? null;
  useEffect(() => {
    const current = clientStore.getState().order;
    if (!current) return;
    setVehicleFields((f) => (f.make || f.model || f.color ? f : vehicleOf(current)));
    const a = (current.address ?? null) as Partial<AddressFields> | null;
    const saved = clientStore.getState().deliveryAddress;
    const from = a?.address ? a : saved;
    if (from?.address) setAddress((f) => (f.address ? f : addressFieldsOf(from)));
  }, [orderId]);

  const lines = linesOf(order);
  // The heading is server-rendered (the page is public and cached); the order lives in the
  // browser's storage, so everything below it comes after hydration.
  if (!hydrated) {
    return (
      <div className="checkout">
        <h1 className="checkout__heading">{t("heading")}</h1>
        <LoadingStatus className="checkout-page__loading">{t("loading")}</LoadingStatus>
      </div>
    );
  }
  if (!order || lines.length === 0) {
    return (
      <div className="checkout-empty">
        <h1>{t("heading")}</h1>
        <p>{t("empty")}</p>
        <Link className="button button--primary" to={routePaths["order-items"]}>
          {t("startOrder")}
        </Link>
      </div>
    );
  }

  const totals = totalsOf(order);
  const roundUp = roundUpAmount(totals);
  const errors: FieldErrors = {
    ...(mode === "curbside" ? vehicleErrors(vehicle) : {}),
    ...(mode === "dispatch" ? addressErrors(address) : {}),
    ...(member ? {} : contactErrors(contact)),
    ...(member ? {} : accountErrors({ create: createAccount, ...account }, contact)),
    ...(chosenCard === NEW_CARD ? cardErrors(card, new Date()) : {}),
  };
  const shownErrors = showErrors ? errors : {};
  const working = busy || placing;

  const run = async (section: string, call: () => Promise<Result>) => {
    setBusy(true);
    setSectionError(null);
    const result = await call();
    setBusy(false);
    if (!result.ok) setSectionError({ section, message: result.errors[0] ?? t("errors.generic") });
    return result.ok;
  };
  const errorOf = (section: string) =>
    sectionError?.section === section ? sectionError.message : null;

  const onMode = (next: OrderHandoff) => {
    setMode(next);
    if (next !== "dispatch") void run("handoff", () => setHandoff(order.id, next));
  };
  const applyAddress = async () => {
    const problems = addressErrors(address);
    if (Object.keys(problems).length > 0) {
      setShowErrors(true);
      focusFirst(problems);
      return false;
    }
    return run("handoff", () =>
      setDeliveryAddress(order.id, {
        address: address.address.trim(),
        ...(address.apt.trim() ? { apt: address.apt.trim() } : {}),
        city: address.city.trim(),
        state: address.state.trim().toUpperCase(),
        zip: address.zip,
      }),
    );
  };
  const addressApplied =
    order.handoff === "dispatch" &&
    orderAddress?.address === address.address.trim() &&
    orderAddress?.zip === address.zip;

  const onPlaceOrder = async () => {
    if (working) return;
    setShowErrors(true);
    if (Object.keys(errors).length > 0) {
      focusFirst(errors);
      return;
    }
    const wanted = trimVehicle(vehicle);
    if (
      mode === "curbside" &&
      (custom.make !== wanted.make ||
        custom.model !== wanted.model ||
        custom.color !== wanted.color)
    ) {
      const ok = await run("handoff", () => setVehicle(order.id, wanted));
      if (!ok) return;
    }
    if (mode === "dispatch" && !addressApplied && !(await applyAddress())) return;
    if (mode !== "dispatch" && order.handoff !== mode) {
      if (!(await run("handoff", () => setHandoff(order.id, mode)))) return;
    }
    setBusy(true);
    const checked = await validateOrder(order.id);
    setBusy(false);
    if (!checked.ok) {
      setSectionError({ section: "order", message: checked.errors[0] ?? t("errors.generic") });
      return;
    }
    if (!checked.data.valid) {
      document.getElementById("checkout-messages")?.focus();
      return;
    }
    clientStore.setState({ orderConfirming: true });
  };

  const messages = validation?.messages ?? [];
  // The form fixes these itself (Place Order sends the vehicle or the address first).
  const blocked =
    validation !== null &&
    !validation.valid &&
    messages.some((m) => !FORM_FIXES.has(m.code) && m.code !== "coupon");
  const incomplete = Object.keys(errors).length > 0;

  return (
    <div className="checkout">
      <h1 className="checkout__heading">{t("heading")}</h1>
      {restaurant && (
        <p className="checkout__restaurant">
          {t("restaurant", { name: restaurant.name, address: addressLine(restaurant) })}
        </p>
      )}
      <div className="checkout__columns">
        <div className="checkout__main">
          <HandoffSection
            modes={restaurant?.handoff_modes ?? ["pickup"]}
            mode={mode}
            onMode={onMode}
            vehicle={vehicle}
            onVehicle={setVehicleFields}
            address={address}
            onAddress={setAddress}
            onApplyAddress={() => void applyAddress()}
            savedAddresses={member ? data.savedAddresses : []}
            errors={shownErrors}
            busy={working}
            restaurantLine={restaurant ? addressLine(restaurant) : null}
            deliveryAddressApplied={addressApplied}
          />
          {errorOf("handoff") && (
            <p className="checkout-error" role="alert">
              {errorOf("handoff")}
            </p>
          )}
          <ContactSection
            member={
              member && user
                ? {
                    name: [user.first_name, user.last_name].filter(Boolean).join(" "),
                    email: user.email ?? "",
                  }
                : null
            }
            contact={contact}
            onContact={setContact}
            errors={shownErrors}
          />
          <TimeSection
            times={data.times}
            loadError={data.timesError}
            mode={order.time?.mode ?? "asap"}
            wanted={order.time?.wanted ?? null}
            daypart={data.daypart}
            busy={working}
            error={errorOf("time")}
            language={i18n.language}
            onAsap={() => void run("time", () => setTime(order.id, "asap"))}
            onSlot={(time) => void run("time", () => setTime(order.id, time))}
          />
          <TipSection
            subtotal={totals.subtotal}
            tip={totals.tip}
            donation={order.donations[0]?.amount ?? 0}
            roundUp={roundUp}
            busy={working}
            error={errorOf("tip") ?? data.donationError}
            onTip={(amount) => run("tip", () => setTip(order.id, amount))}
            onDonation={(on) => {
              data.setDonationError(null);
              void run("tip", () => setDonation(order.id, on ? roundUp : 0));
            }}
          />
          <PaymentSection
            savedCards={member ? usableCards : []}
            cardChoice={chosenCard}
            onCardChoice={setCardChoice}
            card={card}
            onCard={setCard}
            saveCard={saveCard}
            onSaveCard={setSaveCard}
            member={member}
            errors={shownErrors}
            failure={failure}
          />
        </div>
        <CheckoutSummary
          lines={lines}
          totals={cart.totals(totals, isDelivery(order))}
          promo={cart.promo}
          offers={cart.offers}
          messages={messages}
          validationError={data.validationError}
          error={errorOf("order") ?? (showErrors && incomplete ? t("errors.summary") : null)}
          disabled={working || blocked}
          busy={working}
          onPlaceOrder={() => void onPlaceOrder()}
        />
      </div>
    </div>
  );
}
