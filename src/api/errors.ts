/**
 * The client's typed errors. Callers switch on the class (or `kind`); every error carries the
 * method, path and status of the request and the upstream body, and never the API key.
 */

export interface RequestInfo {
  method: string;
  /** Path with query string; never holds a key (keys travel in a header). */
  path: string;
  status?: number;
  /** The upstream body as received (parsed JSON, text, or undefined), for logs. */
  body?: unknown;
}

export abstract class CommunityApiError extends Error {
  abstract readonly kind: string;
  readonly method: string;
  readonly path: string;
  readonly status?: number;
  readonly body?: unknown;
  constructor(message: string, info: RequestInfo, options?: { cause?: unknown }) {
    super(message, options);
    this.name = new.target.name;
    this.method = info.method;
    this.path = info.path;
    this.status = info.status;
    this.body = info.body;
  }
}

/** Input refused before any request was sent. `field` names the option at fault. */
export class ValidationError extends Error {
  readonly kind = 'validation' as const;
  constructor(readonly issues: { field: string; message: string }[]) {
    super(issues.map((i) => i.message).join('; '));
    this.name = 'ValidationError';
  }
  get field(): string {
    return this.issues[0]?.field ?? '';
  }
}

/** 401 or 403: the key is wrong, revoked, or the community's plan lacks the feature. */
export class AuthError extends CommunityApiError {
  readonly kind = 'auth' as const;
  /** 403 is also what the service answers when the plan does not include the endpoint. */
  get maybePlan(): boolean {
    return this.status === 403;
  }
}

export class NotFoundError extends CommunityApiError {
  readonly kind = 'not-found' as const;
}

export class RateLimitedError extends CommunityApiError {
  readonly kind = 'rate-limited' as const;
  constructor(
    message: string,
    info: RequestInfo,
    /** How long to wait before trying again. */
    readonly retryAfterMs: number,
    options?: { cause?: unknown },
  ) {
    super(message, info, options);
  }
}

/** Any other 4xx: the service refused the request; `upstreamMessage` says why when it did. */
export class RejectedError extends CommunityApiError {
  readonly kind = 'rejected' as const;
  constructor(
    message: string,
    info: RequestInfo,
    readonly upstreamMessage?: string,
  ) {
    super(message, info);
  }
}

export class UpstreamError extends CommunityApiError {
  readonly kind = 'upstream' as const;
}

export class TimeoutError extends CommunityApiError {
  readonly kind = 'timeout' as const;
  /** A write that timed out may still have been applied upstream. */
  get outcomeUnknown(): boolean {
    return this.method !== 'GET';
  }
}

export class NetworkError extends CommunityApiError {
  readonly kind = 'network' as const;
  /**
   * True when the request never left: the connection was refused, the host name did not
   * resolve, or the client was closed before sending. A write that was not sent did not happen.
   */
  readonly notSent: boolean;
  constructor(message: string, info: RequestInfo, options?: { cause?: unknown; notSent?: boolean }) {
    super(message, info, options);
    this.notSent = options?.notSent ?? false;
  }
  get outcomeUnknown(): boolean {
    return this.method !== 'GET' && !this.notSent;
  }
}

/**
 * The request never left this process: its send slot could not be had (the shared rate limiter's
 * Redis unreachable or stalled, the write's deadline passed while it waited, the client closed),
 * or the step that must precede it (the journal's `sent`) failed. A write that was not sent did
 * not happen: it is refused, never "unknown".
 */
export class NotSentError extends CommunityApiError {
  readonly kind = 'not-sent' as const;
}

/** The response did not match the spec; `issues` name the paths at fault. */
export class SchemaError extends CommunityApiError {
  readonly kind = 'schema' as const;
  constructor(
    message: string,
    info: RequestInfo,
    readonly issues: { path: string; message: string }[],
  ) {
    super(message, info);
  }
}

export type AnyApiError =
  | AuthError
  | NotFoundError
  | RateLimitedError
  | RejectedError
  | UpstreamError
  | TimeoutError
  | NetworkError
  | NotSentError
  | SchemaError;
