import { connect } from "node:net";

import { describe, expect, it } from "vitest";

import { startBuiltServer } from "./server-process.ts";

describe("graceful shutdown", () => {
  it("ops.graceful-stop: SIGTERM during a request lets it finish, then the process exits 0", async () => {
    const server = await startBuiltServer({ LOG_LEVEL: "info" });
    const { port } = new URL(server.origin);
    // A request in flight: headers sent, the body still on its way.
    const socket = connect(Number(port), "127.0.0.1");
    await new Promise<void>((resolve) => socket.once("connect", () => resolve()));
    const body = JSON.stringify({ hello: "world" });
    socket.write(
      `POST /api/v1/nope HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`,
    );
    socket.write(body.slice(0, 5));
    let response = "";
    socket.on("data", (d: Buffer) => (response += d.toString()));
    const closed = new Promise<void>((resolve) => socket.once("close", () => resolve()));
    await new Promise((r) => setTimeout(r, 200));

    server.child.kill("SIGTERM");
    await new Promise((r) => setTimeout(r, 300));
    // New connections are refused while the old request is still being answered.
    await expect(fetch(`${server.origin}/healthz`)).rejects.toThrow();
    socket.write(body.slice(5));
    await closed;

    expect(response).toMatch(/^HTTP\/1\.1 404/);
    expect(response).toContain("/api/v1/nope");
    expect(await server.exited, server.output()).toBe(0);
    expect(server.output()).toContain("stopped");
    await server.stop();
  });
});
