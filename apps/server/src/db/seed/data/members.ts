/**
 * Demo members (README "Demo members"). The passwords are public on purpose: this is demo
 * data. `passwordHash` is the scrypt hash of `password` (modules/members/passwords.ts),
 * computed once so that seeding costs no hashing; data.test.ts checks that they match.
 * Expiry days count from the moment the seed runs.
 */
export type DemoMember = {
  id: string;
  email: string;
  password: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  /** Ten digits (api §3 Phone rule). */
  phone: string | null;
  optin: boolean;
  optinSms: boolean;
  /** Point history; the balance is their sum. */
  points: { kind: "bonus" | "adjust"; points: number; note: string }[];
  addresses: {
    address: string;
    building: string | null;
    city: string;
    state: string;
    zip: string;
    isDefault: boolean;
  }[];
  /** Restaurant ids (101–142). */
  favorites: number[];
  /** Offers in the wallet: `expiresInDays` (negative: already expired) or no expiry. */
  wallet: { offerId: string; expiresInDays: number | null; status: "incomplete" | "complete" }[];
  /** Loyalty rewards already redeemed and not yet used. */
  rewards: { rewardId: string }[];
};

export const demoMembers: readonly DemoMember[] = [
  {
    id: "demo-ada",
    email: "ada@coop.example",
    password: "Biscuits&Gravy42",
    passwordHash:
      "$scrypt$ln=17,r=8,p=1$IYdxiCktMqpk49aBsrIjTg$1QERLBOaH3pOZbCUrKoHMKuOtNBsvaSL0al-BggI7QE",
    firstName: "Ada",
    lastName: "Lovelace",
    phone: "9195550142",
    optin: true,
    optinSms: false,
    points: [
      { kind: "bonus", points: 500, note: "Welcome bonus" },
      { kind: "adjust", points: 840, note: "Points from orders placed before online ordering" },
    ],
    addresses: [
      {
        address: "415 Fayetteville St",
        building: "Apt 12B",
        city: "Raleigh",
        state: "NC",
        zip: "27601",
        isDefault: true,
      },
      {
        address: "2000 Wade Ave",
        building: null,
        city: "Raleigh",
        state: "NC",
        zip: "27607",
        isDefault: false,
      },
    ],
    favorites: [101, 103],
    wallet: [
      { offerId: "welcome", expiresInDays: 20, status: "incomplete" },
      { offerId: "free-biscuit", expiresInDays: 14, status: "incomplete" },
      { offerId: "sidekick", expiresInDays: 30, status: "complete" },
      { offerId: "summer-3", expiresInDays: -10, status: "incomplete" },
      { offerId: "catering-tea", expiresInDays: 45, status: "incomplete" },
    ],
    rewards: [{ rewardId: "free-mac" }],
  },
  {
    id: "demo-grace",
    email: "grace@coop.example",
    password: "Nanosecond-Wire-1906",
    passwordHash:
      "$scrypt$ln=17,r=8,p=1$JIB-Wb20MXvWfN-dgPRqtw$KH80m3alEbDhUY6pg2_hDwld4Snhqq6lcI5e0ixpGM8",
    firstName: "Grace",
    lastName: "Hopper",
    phone: "7045550199",
    optin: false,
    optinSms: true,
    points: [
      { kind: "bonus", points: 100, note: "Welcome bonus" },
      { kind: "adjust", points: 80, note: "Points from orders placed before online ordering" },
    ],
    addresses: [
      {
        address: "600 S Tryon St",
        building: "Suite 400",
        city: "Charlotte",
        state: "NC",
        zip: "28202",
        isDefault: true,
      },
    ],
    favorites: [107],
    wallet: [
      { offerId: "welcome", expiresInDays: 5, status: "incomplete" },
      { offerId: "sidekick", expiresInDays: null, status: "incomplete" },
    ],
    rewards: [],
  },
  {
    id: "demo-alan",
    email: "alan@coop.example",
    password: "Bombe-Rotor-1939",
    passwordHash:
      "$scrypt$ln=17,r=8,p=1$t9giA_xQ-kdzcXaTfadqvQ$0jlIHj4SJRdpnC95nSdrDvsr4uj4N4cJKxhM6XEsWLo",
    firstName: "Alan",
    lastName: "Turing",
    phone: null,
    optin: true,
    optinSms: true,
    points: [
      { kind: "bonus", points: 500, note: "Welcome bonus" },
      { kind: "adjust", points: 2100, note: "Catering orders placed by phone" },
    ],
    addresses: [
      {
        address: "1 E Main St",
        building: null,
        city: "Durham",
        state: "NC",
        zip: "27701",
        isDefault: true,
      },
    ],
    favorites: [105, 106, 101],
    wallet: [
      { offerId: "catering-tea", expiresInDays: 30, status: "incomplete" },
      { offerId: "free-biscuit", expiresInDays: -3, status: "incomplete" },
    ],
    rewards: [{ rewardId: "catering-25" }],
  },
];
