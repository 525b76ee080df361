/** The provider's settlements could not be read (unreachable, refused, an answer not understood). */
export class SettlementsUnavailable extends Error {}
