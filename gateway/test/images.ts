import sharp from 'sharp';
import type { Stack } from './harness.js';

/** A real image of the given size and format, drawn locally. */
export function image(width: number, height: number, format: 'png' | 'jpeg' | 'gif' | 'webp' = 'png'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 30, g: 140, b: 70 } } })
    .toFormat(format)
    .toBuffer();
}

export function fileForm(bytes: Buffer | string, name: string, type: string): FormData {
  const form = new FormData();
  form.append('file', new Blob([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)], { type }), name);
  return form;
}

/** Uploads a fresh image through the contract and returns its stored name. */
export async function uploadImage(stack: Stack, width = 640, height = 480): Promise<string> {
  const answer = await stack.call('POST', '/api/attachment', { form: fileForm(await image(width, height), 'photo.png', 'image/png') });
  if (answer.status !== 200) throw new Error(`upload failed: ${answer.status} ${answer.text}`);
  return answer.text;
}
