import { APPEAL_INBOX_LIMITS, appealExtendedDeadline } from '@lyceum/contract/appeal';
import type { AppealDetail } from '@lyceum/contract/api/appeal-inbox';
import { useEffect, useState, type FormEvent } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { toast } from 'react-toastify';
import styled from 'styled-components';
import { useSWRConfig } from 'swr';
import { LANG_NAMES } from '../../i18n/lang';
import { BackIcon } from '../../ui/icons';
import { theme } from '../../ui/theme';
import { AdminApiError } from '../api/client';
import { useAdmin, useFailureText } from '../api/hooks';
import { errorText } from '../messages/errorText';
import { useUiLang } from '../messages/useUiLang';
import { screenUrl } from '../screens';
import { DataTable } from '../ui/DataTable';
import { Button, Card, FieldLabel, HintText, Row } from '../ui/kit';
import { PageHeader } from '../ui/PageHeader';
import { Pill } from '../ui/Pill';
import { formatTashkentDay } from '../ui/tashkentTime';
import { appealActions } from './appealActions';
import { appealDownloads, appealsApi } from './appealsApi';
import type { FromInbox } from './AppealsInbox';
import { At, Deadline, FactList, LongText, Numbered, StatusMarks, Written } from './parts';

const Form = styled.form`
  display: grid;
  gap: 0.75rem;
  justify-items: start;
  > div {
    width: 100%;
  }
`;

/** What is left of an erased appeal, said where the citizen's fields were. */
const Erased = styled.div`
  border-inline-start: 4px solid ${theme.gold};
  background: #fff8e1;
  padding: 0.25rem 0.75rem;
`;

const Items = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 0.75rem;
`;

/** Who wrote it and when, under what they wrote. */
function Signed({ at, by }: { at: string; by: string }) {
  return (
    <HintText>
      <At iso={at} /> · <span data-content>{by}</span>
    </HintText>
  );
}

const kilobytes = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024))} KB`;

/**
 * /protected/appeals/:number, one appeal (docs/appeals.md, "The inbox"): its facts, what the citizen wrote and sent,
 * and the work on it: the assignee, the status, the extended term, the answer, the letters that carry them to the
 * citizen, the internal notes and the history; the export of the citizen's data for them, and when a closed appeal's
 * personal data will be erased ("Retention", "Export"). Erased, it shows what is left and offers no act. Opening it is
 * recorded in its history, so it is read once: every act answers the appeal as it now stands, which the screen shows
 * in its place.
 */
export function AppealPage() {
  const { number = '' } = useParams();
  // Another appeal opened from this one starts afresh: nothing typed for one is sent for another.
  return <Appeal key={number} number={number} />;
}

