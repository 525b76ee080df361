/**
 * Password hashing with PBKDF2-SHA256 over WebCrypto, so the same code runs in Workers, Node 20 and
 * the seed script. Hash and salt are stored as hex; the iteration count is stored per user so it can
 * be raised later without breaking existing passwords.
 */
import { constantTimeEqual, toHex } from './crypto';

const KEY_BYTES = 32;
const SALT_BYTES = 16;

export interface PasswordHash {
  hash: string;
  salt: string;
  iterations: number;
}

function fromHex(hex: string): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(hex.length / 2);
  for (let i = 0; i < out.length; i++) out[i] = parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return out;
}

async function derive(password: string, salt: Uint8Array<ArrayBuffer>, iterations: number): Promise<string> {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(password), 'PBKDF2', false, ['deriveBits']);
  const bits = await crypto.subtle.deriveBits({ name: 'PBKDF2', hash: 'SHA-256', salt, iterations }, key, KEY_BYTES * 8);
  return toHex(bits);
}

export async function hashPassword(password: string, iterations = 100_000): Promise<PasswordHash> {
  const salt = crypto.getRandomValues(new Uint8Array(SALT_BYTES));
  return { hash: await derive(password, salt, iterations), salt: toHex(salt), iterations };
}

export async function verifyPassword(password: string, hash: string, salt: string, iterations: number): Promise<boolean> {
  if (!/^[0-9a-f]*$/i.test(salt) || salt.length % 2 !== 0 || !(iterations > 0)) return false;
  const candidate = await derive(password, fromHex(salt), iterations);
  return constantTimeEqual(candidate, hash.toLowerCase());
}
