import { describe, expect, it } from "vitest";

import { ASSET_MAX_BYTES, ASSET_TYPES } from "@coop/contract/ops-content";

import { IMAGE_MAX_BYTES, IMAGE_TYPES, imageProblem } from "./content-limits.ts";

describe("image upload limits", () => {
  it("content-authoring.upload-limits: the browser's copy equals the contract's types and size", () => {
    expect([...IMAGE_TYPES]).toEqual([...ASSET_TYPES]);
    expect(IMAGE_MAX_BYTES).toBe(ASSET_MAX_BYTES);
  });

  it("content-authoring.upload-limits: refuses other types, empty files and files over 5 MB", () => {
    expect(imageProblem({ type: "image/png", size: 1000 })).toBeNull();
    expect(imageProblem({ type: "image/webp", size: IMAGE_MAX_BYTES })).toBeNull();
    expect(imageProblem({ type: "image/svg+xml", size: 1000 })).toBe("type");
    expect(imageProblem({ type: "application/pdf", size: 1000 })).toBe("type");
    expect(imageProblem({ type: "image/jpeg", size: 0 })).toBe("empty");
    expect(imageProblem({ type: "image/gif", size: IMAGE_MAX_BYTES + 1 })).toBe("size");
  });
});
