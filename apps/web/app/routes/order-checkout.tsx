import { CartTotals } from "../features/cart/cart-totals.tsx";
import { PromoField } from "../features/cart/promo-field.tsx";
import { useWalletOffers } from "../features/cart/use-wallet-offers.ts";
import { WalletOffers } from "../features/cart/wallet-offers.tsx";
import { CheckoutScreen } from "../features/checkout/checkout-screen.tsx";
import { pageHeadingMeta } from "../lib/meta.ts";
import { useClientState } from "../lib/store/client-store.ts";
import { isSignedIn } from "../lib/store/state.ts";
import type { Route } from "./+types/order-checkout";

export function meta({ matches }: Route.MetaArgs) {
  return pageHeadingMeta(matches[0].loaderData?.language, "order-checkout");
}

/**
 * /order/checkout: the checkout, with the cart's totals, promo field and wallet offers
 * ("as in the cart": the same components, and the member's offers fetched as the cart does).
 */
export default function Page() {
  const signedIn = useClientState(isSignedIn);
  useWalletOffers(signedIn);
  return (
    <div className="checkout-page">
      <CheckoutScreen
        cart={{
          totals: (totals, delivery) => <CartTotals totals={totals} delivery={delivery} />,
          promo: <PromoField idPrefix="checkout-" />,
          offers: signedIn ? <WalletOffers idPrefix="checkout-" /> : null,
        }}
      />
    </div>
  );
}
