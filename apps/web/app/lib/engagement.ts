import { ADD_PRODUCT_TO_CART } from "@coop/contract/constants";

import { api } from "./api-client.ts";
import { withoutPersonalData } from "./personal-data.ts";
import { clientStore } from "./store/client-store.ts";
import { cartQuantity } from "./store/state.ts";

/** The alias label under which the engagement service knows a browser before sign-in. */
export const DEVICE_ALIAS_LABEL = "device";

/**
 * The body of users/identify as the site sends it. Typed here because the contract's row
 * still has a placeholder body (any JSON object); this shape is the vendor's.
 */
export type IdentifyBody = {
  aliases_to_identify: {
    external_id: string;
    user_alias: { alias_label: typeof DEVICE_ALIAS_LABEL; alias_name: string };
  }[];
};

/**
 * Customer-engagement events (`engagement.add-product`: sent to the marketing proxy's
 * users/track). `engagement.event-identity`: signed in, the event names the member
 * (external_id) and the api client sends the member's access token; signed out, it names
 * nobody and the server records it under the device id header the client always sends.
 * `tracking.no-personal-data`: the properties lose personal data first. Fire and forget:
 * a failure never disturbs the customer (`cart.errors-logged`).
 */
function trackEngagement(name: string, properties: Record<string, unknown>): void {
  if (typeof window === "undefined") return;
  const externalId = clientStore.getState().token?.id;
  void memberEngagementCall(() =>
    api.call("brazeUsersTrack", {
      body: {
        events: [
          {
            name,
            time: new Date().toISOString(),
            ...(externalId ? { external_id: externalId } : {}),
            properties: withoutPersonalData(properties),
          },
        ],
      },
    }),
  )
    ?.then((result) => {
      if (!result.ok) console.warn(`Engagement: ${name} was not recorded`, result.errors);
    })
    .catch(() => undefined);
}

/**
 * `member.sign-out`: engagement calls that carry the member's token (card and message events,
 * tracked events) are held while a sign-out revokes that token. The ones in flight finish first
 * (at most `SIGN_OUT_WAIT_MS`), and none starts until the sign-out is over, so no call reaches the
 * server with a token it has just revoked (a 401 the visitor's console would show).
 */
const inFlight = new Set<Promise<unknown>>();
let held = false;
const SIGN_OUT_WAIT_MS = 3000;

/** Runs `call` unless a sign-out is under way (then null: the call is dropped). */
export function memberEngagementCall<T>(call: () => Promise<T>): Promise<T> | null {
  if (held) return null;
  const pending = call();
  inFlight.add(pending);
  const done = () => void inFlight.delete(pending);
  pending.then(done, done);
  return pending;
}

/** Holds the engagement calls and waits for those in flight; the answer lets them go again. */
export async function holdMemberEngagementCalls(): Promise<() => void> {
  held = true;
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([
    Promise.allSettled([...inFlight]),
    new Promise((resolve) => (timer = setTimeout(resolve, SIGN_OUT_WAIT_MS))),
  ]);
  clearTimeout(timer);
  return () => {
    held = false;
  };
}

/** Where the browser remembers that its device was merged into a member (no expiry). */
const IDENTIFIED_DEVICE_KEY = "coop.engagement.identified-device";

function identifiedDevice(): string | null {
  try {
    return window.localStorage.getItem(IDENTIFIED_DEVICE_KEY);
  } catch {
    return null;
  }
}

function rememberIdentifiedDevice(deviceId: string): void {
  try {
    window.localStorage.setItem(IDENTIFIED_DEVICE_KEY, deviceId);
  } catch {
    // Storage refused (private mode): the next sign-in asks again, which changes nothing.
  }
}

/** Member and device pairs already identified by this page (a second call changes nothing). */
const identified = new Set<string>();

/**
 * `engagement.identify-on-sign-in`: when a member signs in or signs up (password, single
 * sign-on, or the account made from an order), users/identify merges this device's anonymous
 * history (alias "device" = the device id) into the member. Called after the member's token is
 * in the store, so the access token goes with it. Once per member and device in a page; fire
 * and forget: a failure is only logged.
 */
export function identifyMember(memberId: string): void {
  if (typeof window === "undefined") return;
  const deviceId = clientStore.getState().deviceId;
  if (!memberId || !deviceId) return;
  const key = `${memberId}\n${deviceId}`;
  if (identified.has(key)) return;
  identified.add(key);
  // A device is merged into the first member who signs in on it; after that its alias is that
  // member's, and another member signing in on the same browser starts without its history.
  if (identifiedDevice() === deviceId) return;
  const body: IdentifyBody = {
    aliases_to_identify: [
      {
        external_id: memberId,
        user_alias: { alias_label: DEVICE_ALIAS_LABEL, alias_name: deviceId },
      },
    ],
  };
  void api
    .call("brazeUsersIdentify", { body })
    .then((result) => {
      if (result.ok || result.status === 409) rememberIdentifiedDevice(deviceId);
      if (!result.ok) console.warn("Engagement: identify failed", result.errors);
    })
    .catch((error: unknown) => console.warn("Engagement: identify failed", error));
}

/**
 * `engagement.add-product`: Add_Product_To_Cart with the product, the cart's items and cost,
 * and the channel (Catering or Mealtime).
 */
export function addProductToCartProperties(
  productName: string,
  state = clientStore.getState(),
): Record<string, unknown> {
  return {
    product: productName,
    cart_items: cartQuantity(state),
    cart_cost: state.order?.totals.total ?? 0,
    channel: state.channel === "catering" ? "Catering" : "Mealtime",
  };
}

export function trackAddProductToCart(productName: string): void {
  trackEngagement(ADD_PRODUCT_TO_CART, addProductToCartProperties(productName));
}
