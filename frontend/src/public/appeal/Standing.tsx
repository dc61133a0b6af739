import type { AppealStanding } from '@lyceum/contract/appeal';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { Lang } from '../../i18n/lang';
import { theme } from '../../ui/theme';
import { dayText, momentText } from './appealTime';
import { Facts } from './Facts';
import { KIND_WORD, STATUS_WORD, TEXT } from './words';

const Panel = styled.section`
  margin: 1.5rem 0;
  padding: 1.25rem;
  border: 1px solid ${theme.border};
  border-radius: 8px;
  background: ${theme.surface};
  max-width: 40rem;
  h2 {
    margin-top: 0;
  }
  h3 {
    margin: 1.25rem 0 0.5rem;
    font-size: 1.1rem;
  }
`;

/** The answer as the lyceum wrote it: plain text, its line breaks kept (never HTML). */
const Answer = styled.p`
  white-space: pre-wrap;
  margin: 0.5rem 0 0;
  padding: 1rem;
  background: #fff;
  border-left: 4px solid ${theme.green};
`;

const Time = ({ iso, text }: { iso: string; text: (iso: string) => string }) => <time dateTime={iso}>{text(iso)}</time>;

/** Where an appeal stands, for the holder of its number and code: its term (extended, and why), and the answer once given. */
export function Standing({ standing, lang }: { standing: AppealStanding; lang: Lang }) {
  const { extension, answer } = standing;
  const facts: [string, ReactNode][] = [
    [TEXT.appealKind[lang], TEXT[KIND_WORD[standing.kind]][lang]],
    [TEXT.standingStatus[lang], <strong data-testid="appeal-status">{TEXT[STATUS_WORD[standing.status]][lang]}</strong>],
    [TEXT.appealReceived[lang], <Time iso={standing.receivedAt} text={momentText} />],
    [TEXT.appealDeadline[lang], <Time iso={standing.deadline} text={dayText} />],
  ];
  if (extension)
    facts.push([
      TEXT.standingExtended[lang],
      <>
        <Time iso={extension.at} text={momentText} />: {extension.reason}
      </>,
    ]);
  return (
    <Panel aria-labelledby="appeal-standing" data-testid="appeal-standing">
      <h2 id="appeal-standing">{TEXT.standingTitle[lang].replace('{number}', standing.number)}</h2>
      <Facts items={facts} />
      <h3>{TEXT.standingAnswer[lang]}</h3>
      {answer ? (
        <>
          <p>
            <Time iso={answer.at} text={momentText} />
          </p>
          <Answer data-testid="appeal-answer">{answer.text}</Answer>
        </>
      ) : (
        <p>{TEXT.standingNoAnswer[lang]}</p>
      )}
    </Panel>
  );
}
