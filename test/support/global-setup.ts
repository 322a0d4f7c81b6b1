/**
 * Finds out once, before any test file runs, whether the PostgreSQL named by
 * TEST_DATABASE_URL answers. The store suites run on it when it does; when it does not they
 * are skipped with one visible line, except under CI=true, where that is a failure.
 */
import pg from "pg";
import type { TestProject } from "vitest/node";

export const DEFAULT_TEST_DATABASE_URL = "postgres://postgres@127.0.0.1:5432/test";

declare module "vitest" {
  export interface ProvidedContext {
    /** The reachable PostgreSQL URL for store tests, or null when there is none. */
    postgresUrl: string | null;
  }
}

async function answers(url: string): Promise<string | null> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query("select 1");
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  } finally {
    await client.end().catch(() => undefined);
  }
}

export default async function setup(project: TestProject): Promise<void> {
  const url = process.env.TEST_DATABASE_URL ?? DEFAULT_TEST_DATABASE_URL;
  const problem = await answers(url);
  if (problem !== null) {
    if (process.env.CI === "true") {
      throw new Error(`CI=true but PostgreSQL at TEST_DATABASE_URL does not answer: ${problem}`);
    }
    process.stdout.write(
      `PostgreSQL store tests skipped: no PostgreSQL answers at TEST_DATABASE_URL (${problem})\n`,
    );
  }
  project.provide("postgresUrl", problem === null ? url : null);
}
