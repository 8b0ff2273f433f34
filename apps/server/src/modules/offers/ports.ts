import type { RewardsService } from "../rewards/service.ts";

/** What the wallet uses of modules/rewards: the rewards the member redeemed. */
export type RewardsPort = Pick<RewardsService, "walletRewards">;
