import type { TelegramItemState, TelegramProblem, TelegramSettings, TelegramSettingsBody } from '@lyceum/contract/api/telegram';
import { adminRequest } from '../api/client';
import { adminRead } from '../api/read';

/** Telegram channel posting (docs/telegram.md): the settings, the posts that need the editor, an item's retry and switch. */
export const telegramApi = {
  settings: adminRead<TelegramSettings>('/api/v1/telegram/settings'),
  problems: adminRead<TelegramProblem[]>('/api/v1/telegram/problems'),
  /** `token` undefined keeps the stored one, '' removes it. */
  saveSettings: (body: TelegramSettingsBody) => adminRequest<TelegramSettings>('PUT', '/api/v1/telegram/settings', body),
  retry: (id: string) => adminRequest<TelegramItemState>('POST', `/api/v1/telegram/news/${encodeURIComponent(id)}/retry`),
  posting: (id: string, posting: boolean) =>
    adminRequest<TelegramItemState>('PUT', `/api/v1/telegram/news/${encodeURIComponent(id)}/posting`, { posting }),
};
