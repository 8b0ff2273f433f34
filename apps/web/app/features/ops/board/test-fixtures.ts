// Tickets and boards for the board's tests (test support only).
import type { Board, Ticket } from "@coop/contract/ops-board";

export const NOW = "2026-11-24T18:00:00.000Z";
export const NOW_MS = Date.parse(NOW);
export const minutes = (m: number) => new Date(NOW_MS + m * 60_000).toISOString();

export function ticket(overrides: Partial<Ticket> = {}): Ticket {
  return {
    id: "ord-1",
    number: 101,
    status: "scheduled",
    kind: "default",
    handoff: "pickup",
    customer: { name: "Ada L.", phone: null },
    vehicle: null,
    arrived_at: null,
    address: null,
    items: [
      {
        name: "Chicken Box",
        quantity: 2,
        choices: ["Spicy", "Large"],
        instructions: "No pickles, nut allergy",
        recipient: "Grace",
        make_minutes: 4,
      },
    ],
    placed_at: minutes(-5),
    fire_at: minutes(-5),
    promised_at: minutes(10),
    scheduled: false,
    status_at: minutes(-5),
    undo_until: null,
    make_minutes: 8,
    total: 21.5,
    auto_advance: false,
    cancel_reason: null,
    ...overrides,
  };
}

export function board(tickets: Ticket[], overrides: Partial<Board> = {}): Board {
  return {
    restaurant: {
      id: 7,
      name: "Durham Ninth St",
      city: "Durham",
      state: "NC",
      time_zone: "America/New_York",
      auto_advance: false,
    },
    now: NOW,
    tickets,
    upcoming: [],
    ...overrides,
  };
}
