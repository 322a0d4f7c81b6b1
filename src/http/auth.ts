/**
 * Who is asking: maps the `Authorization: Bearer TOKEN` header to the owner the token was
 * configured for. Sessions belong to owners, so every `/api` read and write runs as the
 * owner found here. With no tokens configured there is nothing to check and every request
 * acts as `local` (the configuration only allows a loopback address then).
 *
 * Tokens are compared in constant time: each candidate and each configured token is hashed
 * to a fixed-length SHA-256 digest and compared with `timingSafeEqual`, and every configured
 * token is compared whatever matched before, so neither the length nor the position of a
 * match shows in the response time.
 */
import { createHash, timingSafeEqual } from "node:crypto";
import { type ApiToken, LOCAL_OWNER } from "../config/config.js";

export type Authentication =
  | { ok: true; owner: string }
  | { ok: false; error: { code: "unauthorized"; message: string } };

export interface Authenticator {
  /** False when no tokens are configured and every request acts as `local`. */
  readonly required: boolean;
  /** Reads the owner from the value of the Authorization header (undefined when absent). */
  authenticate(authorization: string | undefined): Authentication;
}

/** The scheme and token of an `Authorization` header; the scheme is case-insensitive (RFC 7235). */
const BEARER_HEADER = /^Bearer +([^\s]+) *$/i;

function digest(token: string): Buffer {
  return createHash("sha256").update(token, "utf8").digest();
}

function refused(message: string): Authentication {
  return { ok: false, error: { code: "unauthorized", message } };
}

/** Builds the authenticator for the configured owner/token pairs. */
export function createAuthenticator(apiTokens: readonly ApiToken[]): Authenticator {
  const known = apiTokens.map((entry) => ({ owner: entry.owner, digest: digest(entry.token) }));
  if (known.length === 0) {
    return {
      required: false,
      authenticate: () => ({ ok: true, owner: LOCAL_OWNER }),
    };
  }
  return {
    required: true,
    authenticate(authorization) {
      if (authorization === undefined || authorization.trim() === "") {
        return refused("missing Authorization header: send `Authorization: Bearer TOKEN`");
      }
      const token = BEARER_HEADER.exec(authorization)?.[1];
      if (token === undefined) {
        return refused("the Authorization header is not of the form `Bearer TOKEN`");
      }
      const presented = digest(token);
      let owner: string | undefined;
      for (const entry of known) {
        const equal = timingSafeEqual(presented, entry.digest);
        if (equal && owner === undefined) owner = entry.owner;
      }
      return owner === undefined
        ? refused("the bearer token is not one of the configured API tokens")
        : { ok: true, owner };
    },
  };
}
