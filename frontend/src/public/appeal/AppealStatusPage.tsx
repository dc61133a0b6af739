import type { ReactElement } from 'react';
import { usePageT } from '../../i18n/pageStrings';
import { PageHeading } from '../layout/PageHeading';
import { ErrorSummary, Field, FormBox, SubmitButton } from './FormParts';
import { usePosted } from './posted';
import { refusalProblems, STATUS_FIELDS, type StatusField } from './problems';
import { Standing } from './Standing';
import { TEXT } from './words';

const fieldId = (field: StatusField) => `status-${field}`;

/**
 * /{lang}/appeal/status: an appeal's number and code, posted to the page itself (no script needed: the gateway renders
 * the page again with the standing, or with the refusal and the number, never the code).
 */
export function AppealStatusPage(): ReactElement {
  const { t, lang } = usePageT();
  const posted = usePosted('status');
  const standing = posted && 'standing' in posted ? posted.standing : undefined;
  const problems = posted && 'refused' in posted ? refusalProblems(posted.refused.code, posted.refused.fields) : undefined;
  const number = standing?.number ?? (posted && 'number' in posted ? posted.number : undefined);
  const problem = (field: StatusField) => {
    const word = problems?.fields[field];
    return word && TEXT[word][lang];
  };
  return (
    <>
      <PageHeading title={t('appealStatus')} parents={[{ label: t('appeal'), to: `/${lang}/appeal` }]} />
      {standing && <Standing standing={standing} lang={lang} />}
      <FormBox method="post" action={`/${lang}/appeal/status`} aria-label={t('appealStatus')}>
        {problems && (
          <ErrorSummary
            title={TEXT.problemTitle[lang]}
            general={problems.general && TEXT[problems.general][lang]}
            items={STATUS_FIELDS.flatMap((field) => {
              const text = problem(field);
              return text ? [{ id: fieldId(field), text }] : [];
            })}
          />
        )}
        <p>{TEXT.statusIntro[lang]}</p>
        <Field
          id={fieldId('number')}
          label={TEXT.appealNumber[lang]}
          required
          hint={TEXT.statusNumberHint[lang]}
          problem={problem('number')}
        >
          {(control) => <input {...control} type="text" name="number" autoComplete="off" defaultValue={number} />}
        </Field>
        <Field id={fieldId('code')} label={TEXT.appealCode[lang]} required hint={TEXT.statusCodeHint[lang]} problem={problem('code')}>
          {(control) => <input {...control} type="text" name="code" autoComplete="off" autoCapitalize="characters" spellCheck={false} />}
        </Field>
        <SubmitButton type="submit">{TEXT.statusCheck[lang]}</SubmitButton>
      </FormBox>
    </>
  );
}
