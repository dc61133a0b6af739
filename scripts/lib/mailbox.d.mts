// The types of mailbox.mjs, for the TypeScript that imports it (gateway/test/support/mailbox.ts, e2e/).
export interface Letter {
  to: string;
  subject: string;
  text: string;
}
export function startMailbox(options?: {
  accepts?: (address: string) => boolean;
  onLetter?: (letter: Letter) => void;
}): Promise<{ port: number; letters: Letter[]; close: () => Promise<void> }>;
export function e2eLettersFile(port: string | number): string;
export const E2E_MAIL_DOMAIN: string;
