import { diffWords } from 'diff';
import styled from 'styled-components';

const Removed = styled.del`
  background: #fde2e1;
  color: #8a1c14;
`;
const Added = styled.ins`
  background: #dcf5e3;
  color: #0f5132;
  text-decoration: none;
`;

/** One field's text before and after, the words that went struck through and those that came marked. */
export function WordDiff({ before, after }: { before: string; after: string }) {
  return (
    <>
      {diffWords(before, after).map((part, index) =>
        part.removed ? (
          <Removed key={index}>{part.value}</Removed>
        ) : part.added ? (
          <Added key={index}>{part.value}</Added>
        ) : (
          <span key={index}>{part.value}</span>
        ),
      )}
    </>
  );
}
