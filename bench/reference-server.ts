// The reference of `npm run bench`: a bare node:http server that answers every request with
// the same bytes from memory. bench/run.ts starts one per target, in its own process, with the
// body Coop answered and the same status and headers that describe those bytes.
//
//   node bench/reference-server.ts <body-file> <status> <content-type> [content-encoding]
//
// An empty content-type or content-encoding is left out. Listens on 127.0.0.1 on a free port
// and prints the port on stdout. Exits when its stdin ends (run.ts went away).
import { readFileSync } from "node:fs";
import { createServer } from "node:http";

const [bodyFile, statusArg, contentType, contentEncoding] = process.argv.slice(2);
const status = Number(statusArg);
if (bodyFile === undefined || contentType === undefined || !Number.isInteger(status)) {
  process.stderr.write(
    "usage: node bench/reference-server.ts <body-file> <status> <content-type> [content-encoding]\n",
  );
  process.exit(2);
}

const body = readFileSync(bodyFile);
const headers: Record<string, string | number> = { "content-length": body.length };
if (contentType) headers["content-type"] = contentType;
if (contentEncoding) headers["content-encoding"] = contentEncoding;

const server = createServer((_request, response) => {
  response.writeHead(status, headers);
  response.end(body);
});

server.listen(0, "127.0.0.1", () => {
  const address = server.address();
  if (address === null || typeof address === "string") throw new Error("no TCP address");
  process.stdout.write(`${address.port}\n`);
});

process.stdin.on("end", () => process.exit(0));
process.stdin.resume();
