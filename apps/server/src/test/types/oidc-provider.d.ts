/**
 * The part of oidc-provider (v9, test-only dependency, ships no types) that
 * src/test/oidc-provider.ts uses. Kept small on purpose: widen it when a test needs more.
 */
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export type ClaimsValue = string | number | boolean | null | undefined | Record<string, unknown>;

  export interface Account {
    accountId: string;
    claims(use: string, scope: string): Promise<Record<string, ClaimsValue>> | Record<string, ClaimsValue>;
  }

  export interface ClientMetadata {
    client_id: string;
    client_secret?: string;
    redirect_uris?: string[];
    grant_types?: string[];
    response_types?: string[];
    token_endpoint_auth_method?: 'client_secret_basic' | 'client_secret_post' | 'none';
    id_token_signed_response_alg?: string;
  }

  export interface InteractionResults {
    login?: { accountId: string; remember?: boolean };
    consent?: { grantId?: string };
    error?: string;
    error_description?: string;
  }

  export interface KoaContextWithOIDC {
    oidc: { result?: InteractionResults; session?: { accountId?: string } };
  }

  export interface Interaction {
    uid: string;
    returnTo: string;
    prompt: { name: string; reasons: string[]; details: Record<string, unknown> };
    params: Record<string, unknown>;
    grantId?: string;
    session?: { accountId?: string };
  }

  export interface GrantInstance {
    addOIDCScope(scope: string): void;
    addOIDCClaims(claims: string[]): void;
    save(): Promise<string>;
  }

  export interface Adapter {
    upsert(id: string, payload: Record<string, unknown>, expiresIn?: number): Promise<void>;
    find(id: string): Promise<Record<string, unknown> | undefined>;
    findByUid(uid: string): Promise<Record<string, unknown> | undefined>;
    findByUserCode(userCode: string): Promise<Record<string, unknown> | undefined>;
    consume(id: string): Promise<void>;
    destroy(id: string): Promise<void>;
    revokeByGrantId(grantId: string): Promise<void>;
  }

  export interface Configuration {
    adapter?: (model: string) => Adapter;
    clients?: ClientMetadata[];
    jwks?: { keys: Array<Record<string, unknown>> };
    cookies?: { keys?: string[] };
    claims?: Record<string, string[]>;
    conformIdTokenClaims?: boolean;
    findAccount?: (
      ctx: KoaContextWithOIDC,
      sub: string,
    ) => Promise<Account | undefined> | Account | undefined;
    features?: {
      devInteractions?: { enabled: boolean };
      [feature: string]: { enabled: boolean; [option: string]: unknown } | undefined;
    };
    interactions?: {
      policy?: interactionPolicy.Prompt[];
      url?: (ctx: KoaContextWithOIDC, interaction: Interaction) => Promise<string> | string;
    };
    pkce?: { required?: (ctx: KoaContextWithOIDC, client: unknown) => boolean };
    renderError?: (
      ctx: { type: string; body: unknown },
      out: Record<string, string>,
      error: Error,
    ) => Promise<void>;
    responseTypes?: string[];
    ttl?: Record<string, number>;
  }

  export namespace interactionPolicy {
    type CheckResult = boolean;
    class Check {
      static REQUEST_PROMPT: true;
      static NO_NEED_TO_PROMPT: false;
      constructor(reason: string, description: string, check: (ctx: KoaContextWithOIDC) => CheckResult);
    }
    interface Checks extends Array<Check> {
      add(check: Check, index?: number): void;
    }
    class Prompt {
      name: string;
      checks: Checks;
    }
    interface Policy extends Array<Prompt> {
      get(name: string): Prompt | undefined;
    }
    function base(): Policy;
  }

  export default class Provider {
    constructor(issuer: string, configuration?: Configuration);
    readonly issuer: string;
    readonly Grant: new (properties: {
      accountId: string;
      clientId: string;
    }) => GrantInstance;
    callback(): (req: IncomingMessage, res: ServerResponse) => Promise<void>;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<Interaction>;
    interactionFinished(
      req: IncomingMessage,
      res: ServerResponse,
      result: InteractionResults,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<void>;
    on(event: 'server_error', listener: (ctx: unknown, error: Error) => void): this;
  }
}
