export interface EmailMessage {
  to: string;
  subject: string;
  /** plain text */
  body: string;
}

export interface EmailProvider {
  /** Rejects when the message could not be handed over. */
  send(message: EmailMessage): Promise<void>;
}
