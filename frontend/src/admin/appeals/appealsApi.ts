import type { AppealDetail, AppealDueCounts, AppealOfficer, AppealRow, appealStatusChange } from '@lyceum/contract/api/appeal-inbox';
import type { Paged } from '../../api/types';
import type { z } from 'zod';
import { AdminApiError, adminRequest, type Refusal } from '../api/client';
import { adminRead, query } from '../api/read';
import { readToken } from '../auth/token';
import { INBOX_SIZE, type InboxFilters } from './inboxFilters';

const APPEALS = '/api/v1/appeals';
const appealPath = (number: string) => `${APPEALS}/${encodeURIComponent(number)}`;

/**
 * The reception's inbox (docs/appeals.md, "The inbox"): the list and its counts read freely; one appeal's read is
 * recorded in its history, so a screen reads it once and takes every act's answer (the appeal as it now stands) in its place.
 */
export const appealsApi = {
  page: (filters: InboxFilters, page: number) => adminRead<Paged<AppealRow>>(`${APPEALS}?${query({ page, size: INBOX_SIZE, ...filters })}`),
  due: adminRead<AppealDueCounts>(`${APPEALS}/due`),
  officers: adminRead<AppealOfficer[]>(`${APPEALS}/officers`),
  appeal: (number: string) => adminRead<AppealDetail>(appealPath(number)),
  /** `null`: nobody. */
  assign: (number: string, assignee: string | null) => adminRequest<AppealDetail>('PUT', `${appealPath(number)}/assignee`, { assignee }),
  setStatus: (number: string, status: z.infer<typeof appealStatusChange>['status']) =>
    adminRequest<AppealDetail>('PUT', `${appealPath(number)}/status`, { status }),
  addNote: (number: string, text: string) => adminRequest<AppealDetail>('POST', `${appealPath(number)}/notes`, { text }),
  extend: (number: string, reason: string) => adminRequest<AppealDetail>('POST', `${appealPath(number)}/extension`, { reason }),
  answer: (number: string, text: string) => adminRequest<AppealDetail>('POST', `${appealPath(number)}/answer`, { text }),
  retryLetter: (number: string, letter: string) =>
    adminRequest<AppealDetail>('POST', `${appealPath(number)}/letters/${encodeURIComponent(letter)}/retry`),
};

/**
 * Saves one of an appeal's files: fetched with the signed-in officer's token (the gateway gives it to no one else, and
 * records the download), then handed to the browser as a download under its name through an object URL.
 */
export async function downloadAppealFile(number: string, position: number, name: string): Promise<void> {
  const token = readToken();
  const response = await fetch(`${appealPath(number)}/files/${position}`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  }).catch((error: Error) => {
    throw new AdminApiError(0, error.message);
  });
  if (!response.ok) {
    const refusal = (await response.json().catch(() => null)) as Refusal | null;
    throw new AdminApiError(response.status, `HTTP ${response.status}`, refusal);
  }
  const url = URL.createObjectURL(await response.blob());
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = name;
    link.rel = 'noopener';
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // Not at once: some browsers read the address after the click's task.
    setTimeout(() => URL.revokeObjectURL(url), 30_000);
  }
}
