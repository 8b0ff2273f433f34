import type { LocationsService } from "../locations/service.ts";
import type { OffersService } from "../offers/service.ts";
import type { OrdersService } from "../orders/service.ts";
import type { PaymentAttemptGuard } from "../payments/attempt-guard-service.ts";
import type { PaymentsService } from "../payments/service.ts";
import type { RewardsService } from "../rewards/service.ts";

/** Restaurants by id (favorites, the e-club's restaurant), from modules/locations. */
export type RestaurantLookup = Pick<LocationsService, "summaries">;

/** What a new member receives in its sign-up transaction: a points balance and an offer. */
export type MemberWelcome = Pick<RewardsService, "ensureLoyaltyAccount"> &
  Pick<OffersService, "giveWelcomeOffers">;

/** Attaching a placed guest order to the account created from its confirmation. */
export type GuestOrderClaim = Pick<OrdersService, "claimGuestOrder">;

/** The delivery lookup of modules/locations: whether a saved address can be delivered to. */
export type DeliveryCoverageLookup = Pick<LocationsService, "coverage">;

/** Cards added outside checkout, through the payments module (tokens bound to the member). */
export type MemberCards = Pick<PaymentsService, "tokenizeForMember" | "saveMemberCard">;

/** The card-testing guard of the payments module, for cards entered outside checkout. */
export type MemberCardGuard = Pick<PaymentAttemptGuard, "beforeMemberToken">;
