import { enforceLimits, type RateLimiter, type RateLimitStore } from '#src/modules/auth/rate-limiter';

const MEGABYTE = 1024 * 1024;
const HOUR = 60 * 60_000;

/** The bytes visitors who are not signed in may upload in an hour: from one address, and all together. */
export interface AnonymousUploadCaps {
  perAddress: RateLimiter;
  total: RateLimiter;
}

export function createAnonymousUploadCaps(
  store: RateLimitStore,
  { perAddressMb, totalMb }: { perAddressMb: number; totalMb: number },
): AnonymousUploadCaps {
  return {
    perAddress: store.limiter('upload-bytes-address', { limit: perAddressMb * MEGABYTE, windowMs: HOUR }),
    total: store.limiter('upload-bytes-total', { limit: totalMb * MEGABYTE, windowMs: HOUR }),
  };
}

/** Counts an anonymous upload's bytes, or answers 429 when its address or all visitors are over the cap. */
export async function chargeAnonymousUpload(
  caps: AnonymousUploadCaps,
  address: string,
  bytes: number,
): Promise<void> {
  await enforceLimits([caps.perAddress, address, bytes], [caps.total, 'all', bytes]);
}
