export interface SmsProvider {
  /** Delivers one text to a 10-digit Indian mobile number; rejects when it could not. */
  send(phone: string, body: string): Promise<void>;
}
