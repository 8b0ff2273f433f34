import type { ReactNode } from "react";

/*
 * The overlays of the default layout (`frame.layouts`). Each feature that owns one (cart,
 * checkout, locations, catering) passes its component in, composed in
 * routes/default-layout.tsx so features stay independent.
 */

export function DefaultLayoutOverlays({
  cartPanel,
  orderConfirm,
  locationConfirm,
  cateringExit,
}: {
  /** 'Your Cart' side panel (features/cart). */
  cartPanel?: ReactNode;
  /** 'Are these details correct?' dialog (features/checkout). */
  orderConfirm?: ReactNode;
  /** 'Where would you like to order from?' dialog (features/locations). */
  locationConfirm?: ReactNode;
  /** 'Are you sure you want to exit catering?' dialog and its link watcher (features/catering). */
  cateringExit?: ReactNode;
}) {
  return (
    <>
      {cartPanel}
      {orderConfirm}
      {locationConfirm}
      {cateringExit}
    </>
  );
}
