import { lazy, Suspense } from "react";

import { CartTotals } from "../features/cart/cart-totals.tsx";
import { PromoField } from "../features/cart/promo-field.tsx";
import { CheckoutScreen } from "../features/checkout/checkout-screen.tsx";
import { pageHeadingMeta } from "../lib/meta.ts";
import { useClientState } from "../lib/store/client-store.ts";
import { isSignedIn } from "../lib/store/state.ts";
import type { Route } from "./+types/order-checkout";

// Only members have wallet offers, and only once the browser knows them: their code is
// fetched then, not with every visitor's first load of the checkout.
const MemberWalletOffers = lazy(() => import("../features/cart/member-wallet-offers.tsx"));

export function meta({ matches }: Route.MetaArgs) {
  return pageHeadingMeta(matches[0].loaderData?.language, "order-checkout");
}

/**
 * /order/checkout: the checkout, with the cart's totals, promo field and wallet offers
 * ("as in the cart": the same components, and the member's offers fetched as the cart does).
 */
export default function Page() {
  const signedIn = useClientState(isSignedIn);
  return (
    <div className="checkout-page">
      <CheckoutScreen
        cart={{
          totals: (totals, delivery) => (
            <CartTotals totals={totals} delivery={delivery} tip="always" />
          ),
          promo: <PromoField idPrefix="checkout-" />,
          offers: signedIn ? (
            <Suspense fallback={null}>
              <MemberWalletOffers idPrefix="checkout-" />
            </Suspense>
          ) : null,
        }}
      />
    </div>
  );
}
