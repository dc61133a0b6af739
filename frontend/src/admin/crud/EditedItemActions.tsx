import type { PreviewedKind } from '@lyceum/contract';
import { useNavigate } from 'react-router-dom';
import { CancelScheduleIcon, OpenOnSiteIcon, PreviewIcon } from '../../ui/icons';
import { useMayEdit } from '../auth/useMayEdit';
import { useUiLang } from '../messages/useUiLang';
import { HistoryLink } from '../ui/HistoryLink';
import { IconAction, IconLink } from '../ui/IconButton';
import { Row } from '../ui/kit';
import { RowActions } from '../ui/parts';
import type { ItemStanding } from '../ui/Standing';
import { usePreview } from '../ui/usePreview';
import { useSchedule } from '../ui/useSchedule';

interface Props {
  kind: PreviewedKind;
  item: ItemStanding & { id: string };
  /** The item's title as the list shows it: each action's name ends with it. */
  name: string;
  /** Where the wizard edits the item. */
  editPath: string;
  /** The item's page on the site (once it is published), and that link's short name. */
  site: { to: string; text: string };
  onDelete: () => void;
  /** After the item's scheduled publication was cancelled. */
  onChange: () => unknown;
}

/**
 * What can be done to an item of an edited kind in its list: edit, delete, cancel its scheduled publication, its
 * history, its preview, and its page on the site once published; each named (on a phone, shown by name).
 */
export function EditedItemActions({ kind, item, name, editPath, site, onDelete, onChange }: Props) {
  const navigate = useNavigate();
  const preview = usePreview();
  const schedule = useSchedule();
  const { t } = useUiLang();
  const mayEdit = useMayEdit();
  const named = (action: string) => `${action}: ${name}`;
  return (
    <Row>
      <RowActions name={name} onEdit={mayEdit(item) ? () => navigate(editPath) : undefined} onDelete={onDelete} />
      {item.scheduledAt && (
        <IconAction
          label={named(t.schedule.cancel)}
          text={t.schedule.cancel}
          Icon={CancelScheduleIcon}
          onClick={() => void schedule.cancel(kind, item.id).then(() => onChange())}
        />
      )}
      <HistoryLink kind={kind} id={item.id} name={name} />
      <IconAction label={named(t.preview.open)} text={t.preview.open} Icon={PreviewIcon} onClick={() => preview(kind, item.id)} />
      {item.status !== 'draft' && <IconLink label={named(site.text)} text={site.text} Icon={OpenOnSiteIcon} to={site.to} newTab />}
    </Row>
  );
}
