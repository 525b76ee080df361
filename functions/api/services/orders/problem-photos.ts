/**
 * Problem photos (issue 32): kept in R2 (binding PROBLEM_PHOTOS; wrangler dev and the tests get
 * miniflare's local R2), read back only through a route that checks who asks (the ticket's shopper,
 * or staff of its branch). Without the binding, as on a deploy that has not created the bucket,
 * photos are off with a clear message and the report itself still works.
 */
import { addPhotoRow, listPhotos, photoKeysOfCustomer, type PhotoRow, type TicketRow } from '../../db/orders';
import type { Env } from '../../env';
import { ShopError } from '../../errors';
import { checkPhoto } from '../../../../src/lib/domain/orders/problem-photos';
import { MAX_PHOTOS, PROBLEM_MSG } from '../../../../src/lib/domain/orders/problem-tickets';
import { said } from '../../../../src/lib/domain/i18n/said';

/** The bucket, or null when this deploy has none (wrangler.toml [[r2_buckets]] PROBLEM_PHOTOS). */
export function photoBucket(env: Env): R2Bucket | null {
  return (env as { PROBLEM_PHOTOS?: R2Bucket }).PROBLEM_PHOTOS ?? null;
}

/** Adds one photo to a ticket still being handled; returns the photos' slots afterwards. */
export async function addProblemPhoto(env: Env, ticket: TicketRow, bytes: Uint8Array, now: number): Promise<number[]> {
  const bucket = photoBucket(env);
  if (!bucket) {
    console.error('PROBLEM PHOTOS OFF: no PROBLEM_PHOTOS R2 binding; a shopper could not add a photo');
    throw new ShopError(said('srv.ticket.photosOff'), 503);
  }
  const checked = checkPhoto(bytes);
  if (!checked.ok) throw new ShopError(said(`srv.ticket.${checked.refusal}`), checked.refusal === 'photoTooLarge' ? 413 : 415);
  if (ticket.state === 'resolved') throw new ShopError(PROBLEM_MSG.alreadyResolved(ticket.ticket_no), 409);
  if ((await listPhotos(env.DB, ticket.id)).length >= MAX_PHOTOS) throw new ShopError(said('srv.ticket.photoLimit'), 409);
  const key = `tickets/${ticket.ticket_no}/${crypto.randomUUID()}`;
  await bucket.put(key, bytes, { httpMetadata: { contentType: checked.type } });
  const held = await addPhotoRow(env.DB, { ticketId: ticket.id, key, type: checked.type, bytes: bytes.length, now, max: MAX_PHOTOS });
  if (!held) {
    // a racing upload took the last slot: this object belongs to no ticket
    await bucket.delete(key);
    throw new ShopError(said('srv.ticket.photoLimit'), 409);
  }
  return (await listPhotos(env.DB, ticket.id)).map((p) => p.slot);
}

/** A ticket's photo for an authorised reader: its bytes and type, or null when there is none. */
export async function readProblemPhoto(
  env: Env,
  ticketId: number,
  slot: number,
): Promise<{ body: ReadableStream; photo: PhotoRow } | null> {
  const bucket = photoBucket(env);
  const photo = (await listPhotos(env.DB, ticketId)).find((p) => p.slot === slot);
  if (!bucket || !photo) return null;
  const obj = await bucket.get(photo.object_key);
  return obj ? { body: obj.body, photo } : null;
}

/** The R2 keys of a customer's ticket photos, read before their account's erasure deletes the rows. */
export function customerPhotoKeys(env: Env, userId: number): Promise<string[]> {
  return photoKeysOfCustomer(env.DB, userId);
}

/**
 * After an account's erasure (DPDP): its ticket photos leave R2 too, not only their rows. A bucket
 * that refuses is logged with the keys so they can be deleted by hand; the erasure itself stands.
 */
export async function erasePhotos(env: Env, keys: readonly string[]): Promise<void> {
  const bucket = photoBucket(env);
  if (!bucket || keys.length === 0) return;
  try {
    // R2 deletes up to 1,000 keys per call; a shopper has at most a few tickets of 3 photos
    for (let i = 0; i < keys.length; i += 1000) await bucket.delete(keys.slice(i, i + 1000));
  } catch (err) {
    console.error(`PHOTO ERASURE FAILED for ${keys.length} object(s), delete by hand: ${keys.join(', ')}`, err);
  }
}
