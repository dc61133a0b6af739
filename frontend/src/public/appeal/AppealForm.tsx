import { useEffect, useRef, useState, type FormEvent } from 'react';
import { APPEAL_KINDS, APPEAL_LIMITS, type AppealPosted } from '@lyceum/contract/appeal';
import styled from 'styled-components';
import type { Lang } from '../../i18n/lang';
import { useLang } from '../../i18n/useLang';
import { defineIsland } from '../../islands/defineIsland';
import { AppealReceipt } from './AppealReceipt';
import { appealInput, checkAppeal, chosenFiles } from './checks';
import { Checkbox, Choices, ErrorSummary, Field, FormBox, Hint, SubmitButton } from './FormParts';
import { usePosted } from './posted';
import { APPEAL_FIELDS, hasProblems, refusalProblems, type AppealField, type Problems } from './problems';
import type { AppealReceipt as Receipt } from '@lyceum/contract/appeal';
import { sendAppeal } from './sendAppeal';
import { useChallenge } from './useChallenge';
import { KIND_WORD, TEXT } from './words';

/** Where each field is: the error summary's links lead there (the kind's: its first choice). */
const fieldId = (field: AppealField) => `appeal-${field}`;

/** Robots fill every field they find; people never see this one (the honeypot). */
const Honeypot = styled.div`
  position: absolute;
  left: -10000px;
  width: 1px;
  height: 1px;
  overflow: hidden;
`;

/** The text's length as it is typed: the script's alone, so a page without it does not show a count that never moves. */
const Counter = styled(Hint)`
  text-align: end;
  html.no-js & {
    display: none;
  }
`;

type Refused = Extract<AppealPosted, { form: 'appeal'; refused: unknown }>;

/**
 * The appeal form (an island: docs/hydration.md). Without JavaScript it posts to its page, which the gateway renders
 * again with the receipt, or with the refusal and what was typed (`posted`). Hydrated, it solves the proof of work
 * while the visitor writes, checks the form, and sends it to the API itself: the receipt replaces it, or the problems
 * show as the server's page shows them.
 */
export function AppealForm() {
  const posted = usePosted('appeal');
  const [sent, setSent] = useState<Receipt | null>(null);
  if (sent) return <AppealReceipt receipt={sent} focus />;
  if (posted && 'receipt' in posted) return <AppealReceipt receipt={posted.receipt} />;
  return <FormView refused={posted} onSent={setSent} />;
}

