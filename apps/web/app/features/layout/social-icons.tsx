// The social networks' marks, drawn for this project as simple shapes on a 24×24 grid
// (not the networks' official artwork). Decorative: each link carries its accessible name.
import type { ReactNode } from "react";

import type { SocialNetwork } from "./chain-links.ts";

function Mark({ children }: { children: ReactNode }) {
  return (
    <svg
      className="icon"
      viewBox="0 0 24 24"
      width={22}
      height={22}
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

const marks: Record<SocialNetwork, ReactNode> = {
  // A lower-case f in a circle.
  facebook: (
    <>
      <circle cx="12" cy="12" r="9.5" />
      <path d="M13.5 21.5V11c0-1.7.8-2.5 2.5-2.5h1M10 13h6" />
    </>
  ),
  // Two crossing strokes, one heavier.
  x: (
    <>
      <path d="M5 4.5l14 15" strokeWidth={2.6} />
      <path d="M19 4.5L5 19.5" />
    </>
  ),
  // A camera: rounded square, lens, flash dot.
  instagram: (
    <>
      <rect x="3.5" y="3.5" width="17" height="17" rx="5" />
      <circle cx="12" cy="12" r="3.8" />
      <circle cx="17.2" cy="6.8" r="0.6" fill="currentColor" />
    </>
  ),
  // A screen with a play button.
  youtube: (
    <>
      <rect x="2.5" y="5.5" width="19" height="13" rx="4" />
      <path d="M10.2 9.2v5.6l4.8-2.8z" fill="currentColor" />
    </>
  ),
  // A musical note.
  tiktok: (
    <>
      <path d="M13 3.5v11.8a3.6 3.6 0 1 1-3.6-3.6" />
      <path d="M13 3.5c.4 2.6 2.3 4.4 5 4.6" />
    </>
  ),
  // "in" in a rounded square.
  linkedin: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="3" />
      <path d="M8 10.5V17M12 17v-6.5M12 13.3c0-1.6 1-2.8 2.5-2.8s2.5 1 2.5 2.8V17" />
      <circle cx="8" cy="7.3" r="0.5" fill="currentColor" />
    </>
  ),
};

export function SocialIcon({ network }: { network: SocialNetwork }) {
  return <Mark>{marks[network]}</Mark>;
}
