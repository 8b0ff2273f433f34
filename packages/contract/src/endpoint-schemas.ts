// The request and response schemas of every row of the endpoint table (endpoints.ts), for
// the server: it registers each route from its row and these schemas (validation, response
// serialisation, OpenAPI). The browser never loads this module (it loads zod); it takes the
// types through api-types.ts (`import type`).
//
// Every row has all four keys. `null` means the call has none of that part: no path
// parameters, no query, no body. A row missing, or a key missing, is a compile error.

import type { z } from "zod";

import {
  linksQuerySchema,
  linksResponseSchema,
  storiesQuerySchema,
  storiesResponseSchema,
  storyQuerySchema,
  storyResponseSchema,
  storySlugParamsSchema,
} from "./content.ts";
import type { EndpointId } from "./endpoints.ts";
import {
  aliasesProcessedResponseSchema,
  exportDownloadParamsSchema,
  exportDownloadQuerySchema,
  usersAliasNewBodySchema,
  usersExportIdsBodySchema,
  usersExportIdsResponseSchema,
  usersExportSegmentBodySchema,
  usersExportSegmentResponseSchema,
  usersIdentifyBodySchema,
  usersTrackBodySchema,
  usersTrackResponseSchema,
} from "./engagement.ts";
import {
  engagementFeedQuerySchema,
  engagementFeedResponseSchema,
  engagementInboxQuerySchema,
  engagementInboxResponseSchema,
  engagementMessageEventParamsSchema,
  engagementMessageEventResponseSchema,
  engagementMessageIdParamsSchema,
} from "./engagement-feed.ts";
import {
  brazeCampaignDetailsResponseSchema,
  brazeCampaignIdQuerySchema,
  brazeCampaignSeriesQuerySchema,
  brazeCampaignSeriesResponseSchema,
  brazeCampaignsListResponseSchema,
  brazeCampaignTriggerBodySchema,
  brazeCanvasListResponseSchema,
  brazeCanvasSeriesQuerySchema,
  brazeCanvasSeriesResponseSchema,
  brazeCanvasSummaryResponseSchema,
  brazeCanvasTriggerBodySchema,
  brazeDispatchResponseSchema,
  brazeListQuerySchema,
  brazeMessagesSendBodySchema,
  brazeSegmentDetailsResponseSchema,
  brazeSegmentIdQuerySchema,
  brazeSegmentSeriesQuerySchema,
  brazeSegmentSeriesResponseSchema,
  brazeSegmentsListQuerySchema,
  brazeSegmentsListResponseSchema,
} from "./engagement-rest.ts";
import { contactBodySchema, contactResponseSchema, formSubmitBodySchema } from "./forms.ts";
import {
  deliveryLookupBodySchema,
  deliveryLookupResponseSchema,
  locationByIdQuerySchema,
  locationIdParamsSchema,
  locationListResponseSchema,
  locationSchema,
  locationSearchQuerySchema,
  locationSearchResponseSchema,
} from "./locations.ts";
import {
  addAddressBodySchema,
  addPaymentBodySchema,
  addressesResponseSchema,
  deleteAccountBodySchema,
  eclubBodySchema,
  faveLocationsResponseSchema,
  forgotPasswordBodySchema,
  memberAuthResponseSchema,
  memberUserSchema,
  passwordChangeBodySchema,
  paymentsResponseSchema,
  resetPasswordBodySchema,
  restaurantIdParamsSchema,
  savedItemParamsSchema,
  signInBodySchema,
  signUpBodySchema,
  signUpResponseSchema,
  ssoRequestSchema,
  ssoResponseSchema,
  statusMessageResponseSchema,
  updateAddressBodySchema,
  updateBodySchema,
  verifyEmailBodySchema,
} from "./members.ts";
import {
  menuIdParamsSchema,
  menuResponseSchema,
  productDetailResponseSchema,
  productParamsSchema,
  timesQuerySchema,
  timesResponseSchema,
} from "./menus.ts";
import { publicOffersResponseSchema, walletResponseSchema } from "./offers.ts";
import {
  boardResponseSchema,
  opsOrderIdParamsSchema,
  opsRestaurantsResponseSchema,
  opsSettingsResponseSchema,
  opsSettingsSchema,
  ticketCancelBodySchema,
  ticketMoveBodySchema,
  ticketResponseSchema,
} from "./ops-board.ts";
import {
  opsAssetIdParamsSchema,
  opsAssetListResponseSchema,
  opsAssetResponseSchema,
  opsAssetUpdateBodySchema,
  opsAssetUploadQuerySchema,
  opsStoryCreateBodySchema,
  opsStoryIdParamsSchema,
  opsStoryListQuerySchema,
  opsStoryListResponseSchema,
  opsStoryPreviewResponseSchema,
  opsStoryPublishBodySchema,
  opsStoryResponseSchema,
  opsStoryUpdateBodySchema,
  opsStoryVersionParamsSchema,
  opsStoryVersionsResponseSchema,
} from "./ops-content.ts";
import {
  availabilityBodySchema,
  busyBodySchema,
  controlsResponseSchema,
  hoursTodayBodySchema,
  pacingResponseSchema,
  pacingSchema,
  pauseBodySchema,
} from "./ops-controls.ts";
import {
  opsCampaignBodySchema,
  opsCampaignListResponseSchema,
  opsCampaignResponseSchema,
  opsCanvasBodySchema,
  opsCanvasListResponseSchema,
  opsCanvasResponseSchema,
  opsEngagementPreviewBodySchema,
  opsEngagementPreviewResponseSchema,
  opsIdParamsSchema,
  opsSegmentBodySchema,
  opsSegmentEstimateBodySchema,
  opsSegmentEstimateResponseSchema,
  opsSegmentListResponseSchema,
  opsSegmentResponseSchema,
} from "./ops-engagement.ts";
import { todayQuerySchema, todayResponseSchema } from "./ops-reports.ts";
import {
  addProductsBodySchema,
  cartIdParamsSchema,
  couponBodySchema,
  createOrderBodySchema,
  customFieldsBodySchema,
  donationBodySchema,
  favoriteBodySchema,
  favoriteIdParamsSchema,
  favoriteOrdersResponseSchema,
  handoffParamsSchema,
  orderAckResponseSchema,
  orderIdParamsSchema,
  orderLineParamsSchema,
  orderSchema,
  orderStatusResponseSchema,
  recentOrdersResponseSchema,
  reorderBodySchema,
  reorderCheckBodySchema,
  reorderCheckResponseSchema,
  setAddressBodySchema,
  setTimeBodySchema,
  setTipBodySchema,
  submitBodySchema,
  submitResponseSchema,
  trackBodySchema,
  transferBodySchema,
  transferResponseSchema,
  updateProductsBodySchema,
  upsellProductParamsSchema,
  upsellsQuerySchema,
  upsellsResponseSchema,
  validateResponseSchema,
} from "./orders.ts";
import { cardTokenBodySchema, cardTokenResponseSchema } from "./payments.ts";
import { undesignedQuerySchema, undesignedResponseSchema } from "./placeholders.ts";
import {
  balanceResponseSchema,
  loyaltyResponseSchema,
  memberIdQuerySchema,
  orderRewardParamsSchema,
  orderRewardsBodySchema,
  orderRewardsResponseSchema,
  redeemBodySchema,
  redeemResponseSchema,
} from "./rewards.ts";
import { siteSearchQuerySchema, siteSearchResponseSchema } from "./search.ts";
import {
  staffAcceptBodySchema,
  staffAuditQuerySchema,
  staffAuditResponseSchema,
  staffIdParamsSchema,
  staffInvitationResponseSchema,
  staffInviteBodySchema,
  staffListResponseSchema,
  staffSessionSchema,
  staffSignInBodySchema,
  staffUpdateBodySchema,
  staffUpdateResponseSchema,
} from "./staff.ts";

