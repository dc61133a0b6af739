/**
 * Encryption of backup archives, in the age format (age-encryption.org, with its author's
 * library on the audited noble primitives) rather than a construction of our own: a random file
 * key and nonce per archive, the payload authenticated in 64 KiB chunks (STREAM) whose last one is
 * flagged, so a flipped byte, a cut or a reordering fails; and the `age` tool decrypts an archive
 * (`age -d`) should this code ever be gone. The key is an age passphrase (scrypt, a random salt
 * per archive) rather than an X25519 identity: only whoever holds it can make an archive that
 * passes, and it is a plain string that `openssl rand` or any password manager can make.
 */
import fs from 'node:fs';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Decrypter, Encrypter } from 'age-encryption';

export const PASSPHRASE_VARIABLE = 'BACKUP_PASSPHRASE';
const MIN_PASSPHRASE_LENGTH = 16;

/** The archive is not one this passphrase made, or was changed since: its message says which. */
export class ArchiveRejected extends Error {}

/**
 * Read in bounded chunks, paced by age's transform and the file written: an archive of any size
 * never sits in memory (a 200 MB one peaks near 100 MB, plus scrypt's 256 MiB for a second or two).
 */
const readWeb = (file) => Readable.toWeb(fs.createReadStream(file));

/** Throws unless `passphrase` is fit to encrypt with (the one `npm start` generates is 43 characters). */
export function checkPassphrase(passphrase) {
  if (!passphrase) {
    throw new Error(
      `${PASSPHRASE_VARIABLE} is not set: npm start writes one into .env on its first run (or set your own, ` +
        `e.g. openssl rand -base64 32); BACKUP_PLAINTEXT=true writes an unencrypted archive instead`,
    );
  }
  if (passphrase.length < MIN_PASSPHRASE_LENGTH) {
    throw new Error(`${PASSPHRASE_VARIABLE} is too short: use at least ${MIN_PASSPHRASE_LENGTH} characters (e.g. openssl rand -base64 32)`);
  }
}

/**
 * Writes `source` encrypted to `target`. The file is written under a `.partial` name and renamed
 * when complete, so an interrupted run never leaves something that looks like an archive.
 */
export async function encryptFile(source, target, passphrase) {
  const encrypter = new Encrypter();
  encrypter.setPassphrase(passphrase);
  const partial = `${target}.partial`;
  try {
    const ciphertext = await encrypter.encrypt(readWeb(source));
    await pipeline(Readable.fromWeb(ciphertext), fs.createWriteStream(partial, { flags: 'wx' }));
    fs.renameSync(partial, target);
  } finally {
    fs.rmSync(partial, { force: true });
  }
}

/**
 * Decrypts `source` into `target` (created, readable by this user only). Resolves only once every
 * chunk and the end of the archive are authenticated; otherwise `target` is deleted and the
 * promise rejects, with ArchiveRejected when the archive is at fault, so nothing unverified is
 * ever left to be used.
 */
export async function decryptFile(source, target, passphrase) {
  const decrypter = new Decrypter();
  decrypter.addPassphrase(passphrase);
  let plaintext;
  try {
    plaintext = await decrypter.decrypt(readWeb(source));
  } catch (error) {
    if (error.code) throw error; // reading the file failed: not the archive's fault
    // The header says how the file key is wrapped and is authenticated with that key: a wrong
    // passphrase and an altered header look alike here. A file that is no age file fails to parse.
    if (/no identity matched|invalid header HMAC|scrypt/.test(error.message)) {
      throw new ArchiveRejected(`wrong ${PASSPHRASE_VARIABLE}, or the archive's header was altered`);
    }
    if (/stream ended/.test(error.message)) throw new ArchiveRejected('the archive is damaged or incomplete (it ends after its header)');
    throw new ArchiveRejected('not a backup archive (not an age-encrypted file)');
  }
  try {
    await pipeline(Readable.fromWeb(plaintext), fs.createWriteStream(target, { flags: 'wx', mode: 0o600 }));
  } catch (error) {
    fs.rmSync(target, { force: true });
    if (error.code) throw error;
    throw new ArchiveRejected(`the archive was altered, or is damaged or incomplete (authentication failed: ${error.message})`);
  }
}
