// What a file is, read from its first bytes: a name or a declared type proves nothing (a text file renamed .pdf).
export type DetectedType = "application/pdf" | "image/png" | "image/jpeg" | "image/webp";

const startsWith = (data: Buffer, bytes: number[], offset = 0) =>
  data.length >= offset + bytes.length && bytes.every((b, i) => data[offset + i] === b);

export function detectFileType(data: Buffer): DetectedType | undefined {
  if (startsWith(data, [0x25, 0x50, 0x44, 0x46, 0x2d])) return "application/pdf";
  if (startsWith(data, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  if (startsWith(data, [0xff, 0xd8, 0xff])) return "image/jpeg";
  if (startsWith(data, [0x52, 0x49, 0x46, 0x46]) && startsWith(data, [0x57, 0x45, 0x42, 0x50], 8)) return "image/webp";
  return undefined;
}

export const extensionOf: Record<DetectedType, string> = {
  "application/pdf": "pdf",
  "image/png": "png",
  "image/jpeg": "jpg",
  "image/webp": "webp",
};

/** The type a storage key's extension names (a signed upload link allows exactly that type). */
export function typeOfKey(key: string): DetectedType | undefined {
  const extension = key.slice(key.lastIndexOf(".") + 1).toLowerCase();
  return (Object.keys(extensionOf) as DetectedType[]).find((type) => extensionOf[type] === extension);
}

/** How a type is named in messages: "PDF", "PNG". */
export const typeLabel = (type: DetectedType) => type.split("/")[1]?.toUpperCase() ?? type;
