/**
 * The answers of the two upload routes, typed from the routes through the typed core. Types only:
 * an upload sends bytes or a form of files, not JSON, so it goes with a bare fetch (resize.ts,
 * picture-resize.ts), and only its answer is read.
 */
import type { AnswerOf, Api, RefusalBody } from './typed-core';

interface Uploads {
  'problems/:ticket/photos': Api['problems'][':ticket']['photos']['$post'];
  'staff/catalogue/:id/picture': Api['staff']['catalogue'][':id']['picture']['$post'];
}

/** What an upload route answers, read with `await res.json()`: the route's own answer or a refusal. */
export type UploadAnswer<P extends keyof Uploads> = AnswerOf<Uploads[P]> | RefusalBody;
