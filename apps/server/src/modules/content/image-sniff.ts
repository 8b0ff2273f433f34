import type { ASSET_TYPES } from "@coop/contract/ops-content";

export type AssetType = (typeof ASSET_TYPES)[number];

const startsWith = (bytes: Buffer, magic: number[], at = 0) =>
  bytes.length >= at + magic.length && magic.every((b, i) => bytes[at + i] === b);

/**
 * `content.asset-limits`: the image type the bytes really are, by their magic numbers (JPEG
 * FF D8 FF, PNG 89 50 4E 47, GIF "GIF8", WebP "RIFF" … "WEBP"); null for anything else.
 */
export function sniffImageType(bytes: Buffer): AssetType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "image/jpeg";
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  if (startsWith(bytes, [0x47, 0x49, 0x46, 0x38])) return "image/gif";
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8))
    return "image/webp";
  return null;
}

/** Width and height read from the image's header; null when the header does not say. */
export function imageSize(
  bytes: Buffer,
  type: AssetType,
): { width: number; height: number } | null {
  try {
    switch (type) {
      case "image/png":
        return bytes.length >= 24
          ? { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) }
          : null;
      case "image/gif":
        return bytes.length >= 10
          ? { width: bytes.readUInt16LE(6), height: bytes.readUInt16LE(8) }
          : null;
      case "image/webp":
        return webpSize(bytes);
      case "image/jpeg":
        return jpegSize(bytes);
    }
  } catch {
    return null;
  }
}

function webpSize(b: Buffer) {
  const chunk = b.toString("latin1", 12, 16);
  if (chunk === "VP8 " && b.length >= 30)
    return { width: b.readUInt16LE(26) & 0x3fff, height: b.readUInt16LE(28) & 0x3fff };
  if (chunk === "VP8L" && b.length >= 25)
    return {
      width: 1 + (((b[22]! & 0x3f) << 8) | b[21]!),
      height: 1 + (((b[24]! & 0x0f) << 10) | (b[23]! << 2) | ((b[22]! & 0xc0) >> 6)),
    };
  if (chunk === "VP8X" && b.length >= 30)
    return { width: 1 + b.readUIntLE(24, 3), height: 1 + b.readUIntLE(27, 3) };
  return null;
}

function jpegSize(b: Buffer) {
  let i = 2;
  while (i + 9 < b.length) {
    if (b[i] !== 0xff) return null;
    const marker = b[i + 1]!;
    if (marker === 0xff) {
      i++;
      continue;
    }
    const length = b.readUInt16BE(i + 2);
    // Start of frame (SOF0…SOF15 but DHT C4, JPG C8 and DAC CC): precision, height, width.
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker))
      return { height: b.readUInt16BE(i + 5), width: b.readUInt16BE(i + 7) };
    i += 2 + length;
  }
  return null;
}
