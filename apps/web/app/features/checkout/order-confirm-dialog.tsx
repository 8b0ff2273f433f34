/** 'Are these details correct?' (screens §2): placeholder until the checkout lands. */
export function OrderConfirmDialog() {
  return null;
}
