/**
 * Money on screen (`money.usd-format`: currency USD, amounts with 2 decimals). Amounts arrive
 * as dollars with at most two decimals (`money.integer-cents`); the dollar sign and two
 * decimals are the same in both languages' translations: the chain sells in US dollars.
 */
const usd = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

export function formatMoney(amount: number): string {
  return usd.format(Math.round(amount * 100) / 100);
}
