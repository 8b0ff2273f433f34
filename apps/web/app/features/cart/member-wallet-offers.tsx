import { useWalletOffers } from "./use-wallet-offers.ts";
import { WalletOffers } from "./wallet-offers.tsx";

/**
 * The checkout's wallet offers for a signed-in member: fetched and shown as in the cart. Its
 * own module, loaded only once a member is known, so a guest's checkout never fetches it.
 */
export default function MemberWalletOffers({ idPrefix }: { idPrefix: string }) {
  useWalletOffers(true);
  return <WalletOffers idPrefix={idPrefix} />;
}
