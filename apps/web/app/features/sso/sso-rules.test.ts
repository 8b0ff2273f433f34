import { describe, expect, it } from "vitest";

import { callbackOf, failureOf, forgetRequests, needsCompletion, once } from "./sso-rules.ts";

const q = (s: string) => new URLSearchParams(s);

describe("sso-rules: reading the provider's redirect back and its answer", () => {
  it("a code and a state (and iss when sent) are a sign-in to finish", () => {
    expect(callbackOf(q("code=c1&state=s1&iss=http%3A%2F%2F127.0.0.1%3A9000"))).toEqual({
      kind: "finish",
      body: { code: "c1", state: "s1", iss: "http://127.0.0.1:9000" },
    });
    expect(callbackOf(q("code=c1&state=s1"))).toEqual({
      kind: "finish",
      body: { code: "c1", state: "s1" },
    });
  });

  it("member.sso-callback-errors: an error from the provider is a cancelled sign-in, with or without its state", () => {
    expect(callbackOf(q("error=access_denied&state=s1"))).toEqual({
      kind: "cancelled",
      state: "s1",
      error: "access_denied",
    });
    expect(callbackOf(q("error=access_denied"))).toEqual({
      kind: "cancelled",
      state: null,
      error: "access_denied",
    });
  });

  it("member.sso-callback-once: without code or state there is nothing to post (a reload after the code left the URL)", () => {
    expect(callbackOf(q(""))).toEqual({ kind: "missing" });
    expect(callbackOf(q("code=c1"))).toEqual({ kind: "missing" });
    expect(callbackOf(q("state=s1&code="))).toEqual({ kind: "missing" });
  });

  it("member.sso-callback-errors: each refusal has its words", () => {
    const stateError = { errors: [{ path: "body.state", message: "is unknown or expired" }] };
    expect(failureOf(400, stateError, ["is unknown or expired"])).toEqual({ key: "expired" });
    expect(failureOf(400, { message: "cancelled" }, ["cancelled"])).toEqual({ key: "cancelled" });
    expect(failureOf(401, {}, ["x"])).toEqual({ key: "notConfirmed" });
    const unverified =
      "Your sign-in provider did not share a verified email address, which Coop needs to find or create your account.";
    expect(failureOf(403, { message: unverified }, [unverified])).toEqual({ message: unverified });
    expect(failureOf(404, {}, ["x"])).toEqual({ key: "notSetUp" });
    expect(failureOf(502, {}, ["x"])).toEqual({ key: "unavailable" });
    expect(failureOf(0, null, ["Connection issue. Please try again."])).toEqual({
      key: "connection",
    });
    expect(failureOf(500, {}, ["x"])).toEqual({ key: "generic" });
  });

  it("member.sso-complete-profile: a member without phone, first or last name completes the profile first", () => {
    const full = { first_name: "Ada", last_name: "Lovelace", phone: "9195550100" };
    expect(needsCompletion(full)).toBe(false);
    expect(needsCompletion({ ...full, phone: null })).toBe(true);
    expect(needsCompletion({ ...full, first_name: " " })).toBe(true);
    expect(needsCompletion({ ...full, last_name: "" })).toBe(true);
  });

  it("member.sso-callback-once: runs with the same state share the first request", async () => {
    forgetRequests();
    let calls = 0;
    const run = async () => ++calls;
    const [a, b] = await Promise.all([once("s1", run), once("s1", run)]);
    expect([a, b, calls]).toEqual([1, 1, 1]);
    expect(await once("s2", run)).toBe(2);
  });
});
