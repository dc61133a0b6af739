import { useRef, useState } from 'react';
import { toast } from 'react-toastify';
import { thumbnailUrl } from '../../api/client';
import { uploadFile } from '../api/client';
import { errorText } from '../messages/errorText';
import { useUiLang } from '../messages/useUiLang';
import { ErrorText, FieldLabel } from './kit';
import { useSignedInImage } from './useSignedInImage';

/** The upload inputs offer the image types the lyceum asked for. */
export const IMAGE_ACCEPT = 'image/png,image/gif,image/jpeg';
/** And a document's file the types the site takes (the server judges by content: docs/security.md). */
const DOCUMENT_ACCEPT = '.pdf,.docx,.xlsx,.odt,application/pdf';

interface Props {
  label: string;
  value: string;
  onChange: (name: string) => void;
  /** Upload progress for the page's loader; null when idle. */
  onProgress: (fraction: number | null) => void;
  /** An image (the default), or a document's file, whose refusal is said as the server words it. */
  accepts?: 'images' | 'documents';
  required?: boolean;
  error?: string;
}

/**
 * A file input that uploads at once and keeps the stored name; an image's preview, or a document's stored name, shows
 * what is set.
 */
export function FileField({ error, label, value, onChange, onProgress, required, accepts = 'images' }: Props) {
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const images = accepts === 'images';
  const preview = useSignedInImage(value && images ? thumbnailUrl(value) : null);
  const { t, lang } = useUiLang();
  return (
    <FieldLabel>
      {label}
      <input
        ref={input}
        type="file"
        accept={images ? IMAGE_ACCEPT : DOCUMENT_ACCEPT}
        required={required && !value}
        disabled={busy}
        onChange={async (event) => {
          const file = event.target.files?.[0];
          if (!file) return;
          setBusy(true);
          onProgress(0);
          try {
            onChange(await uploadFile(file, onProgress, accepts));
          } catch (failure) {
            toast.error(images ? t.crud.uploadFailed : errorText(lang, failure));
            if (input.current) input.current.value = '';
          } finally {
            setBusy(false);
            onProgress(null);
          }
        }}
      />
      {value && preview && (
        <img src={preview} alt="" style={{ width: '8rem', height: '5rem', objectFit: 'cover' }} data-testid="file-preview" />
      )}
      {value && !images && <span data-testid="file-name">{value}</span>}
      {error && <ErrorText>{error}</ErrorText>}
    </FieldLabel>
  );
}
