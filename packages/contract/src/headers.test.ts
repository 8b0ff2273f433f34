import { describe, expect, it } from "vitest";

import { buildApiHeaders, readApiHeaders } from "./headers.ts";

describe("buildApiHeaders", () => {
  it("api.headers: env prod, client_type and version 2 on every call, nothing else by default", () => {
    expect(buildApiHeaders({ channel: "default", clientType: "web" })).toEqual({
      env: "prod",
      client_type: "web",
      version: "2",
    });
  });

  it("api.headers: device_id is sent when known", () => {
    expect(
      buildApiHeaders({ channel: "default", clientType: "web", deviceId: "dev-1" }).device_id,
    ).toBe("dev-1");
  });

  it.each([null, undefined, ""])(
    "api.headers: device_id is left out when unknown (%s)",
    (deviceId) => {
      expect(
        buildApiHeaders({ channel: "default", clientType: "web", deviceId }),
      ).not.toHaveProperty("device_id");
    },
  );

  it("channel.client-sub-header: the catering variant is sent as client_sub=catering", () => {
    expect(buildApiHeaders({ channel: "catering", clientType: "web" }).client_sub).toBe("catering");
  });

  it("channel.client-sub-header: the default channel sends no client_sub", () => {
    expect(buildApiHeaders({ channel: "default", clientType: "web" })).not.toHaveProperty(
      "client_sub",
    );
  });

  it("api.headers: verify and verify_transition are sent only when given", () => {
    const withVerify = buildApiHeaders({
      channel: "default",
      clientType: "web",
      verify: "bot-token",
      verifyTransition: "v3-token",
    });
    expect(withVerify.verify).toBe("bot-token");
    expect(withVerify.verify_transition).toBe("v3-token");
    const without = buildApiHeaders({ channel: "default", clientType: "web" });
    expect(without).not.toHaveProperty("verify");
    expect(without).not.toHaveProperty("verify_transition");
  });

  it("auth.token-classes: a given token is sent as a bearer authorization", () => {
    expect(
      buildApiHeaders({ channel: "default", clientType: "web", token: "t0k" }).authorization,
    ).toBe("Bearer t0k");
    expect(
      buildApiHeaders({ channel: "default", clientType: "web", token: null }),
    ).not.toHaveProperty("authorization");
  });
});

describe("readApiHeaders", () => {
  it("api.headers: reads every header the client sends", () => {
    const sent = buildApiHeaders({
      channel: "catering",
      clientType: "web",
      deviceId: "dev-9",
      verify: "v",
      verifyTransition: "vt",
      token: "abc.def",
    });
    expect(readApiHeaders(sent)).toEqual({
      env: "prod",
      deviceId: "dev-9",
      channel: "catering",
      clientType: "web",
      version: "2",
      verify: "v",
      verifyTransition: "vt",
      bearer: "abc.def",
    });
  });

  it("api.headers: missing headers read as null, channel default and client type web", () => {
    expect(readApiHeaders({})).toEqual({
      env: null,
      deviceId: null,
      channel: "default",
      clientType: "web",
      version: null,
      verify: null,
      verifyTransition: null,
      bearer: null,
    });
  });

  it("api.headers: the server-start call's client-type (hyphen) counts as the client type", () => {
    expect(readApiHeaders({ "client-type": "kiosk" }).clientType).toBe("kiosk");
  });

  it("api.headers: takes the first value of a repeated header and matches names case-insensitively", () => {
    const read = readApiHeaders({ Device_Id: ["first", "second"], CLIENT_SUB: "Catering" });
    expect(read.deviceId).toBe("first");
    expect(read.channel).toBe("catering");
  });

  it("auth.token-classes: only a Bearer authorization gives a token", () => {
    expect(readApiHeaders({ authorization: "bearer xyz" }).bearer).toBe("xyz");
    expect(readApiHeaders({ authorization: "Basic dXNlcjpwdw==" }).bearer).toBeNull();
    expect(readApiHeaders({ authorization: "Bearer " }).bearer).toBeNull();
  });
});
