import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { useLang } from '../../i18n/useLang';
import { theme } from '../../ui/theme';
import { dayText, momentText } from './appealTime';
import type { AppealReceipt as Receipt } from '@lyceum/contract/appeal';
import { Facts } from './Facts';
import { TEXT } from './words';

const Panel = styled.section`
  margin: 1.5rem 0;
  padding: 1.25rem;
  border: 2px solid ${theme.green};
  border-radius: 8px;
  background: ${theme.greenLight};
  max-width: 40rem;
  h2 {
    margin-top: 0;
  }
`;

const Code = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.75rem;
  code {
    font-family: ui-monospace, 'DejaVu Sans Mono', Menlo, Consolas, monospace;
    font-size: 1.75rem;
    font-weight: 700;
    letter-spacing: 0.08em;
    color: ${theme.greenDark};
  }
  button {
    min-height: 2.75rem;
    padding: 0.4rem 0.9rem;
    font: inherit;
    font-weight: 600;
    color: ${theme.greenDark};
    background: #fff;
    border: 2px solid ${theme.greenDark};
    border-radius: 4px;
    cursor: pointer;
  }
  /* Copying needs the script; without it the code is there to write down. */
  html.no-js & button {
    display: none;
  }
`;

const Warning = styled.p`
  padding: 0.75rem 1rem;
  border-left: 4px solid ${theme.gold};
  background: #fff;
  font-weight: 600;
`;

/**
 * The receipt of an appeal just sent: its number and secret code (shown this once: the server keeps only its hash),
 * when it was received and the term of its answer, and the way to the status page. `focus`: the island sent the form,
 * and the visitor's focus, on its button, goes to what replaced it.
 */
export function AppealReceipt({ receipt, focus = false }: { receipt: Receipt; focus?: boolean }) {
  const lang = useLang();
  const heading = useRef<HTMLHeadingElement>(null);
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  useEffect(() => {
    if (focus) heading.current?.focus();
  }, [focus]);
  const copy = () => {
    navigator.clipboard.writeText(receipt.code).then(
      () => setCopied('yes'),
      () => setCopied('failed'),
    );
  };
  return (
    <Panel aria-labelledby="appeal-receipt" data-testid="appeal-receipt">
      <h2 id="appeal-receipt" tabIndex={-1} ref={heading}>
        {TEXT.receiptTitle[lang]}
      </h2>
      <Facts
        items={[
          [TEXT.appealNumber[lang], <strong data-testid="appeal-number">{receipt.number}</strong>],
          [
            TEXT.appealCode[lang],
            <Code>
              <code data-testid="appeal-code">{receipt.code}</code>
              <button type="button" onClick={copy}>
                {TEXT.copyCode[lang]}
              </button>
              <span role="status">{copied === 'yes' ? TEXT.codeCopied[lang] : copied === 'failed' ? TEXT.copyFailed[lang] : ''}</span>
            </Code>,
          ],
          [TEXT.appealReceived[lang], <time dateTime={receipt.receivedAt}>{momentText(receipt.receivedAt)}</time>],
          [TEXT.appealDeadline[lang], <time dateTime={receipt.deadline}>{dayText(receipt.deadline)}</time>],
        ]}
      />
      <Warning>{TEXT.receiptWarning[lang]}</Warning>
      <p>
        <a href={`/${lang}/appeal/status`}>{TEXT.appealToStatus[lang]}</a>
      </p>
    </Panel>
  );
}
