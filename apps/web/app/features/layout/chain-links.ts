/**
 * The chain's addresses outside this site (`frame.footer-links`, footer and mobile menu): the merch
 * store and the social networks. Configuration data, like brand.ts: a chain running Coop
 * puts its own addresses here. Every one opens in a new tab with rel="noopener noreferrer".
 */

export type SocialNetwork = "facebook" | "x" | "instagram" | "youtube" | "tiktok" | "linkedin";

type SocialLink = {
  network: SocialNetwork;
  /** The network's name, the same in every language (used in the link's accessible name). */
  name: string;
  url: string;
};

export const chainLinks = {
  merchStore: "https://shop.coopchicken.example/",
  /** In the order of `frame.footer-links`: Facebook, X, Instagram, YouTube, TikTok, LinkedIn. */
  social: [
    { network: "facebook", name: "Facebook", url: "https://www.facebook.com/coopchicken" },
    { network: "x", name: "X", url: "https://x.com/coopchicken" },
    { network: "instagram", name: "Instagram", url: "https://www.instagram.com/coopchicken/" },
    { network: "youtube", name: "YouTube", url: "https://www.youtube.com/@coopchicken" },
    { network: "tiktok", name: "TikTok", url: "https://www.tiktok.com/@coopchicken" },
    {
      network: "linkedin",
      name: "LinkedIn",
      url: "https://www.linkedin.com/company/coopchicken",
    },
  ] satisfies SocialLink[],
} as const;

/** Attributes of a link that leaves the site in a new tab. */
export const newTab = { target: "_blank", rel: "noopener noreferrer" } as const;
