import { describe, expect, it } from "vitest";

import { chainLinks } from "../shell/ops-nav.ts";
import { admin, crew, manager, marketing } from "../shell/ops-test-fixtures.ts";
import {
  canImport,
  centsToDollars,
  dollarsToCents,
  EMPTY_JOB,
  jobBody,
  jobErrors,
  nextStatuses,
} from "./careers-rules.ts";

describe("careers screen rules", () => {
  it("ops-careers.roles: the Careers link shows for admins and managers only; ops-careers.import-admin: only admins import", () => {
    const has = (staff: typeof admin) => chainLinks(staff).some((l) => l.to === "/ops/careers");
    expect([admin, manager, marketing, crew].map(has)).toEqual([true, true, false, false]);
    expect([admin, manager].map((s) => canImport(s.role))).toEqual([true, false]);
  });

  it("ops-careers.pay-dollars: dollars as typed become whole cents; bad or too high amounts are refused", () => {
    expect(dollarsToCents("")).toBeNull();
    expect(dollarsToCents(" 12 ")).toBe(1200);
    expect(dollarsToCents("12.5")).toBe(1250);
    expect(dollarsToCents("$12.05")).toBe(1205);
    expect(dollarsToCents("1,000")).toBe(100_000);
    expect(dollarsToCents("1000.01")).toBeUndefined();
    expect(dollarsToCents("12.345")).toBeUndefined();
    expect(dollarsToCents("-3")).toBeUndefined();
    expect(dollarsToCents("twelve")).toBeUndefined();
    expect(centsToDollars(1250)).toBe("12.50");
    expect(centsToDollars(null)).toBe("");
  });

  it("ops-careers.pay-dollars: a job's errors by field, and its body in cents", () => {
    expect(jobErrors(EMPTY_JOB)).toEqual({
      restaurant: "restaurant",
      position: "position",
      title: "title",
    });
    const draft = {
      ...EMPTY_JOB,
      restaurant: "101",
      position: "crew",
      title: " Crew member ",
      payMin: "15",
      payMax: "12.5",
    };
    expect(jobErrors(draft)).toEqual({ payMax: "payOrder" });
    expect(jobErrors({ ...draft, payMin: "abc" })).toEqual({ payMin: "payInvalid" });
    expect(jobBody({ ...draft, payMin: "12", payMax: "" })).toEqual({
      restaurant_id: 101,
      position_slug: "crew",
      title: "Crew member",
      title_es: null,
      description: "",
      description_es: null,
      employment_type: "part_time",
      pay_min_cents: 1200,
      pay_max_cents: null,
      status: "open",
    });
  });

  it("ops-careers.application-steps: new → reviewed → interview → hired, decline from any open step, reopen a closed one", () => {
    const to = (s: Parameters<typeof nextStatuses>[0]) => nextStatuses(s).map((n) => n.to);
    expect(to("new")).toEqual(["reviewed", "declined"]);
    expect(to("reviewed")).toEqual(["interview", "declined"]);
    expect(to("interview")).toEqual(["hired", "declined"]);
    expect(nextStatuses("hired")).toEqual([{ to: "reviewed", reopen: true }]);
    expect(nextStatuses("declined")).toEqual([{ to: "reviewed", reopen: true }]);
  });
});
