import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { IMAGE_WIDTHS } from '../../../shared/api/catalogue';

export type SourceType = 'jpeg' | 'png' | 'webp';

/**
 * The uploaded file's real type from its first bytes (the file name and the declared content type
 * are the client's word, not evidence): JPEG FF D8 FF, PNG's 8-byte signature, WebP RIFF....WEBP.
 */
export function detectImageType(b: Buffer): SourceType | undefined {
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'jpeg';
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (b.length >= 8 && png.every((v, i) => b[i] === v)) return 'png';
  if (
    b.length >= 12 &&
    b.toString('latin1', 0, 4) === 'RIFF' &&
    b.toString('latin1', 8, 12) === 'WEBP'
  )
    return 'webp';
  return undefined;
}

export type ImageVariant = {
  /** the size key (one of IMAGE_WIDTHS) */
  width: number;
  pixelWidth: number;
  pixelHeight: number;
  contentType: 'image/webp';
  etag: string;
  bytes: Buffer;
};

/** Decompression bombs stop here: a 40-megapixel image is more than any product photo needs. */
const MAX_INPUT_PIXELS = 40_000_000;

/**
 * Resizes an image to every width the pages use (IMAGE_WIDTHS), as WebP, never enlarging a small
 * original; EXIF orientation is applied and metadata (GPS and the like) dropped. Throws when the
 * bytes do not decode.
 */
export async function makeVariants(input: Buffer): Promise<ImageVariant[]> {
  const base = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate();
  const meta = await base.metadata();
  if (!meta.width || !meta.height) throw new Error('image has no size');
  const out: ImageVariant[] = [];
  for (const width of IMAGE_WIDTHS) {
    const { data, info } = await base
      .clone()
      .resize({ width, withoutEnlargement: true })
      .webp({ quality: width <= 320 ? 78 : 80, effort: 2 })
      .toBuffer({ resolveWithObject: true });
    out.push({
      width,
      pixelWidth: info.width,
      pixelHeight: info.height,
      contentType: 'image/webp',
      etag: `"${createHash('sha256').update(data).digest('base64url').slice(0, 32)}"`,
      bytes: data,
    });
  }
  return out;
}
