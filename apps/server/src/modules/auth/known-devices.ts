import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply } from 'fastify';

/**
 * A browser that has signed in to an account (or opened its reset link) before: its sign-ins have an
 * allowance of their own, so strangers guessing the password elsewhere cannot lock the owner out.
 */
export const DEVICE_COOKIE = 'device';
const DEVICE_DAYS = 365;

export interface DeviceOwner {
  id: number;
  passwordHash: string;
}

/**
 * The MAC of a device token, keyed by the account's password hash: a secret of the server's that no
 * browser sees, and that a new password changes, which ends every device token made with the old one.
 */
function deviceMac(owner: DeviceOwner, deviceId: string): Buffer {
  return createHmac('sha256', owner.passwordHash).update(`${owner.id}.${deviceId}`).digest();
}

/** `userId.deviceId.mac`: a random device id, bound to the account and its current password. */
export function newDeviceToken(owner: DeviceOwner): string {
  const deviceId = randomBytes(16).toString('base64url');
  return `${owner.id}.${deviceId}.${deviceMac(owner, deviceId).toString('base64url')}`;
}

/** The device id when `token` was made for this account and its current password, else undefined. */
export function knownDeviceId(token: string | undefined, owner: DeviceOwner | undefined): string | undefined {
  if (!token || !owner || token.length > 200) return undefined;
  const [userId, deviceId, mac] = token.split('.');
  if (userId !== String(owner.id) || !deviceId || !mac) return undefined;
  const expected = deviceMac(owner, deviceId);
  const given = Buffer.from(mac, 'base64url');
  return given.length === expected.length && timingSafeEqual(given, expected) ? deviceId : undefined;
}

/** Marks this browser as a known device of the account (only sign-in reads it). */
export function setDeviceCookie(reply: FastifyReply, owner: DeviceOwner, secure: boolean): void {
  reply.setCookie(DEVICE_COOKIE, newDeviceToken(owner), {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: '/api',
    maxAge: DEVICE_DAYS * 24 * 3600,
  });
}
