// The parts of oidc-provider (a test-only dependency: the local OpenID provider of the
// single sign-on tests) that the tests use; the package ships no types.
declare module "oidc-provider" {
  import type { IncomingMessage, ServerResponse } from "node:http";

  export type InteractionDetails = {
    uid: string;
    prompt: { name: string; reasons: string[]; details: Record<string, unknown> };
    params: Record<string, unknown>;
    session?: { accountId?: string };
    grantId?: string;
  };

  export class Grant {
    constructor(properties: { accountId: string; clientId: string });
    addOIDCScope(scope: string): void;
    save(): Promise<string>;
  }

  export class Provider {
    constructor(issuer: string, configuration?: Record<string, unknown>);
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<InteractionDetails>;
    interactionFinished(
      req: IncomingMessage,
      res: ServerResponse,
      result: Record<string, unknown>,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<void>;
    Grant: typeof Grant;
    on(event: string, listener: (...args: unknown[]) => void): this;
  }

  export type Policy = unknown[] & { add(prompt: unknown, index?: number): void };

  export const interactionPolicy: {
    base(): Policy;
    Prompt: new (options: { name: string; requestable?: boolean }, ...checks: unknown[]) => unknown;
  };

  export default Provider;
}
