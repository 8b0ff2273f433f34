/**
 * The tag-manager payload of the cart events (`tracking.cart-events`: view_cart,
 * add_to_cart, remove_from_cart with affiliation = channel, currency USD, items and the
 * location's name and code), in the GA4 ecommerce shape a tag manager expects.
 */
export type EcommerceItem = {
  item_id: string;
  item_name: string;
  price: number;
  quantity: number;
};

export function ecommercePayload(
  items: readonly EcommerceItem[],
  channel: string,
  location: { id: string; name: string } | null,
): Record<string, unknown> {
  const value = Math.round(items.reduce((n, i) => n + i.price * i.quantity, 0) * 100) / 100;
  return {
    affiliation: channel,
    location_name: location?.name ?? null,
    location_code: location?.id ?? null,
    ecommerce: {
      currency: "USD",
      value,
      items: items.map((i) => ({ ...i, affiliation: channel })),
    },
  };
}

/** A cart line as an ecommerce item (unit price). */
export function lineItem(line: {
  sku?: string;
  product_id: string;
  name: string;
  quantity: number;
  cost: { total: number; unit?: number };
}): EcommerceItem {
  const unit = line.cost.unit ?? line.cost.total / Math.max(1, line.quantity);
  return {
    item_id: line.sku ?? line.product_id,
    item_name: line.name,
    price: Math.round(unit * 100) / 100,
    quantity: line.quantity,
  };
}
