import { useRef, useState } from 'react';
import { toast } from 'react-toastify';
import { thumbnailUrl } from '../../api/client';
import { uploadFile } from '../api/client';
import { useUiLang } from '../messages/useUiLang';
import { ErrorText, FieldLabel } from './kit';
import { useSignedInImage } from './useSignedInImage';

/** The upload inputs offer the image types the lyceum asked for. */
export const IMAGE_ACCEPT = 'image/png,image/gif,image/jpeg';

interface Props {
  label: string;
  value: string;
  onChange: (name: string) => void;
  /** Upload progress for the page's loader; null when idle. */
  onProgress: (fraction: number | null) => void;
  required?: boolean;
  error?: string;
}

/** An image input that uploads at once and keeps the stored name; a preview shows what is set. */
export function FileField({ error, label, value, onChange, onProgress, required }: Props) {
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const preview = useSignedInImage(value ? thumbnailUrl(value) : null);
  const { t } = useUiLang();
  return (
    <FieldLabel>
      {label}
      <input
        ref={input}
        type="file"
        accept={IMAGE_ACCEPT}
        required={required && !value}
        disabled={busy}
        onChange={async (event) => {
          const file = event.target.files?.[0];
          if (!file) return;
          setBusy(true);
          onProgress(0);
          try {
            onChange(await uploadFile(file, onProgress));
          } catch {
            toast.error(t.crud.uploadFailed);
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
      {error && <ErrorText>{error}</ErrorText>}
    </FieldLabel>
  );
}
