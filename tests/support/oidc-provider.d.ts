// oidc-provider ships no type declarations; these cover what the Auth0 stand-in uses.
declare module "oidc-provider" {
  import type { IncomingMessage, ServerResponse } from "node:http";

  interface Client {
    grantTypeAllowed(type: string): boolean;
  }

  interface Interaction {
    readonly uid: string;
    readonly params: Record<string, unknown>;
  }

  interface GrantInstance {
    addOIDCScope(scope: string): void;
    save(): Promise<string>;
  }

  export default class Provider {
    constructor(
      issuer: string,
      configuration: Record<string, unknown> & {
        interactions?: { url: (ctx: unknown, interaction: Interaction) => string };
        issueRefreshToken?: (ctx: unknown, client: Client) => Promise<boolean>;
        findAccount?: (
          ctx: unknown,
          sub: string,
        ) => Promise<{ accountId: string; claims: () => Promise<Record<string, unknown>> }>;
      },
    );
    readonly Grant: new (init: {
      accountId: string;
      clientId: string;
    }) => GrantInstance;
    callback(): (request: IncomingMessage, response: ServerResponse) => void;
    on(event: "server_error", listener: (ctx: unknown, error: unknown) => void): this;
    interactionDetails(request: IncomingMessage, response: ServerResponse): Promise<Interaction>;
    interactionFinished(
      request: IncomingMessage,
      response: ServerResponse,
      result: Record<string, unknown>,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<void>;
  }
}
