import type { ReactNode } from "react";

/*
 * The overlays of the default layout (`frame.layouts`). Each is an empty slot for now;
 * the feature that owns it (cart, checkout, locations, catering) replaces it with the
 * real component, composed in routes/default-layout.tsx so features stay independent.
 */

/** 'Are you sure you want to exit catering?' dialog (features/catering). */
function CateringExitDialogSlot() {
  return null;
}

export function DefaultLayoutOverlays({
  cartPanel,
  orderConfirm,
  locationConfirm,
}: {
  /** 'Your Cart' side panel (features/cart). */
  cartPanel?: ReactNode;
  /** 'Are these details correct?' dialog (features/checkout). */
  orderConfirm?: ReactNode;
  /** 'Where would you like to order from?' dialog (features/locations). */
  locationConfirm?: ReactNode;
}) {
  return (
    <>
      {cartPanel}
      {orderConfirm}
      {locationConfirm}
      <CateringExitDialogSlot />
    </>
  );
}
