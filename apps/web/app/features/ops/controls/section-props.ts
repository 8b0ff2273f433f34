import type { Controls } from "@coop/contract/ops-controls";

import type { UntilContext, UntilProblem } from "./until-rules.ts";

/** What every control section gets: the controls now, the clock, and how to keep an answer. */
export type SectionProps = {
  restaurantId: number;
  controls: Controls;
  ctx: UntilContext;
  onSaved: (controls: Controls) => void;
  /** Changes the controls shown before the server answers (an optimistic change, a rollback). */
  update: (change: (controls: Controls) => Controls) => void;
};

/** The text key of an until problem. */
export const problemKey = {
  past: "common.problems.past",
  invalid: "common.problems.invalid",
  "too-far": "common.problems.tooFar",
} as const satisfies Record<UntilProblem, string>;
