import styled from 'styled-components';
import { theme } from '../../../ui/theme';
import { Actions, Button, Row } from '../../ui/kit';
import { saveFile } from '../../ui/saveFile';
import type { AccountTexts } from '../../messages';
import { recoveryCodesFile } from './codesText';
import { copyText } from './copyText';
import { Stage } from './Stage';

const Warning = styled.p`
  border-left: 4px solid ${theme.gold};
  background: #fff8e1;
  padding: 0.5rem 0.75rem;
`;
const Codes = styled.ol`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(9rem, 1fr));
  gap: 0.4rem 1.5rem;
  padding-left: 1.5rem;
  font-size: 1.05rem;
`;

const FILE_NAME = 'lyceum-recovery-codes.txt';

const download = (text: string) => saveFile(new Blob([text], { type: 'text/plain;charset=utf-8' }), FILE_NAME);

/** The ten recovery codes, shown this once: the server keeps only their hashes. Gone when the admin confirms or leaves. */
export function RecoveryCodes({ t, codes, onDone }: { t: AccountTexts; codes: string[]; onDone: () => void }) {
  const file = recoveryCodesFile(t.recoveryFileTitle, codes);

  return (
    <Stage title={t.recoveryTitle}>
      <Warning>{t.recoveryIntro}</Warning>
      <Codes>
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </Codes>
      <Row>
        <Button type="button" $variant="secondary" onClick={() => copyText(codes.join('\n'), t)}>
          {t.copyCodes}
        </Button>
        <Button type="button" $variant="secondary" onClick={() => download(file)}>
          {t.downloadCodes}
        </Button>
      </Row>
      <Actions>
        <Button type="button" onClick={onDone}>
          {t.codesSaved}
        </Button>
      </Actions>
    </Stage>
  );
}
