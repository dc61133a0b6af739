import { REVIEW_COMMENT_MAX, type ItemReview, type ReviewState } from '@lyceum/contract/api/review';
import { kindOf } from '@lyceum/contract/kinds';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { toast } from 'react-toastify';
import { useAdmin, useFailureText } from '../api/hooks';
import { useAuth } from '../auth/AuthContext';
import { CrudModal } from '../crud/CrudModal';
import { errorText } from '../messages/errorText';
import { useUiLang } from '../messages/useUiLang';
import { EDITED_AT } from '../history/editedAt';
import { DataTable } from '../ui/DataTable';
import { Button, Row } from '../ui/kit';
import { PageHeader } from '../ui/PageHeader';
import { TextField } from '../ui/TextField';
import { Pill, type Tone } from '../ui/Pill';
import { formatTashkent } from '../ui/tashkentTime';
import { ReturnComment } from './ReviewNote';
import { reviewApi, useRefreshReviewQueue } from './reviewApi';

const TONE: Record<ReviewState, Tone> = { draft: 'quiet', submitted: 'info', returned: 'warning', scheduled: 'info', published: 'good' };

/** Where an item is edited (and published or scheduled by an editor): a page text by its menu item. */
const editorOf = ({ kind, id, menu }: ItemReview) => EDITED_AT[kind](kind === 'page-text' ? (menu ?? undefined) : id);

/** An editor's return of a submitted draft, with the comment its author reads beside it. */
function GiveBack({ item, onDone }: { item: ItemReview; onDone: () => void }) {
  const ui = useUiLang();
  const t = ui.t.review;
  const [comment, setComment] = useState('');
  const [error, setError] = useState('');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(comment.trim() ? '' : ui.t.crud.required);
    if (!comment.trim()) return;
    try {
      await reviewApi.giveBack(item.kind, item.id, comment.trim());
      toast.success(t.returned);
      onDone();
    } catch (failure) {
      toast.error(errorText(ui.lang, failure));
    }
  };
  return (
    <CrudModal title={t.giveBackTitle(item.title)} onClose={onDone} onSubmit={(event) => void submit(event)}>
      <TextField
        label={t.commentLabel}
        rows={5}
        maxLength={REVIEW_COMMENT_MAX}
        required
        value={comment}
        onChange={setComment}
        error={error}
      />
    </CrudModal>
  );
}

/**
 * The review queue (docs/editorial-workflow.md, "Review"): for an editor the drafts authors submitted, to open and
 * publish (now or at a set time) or to return with a comment; for an author their own drafts, where each stands and
 * the comment of one returned.
 */
export function ReviewPage() {
  const ui = useUiLang();
  const { lang, t } = ui;
  const { can } = useAuth();
  const editor = can('content.manage');
  const queue = useAdmin(reviewApi.queue, useFailureText());
  const [returning, setReturning] = useState<ItemReview | null>(null);
  const refreshReviewQueue = useRefreshReviewQueue();
  // A row's key names its kind too: ids are unique within a kind.
  const rows = queue.data?.items.map((review) => ({ id: `${review.kind}/${review.id}`, review }));
  return (
    <>
      <PageHeader title={t.review.title} />
      <p>{editor ? t.review.intro : t.review.introAuthor}</p>
      <DataTable
        items={rows}
        empty={t.review.empty}
        columns={[
          { header: t.review.kind, cell: ({ review: item }) => kindOf(item.kind).label[lang] },
          { header: t.review.item, content: true, cell: ({ review: item }) => item.title },
          { header: t.review.owner, content: true, cell: ({ review: item }) => item.owner },
          {
            header: t.review.submittedAt,
            cell: ({ review: item }) =>
              item.submittedAt ? <time dateTime={item.submittedAt}>{formatTashkent(item.submittedAt, lang)}</time> : '—',
          },
          { header: t.review.state, cell: ({ review: item }) => <Pill $tone={TONE[item.state]}>{t.review.states[item.state]}</Pill> },
          { header: t.review.comment, cell: ({ review: item }) => <ReturnComment review={item} /> },
          {
            header: t.crud.actions,
            cell: ({ review: item }) => (
              <Row>
                <Link to={editorOf(item)} aria-label={`${t.review.open}: ${item.title}`}>
                  {t.review.open}
                </Link>
                {editor && item.state === 'submitted' && (
                  <Button
                    type="button"
                    $variant="secondary"
                    onClick={() => setReturning(item)}
                    aria-label={`${t.review.giveBack}: ${item.title}`}
                  >
                    {t.review.giveBack}
                  </Button>
                )}
              </Row>
            ),
          },
        ]}
      />
      {returning && (
        <GiveBack
          item={returning}
          onDone={() => {
            setReturning(null);
            void refreshReviewQueue();
          }}
        />
      )}
    </>
  );
}