function Appeal({ number }: { number: string }) {
  const ui = useUiLang();
  const { lang } = ui;
  const t = ui.t.appeals;
  const from = useLocation().state as FromInbox | null;
  const appeal = useAdmin(appealsApi.appeal(number), useFailureText());
  const { mutate } = useSWRConfig();
  const [busy, setBusy] = useState(false);

  const back = { to: `${screenUrl('appeals')}${from?.inbox ? `?${from.inbox}` : ''}`, label: t.back, Icon: BackIcon };
  const header = <PageHeader title={<Numbered text={t.heading(number)} number={number} />} link={back} />;
  const data = appeal.data;
  if (!data) {
    const unknown = appeal.error instanceof AdminApiError && appeal.error.status === 404;
    return (
      <>
        {header}
        {unknown && (
          <Card role="alert">
            <p>{t.unknown}</p>
          </Card>
        )}
      </>
    );
  }

  /**
   * A refusal said in the admin's language. One of APPEAL_ERASED means the appeal was erased since the page read it
   * (its period ended meanwhile): it is read again, to show it as it now is.
   */
  const refused = (error: unknown) => {
    toast.error(errorText(lang, error));
    if (error instanceof AdminApiError && error.code === 'APPEAL_ERASED') void appeal.mutate();
  };
  /**
   * Runs an act on the appeal, shows what it answered in place of the appeal (no read again), and says how it went: the
   * server's words (Uzbek) in Uzbek, the act's own in the other languages.
   */
  const act = async (run: () => Promise<{ message?: string; content: AppealDetail }>, done: string): Promise<boolean> => {
    setBusy(true);
    try {
      const { message, content } = await run();
      await appeal.mutate(content, { revalidate: false });
      // The notice of overdue appeals counts this one no more once it is answered or closed.
      void mutate(appealsApi.due);
      toast.success((lang === 'uz' ? message : undefined) ?? done);
      return true;
    } catch (error) {
      refused(error);
      return false;
    } finally {
      setBusy(false);
    }
  };
  const may = appealActions(data);
  const download = (file: AppealDetail['files'][number]) => appealDownloads.file(data.number, file.position, file.name).catch(refused);
  // The export is recorded in the history too, but it answers the ZIP alone: the history shows it once the appeal is opened again.
  const exportData = async () => {
    setBusy(true);
    try {
      await appealDownloads.export(data.number);
      toast.success(t.exported);
    } catch (error) {
      refused(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      {header}
      <Card>
        <FactList
          items={[
            [t.number, data.number],
            [t.kind, t.kinds[data.kind]],
            [t.status, <StatusMarks appeal={data} />],
            [t.received, <At iso={data.receivedAt} />],
            [t.deadline, <Deadline appeal={data} />],
            [t.assignee, data.assignee ? <span data-content>{data.assignee.username}</span> : t.unassigned],
            [t.language, LANG_NAMES[data.lang]],
          ]}
        />
        {data.erasesAt && <p data-testid="appeal-erases">{t.erasesOn(formatTashkentDay(data.erasesAt, lang))}</p>}
      </Card>

      {data.erasedAt ? (
        <Card aria-labelledby="appeal-citizen" data-testid="appeal-erased">
          <h2 id="appeal-citizen">{t.citizen}</h2>
          <Erased>
            <p>{t.erasedOn(formatTashkentDay(data.erasedAt, lang))}</p>
            <p>{t.erasedKept}</p>
          </Erased>
        </Card>
      ) : (
        <Card aria-labelledby="appeal-citizen">
          <h2 id="appeal-citizen">{t.citizen}</h2>
          <FactList
            items={[
              [t.name, <span data-content>{data.name}</span>],
              [t.phone, <span data-content>{data.phone}</span>],
              [t.email, data.email ? <span data-content>{data.email}</span> : <HintText>{t.noEmail}</HintText>],
              [t.subject, <span data-content>{data.subject}</span>],
            ]}
          />
          <h3>{t.text}</h3>
          <Written data-content data-testid="appeal-text">
            {data.text}
          </Written>
          <h3>{t.files}</h3>
          {data.files.length === 0 ? (
            <p>{t.noFiles}</p>
          ) : (
            <Items>
              {data.files.map((file) => (
                <li key={file.position}>
                  <Row style={{ alignItems: 'center' }}>
                    <span data-content style={{ overflowWrap: 'anywhere' }}>
                      {file.name}
                    </span>
                    <HintText>{kilobytes(file.size)}</HintText>
                    <Button
                      type="button"
                      $variant="secondary"
                      onClick={() => void download(file)}
                      aria-label={`${t.download} ${file.name}`}
                    >
                      {t.download}
                    </Button>
                  </Row>
                </li>
              ))}
            </Items>
          )}
        </Card>
      )}

      {may.export && (
        <Card aria-labelledby="appeal-export">
          <h2 id="appeal-export">{t.exportTitle}</h2>
          <p>{t.exportHint}</p>
          <Button type="button" $variant="secondary" disabled={busy} data-testid="appeal-export" onClick={() => void exportData()}>
            {t.exportData}
          </Button>
        </Card>
      )}

      {/* Erased, it is closed for good: nothing is left to assign, take up or close. */}
      {!data.erasedAt && (
        <Card aria-labelledby="appeal-work">
          <h2 id="appeal-work">{t.work}</h2>
          <Row style={{ marginBottom: '1rem' }}>
            {may.start && (
              <Button
                type="button"
                disabled={busy}
                onClick={() => void act(() => appealsApi.setStatus(data.number, 'in-progress'), t.statusChanged)}
              >
                {t.start}
              </Button>
            )}
            {may.reopen && (
              <Button
                type="button"
                disabled={busy}
                onClick={() => void act(() => appealsApi.setStatus(data.number, 'in-progress'), t.statusChanged)}
              >
                {t.reopen}
              </Button>
            )}
            {may.close && (
              <Button
                type="button"
                $variant="secondary"
                disabled={busy}
                onClick={() => void act(() => appealsApi.setStatus(data.number, 'closed'), t.statusChanged)}
              >
                {t.close}
              </Button>
            )}
          </Row>
          {may.assign ? (
            <AssigneeForm
              appeal={data}
              busy={busy}
              onAssign={(assignee) => act(() => appealsApi.assign(data.number, assignee), t.assigned)}
            />
          ) : (
            <p data-testid="appeal-closed">{t.closedNote}</p>
          )}
        </Card>
      )}

      {(data.extension || may.extend) && (
        <Card aria-labelledby="appeal-extension">
          <h2 id="appeal-extension">{data.extension ? t.extension : t.extend}</h2>
          {data.extension ? (
            <>
              <FactList items={[[t.newDeadline, formatTashkentDay(data.deadline, lang)]]} />
              <Written data-content data-testid="appeal-extension-reason">
                {data.extension.reason}
              </Written>
              <Signed at={data.extension.at} by={data.extension.by} />
            </>
          ) : (
            <ExtendForm
              appeal={data}
              busy={busy}
              onExtend={(reason) => act(() => appealsApi.extend(data.number, reason), t.extendedDone)}
            />
          )}
        </Card>
      )}

      {(data.answer || may.answer) && (
        <Card aria-labelledby="appeal-answer">
          <h2 id="appeal-answer">{t.answer}</h2>
          {data.answer ? (
            <>
              <Written data-content data-testid="appeal-answer-text">
                {data.answer.text}
              </Written>
              <Signed at={data.answer.at} by={data.answer.by} />
            </>
          ) : (
            <AnswerForm appeal={data} busy={busy} onAnswer={(text) => act(() => appealsApi.answer(data.number, text), t.answered)} />
          )}
        </Card>
      )}

      <Card aria-labelledby="appeal-letters">
        <h2 id="appeal-letters">{t.letters}</h2>
        {!data.mailable && <p>{t.noEmail}</p>}
        <DataTable
          items={data.letters}
          empty={t.noLetters}
          columns={[
            { header: t.purpose, cell: (letter) => t.purposes[letter.purpose] },
            {
              header: t.state,
              cell: (letter) => (
                <Pill
                  $tone={letter.state === 'failed' ? 'bad' : letter.state === 'sent' ? 'good' : 'info'}
                  data-letter-state={letter.state}
                >
                  {t.letterStates[letter.state]}
                </Pill>
              ),
            },
            { header: t.attempts, cell: (letter) => letter.attempts },
            { header: t.time, cell: (letter) => <At iso={letter.sentAt ?? letter.at} /> },
            { header: t.error, content: true, cell: (letter) => letter.error ?? '' },
            {
              header: t.action,
              cell: (letter) =>
                letter.state === 'failed' &&
                may.retry && (
                  <Button
                    type="button"
                    $variant="secondary"
                    disabled={busy}
                    onClick={() => void act(() => appealsApi.retryLetter(data.number, letter.id), t.retried)}
                  >
                    {t.retry}
                  </Button>
                ),
            },
          ]}
        />
      </Card>

      {/* Erased, its notes are gone with it, and none is added. */}
      {may.note && (
        <Card aria-labelledby="appeal-notes">
          <h2 id="appeal-notes">{t.notes}</h2>
          <p>
            <HintText>{t.notesHint}</HintText>
          </p>
          {data.notes.length === 0 ? (
            <p>{t.noNotes}</p>
          ) : (
            <Items data-testid="appeal-notes">
              {data.notes.map((note) => (
                <li key={note.id}>
                  <Written data-content>{note.text}</Written>
                  <Signed at={note.at} by={note.by} />
                </li>
              ))}
            </Items>
          )}
          <NoteForm busy={busy} onAdd={(text) => act(() => appealsApi.addNote(data.number, text), t.noteAdded)} />
        </Card>
      )}

      <Card aria-labelledby="appeal-history">
        <h2 id="appeal-history">{t.history}</h2>
        <DataTable
          items={data.history.map((event, index) => ({ ...event, id: String(index) }))}
          columns={[
            { header: t.when, cell: (event) => <At iso={event.at} /> },
            { header: t.action, cell: (event) => t.actions[event.action] ?? event.action },
            { header: t.who, content: true, cell: (event) => event.by },
            { header: t.detail, content: true, cell: (event) => event.detail },
          ]}
        />
      </Card>
    </>
  );
}

/** The officer the appeal is given to, or nobody. */
function AssigneeForm({
  appeal,
  busy,
  onAssign,
}: {
  appeal: AppealDetail;
  busy: boolean;
  onAssign: (assignee: string | null) => Promise<boolean>;
}) {
  const t = useUiLang().t.appeals;
  const officers = useAdmin(appealsApi.officers, useFailureText()).data ?? [];
  const current = appeal.assignee?.id ?? '';
  const [chosen, setChosen] = useState(current);
  useEffect(() => setChosen(current), [current]);
  // The assignee may no longer be one of the officers (deactivated since): still named.
  const options = officers.map((officer) => ({ id: officer.id, username: officer.username }));
  if (appeal.assignee && !options.some((officer) => officer.id === appeal.assignee?.id)) options.push(appeal.assignee);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void onAssign(chosen || null);
  };
  return (
    <form onSubmit={submit}>
      <Row>
        <FieldLabel style={{ flex: '0 1 20rem' }}>
          {t.assignee}
          <select aria-label={t.assignee} value={chosen} onChange={(event) => setChosen(event.target.value)}>
            <option value="">{t.unassigned}</option>
            {options.map((officer) => (
              <option key={officer.id} value={officer.id}>
                {officer.username}
              </option>
            ))}
          </select>
        </FieldLabel>
        <Button type="submit" disabled={busy || chosen === current}>
          {t.assign}
        </Button>
      </Row>
    </form>
  );
}

/** A text form's value, its refusal when sent empty, and its sending (`on` resolves to whether it was done: then it is emptied). */
function useTextForm(on: (text: string) => Promise<boolean>, confirm?: () => boolean) {
  const t = useUiLang().t.appeals;
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return setError(t.required);
    setError(undefined);
    if (confirm && !confirm()) return;
    if (await on(text)) setText('');
  };
  return { text, setText, error, submit: (event: FormEvent) => void submit(event) };
}

