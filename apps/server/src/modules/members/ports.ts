import type { LocationsService } from "../locations/service.ts";
import type { OffersService } from "../offers/service.ts";
import type { OrdersService } from "../orders/service.ts";
import type { RewardsService } from "../rewards/service.ts";

/** Restaurants by id (favorites, the e-club's restaurant), from modules/locations. */
export type RestaurantLookup = Pick<LocationsService, "summaries">;

/** What a new member receives in its sign-up transaction: a points balance and an offer. */
export type MemberWelcome = Pick<RewardsService, "ensureLoyaltyAccount"> &
  Pick<OffersService, "giveWelcomeOffers">;

/** Attaching a placed guest order to the account created from its confirmation. */
export type GuestOrderClaim = Pick<OrdersService, "claimGuestOrder">;

/**
 * What deleting an account (`member.delete-account`) asks of the other modules, each in the
 * deletion's transaction: orders keep their accounting data but lose the person's, the points
 * balance closes, unused wallet offers go.
 */
export type MemberErasure = Pick<OrdersService, "eraseMemberOrders"> &
  Pick<RewardsService, "closeLoyaltyAccount"> &
  Pick<OffersService, "removeWalletOffers">;
