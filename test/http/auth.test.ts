/**
 * The bearer-token authenticator: owners from tokens, refusals that say why, `local` without
 * tokens.
 */
import { describe, expect, it } from "vitest";
import { LOCAL_OWNER } from "../../src/config/config.js";
import { createAuthenticator } from "../../src/http/auth.js";
import { ALICE, BOB } from "./http-harness.js";

describe("authenticator", () => {
  describe("with tokens configured", () => {
    const authenticator = createAuthenticator([ALICE, BOB]);

    it("is required", () => {
      expect(authenticator.required).toBe(true);
    });

    it.each([
      [`Bearer ${ALICE.token}`, ALICE.owner],
      [`Bearer ${BOB.token}`, BOB.owner],
      [`bearer ${BOB.token}`, BOB.owner],
      [`BEARER   ${ALICE.token} `, ALICE.owner],
    ])("maps %j to its owner", (header, owner) => {
      expect(authenticator.authenticate(header)).toEqual({ ok: true, owner });
    });

    it.each([
      [undefined, "missing Authorization header"],
      ["", "missing Authorization header"],
      ["Bearer", "not of the form `Bearer TOKEN`"],
      [`Token ${ALICE.token}`, "not of the form `Bearer TOKEN`"],
      [`Bearer ${ALICE.token} extra`, "not of the form `Bearer TOKEN`"],
      [`Bearer ${ALICE.token.slice(0, -1)}`, "not one of the configured API tokens"],
      [`Bearer ${ALICE.token}0`, "not one of the configured API tokens"],
      ["Bearer x", "not one of the configured API tokens"],
    ])("refuses %j as unauthorized", (header, problem) => {
      const authentication = authenticator.authenticate(header);
      expect(authentication.ok).toBe(false);
      if (!authentication.ok) {
        expect(authentication.error.code).toBe("unauthorized");
        expect(authentication.error.message).toContain(problem);
      }
    });

    it("never echoes the presented token", () => {
      const authentication = authenticator.authenticate("Bearer guessed-secret-value");
      expect(JSON.stringify(authentication)).not.toContain("guessed-secret-value");
    });
  });

  describe("without tokens", () => {
    const authenticator = createAuthenticator([]);

    it("is not required and acts as owner local whatever the header", () => {
      expect(authenticator.required).toBe(false);
      expect(authenticator.authenticate(undefined)).toEqual({ ok: true, owner: LOCAL_OWNER });
      expect(authenticator.authenticate("Bearer anything")).toEqual({
        ok: true,
        owner: LOCAL_OWNER,
      });
    });
  });
});
