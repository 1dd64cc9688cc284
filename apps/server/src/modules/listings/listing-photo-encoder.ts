import { LISTING_PHOTO_WIDTHS } from '@bulk/domain/listings';
import sharp from 'sharp';
import { AppError } from '#src/lib/app-error';

/** Past this many pixels a photo is refused before it is decoded: a small file can unpack to gigabytes. */
export const MAX_PHOTO_PIXELS = 50_000_000;

const PHOTO_FORMATS = new Set(['jpeg', 'png', 'webp']);
const NOT_A_PHOTO = 'The photo must be a JPEG, PNG or WebP image.';

/** Pads a photo to the square frame: white, like the page behind it, so nothing of the goods is cut off. */
const BACKGROUND = { r: 255, g: 255, b: 255, alpha: 1 };

export interface EncodedPhoto {
  width: number;
  content: Buffer;
}

/**
 * Checks that `content` is a JPEG, PNG or WebP image by decoding it (its name and declared type are
 * ignored), and re-encodes it as square WebP images at `LISTING_PHOTO_WIDTHS`: turned upright by its
 * EXIF orientation, padded (never cropped) to the square, transparency on white, every metadata block
 * (EXIF with its GPS position, XMP, ICC) dropped, as sharp does unless asked to keep them.
 */
export async function encodeListingPhoto(content: Buffer): Promise<EncodedPhoto[]> {
  const image = sharp(content, { limitInputPixels: MAX_PHOTO_PIXELS, failOn: 'error' });
  let metadata: sharp.Metadata;
  try {
    metadata = await image.metadata();
  } catch {
    throw refused('UNSUPPORTED_MEDIA_TYPE', NOT_A_PHOTO);
  }
  if (!metadata.format || !PHOTO_FORMATS.has(metadata.format) || (metadata.pages ?? 1) > 1) {
    throw refused('UNSUPPORTED_MEDIA_TYPE', NOT_A_PHOTO);
  }
  if ((metadata.width ?? 0) * (metadata.height ?? 0) > MAX_PHOTO_PIXELS) {
    throw refused('PAYLOAD_TOO_LARGE', 'The photo has too many pixels: at most 50 megapixels.');
  }
  try {
    return await Promise.all(
      LISTING_PHOTO_WIDTHS.map(async (width) => ({
        width,
        content: await image
          .clone()
          .rotate()
          .resize(width, width, { fit: 'contain', background: BACKGROUND })
          .flatten({ background: BACKGROUND })
          .webp({ quality: 80 })
          .toBuffer(),
      })),
    );
  } catch {
    // A header that reads but pixel data that does not: a truncated or damaged file.
    throw refused('UNSUPPORTED_MEDIA_TYPE', 'The photo could not be read: the file is damaged.');
  }
}

function refused(code: 'UNSUPPORTED_MEDIA_TYPE' | 'PAYLOAD_TOO_LARGE', message: string) {
  return new AppError(code, message, [{ field: 'photo', message }]);
}
