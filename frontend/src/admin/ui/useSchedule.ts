import { adminRequest } from '../api/client';
import { saveWithToast } from '../crud/saveWithToast';
import { useUiLang } from '../messages/useUiLang';

type ScheduleKind = 'news' | 'page';

/** Sets or cancels the time a draft is published by itself (PUT and DELETE /api/v1/schedule), with the admin-language toast. */
export function useSchedule() {
  const { t } = useUiLang();
  return {
    set: (kind: ScheduleKind, id: string, publishAt: string) =>
      saveWithToast(() => adminRequest('PUT', '/api/v1/schedule', { kind, id, publishAt }), { saved: t.schedule.saved }),
    cancel: (kind: ScheduleKind, id: string) =>
      saveWithToast(() => adminRequest('DELETE', `/api/v1/schedule/${kind}/${encodeURIComponent(id)}`), { saved: t.schedule.cancelled }),
  };
}
