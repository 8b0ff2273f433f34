// Cards and messages for the engagement tests (the contract's shapes with sensible defaults).
import type { ContentCard, InAppMessage } from "@coop/contract/engagement-feed";

export function card(over: Partial<ContentCard> & { id: string }): ContentCard {
  return {
    campaign_id: null,
    type: "captioned_image",
    title: `Card ${over.id}`,
    description: `About ${over.id}`,
    image_url: null,
    image_alt: "",
    url: null,
    link_text: null,
    extras: {},
    pinned: false,
    dismissible: false,
    viewed: false,
    clicked: false,
    read: false,
    is_control: false,
    created: "2026-11-20T10:00:00.000Z",
    expires_at: null,
    ...over,
  };
}

export function message(over: Partial<InAppMessage> & { id: string }): InAppMessage {
  return {
    campaign_id: null,
    layout: "modal",
    header: `Header ${over.id}`,
    message: `Message ${over.id}`,
    image_url: null,
    image_alt: "",
    buttons: [],
    tags: [],
    trigger: { type: "session_start" },
    extras: {},
    created: "2026-11-20T10:00:00.000Z",
    ...over,
  };
}
