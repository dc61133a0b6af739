import { MAX_UPLOAD_BYTES } from '@lyceum/contract/sizes';
import { toast } from 'react-toastify';
import { uploadFile } from '../api/client';
import type { AdminMessages } from '../messages';

/** The additional images that may be uploaded, and those skipped for size. */
export function splitBySize<T extends { size: number }>(files: T[]): { accepted: T[]; skipped: T[] } {
  return { accepted: files.filter((file) => file.size <= MAX_UPLOAD_BYTES), skipped: files.filter((file) => file.size > MAX_UPLOAD_BYTES) };
}

/**
 * Uploads a photo's additional images one by one, each toasted as it goes (in the words of `t`), with the progress of
 * the whole batch; resolves to the stored names of those that made it.
 */
export async function uploadExtras(
  files: File[],
  report: (fraction: number | null) => void,
  t: AdminMessages['gallery'],
): Promise<string[]> {
  const { accepted, skipped } = splitBySize(files);
  for (const _file of skipped) toast.warn(t.tooLarge);
  const uploaded: string[] = [];
  for (const [index, file] of accepted.entries()) {
    report(index / accepted.length);
    try {
      uploaded.push(await uploadFile(file, (fraction) => report((index + fraction) / accepted.length)));
      toast.success(t.extraUploaded(file.name));
    } catch {
      toast.error(t.extraFailed(file.name));
    }
  }
  report(null);
  return uploaded;
}