/** The term extended to a month, once, with the reason the citizen is told; its new deadline said beforehand. */
function ExtendForm({ appeal, busy, onExtend }: { appeal: AppealDetail; busy: boolean; onExtend: (reason: string) => Promise<boolean> }) {
  const { lang, t: all } = useUiLang();
  const t = all.appeals;
  const form = useTextForm(onExtend);
  const extended = appealExtendedDeadline(new Date(appeal.receivedAt)).toISOString();
  return (
    <Form onSubmit={form.submit} noValidate>
      <p>{t.extendHint}</p>
      <p data-testid="appeal-new-deadline">
        {t.newDeadline}: <time dateTime={extended}>{formatTashkentDay(extended, lang)}</time>
      </p>
      <LongText label={t.reason} value={form.text} onChange={form.setText} max={APPEAL_INBOX_LIMITS.reason} error={form.error} rows={3} />
      <Button type="submit" disabled={busy}>
        {t.extend}
      </Button>
    </Form>
  );
}

/** The answer: final, shown to the citizen on the status page and e-mailed to them; asked again before it goes. */
function AnswerForm({ appeal, busy, onAnswer }: { appeal: AppealDetail; busy: boolean; onAnswer: (text: string) => Promise<boolean> }) {
  const t = useUiLang().t.appeals;
  const form = useTextForm(onAnswer, () => window.confirm(t.confirmAnswer(appeal.mailable)));
  return (
    <Form onSubmit={form.submit} noValidate>
      <LongText
        label={t.answer}
        value={form.text}
        onChange={form.setText}
        max={APPEAL_INBOX_LIMITS.answer}
        hint={t.answerHint}
        error={form.error}
        rows={10}
      />
      <Button type="submit" disabled={busy}>
        {t.sendAnswer}
      </Button>
    </Form>
  );
}

/** An internal note, never shown to the citizen. */
function NoteForm({ busy, onAdd }: { busy: boolean; onAdd: (text: string) => Promise<boolean> }) {
  const t = useUiLang().t.appeals;
  const form = useTextForm(onAdd);
  return (
    <Form onSubmit={form.submit} noValidate style={{ marginTop: '1rem' }}>
      <LongText label={t.note} value={form.text} onChange={form.setText} max={APPEAL_INBOX_LIMITS.note} error={form.error} rows={3} />
      <Button type="submit" disabled={busy}>
        {t.addNote}
      </Button>
    </Form>
  );
}
