/** The content routes as the page scripts call them (the newsletter), typed through the typed core. */
import { caller, type Api } from './typed-core';

interface Posts {
  subscribeSubmit: Api['subscribeSubmit']['$post'];
}

/** POST /api/<path> of a content route: the route's answer or a Refusal; rejects on a network failure. */
export const contentPost = /* #__PURE__ */ caller<Posts>('POST');
