// `npm start` (through scripts/start.ts) and the e2e/bench servers: the production server.
// React picks its production build from NODE_ENV when it is first imported, so it is set
// before anything else loads; Coop's own code never reads it.
process.env.NODE_ENV ??= "production";
await import("./production.ts");
