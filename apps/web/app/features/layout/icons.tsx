// The site frame's icons: simple line drawings on a 24×24 grid in the current text colour.
// Decorative everywhere (aria-hidden): the control around each one carries the name.
import type { ReactNode } from "react";

function Icon({ children, size = 24 }: { children: ReactNode; size?: number }) {
  return (
    <svg
      className="icon"
      viewBox="0 0 24 24"
      width={size}
      height={size}
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

export function HamburgerIcon() {
  return (
    <Icon>
      <path d="M4 7h16M4 12h16M4 17h16" />
    </Icon>
  );
}

export function SearchIcon() {
  return (
    <Icon>
      <circle cx="11" cy="11" r="7" />
      <path d="M16.5 16.5L21 21" />
    </Icon>
  );
}

export function CloseIcon() {
  return (
    <Icon>
      <path d="M6 6l12 12M18 6L6 18" />
    </Icon>
  );
}

/** The cart: a takeout bag with handles. */
export function BagIcon() {
  return (
    <Icon size={26}>
      <path d="M5 8h14l-1.2 12.2a1 1 0 0 1-1 .8H7.2a1 1 0 0 1-1-.8z" />
      <path d="M9 10V6.5a3 3 0 0 1 6 0V10" />
    </Icon>
  );
}

export function PinIcon({ size = 20 }: { size?: number }) {
  return (
    <Icon size={size}>
      <path d="M12 21s-6.5-6.2-6.5-11.2a6.5 6.5 0 0 1 13 0C18.5 14.8 12 21 12 21z" />
      <circle cx="12" cy="9.8" r="2.3" />
    </Icon>
  );
}

export function MailIcon() {
  return (
    <Icon>
      <rect x="3" y="5.5" width="18" height="13" rx="2" />
      <path d="M3.5 7l8.5 6.2L20.5 7" />
    </Icon>
  );
}

export function UserIcon({ size = 24 }: { size?: number }) {
  return (
    <Icon size={size}>
      <circle cx="12" cy="8.5" r="3.8" />
      <path d="M4.5 20.5c1-4 4-5.8 7.5-5.8s6.5 1.8 7.5 5.8" />
    </Icon>
  );
}

export function HomeIcon() {
  return (
    <Icon>
      <path d="M3.5 11L12 4l8.5 7" />
      <path d="M6 9.5V20h4.5v-5.5h3V20H18V9.5" />
    </Icon>
  );
}

/** The menu: a drumstick. */
export function DrumstickIcon() {
  return (
    <Icon>
      <path d="M14.5 3.5a6 6 0 0 1 6 6c0 3.6-3.4 6.2-7.2 5.2L9.6 18.4a2 2 0 1 1-2.9 2.2 2 2 0 1 1-1.3-3.3 2 2 0 1 1 2.2-2.9l3.7-3.7c-1-3.8 1.6-7.2 5.2-7.2z" />
    </Icon>
  );
}

/** Offers: a price tag. */
export function TagIcon() {
  return (
    <Icon>
      <path d="M3.5 12.3V4.5a1 1 0 0 1 1-1h7.8l8.2 8.2a1.5 1.5 0 0 1 0 2.1l-6.7 6.7a1.5 1.5 0 0 1-2.1 0z" />
      <circle cx="8" cy="8" r="1.4" />
    </Icon>
  );
}

/** A link that leaves for another site in a new tab. */
export function ExternalIcon() {
  return (
    <Icon size={16}>
      <path d="M14 4h6v6M20 4l-9 9" />
      <path d="M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
    </Icon>
  );
}

export function ChevronIcon() {
  return (
    <Icon size={18}>
      <path d="M9 6l6 6-6 6" />
    </Icon>
  );
}