function FormView({ refused, onSent }: { refused?: Refused; onSent: (receipt: Receipt) => void }) {
  const lang = useLang();
  const values = refused?.values ?? {};
  const form = useRef<HTMLFormElement>(null);
  const text = useRef<HTMLTextAreaElement>(null);
  const summary = useRef<HTMLDivElement>(null);
  const [problems, setProblems] = useState<Problems | undefined>(
    () => refused && refusalProblems(refused.refused.code, refused.refused.fields),
  );
  // A refused post without the script comes back without its files: they are chosen again.
  const [filesLost, setFilesLost] = useState(refused !== undefined);
  const [shown, setShown] = useState(0);
  const [length, setLength] = useState(values.text?.length ?? 0);
  const [busy, setBusy] = useState(false);
  const challenge = useChallenge();

  useEffect(() => {
    // From here on the island checks the form, and says what is wrong in the page's words, all at once.
    if (form.current) form.current.noValidate = true;
    // What was typed before the island hydrated.
    setLength(text.current?.value.length ?? 0);
  }, []);
  useEffect(() => {
    if (shown) summary.current?.focus();
  }, [shown]);

  const show = (found: Problems, fromServer: boolean) => {
    setProblems(found);
    setFilesLost(false);
    setShown((count) => count + 1);
    const general = found.general;
    // Also where the visitor may be looking away from the form: the site's toast (ui/siteToasts.tsx).
    if (fromServer && general) void import('../../ui/siteToasts').then(({ showError }) => showError(TEXT[general][lang], 'appeal-refused'));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const data = new FormData(event.currentTarget);
    const found = checkAppeal(appealInput(data));
    if (hasProblems(found)) return show(found, false);
    setBusy(true);
    try {
      // The files chosen, without the empty one FormData holds for a file field left empty.
      const files = chosenFiles(data);
      data.delete('files');
      for (const file of files) data.append('files', file);
      data.set('altcha', await challenge.take());
      const outcome = await sendAppeal(data);
      challenge.renew();
      if ('receipt' in outcome) onSent(outcome.receipt);
      else show(refusalProblems(outcome.refused.code, outcome.refused.fields), true);
    } catch {
      // No challenge could be had: the reception is away.
      show({ fields: {}, general: 'errUnavailable' }, true);
    } finally {
      setBusy(false);
    }
  };

  const problem = (field: AppealField) => {
    const word = problems?.fields[field];
    return word && TEXT[word][lang];
  };
  const counterId = `${fieldId('text')}-count`;
  return (
    <FormBox
      ref={form}
      method="post"
      action={`/${lang}/appeal`}
      encType="multipart/form-data"
      onSubmit={submit}
      onFocus={challenge.begin}
      aria-labelledby="appeal-form-title"
      aria-busy={busy || undefined}
    >
      <h2 id="appeal-form-title">{TEXT.appealFormTitle[lang]}</h2>
      {problems && hasProblems(problems) && (
        <ErrorSummary
          ref={summary}
          title={TEXT.problemTitle[lang]}
          general={problems.general && TEXT[problems.general][lang]}
          items={APPEAL_FIELDS.flatMap((field) => {
            const text = problem(field);
            return text ? [{ id: fieldId(field), text }] : [];
          })}
          note={filesLost ? TEXT.appealFilesAgain[lang] : undefined}
          onJump={(id) => document.getElementById(id)?.focus()}
        />
      )}
      <Hint>{TEXT.appealRequiredNote[lang]}</Hint>
      <input type="hidden" name="lang" value={lang} />
      <Honeypot aria-hidden="true">
        <label htmlFor="appeal-website">{TEXT.appealHoneypot[lang]}</label>
        <input type="text" id="appeal-website" name="website" tabIndex={-1} autoComplete="off" />
      </Honeypot>
      <Field id={fieldId('name')} label={TEXT.appealName[lang]} required problem={problem('name')}>
        {(control) => (
          <input {...control} type="text" name="name" autoComplete="name" maxLength={APPEAL_LIMITS.name} defaultValue={values.name} />
        )}
      </Field>
      <Field id={fieldId('phone')} label={TEXT.appealPhone[lang]} required hint={TEXT.appealPhoneHint[lang]} problem={problem('phone')}>
        {(control) => <input {...control} type="tel" name="phone" autoComplete="tel" defaultValue={values.phone} />}
      </Field>
      <Field id={fieldId('email')} label={TEXT.appealEmail[lang]} hint={TEXT.appealOptional[lang]} problem={problem('email')}>
        {(control) => (
          <input {...control} type="email" name="email" autoComplete="email" maxLength={APPEAL_LIMITS.email} defaultValue={values.email} />
        )}
      </Field>
      <Choices
        id={fieldId('kind')}
        name="kind"
        legend={TEXT.appealKind[lang]}
        choices={APPEAL_KINDS.map((kind) => ({ value: kind, label: TEXT[KIND_WORD[kind]][lang] }))}
        checked={values.kind}
        problem={problem('kind')}
      />
      <Field
        id={fieldId('subject')}
        label={TEXT.appealSubject[lang]}
        required
        hint={atMost(lang, APPEAL_LIMITS.subject)}
        problem={problem('subject')}
      >
        {(control) => <input {...control} type="text" name="subject" maxLength={APPEAL_LIMITS.subject} defaultValue={values.subject} />}
      </Field>
      <Field
        id={fieldId('text')}
        label={TEXT.appealText[lang]}
        required
        hint={atMost(lang, APPEAL_LIMITS.text)}
        problem={problem('text')}
        after={{
          id: counterId,
          node: (
            <Counter id={counterId}>
              <span className="visually-hidden">{TEXT.appealCharacters[lang]}: </span>
              {length} / {APPEAL_LIMITS.text}
            </Counter>
          ),
        }}
      >
        {(control) => (
          <textarea
            {...control}
            ref={text}
            name="text"
            rows={10}
            maxLength={APPEAL_LIMITS.text}
            defaultValue={values.text}
            onInput={(event) => setLength(event.currentTarget.value.length)}
          />
        )}
      </Field>
      <Field id={fieldId('files')} label={TEXT.appealFiles[lang]} hint={TEXT.appealFilesHint[lang]} problem={problem('files')}>
        {(control) => (
          <input {...control} type="file" name="files" multiple accept="application/pdf,image/jpeg,image/png,.pdf,.jpg,.jpeg,.png" />
        )}
      </Field>
      <Checkbox
        id={fieldId('consent')}
        name="consent"
        label={TEXT.appealConsent[lang]}
        problem={problem('consent')}
        checked={values.consent !== undefined}
      />
      <SubmitButton type="submit" aria-disabled={busy || undefined}>
        {busy ? TEXT.appealSending[lang] : TEXT.appealSend[lang]}
      </SubmitButton>
      <span role="status" className="visually-hidden">
        {busy ? TEXT.appealSending[lang] : ''}
      </span>
    </FormBox>
  );
}

const atMost = (lang: Lang, max: number) => TEXT.appealAtMost[lang].replace('{n}', String(max));

export const appealFormIsland = defineIsland('appealForm', AppealForm, 'interaction');
