import type { AppealReceipt, AppealRefusal } from '@lyceum/contract/appeal';

/** The API's answer to an appeal: its receipt, or its refusal as the page's form post names one. */
export type SendOutcome = { receipt: AppealReceipt } | { refused: AppealRefusal };

interface Envelope {
  success?: boolean;
  content?: AppealReceipt;
  code?: string;
  errors?: Record<string, string>;
}

/** Sends the form (its fields, files and solved challenge) to the API. A network failure is a refusal like any. */
export async function sendAppeal(form: FormData): Promise<SendOutcome> {
  let status = 0;
  let body: Envelope | null = null;
  try {
    const response = await fetch('/api/public/appeals', { method: 'POST', body: form, headers: { Accept: 'application/json' } });
    status = response.status;
    body = (await response.json().catch(() => null)) as Envelope | null;
  } catch {
    return { refused: { code: 'NETWORK', fields: [] } };
  }
  if (status >= 200 && status < 300 && body?.success && body.content) return { receipt: body.content };
  return { refused: { code: body?.code ?? `HTTP_${status}`, fields: Object.keys(body?.errors ?? {}) } };
}
