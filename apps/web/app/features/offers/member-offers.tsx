import "./strings.ts";
import "./offers.css";

import { useTranslation } from "../../lib/i18n-react.tsx";
import { RewardsCatalog } from "./rewards-catalog.tsx";
import { useLoyalty, useWallet } from "./use-member-offers.ts";
import { WalletList } from "./wallet-list.tsx";

/**
 * The signed-in member's offers and rewards (on /account/offers and /offers): the wallet, then
 * the loyalty catalog. Render it only for a signed-in member in the browser.
 */
export function MemberOffers({ campaign }: { campaign: string }) {
  const { t } = useTranslation("offers");
  const unreachable = t("rewards.unreachable");
  const wallet = useWallet(unreachable);
  const loyalty = useLoyalty(unreachable);
  return (
    <div className="member-offers" data-testid="member-offers">
      <WalletList state={wallet.state} onRetry={wallet.reload} />
      <RewardsCatalog
        state={loyalty.state}
        onRetry={loyalty.reload}
        onPoints={loyalty.setPoints}
        campaign={campaign}
      />
    </div>
  );
}
