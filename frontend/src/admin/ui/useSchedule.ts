import { publishingApi, type DraftKind } from '../api/publishing';
import { saveWithToast } from '../crud/saveWithToast';
import { useUiLang } from '../messages/useUiLang';

/** Sets or cancels the time a draft is published by itself, with the admin-language toast. */
export function useSchedule() {
  const ui = useUiLang();
  const { t } = ui;
  return {
    set: (kind: DraftKind, id: string, publishAt: string) =>
      saveWithToast(ui, () => publishingApi.schedule({ kind, id, publishAt }), { saved: t.schedule.saved }),
    cancel: (kind: DraftKind, id: string) =>
      saveWithToast(ui, () => publishingApi.cancelSchedule(kind, id), { saved: t.schedule.cancelled }),
  };
}
