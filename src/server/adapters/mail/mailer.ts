export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** Sends one e-mail; resolves once the message is handed over (written to disk or accepted by SMTP). */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
}

/** Every http(s) link in a text, in order (the embedded mailer prints them for the developer). */
export function linksIn(text: string): string[] {
  return text.match(/https?:\/\/[^\s<>"]+/g) ?? [];
}
