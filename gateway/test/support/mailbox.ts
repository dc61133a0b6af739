import { startMailbox } from '../../../scripts/lib/mailbox.mjs';

export interface Letter {
  to: string;
  subject: string;
  text: string;
}

/** A mail server on loopback that keeps what it is sent, parsed; while `control.refusing` is set it refuses every recipient. */
export async function mailbox() {
  const control = { refusing: false };
  const server = await startMailbox({ accepts: () => !control.refusing });
  return { ...server, control };
}
