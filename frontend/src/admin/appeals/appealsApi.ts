import type {
  AppealDetail,
  AppealDueCounts,
  AppealOfficer,
  AppealRow,
  AppealStatistics,
  appealStatusChange,
} from '@lyceum/contract/api/appeal-inbox';
import type { Locale } from '@lyceum/contract/locales';
import type { Paged } from '../../api/types';
import type { z } from 'zod';
import { adminFile, adminRequest } from '../api/client';
import { adminRead, query } from '../api/read';
import { saveFile } from '../ui/saveFile';
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
  /** The director's figures for a year (the current one when left out): the `appeals.statistics` permission's. */
  statistics: (year: number | undefined) =>
    adminRead<AppealStatistics>(`${APPEALS}/statistics${year === undefined ? '' : `?year=${year}`}`),
};

/**
 * The inbox's downloads, each fetched with the signed-in officer's token (the gateway gives them to no one else) and
 * saved under the name the gateway gives it: one of the citizen's files and the export for the citizen (both recorded
 * in the appeal's history), and a year's statistics as CSV, headed in `lang`.
 */
const save = async (path: string, name: string) => saveFile(await adminFile(path), name);
export const appealDownloads = {
  file: (number: string, position: number, name: string) => save(`${appealPath(number)}/files/${position}`, name),
  export: (number: string) => save(`${appealPath(number)}/export`, `appeal-${number}.zip`),
  statistics: (year: number, lang: Locale) => save(`${APPEALS}/statistics.csv?${query({ year, lang })}`, `appeals-${year}.csv`),
};
