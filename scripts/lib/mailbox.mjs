import { tmpdir } from 'node:os';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/**
 * A mail server on loopback for tests (the gateway's and the browser tests' stack): it takes every letter for a
 * recipient `accepts` allows, parses it, keeps it in `letters` and hands it to `onLetter`; any other recipient it
 * refuses with 550, quoting the address, as real servers do.
 *
 * @param {{ accepts?: (address: string) => boolean, onLetter?: (letter: { to: string, subject: string, text: string }) => void }} [options]
 */
export async function startMailbox({ accepts = () => true, onLetter = () => {} } = {}) {
  /** @type {{ to: string, subject: string, text: string }[]} */
  const letters = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (accepts(address.address)) return callback();
      const refused = Object.assign(new Error(`5.1.1 <${address.address}>: Recipient address rejected`), { responseCode: 550 });
      callback(refused);
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          const letter = {
            to: session.envelope.rcptTo.map((to) => to.address).join(','),
            subject: mail.subject ?? '',
            text: mail.text ?? '',
          };
          letters.push(letter);
          onLetter(letter);
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.server.address());
  return { port, letters, close: () => new Promise((resolve) => server.close(() => resolve(undefined))) };
}

/** The browser tests' stack keeps the letters it is sent here, one JSON line each (scripts/stack/e2e-stack.mjs). */
export const e2eLettersFile = (port) => `${tmpdir()}/lyceum-e2e-${port}-letters.jsonl`;
/** The recipients the browser tests' mail server takes; the team's invitations (to @lyceum.test) it refuses, so they are shown as links. */
export const E2E_MAIL_DOMAIN = 'citizen.test';
