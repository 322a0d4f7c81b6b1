import { describe, expect, it } from "vitest";
import { RecentCache } from "../../../src/verification/text/recent-cache.js";

describe("RecentCache", () => {
  it("keeps the entries used most recently when full, and drops the oldest quarter", () => {
    const cache = new RecentCache<number>(8);
    for (let index = 0; index < 8; index++) {
      cache.set(`text ${index}`, index);
    }
    // A hit makes an entry the most recently used.
    expect(cache.get("text 0")).toBe(0);
    cache.set("text 8", 8);
    expect(cache.get("text 1")).toBeUndefined();
    expect(cache.get("text 2")).toBeUndefined();
    for (const index of [0, 3, 4, 5, 6, 7, 8]) {
      expect(cache.get(`text ${index}`)).toBe(index);
    }
  });

  it("stays within its limit however many texts pass through it", () => {
    const cache = new RecentCache<number>(100);
    for (let index = 0; index < 10_000; index++) {
      cache.set(`text ${index}`, index);
    }
    let kept = 0;
    for (let index = 0; index < 10_000; index++) {
      kept += cache.get(`text ${index}`) === undefined ? 0 : 1;
    }
    expect(kept).toBeLessThanOrEqual(100);
    expect(cache.get("text 9999")).toBe(9999);
  });
});
