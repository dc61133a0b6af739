import styled from 'styled-components';
import { theme } from '../../ui/theme';

export const Button = styled.button<{ $variant?: 'primary' | 'secondary' | 'danger' }>`
  display: inline-flex;
  align-items: center;
  gap: 0.4rem;
  padding: 0.5rem 1rem;
  border-radius: 4px;
  font: inherit;
  cursor: pointer;
  border: 1px solid ${(p) => (p.$variant === 'danger' ? '#a4161a' : theme.green)};
  background: ${(p) => (p.$variant === 'secondary' ? '#fff' : p.$variant === 'danger' ? '#a4161a' : theme.green)};
  color: ${(p) => (p.$variant === 'secondary' ? theme.greenDark : '#fff')};
  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;

export const IconButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2.25rem;
  height: 2.25rem;
  border-radius: 4px;
  border: 1px solid ${theme.border};
  background: #fff;
  color: ${theme.text};
  cursor: pointer;
  font-size: 1rem;
  &:hover {
    background: ${theme.greenLight};
  }
`;

export const Card = styled.section`
  background: #fff;
  border: 1px solid ${theme.border};
  border-radius: 8px;
  padding: 1rem 1.25rem;
  margin-bottom: 1.5rem;
  h2 {
    margin: 0 0 0.75rem;
    font-size: 1.15rem;
  }
`;

export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  align-items: flex-end;
`;

export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 0.95rem;
  th,
  td {
    border-bottom: 1px solid ${theme.border};
    padding: 0.5rem;
    text-align: left;
    vertical-align: middle;
  }
  th {
    background: ${theme.surface};
  }
  img {
    width: 4rem;
    height: 3rem;
    object-fit: cover;
    border-radius: 4px;
  }
  input,
  textarea {
    width: 100%;
  }
`;

export const FieldLabel = styled.label`
  display: grid;
  gap: 0.3rem;
  font-weight: 600;
  font-size: 0.95rem;
  flex: 1 1 12rem;
  input,
  textarea,
  select {
    font: inherit;
    font-weight: 400;
    padding: 0.45rem 0.6rem;
    border: 1px solid #8a949e;
    border-radius: 4px;
    width: 100%;
  }
  input:disabled {
    background: ${theme.surface};
  }
  textarea {
    min-height: 6rem;
    resize: vertical;
  }
`;

export const Actions = styled.div`
  display: flex;
  gap: 0.5rem;
  justify-content: flex-end;
  margin-top: 1rem;
  flex-wrap: wrap;
`;

export const ErrorText = styled.p`
  color: #a4161a;
  margin: 0.25rem 0 0;
  font-size: 0.9rem;
  font-weight: 400;
`;

export const HintText = styled.span`
  color: ${theme.muted};
  font-size: 0.9rem;
  font-weight: 400;
`;
