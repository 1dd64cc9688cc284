import { createHmac, timingSafeEqual } from 'node:crypto';

/** Hex HMAC-SHA256, the provider's signature over `order_id|payment_id` (checkout) or the raw body (webhooks). */
export function hmacHex(secret: string, message: string | Buffer): string {
  return createHmac('sha256', secret).update(message).digest('hex');
}

/** Compares in constant time, so the time taken reveals nothing of the expected signature. */
export function signatureMatches(secret: string, message: string | Buffer, signature: string): boolean {
  const expected = Buffer.from(hmacHex(secret, message), 'utf8');
  const given = Buffer.from(signature, 'utf8');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export function checkoutSignatureMessage(gatewayOrderId: string, gatewayPaymentId: string): string {
  return `${gatewayOrderId}|${gatewayPaymentId}`;
}