/** The schemas of one call; `null`: the call has no such part. */
export type EndpointSchemaRow = {
  readonly params: z.ZodType | null;
  readonly query: z.ZodType | null;
  readonly body: z.ZodType | null;
  /** The success answer (200, or 201 for sign-up). */
  readonly response: z.ZodType;
};

/** The shape of the whole map: one row per endpoint id, each with all four keys. */
export type EndpointSchemaMap = { readonly [I in EndpointId]: EndpointSchemaRow };

const none = null;

// One row per line where it fits, in the table's order.
// prettier-ignore
export const endpointSchemas = {
  // ── Member calls ─────────────────────────────────────────────────────────────────────
  membersCreate: { params: none, query: none, body: signUpBodySchema, response: signUpResponseSchema },
  membersSignin: { params: none, query: none, body: signInBodySchema, response: memberAuthResponseSchema },
  membersSso: { params: none, query: none, body: ssoRequestSchema, response: ssoResponseSchema },
  membersSignout: { params: none, query: none, body: none, response: statusMessageResponseSchema },
  membersGet: { params: none, query: none, body: none, response: memberUserSchema },
  membersLoyalty: { params: none, query: none, body: none, response: loyaltyResponseSchema },
  membersUpdate: { params: none, query: none, body: updateBodySchema, response: memberUserSchema },
  membersFavesLocationsList: { params: none, query: none, body: none, response: faveLocationsResponseSchema },
  membersFavesLocationsAdd: { params: restaurantIdParamsSchema, query: none, body: none, response: faveLocationsResponseSchema },
  membersFavesLocationsRemove: { params: restaurantIdParamsSchema, query: none, body: none, response: faveLocationsResponseSchema },
  membersPaymentsList: { params: none, query: none, body: none, response: paymentsResponseSchema },
  membersPaymentsDelete: { params: savedItemParamsSchema, query: none, body: none, response: paymentsResponseSchema },
  membersAddressesList: { params: none, query: none, body: none, response: addressesResponseSchema },
  membersAddressesDelete: { params: savedItemParamsSchema, query: none, body: none, response: addressesResponseSchema },
  membersVerify: { params: none, query: none, body: verifyEmailBodySchema, response: statusMessageResponseSchema },
  membersVerifyResend: { params: none, query: none, body: none, response: statusMessageResponseSchema },
  membersDelete: { params: none, query: none, body: deleteAccountBodySchema, response: statusMessageResponseSchema },
  membersAddressesAdd: { params: none, query: none, body: addAddressBodySchema, response: addressesResponseSchema },
  membersAddressesUpdate: { params: savedItemParamsSchema, query: none, body: updateAddressBodySchema, response: addressesResponseSchema },
  membersPaymentsToken: { params: none, query: none, body: cardTokenBodySchema, response: cardTokenResponseSchema },
  membersPaymentsAdd: { params: none, query: none, body: addPaymentBodySchema, response: paymentsResponseSchema },
  membersPassword: { params: none, query: none, body: passwordChangeBodySchema, response: statusMessageResponseSchema },
  membersForgotPassword: { params: none, query: none, body: forgotPasswordBodySchema, response: statusMessageResponseSchema },
  membersResetPassword: { params: none, query: none, body: resetPasswordBodySchema, response: statusMessageResponseSchema },
  eclubSubscribe: { params: none, query: none, body: eclubBodySchema, response: statusMessageResponseSchema },

  // ── Location and menu calls ──────────────────────────────────────────────────────────
  locationsList: { params: none, query: none, body: none, response: locationListResponseSchema },
  locationsSearch: { params: none, query: locationSearchQuerySchema, body: none, response: locationSearchResponseSchema },
  locationsDelivery: { params: none, query: none, body: deliveryLookupBodySchema, response: deliveryLookupResponseSchema },
  locationsGet: { params: locationIdParamsSchema, query: locationByIdQuerySchema, body: none, response: locationSchema },
  menusGet: { params: menuIdParamsSchema, query: none, body: none, response: menuResponseSchema },
  menusProduct: { params: productParamsSchema, query: none, body: none, response: productDetailResponseSchema },
  menusTimes: { params: menuIdParamsSchema, query: timesQuerySchema, body: none, response: timesResponseSchema },

  // ── Order calls ──────────────────────────────────────────────────────────────────────
  ordersRecent: { params: none, query: none, body: none, response: recentOrdersResponseSchema },
  ordersReorder: { params: none, query: none, body: reorderBodySchema, response: transferResponseSchema },
  ordersFavesList: { params: none, query: none, body: none, response: favoriteOrdersResponseSchema },
  ordersFavesAdd: { params: none, query: none, body: favoriteBodySchema, response: favoriteOrdersResponseSchema },
  ordersFavesReorder: { params: none, query: none, body: reorderBodySchema, response: transferResponseSchema },
  ordersFavesDelete: { params: favoriteIdParamsSchema, query: none, body: none, response: favoriteOrdersResponseSchema },
  ordersReorderCheck: { params: none, query: none, body: reorderCheckBodySchema, response: reorderCheckResponseSchema },
  ordersCreate: { params: none, query: none, body: createOrderBodySchema, response: orderSchema },
  ordersAbandon: { params: orderIdParamsSchema, query: none, body: none, response: orderAckResponseSchema },
  ordersTransfer: { params: orderIdParamsSchema, query: none, body: transferBodySchema, response: transferResponseSchema },
  ordersGet: { params: orderIdParamsSchema, query: none, body: none, response: orderSchema },
  ordersAddProducts: { params: orderIdParamsSchema, query: none, body: addProductsBodySchema, response: orderSchema },
  ordersUpdateProducts: { params: orderIdParamsSchema, query: none, body: updateProductsBodySchema, response: orderSchema },
  ordersRemoveProduct: { params: orderLineParamsSchema, query: none, body: none, response: orderSchema },
  ordersValidate: { params: orderIdParamsSchema, query: none, body: none, response: validateResponseSchema },
  ordersSetHandoff: { params: handoffParamsSchema, query: none, body: none, response: orderSchema },
  ordersSetAddress: { params: orderIdParamsSchema, query: none, body: setAddressBodySchema, response: orderSchema },
  ordersSetCustom: { params: orderIdParamsSchema, query: none, body: customFieldsBodySchema, response: orderSchema },
  ordersSetTime: { params: orderIdParamsSchema, query: none, body: setTimeBodySchema, response: orderSchema },
  ordersDeleteTime: { params: orderIdParamsSchema, query: none, body: none, response: orderSchema },
  ordersSetTip: { params: orderIdParamsSchema, query: none, body: setTipBodySchema, response: orderSchema },
  ordersAddCoupon: { params: orderIdParamsSchema, query: none, body: couponBodySchema, response: orderSchema },
  ordersRemoveCoupon: { params: orderIdParamsSchema, query: none, body: none, response: orderSchema },
  ordersToken: { params: orderIdParamsSchema, query: none, body: cardTokenBodySchema, response: cardTokenResponseSchema },
  ordersSubmit: { params: orderIdParamsSchema, query: none, body: submitBodySchema, response: submitResponseSchema },
  ordersTrack: { params: orderIdParamsSchema, query: none, body: trackBodySchema, response: orderAckResponseSchema },
  ordersArrival: { params: orderIdParamsSchema, query: none, body: none, response: orderStatusResponseSchema },
  ordersStatus: { params: orderIdParamsSchema, query: none, body: none, response: orderStatusResponseSchema },
  // Each server-sent event's data (the stream itself is text/event-stream).
  ordersEvents: { params: orderIdParamsSchema, query: none, body: none, response: orderStatusResponseSchema },
  ordersCancel: { params: orderIdParamsSchema, query: none, body: none, response: orderAckResponseSchema },
  cartsSetDonations: { params: cartIdParamsSchema, query: none, body: donationBodySchema, response: orderSchema },

  // ── Offers, rewards and upsells ──────────────────────────────────────────────────────
  membersOffersAll: { params: none, query: none, body: none, response: walletResponseSchema },
  membersBalance: { params: none, query: memberIdQuerySchema, body: none, response: balanceResponseSchema },
  membersRedeem: { params: none, query: memberIdQuerySchema, body: redeemBodySchema, response: redeemResponseSchema },
  ordersRewardsList: { params: orderIdParamsSchema, query: none, body: none, response: orderRewardsResponseSchema },
  ordersApplyRewards: { params: orderIdParamsSchema, query: none, body: orderRewardsBodySchema, response: orderSchema },
  ordersRemoveReward: { params: orderRewardParamsSchema, query: none, body: none, response: orderSchema },
  upsellsList: { params: cartIdParamsSchema, query: upsellsQuerySchema, body: none, response: upsellsResponseSchema },
  upsellsProduct: { params: upsellProductParamsSchema, query: upsellsQuerySchema, body: none, response: upsellsResponseSchema },
  offersAll: { params: none, query: none, body: none, response: publicOffersResponseSchema },

  // ── Forms and jobs (not served yet: their inner shapes are placeholders) ─────────────
  contact: { params: none, query: none, body: contactBodySchema, response: contactResponseSchema },
  formsSubmit: { params: none, query: none, body: formSubmitBodySchema, response: undesignedResponseSchema },
  jobsSearch: { params: none, query: undesignedQuerySchema, body: none, response: undesignedResponseSchema },

  // ── Marketing-messaging proxy (only users/track is built; the others are placeholders) ─
  brazeUsersTrack: { params: none, query: none, body: usersTrackBodySchema, response: usersTrackResponseSchema },
  brazeUsersAliasNew: { params: none, query: none, body: usersAliasNewBodySchema, response: aliasesProcessedResponseSchema },
  brazeUsersIdentify: { params: none, query: none, body: usersIdentifyBodySchema, response: aliasesProcessedResponseSchema },
  brazeCampaignsList: { params: none, query: brazeListQuerySchema, body: none, response: brazeCampaignsListResponseSchema },
  brazeCampaignsDataSeries: { params: none, query: brazeCampaignSeriesQuerySchema, body: none, response: brazeCampaignSeriesResponseSchema },
  brazeCampaignsDetails: { params: none, query: brazeCampaignIdQuerySchema, body: none, response: brazeCampaignDetailsResponseSchema },
  brazeCanvasList: { params: none, query: brazeListQuerySchema, body: none, response: brazeCanvasListResponseSchema },
  brazeCanvasDataSeries: { params: none, query: brazeCanvasSeriesQuerySchema, body: none, response: brazeCanvasSeriesResponseSchema },
  brazeCanvasDataSummary: { params: none, query: brazeCanvasSeriesQuerySchema, body: none, response: brazeCanvasSummaryResponseSchema },
  brazeSegmentsList: { params: none, query: brazeSegmentsListQuerySchema, body: none, response: brazeSegmentsListResponseSchema },
  brazeSegmentsDataSeries: { params: none, query: brazeSegmentSeriesQuerySchema, body: none, response: brazeSegmentSeriesResponseSchema },
  brazeSegmentsDetails: { params: none, query: brazeSegmentIdQuerySchema, body: none, response: brazeSegmentDetailsResponseSchema },
  brazeUsersExportIds: { params: none, query: none, body: usersExportIdsBodySchema, response: usersExportIdsResponseSchema },
  brazeUsersExportSegment: { params: none, query: none, body: usersExportSegmentBodySchema, response: usersExportSegmentResponseSchema },
  brazeUsersExportDownload: { params: exportDownloadParamsSchema, query: exportDownloadQuerySchema, body: none, response: undesignedResponseSchema },
  brazeMessagesSend: { params: none, query: none, body: brazeMessagesSendBodySchema, response: brazeDispatchResponseSchema },
  brazeCampaignsTriggerSend: { params: none, query: none, body: brazeCampaignTriggerBodySchema, response: brazeDispatchResponseSchema },
  brazeCanvasTriggerSend: { params: none, query: none, body: brazeCanvasTriggerBodySchema, response: brazeDispatchResponseSchema },
  // What the site shows from the engagement engine (docs/decisions/030-engagement-engine.md)
  engagementFeed: { params: none, query: engagementFeedQuerySchema, body: none, response: engagementFeedResponseSchema },
  engagementMessageEvent: { params: engagementMessageEventParamsSchema, query: none, body: none, response: engagementMessageEventResponseSchema },
  engagementInbox: { params: none, query: engagementInboxQuerySchema, body: none, response: engagementInboxResponseSchema },
  engagementInboxDelete: { params: engagementMessageIdParamsSchema, query: none, body: none, response: engagementMessageEventResponseSchema },
  // The content service's delivery API and the site search (docs/decisions/028-content-service.md)
  contentStories: { params: none, query: storiesQuerySchema, body: none, response: storiesResponseSchema },
  contentStory: { params: storySlugParamsSchema, query: storyQuerySchema, body: none, response: storyResponseSchema },
  contentLinks: { params: none, query: linksQuerySchema, body: none, response: linksResponseSchema },
  siteSearch: { params: none, query: siteSearchQuerySchema, body: none, response: siteSearchResponseSchema },
  // Restaurant operations (docs/decisions/025-staff-accounts-and-roles.md)
  opsSignin: { params: none, query: none, body: staffSignInBodySchema, response: staffSessionSchema },
  opsSignout: { params: none, query: none, body: none, response: statusMessageResponseSchema },
  opsMe: { params: none, query: none, body: none, response: staffUpdateResponseSchema },
  opsInvite: { params: none, query: none, body: staffInviteBodySchema, response: staffInvitationResponseSchema },
  opsInviteAccept: { params: none, query: none, body: staffAcceptBodySchema, response: staffSessionSchema },
  opsStaffList: { params: none, query: none, body: none, response: staffListResponseSchema },
  opsStaffUpdate: { params: staffIdParamsSchema, query: none, body: staffUpdateBodySchema, response: staffUpdateResponseSchema },
  opsAudit: { params: none, query: staffAuditQuerySchema, body: none, response: staffAuditResponseSchema },
  opsRestaurants: { params: none, query: none, body: none, response: opsRestaurantsResponseSchema },
  opsBoard: { params: restaurantIdParamsSchema, query: none, body: none, response: boardResponseSchema },
  opsBoardEvents: { params: restaurantIdParamsSchema, query: none, body: none, response: ticketResponseSchema },
  opsOrderAdvance: { params: opsOrderIdParamsSchema, query: none, body: ticketMoveBodySchema, response: ticketResponseSchema },
  opsOrderUndo: { params: opsOrderIdParamsSchema, query: none, body: ticketMoveBodySchema, response: ticketResponseSchema },
  opsOrderCancel: { params: opsOrderIdParamsSchema, query: none, body: ticketCancelBodySchema, response: ticketResponseSchema },
  opsSettingsGet: { params: restaurantIdParamsSchema, query: none, body: none, response: opsSettingsResponseSchema },
  opsSettingsPut: { params: restaurantIdParamsSchema, query: none, body: opsSettingsSchema, response: opsSettingsResponseSchema },
  opsControls: { params: restaurantIdParamsSchema, query: none, body: none, response: controlsResponseSchema },
  opsAvailability: { params: restaurantIdParamsSchema, query: none, body: availabilityBodySchema, response: controlsResponseSchema },
  opsPausePut: { params: restaurantIdParamsSchema, query: none, body: pauseBodySchema, response: controlsResponseSchema },
  opsPauseDelete: { params: restaurantIdParamsSchema, query: none, body: none, response: controlsResponseSchema },
  opsBusyPut: { params: restaurantIdParamsSchema, query: none, body: busyBodySchema, response: controlsResponseSchema },
  opsBusyDelete: { params: restaurantIdParamsSchema, query: none, body: none, response: controlsResponseSchema },
  opsHoursTodayPut: { params: restaurantIdParamsSchema, query: none, body: hoursTodayBodySchema, response: controlsResponseSchema },
  opsHoursTodayDelete: { params: restaurantIdParamsSchema, query: none, body: none, response: controlsResponseSchema },
  opsPacingGet: { params: restaurantIdParamsSchema, query: none, body: none, response: pacingResponseSchema },
  opsPacingPut: { params: restaurantIdParamsSchema, query: none, body: pacingSchema, response: pacingResponseSchema },
  opsToday: { params: restaurantIdParamsSchema, query: todayQuerySchema, body: none, response: todayResponseSchema },
  opsTodayCsv: { params: restaurantIdParamsSchema, query: todayQuerySchema, body: none, response: todayResponseSchema },
  // Content authoring (docs/decisions/028-content-service.md)
  opsContentList: { params: none, query: opsStoryListQuerySchema, body: none, response: opsStoryListResponseSchema },
  opsContentCreate: { params: none, query: none, body: opsStoryCreateBodySchema, response: opsStoryResponseSchema },
  opsContentGet: { params: opsStoryIdParamsSchema, query: none, body: none, response: opsStoryResponseSchema },
  opsContentUpdate: { params: opsStoryIdParamsSchema, query: none, body: opsStoryUpdateBodySchema, response: opsStoryResponseSchema },
  opsContentDelete: { params: opsStoryIdParamsSchema, query: none, body: none, response: statusMessageResponseSchema },
  opsContentPublish: { params: opsStoryIdParamsSchema, query: none, body: opsStoryPublishBodySchema, response: opsStoryResponseSchema },
  opsContentUnpublish: { params: opsStoryIdParamsSchema, query: none, body: none, response: opsStoryResponseSchema },
  opsContentVersions: { params: opsStoryIdParamsSchema, query: none, body: none, response: opsStoryVersionsResponseSchema },
  opsContentRestore: { params: opsStoryVersionParamsSchema, query: none, body: none, response: opsStoryResponseSchema },
  opsContentPreview: { params: opsStoryIdParamsSchema, query: none, body: none, response: opsStoryPreviewResponseSchema },
  opsContentAssetsList: { params: none, query: none, body: none, response: opsAssetListResponseSchema },
  opsContentAssetsUpload: { params: none, query: opsAssetUploadQuerySchema, body: none, response: opsAssetResponseSchema },
  opsContentAssetsUpdate: { params: opsAssetIdParamsSchema, query: none, body: opsAssetUpdateBodySchema, response: opsAssetResponseSchema },
  // Engagement authoring (docs/decisions/030-engagement-engine.md)
  opsEngagementSegments: { params: none, query: none, body: none, response: opsSegmentListResponseSchema },
  opsEngagementSegmentCreate: { params: none, query: none, body: opsSegmentBodySchema, response: opsSegmentResponseSchema },
  opsEngagementSegmentGet: { params: opsIdParamsSchema, query: none, body: none, response: opsSegmentResponseSchema },
  opsEngagementSegmentUpdate: { params: opsIdParamsSchema, query: none, body: opsSegmentBodySchema, response: opsSegmentResponseSchema },
  opsEngagementSegmentEstimate: { params: none, query: none, body: opsSegmentEstimateBodySchema, response: opsSegmentEstimateResponseSchema },
  opsEngagementCampaigns: { params: none, query: none, body: none, response: opsCampaignListResponseSchema },
  opsEngagementCampaignCreate: { params: none, query: none, body: opsCampaignBodySchema, response: opsCampaignResponseSchema },
  opsEngagementCampaignGet: { params: opsIdParamsSchema, query: none, body: none, response: opsCampaignResponseSchema },
  opsEngagementCampaignUpdate: { params: opsIdParamsSchema, query: none, body: opsCampaignBodySchema, response: opsCampaignResponseSchema },
  opsEngagementCampaignLaunch: { params: opsIdParamsSchema, query: none, body: none, response: opsCampaignResponseSchema },
  opsEngagementCampaignStop: { params: opsIdParamsSchema, query: none, body: none, response: opsCampaignResponseSchema },
  opsEngagementCanvases: { params: none, query: none, body: none, response: opsCanvasListResponseSchema },
  opsEngagementCanvasCreate: { params: none, query: none, body: opsCanvasBodySchema, response: opsCanvasResponseSchema },
  opsEngagementCanvasGet: { params: opsIdParamsSchema, query: none, body: none, response: opsCanvasResponseSchema },
  opsEngagementCanvasUpdate: { params: opsIdParamsSchema, query: none, body: opsCanvasBodySchema, response: opsCanvasResponseSchema },
  opsEngagementCanvasLaunch: { params: opsIdParamsSchema, query: none, body: none, response: opsCanvasResponseSchema },
  opsEngagementCanvasStop: { params: opsIdParamsSchema, query: none, body: none, response: opsCanvasResponseSchema },
  opsEngagementPreview: { params: none, query: none, body: opsEngagementPreviewBodySchema, response: opsEngagementPreviewResponseSchema },
} as const satisfies EndpointSchemaMap;

export type EndpointSchemas = typeof endpointSchemas;

/** The schemas of one call. */
export function schemasOf<I extends EndpointId>(id: I): EndpointSchemas[I] {
  return endpointSchemas[id];
}
