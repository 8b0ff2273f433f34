/**
 * `content-authoring.upload-limits`: the image types and size an upload may have, checked in the
 * browser before a byte is sent (the server checks them again). The same values as the
 * contract's ASSET_TYPES and ASSET_MAX_BYTES, copied here because the contract module loads zod
 * and the browser must not (a unit test keeps the two equal).
 */
export const IMAGE_TYPES = ["image/jpeg", "image/png", "image/webp", "image/gif"] as const;
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;

export type ImageProblem = "type" | "size" | "empty" | null;

/** What is wrong with a file to upload as an image, or null. */
export function imageProblem(file: { type: string; size: number }): ImageProblem {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return "type";
  if (file.size === 0) return "empty";
  if (file.size > IMAGE_MAX_BYTES) return "size";
  return null;
}
