import type { PreviewedKind, PublicationStatus } from '@lyceum/contract';
import { useNavigate } from 'react-router-dom';
import { CancelScheduleIcon, OpenOnSiteIcon, PreviewIcon } from '../../ui/icons';
import { useUiLang } from '../messages/useUiLang';
import { HistoryLink } from '../ui/HistoryLink';
import { IconAction, IconLink } from '../ui/IconButton';
import { Row } from '../ui/kit';
import { RowActions } from '../ui/parts';
import { usePreview } from '../ui/usePreview';
import { useSchedule } from '../ui/useSchedule';

interface Props {
  kind: PreviewedKind;
  item: { id: string; titleUz: string; status: PublicationStatus; scheduledAt: string | null };
  /** Where the wizard edits the item. */
  editPath: string;
  /** The item's page on the site (once it is published), and that link's name. */
  site: { to: string; label: string };
  onDelete: () => void;
  /** After the item's scheduled publication was cancelled. */
  onChange: () => unknown;
}

/**
 * What can be done to an item of an edited kind in its list: edit, delete, cancel its scheduled publication, its
 * history, its preview, and its page on the site once published.
 */
export function EditedItemActions({ kind, item, editPath, site, onDelete, onChange }: Props) {
  const navigate = useNavigate();
  const preview = usePreview();
  const schedule = useSchedule();
  const { t } = useUiLang();
  return (
    <Row>
      <RowActions name={item.titleUz} onEdit={() => navigate(editPath)} onDelete={onDelete} />
      {item.scheduledAt && (
        <IconAction
          label={`${t.schedule.cancel}: ${item.titleUz}`}
          Icon={CancelScheduleIcon}
          onClick={() => void schedule.cancel(kind, item.id).then(() => onChange())}
        />
      )}
      <HistoryLink kind={kind} id={item.id} name={item.titleUz} />
      <IconAction label={`${t.preview.open}: ${item.titleUz}`} Icon={PreviewIcon} onClick={() => preview(kind, item.id)} />
      {item.status !== 'draft' && <IconLink label={site.label} Icon={OpenOnSiteIcon} to={site.to} newTab />}
    </Row>
  );
}
